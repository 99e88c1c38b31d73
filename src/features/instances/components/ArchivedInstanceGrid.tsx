// The archived instances of /archived-instance: instance ID, name, archived by, archival time (server paging,
// sorting and keyword in the URL); restore (confirmed, then its recovery log) and delete (confirmed).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes } from '@/components/format';
import IdCell from '@/components/IdCell';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  instancesApi,
  useDeleteArchivedInstanceMutation,
  useQueryArchivedInstancesQuery,
  useRestoreArchivedInstanceMutation,
  type ArchivedInstance,
  type RecoveryStatus,
} from '../api';
import { TRANSITION_POLL_MS } from '../status';
import RecoveryLogDialog from './RecoveryLogDialog';
import RecoveryStatusChip, { recoveryStatusLabels } from './RecoveryStatusChip';

const FILTER_KEYS = ['mine'] as const;
const DEFAULT_SORT = { field: 'archivedAt', order: 'desc' } as const;

/** Long names and images wrap inside the row's height instead of running under the next cell. */
function WrappedText({ text }: { text: string }) {
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere', whiteSpace: 'normal', lineHeight: 1.35, display: 'block' }}>
      {text}
    </Box>
  );
}

type Pending = { kind: 'restore' | 'delete'; row: ArchivedInstance };
type LogOf = { archiveId: string; name: string; instanceId: string };

export default function ArchivedInstanceGrid() {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const access = useAccess();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const request = useMemo(() => {
    const { mine, ...rest } = grid.request;
    return { ...rest, ...(mine === '1' && access.username ? { archivedBy: access.username } : {}) };
  }, [grid.request, access.username]);
  const [polling, setPolling] = useState(false);
  const { data, isFetching, isLoading, error, refetch } = useQueryArchivedInstancesQuery(request, {
    pollingInterval: polling ? TRANSITION_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const fetchAllRows = useFetchAllRows(instancesApi.endpoints.queryArchivedInstances, request);
  const [restore, restoring] = useRestoreArchivedInstanceMutation();
  const [remove, removing] = useDeleteArchivedInstanceMutation();
  const [pending, setPending] = useState<Pending | null>(null);
  const [pendingError, setPendingError] = useState<string | null>(null);
  const [logOf, setLogOf] = useState<LogOf | null>(null);

  const page = data?.data;
  const rows = page?.list;
  const anyRestoring = Boolean(rows?.some((r) => r.recoveryStatus === 'INITED'));
  if (anyRestoring !== polling) setPolling(anyRestoring);

  const columns = useMemo<GridColDef<ArchivedInstance>[]>(() => {
    const recoveryLabels = recoveryStatusLabels(t);
    return [
      {
        field: 'instanceId',
        headerName: t('instances:archived.columns.instanceId'),
        width: 130,
        renderCell: ({ row }) => (
          <IdCell noWrap text={row.instanceId} copyLabel={t('instances:grid.copyId', { id: row.instanceId })} />
        ),
      },
      {
        field: 'name',
        headerName: t('instances:archived.columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ value }) => <WrappedText text={String(value)} />,
      },
      { field: 'archivedBy', headerName: t('instances:archived.columns.archivedBy'), width: 110 },
      dateTimeColumn('archivedAt', t('instances:archived.columns.archivedAt'), i18n.language, 160),
      {
        field: 'baseImage',
        headerName: t('instances:columns.baseImage'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        renderCell: ({ value }) => <WrappedText text={value ? String(value) : '—'} />,
      },
      {
        field: 'sizeBytes',
        headerName: t('instances:archived.columns.size'),
        width: 90,
        valueFormatter: (value: number | null | undefined) => formatBytes(value, i18n.language),
      },
      {
        field: 'recoveryStatus',
        headerName: t('instances:archived.columns.recovery'),
        width: 120,
        sortable: false,
        valueFormatter: (value: RecoveryStatus | null | undefined) => (value ? recoveryLabels[value] : ''),
        renderCell: ({ row }) => (row.recoveryStatus ? <RecoveryStatusChip status={row.recoveryStatus} /> : '—'),
      },
      {
        ...actionsColumn(t('instances:columns.actions'), 130),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.archivedBy });
          const busy = row.recoveryStatus === 'INITED';
          return (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
              <Tooltip title={allowed ? t('instances:archived.restore') : t('common:http.noPermission')}>
                <span>
                  <IconButton
                    size="small"
                    color="primary"
                    disabled={!allowed || busy}
                    onClick={() => setPending({ kind: 'restore', row })}
                    aria-label={t('instances:archived.restoreOf', { name: row.name })}
                  >
                    <RestoreOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
              {row.recoveryStatus ? (
                <Tooltip title={t('instances:archived.viewLog')}>
                  <IconButton
                    size="small"
                    aria-label={t('instances:archived.viewLogOf', { name: row.name })}
                    onClick={() => setLogOf({ archiveId: row.id, name: row.name, instanceId: row.instanceId })}
                  >
                    <HistoryOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              <Tooltip title={allowed ? t('instances:archived.delete') : t('common:http.noPermission')}>
                <span>
                  <IconButton
                    size="small"
                    color="error"
                    aria-label={t('instances:archived.deleteOf', { name: row.name })}
                    disabled={!allowed || busy}
                    onClick={() => setPending({ kind: 'delete', row })}
                  >
                    <DeleteOutlined fontSize="small" />
                  </IconButton>
                </span>
              </Tooltip>
            </Stack>
          );
        },
      },
    ];
  }, [t, i18n.language, access]);

  const confirm = async () => {
    if (!pending) return;
    const { kind, row } = pending;
    setPendingError(null);
    try {
      if (kind === 'restore') {
        await restore({ id: row.id }).unwrap();
        notify.info(t('instances:archived.restoreStarted', { name: row.name }));
        setLogOf({ archiveId: row.id, name: row.name, instanceId: row.instanceId });
      } else {
        await remove({ id: row.id }).unwrap();
        notify.success(t('instances:archived.deleted', { name: row.name }));
      }
      setPending(null);
    } catch (e) {
      setPendingError(apiErrorText(e, t('instances:actions.failed')));
    }
  };

  const row = pending?.row;
  return (
    <>
      <ServerDataGrid<ArchivedInstance>
        testId="archived-grid"
        label={t('instances:archived.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching && (isLoading || !polling), error, refetch)}
        rows={rows}
        state={grid}
        searchPlaceholder={t('instances:archived.search')}
        exportFileName="archived-instances"
        fetchAllRows={fetchAllRows}
        filters={
          <FormControlLabel
            control={
              <Switch
                checked={grid.model.filters.mine === '1'}
                onChange={(e) => grid.setFilter('mine', e.target.checked ? '1' : null)}
              />
            }
            label={t('instances:archived.mineOnly')}
          />
        }
      />
      <ConfirmDialog
        open={pending !== null}
        destructive={pending?.kind === 'delete'}
        pending={restoring.isLoading || removing.isLoading}
        error={pendingError}
        title={pending?.kind === 'delete' ? t('instances:archived.deleteTitle') : t('instances:archived.restoreTitle')}
        message={
          row
            ? pending?.kind === 'delete'
              ? t('instances:archived.deleteMessage', { name: row.name, id: row.instanceId })
              : t('instances:archived.restoreMessage', { name: row.name, id: row.instanceId })
            : ''
        }
        confirmLabel={pending?.kind === 'delete' ? t('instances:archived.delete') : t('instances:archived.restore')}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPending(null);
          setPendingError(null);
        }}
      />
      {logOf ? <RecoveryLogDialog key={logOf.archiveId} {...logOf} onClose={() => setLogOf(null)} /> : null}
    </>
  );
}
