// /cloud-storage: the organisation's cloud drive. Folders and files of the folder named in the URL (`folder`),
// breadcrumbs from the root, quota bar; create folders, upload several files (drop or choose, progress, cancel),
// download, rename, move (folder picker) and delete one or several entries after a confirmation.
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import DriveFileRenameOutline from '@mui/icons-material/DriveFileRenameOutline';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import RowAction from '@/components/RowAction';
import { ServerDataGrid, type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { toFileContent, UploadCancelled } from '@/components/upload/files';
import { useConfirmAction } from '@/components/useConfirmAction';
import { enumOptions } from '@/lib/enumText';
import { notify } from '@/lib/notify';
import {
  storageApi,
  useCreateDriveFolderMutation,
  useDeleteDriveEntriesMutation,
  useLazyGetDriveDownloadUrlQuery,
  useListDriveEntriesQuery,
  useRenameDriveEntryMutation,
  useUploadDriveFileMutation,
  type DriveEntry,
} from '../api';
import MoveDialog from '../components/MoveDialog';
import NameDialog from '../components/NameDialog';
import PathBreadcrumbs from '../components/PathBreadcrumbs';
import QuotaBar from '../components/QuotaBar';
import UploadPanel from '../components/UploadPanel';
import { startDownload } from '../download';
import { DRIVE_KINDS, driveKindText } from '../labels';
import { settleDeletion } from '../settleDeletion';
import { useUploadQueue, type SendFile } from '../useUploadQueue';

const FILTER_KEYS = ['kind'] as const;
const DEFAULT_SORT = { field: 'name', order: 'asc' } as const;

interface UploadTarget {
  folderId: string | null;
  overwrite: boolean;
}

export default function CloudStoragePage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const [params] = useSearchParams();
  const folderId = params.get('folder') || null;
  const inFolder = useCallback((r: ListRequest) => (folderId ? { ...r, folderId } : r), [folderId]);
  const list = useListGrid(
    useListDriveEntriesQuery,
    storageApi.endpoints.listDriveEntries,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    { toRequest: inFolder },
  );

  const [createFolder] = useCreateDriveFolderMutation();
  const [rename] = useRenameDriveEntryMutation();
  const [remove] = useDeleteDriveEntriesMutation();
  const [uploadFile] = useUploadDriveFileMutation();
  const [getDownloadUrl] = useLazyGetDriveDownloadUrlQuery();

  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [creating, setCreating] = useState(false);
  const [renameTarget, setRenameTarget] = useState<DriveEntry | null>(null);
  const [moveTargets, setMoveTargets] = useState<DriveEntry[] | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const deletion = useConfirmAction(async (entries: DriveEntry[]) => {
    const answer = await remove({ ids: entries.map((e) => e.id) }).unwrap();
    return settleDeletion(
      answer.data,
      entries,
      { id: (e) => e.id, name: (e) => e.name },
      { deleted: (count) => t('storage:drive.deleted', { count }), fallback: t('storage:errors.actionFailed') },
      (done) => setSelected((ids) => ids.filter((id) => !done.includes(String(id)))),
    );
  }, t('storage:errors.actionFailed'));
  const askDelete = deletion.ask;

  const page = list.query.data?.data;
  const rows = list.rows;
  const folderPath = page?.folder?.path ?? '/';

  /** Opens a folder (Back returns); the selection is of the folder left. */
  const { openLocation } = list.grid;
  const openFolder = useCallback(
    (id: string | null) => {
      setSelected([]);
      openLocation('folder', id);
    },
    [openLocation],
  );

  const download = useCallback(
    async (entry: DriveEntry) => {
      try {
        const answer = await getDownloadUrl({ id: entry.id }).unwrap();
        if (answer.data) startDownload(answer.data.url, answer.data.fileName ?? entry.name);
      } catch {
        // baseQuery showed the refusal
      }
    },
    [getDownloadUrl],
  );

  const send = useCallback<SendFile<UploadTarget>>(
    async (file, target, signal, onRead) => {
      const content = await toFileContent(file, signal, (loaded) => onRead(file.size ? loaded / file.size : 1));
      onRead(1);
      const call = uploadFile({ parentId: target.folderId, file: content, overwrite: target.overwrite });
      const abort = () => call.abort();
      signal.addEventListener('abort', abort, { once: true });
      try {
        await call.unwrap();
      } catch (e) {
        if (signal.aborted) throw new UploadCancelled();
        throw apiErrorText(e, t('storage:upload.failed'));
      } finally {
        signal.removeEventListener('abort', abort);
      }
    },
    [uploadFile, t],
  );
  const uploads = useUploadQueue(send);

  const columns = useMemo<GridColDef<DriveEntry>[]>(
    () => [
      {
        field: 'name',
        headerName: t('storage:drive.columns.name'),
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            {row.kind === 'folder' ? (
              <FolderOutlined fontSize="small" color="primary" aria-hidden />
            ) : (
              <DescriptionOutlined fontSize="small" color="action" aria-hidden />
            )}
            {row.kind === 'folder' ? (
              <Link
                component="button"
                type="button"
                underline="hover"
                onClick={() => openFolder(row.id)}
                sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
              >
                {row.name}
              </Link>
            ) : (
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Typography>
            )}
          </Stack>
        ),
      },
      {
        field: 'kind',
        headerName: t('storage:drive.columns.kind'),
        width: 110,
        valueFormatter: (value: DriveEntry['kind']) => driveKindText(t, value),
      },
      {
        field: 'sizeBytes',
        headerName: t('storage:drive.columns.size'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number | undefined, row: DriveEntry) =>
          row.kind === 'folder' ? '—' : formatBytes(value, i18n.language),
      },
      {
        field: 'path',
        headerName: t('storage:drive.columns.path'),
        flex: 1.5,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Typography variant="body2" noWrap title={row.path} sx={{ minWidth: 0 }}>
              {row.path}
            </Typography>
            <CopyButton text={row.path} label={t('storage:drive.copyPath', { name: row.name })} />
          </Stack>
        ),
      },
      dateTimeColumn('updatedAt', t('storage:drive.columns.updatedAt'), i18n.language, 180),
      {
        ...actionsColumn(t('storage:columns.actions'), 170),
        renderCell: ({ row }) => (
          <>
            <RowAction
              title={t('storage:actions.download')}
              label={t('storage:actions.downloadOf', { name: row.name })}
              icon={<DownloadOutlined fontSize="small" />}
              onClick={() => void download(row)}
            />
            <RowAction
              title={t('storage:actions.rename')}
              label={t('storage:actions.renameOf', { name: row.name })}
              icon={<DriveFileRenameOutline fontSize="small" />}
              onClick={() => setRenameTarget(row)}
            />
            <RowAction
              title={t('storage:actions.move')}
              label={t('storage:actions.moveOf', { name: row.name })}
              icon={<DriveFileMoveOutlined fontSize="small" />}
              onClick={() => setMoveTargets([row])}
            />
            <RowAction
              title={t('storage:actions.delete')}
              label={t('storage:actions.deleteOf', { name: row.name })}
              icon={<DeleteOutlined fontSize="small" />}
              onClick={() => askDelete([row])}
            />
          </>
        ),
      },
    ],
    [t, i18n.language, openFolder, download, askDelete],
  );

  const selectedEntries = (rows ?? []).filter((e) => selected.includes(e.id));
  const steps = (page?.breadcrumbs ?? [{ id: null, name: '' }]).map((b) => ({
    key: b.id ?? null,
    name: b.id ? b.name : t('storage:drive.root'),
  }));
  // a folder that could not be listed still offers the way back to the root
  if (!page && folderId) steps.push({ key: folderId, name: '…' });

  return (
    <PageFrame
      routeKey="cloudStorage"
      testId="cloud-storage"
      actions={
        <>
          <Button variant="outlined" startIcon={<CreateNewFolderOutlined />} onClick={() => setCreating(true)}>
            {t('storage:drive.newFolder')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileOutlined />}
            onClick={() => setUploadOpen((open) => !open)}
            aria-expanded={uploadOpen}
            aria-controls="drive-upload"
          >
            {t('storage:upload.button')}
          </Button>
        </>
      }
    >
      <QuotaBar />
      <PathBreadcrumbs steps={steps} onOpen={openFolder} label={t('storage:drive.path')} testId="drive-path" />
      {uploadOpen ? (
        <div id="drive-upload">
          <UploadPanel
            items={uploads.items}
            onFiles={(files) => uploads.add(files, { folderId, overwrite })}
            onCancel={uploads.cancel}
            onClearFinished={uploads.clearFinished}
            destination={t('storage:upload.destination', { path: folderPath })}
            options={
              <FormControlLabel
                control={<Checkbox size="small" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} />}
                label={t('storage:upload.overwrite')}
              />
            }
          />
        </div>
      ) : null}
      <ServerDataGrid<DriveEntry>
        testId="drive-grid"
        label={t('storage:drive.gridLabel')}
        columns={columns}
        {...list.gridProps}
        searchPlaceholder={t('storage:drive.search')}
        exportFileName="cloud-drive"
        filterSelects={[
          { key: 'kind', allLabel: t('storage:drive.allKinds'), options: enumOptions(t, DRIVE_KINDS, driveKindText) },
        ]}
        actions={
          <>
            <Button
              size="small"
              variant="outlined"
              startIcon={<DriveFileMoveOutlined />}
              disabled={selectedEntries.length === 0}
              onClick={() => setMoveTargets(selectedEntries)}
            >
              {t('storage:drive.moveSelected', { count: selectedEntries.length })}
            </Button>
            <Button
              size="small"
              variant="outlined"
              color="error"
              startIcon={<DeleteOutlined />}
              disabled={selectedEntries.length === 0}
              onClick={() => askDelete(selectedEntries)}
            >
              {t('storage:drive.deleteSelected', { count: selectedEntries.length })}
            </Button>
          </>
        }
        checkboxSelection
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
      />

      {creating ? (
        <NameDialog
          testId="folder-dialog"
          title={t('storage:drive.newFolderTitle', { path: folderPath })}
          label={t('storage:drive.folderName')}
          submitLabel={t('storage:actions.create')}
          onClose={() => setCreating(false)}
          onSubmit={async (name) => {
            try {
              await createFolder({ parentId: folderId, name }).unwrap();
            } catch (e) {
              throw apiErrorText(e, t('storage:errors.actionFailed'));
            }
            notify.success(t('storage:drive.folderCreated', { name }));
            setCreating(false);
          }}
        />
      ) : null}
      {renameTarget ? (
        <NameDialog
          testId="rename-dialog"
          title={t('storage:drive.renameTitle', { name: renameTarget.name })}
          label={t('storage:drive.newName')}
          submitLabel={t('storage:actions.rename')}
          initialName={renameTarget.name}
          onClose={() => setRenameTarget(null)}
          onSubmit={async (name) => {
            try {
              await rename({ id: renameTarget.id, name }).unwrap();
            } catch (e) {
              throw apiErrorText(e, t('storage:errors.actionFailed'));
            }
            notify.success(t('storage:drive.renamed', { name }));
            setRenameTarget(null);
          }}
        />
      ) : null}
      {moveTargets ? (
        <MoveDialog
          entries={moveTargets}
          startFolderId={folderId}
          onClose={() => setMoveTargets(null)}
          onMoved={(ids) => setSelected((current) => current.filter((id) => !ids.includes(String(id))))}
        />
      ) : null}
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={(entries) => t('storage:drive.deleteTitle', { count: entries.length })}
        message={(entries) => {
          const names = entries.map((e) => e.name).join(', ');
          return entries.some((e) => e.kind === 'folder')
            ? t('storage:drive.deleteFoldersMessage', { names })
            : t('storage:drive.deleteMessage', { names });
        }}
        confirmLabel={t('storage:actions.delete')}
      />
    </PageFrame>
  );
}
