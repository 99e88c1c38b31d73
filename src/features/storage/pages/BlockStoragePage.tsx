// /block-storage: volumes with ID, total capacity, available space and the instance they are attached to; server
// paging, sorting, search and status filter in the URL. Create, expand (only larger), attach to a running
// instance, detach, delete (an attached volume is refused with the reason and the way to detach it).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CellText from '@/components/CellText';
import ConfirmDialog from '@/components/ConfirmDialog';
import { formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { useConfirmAction } from '@/components/useConfirmAction';
import { notify } from '@/lib/notify';
import {
  storageApi,
  useDeleteVolumeMutation,
  useDetachVolumeMutation,
  useQueryVolumesQuery,
  type Volume,
} from '../api';
import { useRegionLabel } from '../components/RegionField';
import {
  AttachVolumeDialog,
  CannotDeleteDialog,
  CreateVolumeDialog,
  ExpandVolumeDialog,
} from '../components/VolumeDialogs';
import { useVolumeStatus, volumeActions, VOLUME_STATUSES } from '../volumes';

const FILTER_KEYS = ['status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
/** While a listed volume is on its way (creating, expanding, deleting), the list is refreshed this often. */
const WATCH_POLL_MS = 2000;

export default function BlockStoragePage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const [watching, setWatching] = useState<string[]>([]);
  const [polling, setPolling] = useState(false);
  const list = useListGrid(
    useQueryVolumesQuery,
    storageApi.endpoints.queryVolumes,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    { pollingInterval: polling ? WATCH_POLL_MS : 0, skipPollingIfUnfocused: true },
  );
  const [detach] = useDetachVolumeMutation();
  const [remove] = useDeleteVolumeMutation();
  const statusOf = useVolumeStatus();
  const regionLabel = useRegionLabel();

  const [creating, setCreating] = useState(false);
  const [expandTarget, setExpandTarget] = useState<Volume | null>(null);
  const [attachTarget, setAttachTarget] = useState<Volume | null>(null);
  const detaching = useConfirmAction(async (volume: Volume) => {
    await detach({ id: volume.id }).unwrap();
    notify.success(t('storage:volumes.detached', { name: volume.name }));
  }, t('storage:errors.actionFailed'));
  const deletion = useConfirmAction(async (volume: Volume) => {
    await remove({ id: volume.id }).unwrap();
    notify.success(t('storage:volumes.deleted', { name: volume.name }));
  }, t('storage:errors.actionFailed'));
  const askDetach = detaching.ask;
  const askDelete = deletion.ask;
  const [refusedTarget, setRefusedTarget] = useState<Volume | null>(null);

  // keep polling while a listed volume is still on its way (a status change nobody waits for shows too)
  const busy = (list.rows ?? []).some((v) => statusOf(v.status).transitional);
  if (busy !== polling) setPolling(busy);

  const columns = useMemo<GridColDef<Volume>[]>(
    () => [
      {
        field: 'id',
        headerName: t('storage:columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('storage:copyId', { id: row.id })} />,
      },
      {
        field: 'name',
        headerName: t('storage:volumes.columns.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <CellText centred text={row.name} />,
      },
      {
        field: 'status',
        headerName: t('storage:volumes.columns.status'),
        width: 130,
        renderCell: ({ row }) => {
          const s = statusOf(row.status);
          // Only the volumes the user acted on animate: a page of animated chips costs most of the frame budget
          // of a slow machine (software rendering drops to a few frames a second).
          return (
            <StatusChip
              label={s.label}
              tone={s.tone}
              transitional={s.transitional && watching.includes(row.id)}
              status={row.status}
            />
          );
        },
        valueFormatter: (value: Volume['status']) => statusOf(value).label,
      },
      {
        ...actionsColumn(t('storage:columns.actions'), 120),
        renderCell: ({ row }) => {
          const can = volumeActions(row);
          return (
            <>
              <RowAction
                title={t('storage:actions.expand')}
                label={t('storage:actions.expandOf', { name: row.name })}
                disabled={!can.expand}
                onClick={() => setExpandTarget(row)}
                icon={<OpenInFullOutlined fontSize="small" />}
              />
              {row.status === 'attached' ? (
                <RowAction
                  title={t('storage:actions.detach')}
                  label={t('storage:actions.detachOf', { name: row.name })}
                  disabled={!can.detach}
                  onClick={() => askDetach(row)}
                  icon={<LinkOffOutlined fontSize="small" />}
                />
              ) : (
                <RowAction
                  title={t('storage:actions.attach')}
                  label={t('storage:actions.attachOf', { name: row.name })}
                  disabled={!can.attach}
                  onClick={() => setAttachTarget(row)}
                  icon={<LinkOutlined fontSize="small" />}
                />
              )}
              <RowAction
                title={t('storage:actions.delete')}
                label={t('storage:actions.deleteOf', { name: row.name })}
                disabled={!can.delete && row.status !== 'attached'}
                onClick={() => (row.status === 'attached' ? setRefusedTarget(row) : askDelete(row))}
                icon={<DeleteOutlined fontSize="small" />}
              />
            </>
          );
        },
      },
      {
        field: 'totalCapacityGiB',
        headerName: t('storage:volumes.columns.total'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => t('storage:volumes.gib', { value: formatNumber(value, i18n.language) }),
      },
      {
        field: 'availableGiB',
        headerName: t('storage:volumes.columns.available'),
        type: 'number',
        width: 140,
        valueFormatter: (value: number | undefined) =>
          value === undefined || value === null
            ? '—'
            : t('storage:volumes.gib', { value: formatNumber(value, i18n.language, 1) }),
      },
      {
        field: 'attachedInstanceId',
        headerName: t('storage:volumes.columns.instance'),
        flex: 1.2,
        minWidth: 200,
        valueFormatter: (value: string | null | undefined, row: Volume) =>
          value ? `${row.attachedInstanceName ?? value} (${value})` : '—',
        renderCell: ({ row }) =>
          row.attachedInstanceId ? (
            <Box
              sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
            >
              <Link
                component={RouterLink}
                to={`/management-panel?id=${encodeURIComponent(row.attachedInstanceId)}`}
                title={`${row.attachedInstanceName ?? row.attachedInstanceId} (${row.attachedInstanceId})`}
                noWrap
                sx={{ lineHeight: 1.4 }}
              >
                {row.attachedInstanceName ?? row.attachedInstanceId} ({row.attachedInstanceId})
              </Link>
              {row.mountPath ? (
                <Typography variant="caption" color="text.secondary" noWrap title={row.mountPath}>
                  {t('storage:volumes.mountedAt', { path: row.mountPath })}
                </Typography>
              ) : null}
            </Box>
          ) : (
            '—'
          ),
      },
      {
        field: 'region',
        headerName: t('storage:columns.region'),
        width: 150,
        valueFormatter: (value: string | undefined) => regionLabel(value),
        renderCell: ({ row }) => <CellText centred text={regionLabel(row.region)} />,
      },
      dateTimeColumn('createdAt', t('storage:columns.createdAt'), i18n.language),
    ],
    [t, i18n.language, statusOf, regionLabel, watching, askDetach, askDelete],
  );

  const statusOptions = VOLUME_STATUSES.map((s) => ({ value: s, label: statusOf(s).label }));

  return (
    <ListPage<Volume>
      routeKey="blockStorage"
      frameTestId="block-storage"
      add={{ label: t('storage:volumes.create'), onClick: () => setCreating(true) }}
      testId="volumes-grid"
      label={t('storage:volumes.gridLabel')}
      columns={columns}
      {...list.gridProps}
      // A poll while a volume is on its way refreshes the rows without the loading bar.
      loading={list.query.isFetching && !polling}
      searchPlaceholder={t('storage:volumes.search')}
      exportFileName="volumes"
      // Fixed rows (two lines: a long name, or an instance and its mount path) keep cells aligned, the grid calm.
      rowHeight={60}
      filterSelects={[{ key: 'status', allLabel: t('storage:volumes.allStatuses'), options: statusOptions }]}
    >
      {creating ? (
        <CreateVolumeDialog
          onClose={() => setCreating(false)}
          onCreated={(v) => setWatching((ids) => [...ids, v.id])}
        />
      ) : null}
      {expandTarget ? (
        <ExpandVolumeDialog
          volume={expandTarget}
          onClose={() => {
            setWatching((ids) => [...ids, expandTarget.id]);
            setExpandTarget(null);
          }}
        />
      ) : null}
      {attachTarget ? <AttachVolumeDialog volume={attachTarget} onClose={() => setAttachTarget(null)} /> : null}
      {refusedTarget ? (
        <CannotDeleteDialog
          volume={refusedTarget}
          onClose={() => setRefusedTarget(null)}
          onDetach={() => {
            askDetach(refusedTarget);
            setRefusedTarget(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        {...detaching.dialog}
        title={(volume) => t('storage:volumes.detachTitle', { name: volume.name })}
        message={(volume) =>
          t('storage:volumes.detachMessage', {
            name: volume.name,
            instance: volume.attachedInstanceName ?? volume.attachedInstanceId ?? '',
            path: volume.mountPath ?? '—',
          })
        }
        confirmLabel={t('storage:actions.detach')}
      />
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={(volume) => t('storage:volumes.deleteTitle', { name: volume.name })}
        message={(volume) =>
          t('storage:volumes.deleteMessage', { name: volume.name, id: volume.id, size: volume.totalCapacityGiB ?? 0 })
        }
        confirmLabel={t('storage:actions.delete')}
      />
    </ListPage>
  );
}
