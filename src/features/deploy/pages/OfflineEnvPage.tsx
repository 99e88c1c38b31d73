// /offline-env: offline environments (an image plus packages, packed for air-gapped use): list with status
// filter, create, download link of a ready one, delete (confirmed by name). Building rows refresh on their own.
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes, formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  deployApi,
  useDeleteOfflineEnvMutation,
  useLazyGetOfflineEnvDownloadUrlQuery,
  useQueryOfflineEnvsQuery,
  type OfflineEnv,
} from '../api';
import OfflineEnvDialog from '../components/OfflineEnvDialog';
import { offlineEnvStatusLabel, offlineEnvStatusTone } from '../labels';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
const BUILDING_POLL_MS = 2000;

interface DownloadLinkShown {
  env: OfflineEnv;
  url: string;
  fileName?: string;
  expiresAt?: string;
}

function DownloadDialog({ link, onClose }: { link: DownloadLinkShown; onClose(): void }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('deploy:offline.downloadTitle', { name: link.env.name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t('deploy:offline.downloadHint', { time: formatDateTime(link.expiresAt, i18n.language) })}
        </DialogContentText>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 1 }}>
          <Box component="code" sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }} data-testid="download-url">
            {link.url}
          </Box>
          <CopyButton text={link.url} label={t('deploy:offline.copyUrl')} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
        <Button
          variant="contained"
          component={Link}
          href={link.url}
          download={link.fileName ?? true}
          startIcon={<FileDownloadOutlined />}
        >
          {t('deploy:offline.download')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

export default function OfflineEnvPage() {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const access = useAccess();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const [building, setBuilding] = useState(false);
  const { data, isFetching, error, refetch } = useQueryOfflineEnvsQuery(grid.request, {
    pollingInterval: building ? BUILDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const fetchAllRows = useFetchAllRows(deployApi.endpoints.queryOfflineEnvs, grid.request);
  const [getLink] = useLazyGetOfflineEnvDownloadUrlQuery();
  const [remove, removal] = useDeleteOfflineEnvMutation();
  const [creating, setCreating] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<OfflineEnv | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [link, setLink] = useState<DownloadLinkShown | null>(null);
  const page = data?.data;
  const anyBuilding = (page?.list ?? []).some((e) => e.status === 'building');
  if (anyBuilding !== building) setBuilding(anyBuilding);
  const lang = i18n.language;

  const columns = useMemo<GridColDef<OfflineEnv>[]>(() => {
    const download = async (env: OfflineEnv) => {
      try {
        const answer = await getLink({ id: env.id }).unwrap();
        if (!answer.data) throw new Error('no link');
        setLink({ env, ...answer.data });
      } catch (e) {
        notify.error(apiErrorText(e, t('deploy:offline.downloadFailed')));
      }
    };
    return [
      { field: 'name', headerName: t('deploy:offline.columns.name'), flex: 1, minWidth: 170 },
      {
        ...actionsColumn(t('deploy:offline.columns.actions'), 110),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.createdBy });
          return (
            <>
              <Tooltip title={row.status === 'ready' ? t('deploy:offline.download') : t('deploy:offline.notReady')}>
                <span>
                  <IconButton
                    size="small"
                    aria-label={t('deploy:offline.downloadOf', { name: row.name })}
                    disabled={row.status !== 'ready'}
                    onClick={() => void download(row)}
                  >
                    <FileDownloadOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              <RowAction
                allowed={allowed}
                title={t('common:actions.delete')}
                label={t('deploy:offline.deleteOf', { name: row.name })}
                icon={<DeleteOutlined fontSize="small" />}
                onClick={() => setDeleteTarget(row)}
              />
            </>
          );
        },
      },
      {
        field: 'id',
        headerName: t('deploy:offline.columns.id'),
        width: 140,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('deploy:offline.copyId', { id: row.id })} />,
      },
      { field: 'baseImage', headerName: t('deploy:offline.columns.baseImage'), flex: 1, minWidth: 170 },
      {
        field: 'packages',
        headerName: t('deploy:offline.columns.packages'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        valueGetter: (_v, row) => (row.packages ?? []).join(', '),
      },
      {
        field: 'status',
        headerName: t('deploy:offline.columns.status'),
        width: 120,
        renderCell: ({ row }) => (
          <StatusChip
            label={offlineEnvStatusLabel(t, row.status)}
            tone={offlineEnvStatusTone(row.status)}
            transitional={row.status === 'building'}
            status={row.status}
          />
        ),
        valueFormatter: (value: OfflineEnv['status']) => offlineEnvStatusLabel(t, value),
      },
      {
        field: 'sizeBytes',
        headerName: t('deploy:offline.columns.size'),
        width: 100,
        valueFormatter: (value: number | null | undefined) => formatBytes(value, lang),
      },
      { field: 'createdBy', headerName: t('deploy:offline.columns.createdBy'), width: 110 },
      dateTimeColumn('createdAt', t('deploy:offline.columns.createdAt'), lang),
    ];
  }, [t, lang, access, getLink]);

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await remove({ id: deleteTarget.id }).unwrap();
      notify.success(t('deploy:offline.deleted', { name: deleteTarget.name }));
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('deploy:offline.deleteFailed')));
    }
  };

  const statusOptions = (['building', 'ready', 'failed'] as const).map((s) => ({
    value: s,
    label: offlineEnvStatusLabel(t, s),
  }));

  return (
    <ListPage<OfflineEnv>
      routeKey="offlineEnv"
      subtitle={t('deploy:offline.subtitle')}
      testId="offline-envs-grid"
      columns={columns}
      {...listGridProps(page, isFetching, error, refetch)}
      state={grid}
      searchPlaceholder={t('deploy:offline.search')}
      exportFileName="offline-environments"
      fetchAllRows={fetchAllRows}
      filterSelects={[{ key: 'status', allLabel: t('deploy:offline.allStatuses'), options: statusOptions }]}
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('deploy:offline.create')}
        </Button>
      }
    >
      {creating ? <OfflineEnvDialog onClose={() => setCreating(false)} /> : null}
      {link ? <DownloadDialog link={link} onClose={() => setLink(null)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={removal.isLoading}
        error={deleteError}
        title={t('deploy:offline.deleteTitle', { name: deleteTarget?.name ?? '' })}
        message={t('deploy:offline.deleteMessage', { name: deleteTarget?.name ?? '', id: deleteTarget?.id ?? '' })}
        confirmLabel={t('common:actions.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleteTarget(null);
          setDeleteError(null);
        }}
      />
    </ListPage>
  );
}
