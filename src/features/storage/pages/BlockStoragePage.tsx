// /block-storage: volumes with ID, total capacity, available space and the instance they are attached to; server
// paging, sorting, search and status filter in the URL. Create, expand (only larger), attach to a running
// instance, detach, delete (an attached volume is refused with the reason and the way to detach it).
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CellText from '@/components/CellText';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
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
function RowAction({
  title,
  label,
  disabled,
  onClick,
  icon,
}: {
  title: string;
  label: string;
  disabled?: boolean;
  onClick(): void;
  icon: ReactElement;
}) {
  return (
    <Tooltip title={title}>
      <span>
        <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export default function BlockStoragePage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const [watching, setWatching] = useState<string[]>([]);
  const [polling, setPolling] = useState(false);
  const { data, isFetching, error, refetch } = useQueryVolumesQuery(grid.request, {
    pollingInterval: polling ? WATCH_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const fetchAllRows = useFetchAllRows(storageApi.endpoints.queryVolumes, grid.request);
  const [detach, detaching] = useDetachVolumeMutation();
  const [remove, removal] = useDeleteVolumeMutation();
  const statusOf = useVolumeStatus();
  const regionLabel = useRegionLabel();

  const [creating, setCreating] = useState(false);
  const [expandTarget, setExpandTarget] = useState<Volume | null>(null);
  const [attachTarget, setAttachTarget] = useState<Volume | null>(null);
  const [detachTarget, setDetachTarget] = useState<Volume | null>(null);
  const [detachError, setDetachError] = useState<string | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<Volume | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [refusedTarget, setRefusedTarget] = useState<Volume | null>(null);

  const page = data?.data;
  // keep polling while a listed volume is still on its way (a status change nobody waits for shows too)
  const busy = (page?.list ?? []).some((v) => statusOf(v.status).transitional);
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
                  onClick={() => setDetachTarget(row)}
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
                onClick={() => (row.status === 'attached' ? setRefusedTarget(row) : setDeleteTarget(row))}
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
    [t, i18n.language, statusOf, regionLabel, watching],
  );

  const confirmDetach = async () => {
    if (!detachTarget) return;
    setDetachError(null);
    try {
      await detach({ id: detachTarget.id }).unwrap();
      notify.success(t('storage:volumes.detached', { name: detachTarget.name }));
      setDetachTarget(null);
    } catch (e) {
      setDetachError(apiErrorText(e, t('storage:errors.actionFailed')));
    }
  };

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await remove({ id: deleteTarget.id }).unwrap();
      notify.success(t('storage:volumes.deleted', { name: deleteTarget.name }));
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('storage:errors.actionFailed')));
    }
  };

  const statusOptions = VOLUME_STATUSES.map((s) => ({ value: s, label: statusOf(s).label }));

  return (
    <PageFrame
      routeKey="blockStorage"
      testId="block-storage"
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('storage:volumes.create')}
        </Button>
      }
    >
      <ServerDataGrid<Volume>
        testId="volumes-grid"
        label={t('storage:volumes.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching && !polling, error, refetch)}
        state={grid}
        searchPlaceholder={t('storage:volumes.search')}
        exportFileName="volumes"
        fetchAllRows={fetchAllRows}
        // Fixed rows (two lines: a long name, or an instance and its mount path) keep cells aligned, the grid calm.
        rowHeight={60}
        filterSelects={[{ key: 'status', allLabel: t('storage:volumes.allStatuses'), options: statusOptions }]}
      />
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
            setDetachTarget(refusedTarget);
            setRefusedTarget(null);
          }}
        />
      ) : null}
      <ConfirmDialog
        open={detachTarget !== null}
        pending={detaching.isLoading}
        error={detachError}
        title={t('storage:volumes.detachTitle', { name: detachTarget?.name ?? '' })}
        message={t('storage:volumes.detachMessage', {
          name: detachTarget?.name ?? '',
          instance: detachTarget?.attachedInstanceName ?? detachTarget?.attachedInstanceId ?? '',
          path: detachTarget?.mountPath ?? '—',
        })}
        confirmLabel={t('storage:actions.detach')}
        onConfirm={() => void confirmDetach()}
        onCancel={() => {
          setDetachTarget(null);
          setDetachError(null);
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={removal.isLoading}
        error={deleteError}
        title={t('storage:volumes.deleteTitle', { name: deleteTarget?.name ?? '' })}
        message={t('storage:volumes.deleteMessage', {
          name: deleteTarget?.name ?? '',
          id: deleteTarget?.id ?? '',
          size: deleteTarget?.totalCapacityGiB ?? 0,
        })}
        confirmLabel={t('storage:actions.delete')}
        onConfirm={() => void confirmDelete()}
        onCancel={() => {
          setDeleteTarget(null);
          setDeleteError(null);
        }}
      />
    </PageFrame>
  );
}
