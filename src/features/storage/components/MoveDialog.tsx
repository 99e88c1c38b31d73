// Move drive entries: a folder picker that browses folders from the root (breadcrumbs, subfolders), refuses a
// folder being moved or one below it, and names each entry the server could not move, with its reason.
import ChevronRight from '@mui/icons-material/ChevronRight';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import DialogContentText from '@mui/material/DialogContentText';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import LoadFailed from '@/components/LoadFailed';
import { notify } from '@/lib/notify';
import { useListDriveEntriesQuery, useMoveDriveEntriesMutation, type DriveEntry } from '../api';
import { canMoveInto, describeFailures } from '../paths';
import PathBreadcrumbs from './PathBreadcrumbs';

export interface MoveDialogProps {
  entries: DriveEntry[];
  /** The folder the picker opens in (the one shown behind it). */
  startFolderId: string | null;
  onClose(): void;
  /** Called with the IDs moved. */
  onMoved(ids: string[]): void;
}

export default function MoveDialog({ entries, startFolderId, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation(['storage', 'common']);
  const [folderId, setFolderId] = useState<string | null>(startFolderId);
  const [error, setError] = useState<string | null>(null);
  const { data, isFetching, isError, refetch } = useListDriveEntriesQuery({
    folderId,
    kind: 'folder',
    pageNum: 1,
    pageSize: 100,
    sortField: 'name',
    sortOrder: 'asc',
  });
  const [move, moving] = useMoveDriveEntriesMutation();
  const page = data?.data;
  const folders = page?.list ?? [];
  const movingIds = new Set(entries.map((e) => e.id));
  const target = { id: folderId, path: page?.folder?.path ?? '/' };
  const allowed = !isFetching && !!page && canMoveInto(entries, target);
  const steps = (page?.breadcrumbs ?? [{ id: null, name: '' }]).map((b) => ({
    key: b.id ?? null,
    name: b.id ? b.name : t('storage:drive.root'),
  }));
  const names = entries.map((e) => e.name).join(', ');

  const submit = async () => {
    setError(null);
    try {
      const answer = await move({ ids: entries.map((e) => e.id), targetFolderId: folderId }).unwrap();
      const failed = answer.data?.failed ?? [];
      const moved = answer.data?.succeeded ?? [];
      if (moved.length) {
        notify.success(t('storage:drive.moved', { count: moved.length }));
        onMoved(moved);
      }
      if (failed.length) {
        const byId = new Map(entries.map((e) => [e.id, e.name]));
        setError(describeFailures(failed, (id) => byId.get(id), t('storage:errors.actionFailed')));
      } else onClose();
    } catch (e) {
      setError(apiErrorText(e, t('storage:errors.actionFailed')));
    }
  };

  return (
    <ActionDialog
      title={t('storage:drive.moveTitle', { count: entries.length })}
      error={error}
      pending={moving.isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('storage:drive.moveHere')}
      submitDisabled={!allowed}
      maxWidth="sm"
      testId="move-dialog"
    >
      <DialogContentText sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {t('storage:drive.moveHint', { names })}
      </DialogContentText>
      <PathBreadcrumbs steps={steps} onOpen={setFolderId} label={t('storage:drive.pickerPath')} testId="move-path" />
      {isError ? (
        <LoadFailed text={t('storage:drive.foldersFailed')} onRetry={() => void refetch()} />
      ) : !page ? (
        <Skeleton variant="rounded" height={120} />
      ) : folders.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t('storage:drive.noSubfolders')}
        </Typography>
      ) : (
        <List dense aria-label={t('storage:drive.subfolders')} sx={{ maxHeight: 280, overflow: 'auto' }}>
          {folders.map((f) => (
            <ListItemButton key={f.id} disabled={movingIds.has(f.id)} onClick={() => setFolderId(f.id)}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <FolderOutlined fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={f.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              <ChevronRight fontSize="small" aria-hidden />
            </ListItemButton>
          ))}
        </List>
      )}
      {page && !allowed ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('storage:drive.cannotMoveHere')}
        </Typography>
      ) : null}
    </ActionDialog>
  );
}
