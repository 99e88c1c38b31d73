// /object-storage: the organisation's buckets with object count and capacity; server paging, sorting, search and
// region filter in the URL; create a bucket, open one, delete one after a confirmation (the server refuses a
// bucket that still holds objects, and the dialog says so).
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatBytes, formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { notify } from '@/lib/notify';
import { storageApi, useDeleteBucketMutation, useQueryBucketsQuery, type Bucket } from '../api';
import BucketDialog from '../components/BucketDialog';
import { useRegionLabel, useRegionOptions } from '../components/RegionField';
import { bucketDetailPath } from '../paths';

const FILTER_KEYS = ['region'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function ObjectStoragePage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryBucketsQuery(grid.request);
  const fetchAllRows = useFetchAllRows(storageApi.endpoints.queryBuckets, grid.request);
  const [remove, removal] = useDeleteBucketMutation();
  const regionLabel = useRegionLabel();
  const regionOptions = useRegionOptions();

  const [creating, setCreating] = useState(false);
  const [deleteTarget, setDeleteTarget] = useState<Bucket | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const page = data?.data;

  const columns = useMemo<GridColDef<Bucket>[]>(
    () => [
      {
        field: 'name',
        headerName: t('storage:buckets.columns.name'),
        flex: 1.5,
        minWidth: 200,
        renderCell: ({ row }) => (
          <Stack direction="row" sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Link component={RouterLink} to={bucketDetailPath(row.name)} sx={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Link>
            <CopyButton text={row.name} label={t('storage:buckets.copyName', { name: row.name })} />
          </Stack>
        ),
      },
      {
        field: 'id',
        headerName: t('storage:columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('storage:copyId', { id: row.id })} />,
      },
      {
        field: 'region',
        headerName: t('storage:columns.region'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string | undefined) => regionLabel(value),
      },
      {
        field: 'objectCount',
        headerName: t('storage:buckets.columns.objectCount'),
        type: 'number',
        width: 120,
        valueFormatter: (value: number) => formatNumber(value, i18n.language),
      },
      {
        field: 'capacityBytes',
        headerName: t('storage:buckets.columns.capacity'),
        type: 'number',
        width: 130,
        valueFormatter: (value: number) => formatBytes(value, i18n.language),
      },
      {
        field: 'acl',
        headerName: t('storage:buckets.columns.acl'),
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            icon={row.acl === 'publicRead' ? <PublicOutlined aria-hidden /> : <LockOutlined aria-hidden />}
            label={row.acl === 'publicRead' ? t('storage:buckets.acl.publicRead') : t('storage:buckets.acl.private')}
          />
        ),
        valueFormatter: (value: Bucket['acl']) =>
          value === 'publicRead' ? t('storage:buckets.acl.publicRead') : t('storage:buckets.acl.private'),
      },
      dateTimeColumn('createdAt', t('storage:columns.createdAt'), i18n.language),
      {
        ...actionsColumn(t('storage:columns.actions'), 90),
        renderCell: ({ row }) => (
          <Tooltip title={t('storage:actions.delete')}>
            <IconButton
              size="small"
              aria-label={t('storage:actions.deleteOf', { name: row.name })}
              onClick={() => setDeleteTarget(row)}
            >
              <DeleteOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ),
      },
    ],
    [t, i18n.language, regionLabel],
  );

  const confirmDelete = async () => {
    if (!deleteTarget) return;
    setDeleteError(null);
    try {
      await remove({ bucket: deleteTarget.name }).unwrap();
      notify.success(t('storage:buckets.deleted', { name: deleteTarget.name }));
      setDeleteTarget(null);
    } catch (e) {
      setDeleteError(apiErrorText(e, t('storage:errors.actionFailed')));
    }
  };

  return (
    <PageFrame
      routeKey="objectStorage"
      testId="object-storage"
      actions={
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
          {t('storage:buckets.create')}
        </Button>
      }
    >
      <ServerDataGrid<Bucket>
        testId="buckets-grid"
        label={t('storage:buckets.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('storage:buckets.search')}
        exportFileName="buckets"
        fetchAllRows={fetchAllRows}
        filterSelects={[{ key: 'region', allLabel: t('storage:allRegions'), options: regionOptions }]}
      />
      {creating ? <BucketDialog onClose={() => setCreating(false)} /> : null}
      <ConfirmDialog
        open={deleteTarget !== null}
        destructive
        pending={removal.isLoading}
        error={deleteError}
        title={t('storage:buckets.deleteTitle', { name: deleteTarget?.name ?? '' })}
        message={
          deleteTarget && deleteTarget.objectCount > 0
            ? t('storage:buckets.deleteMessageNotEmpty', {
                name: deleteTarget.name,
                objects: formatNumber(deleteTarget.objectCount, i18n.language),
              })
            : t('storage:buckets.deleteMessage', { name: deleteTarget?.name ?? '' })
        }
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
