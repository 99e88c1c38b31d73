// /object-storage: the organisation's buckets with object count and capacity; server paging, sorting, search and
// region filter in the URL; create a bucket, open one, delete one after a confirmation (the server refuses a
// bucket that still holds objects, and the dialog says so).
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { formatBytes, formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useDeleteRow } from '@/components/useDeleteRow';
import { storageApi, useDeleteBucketMutation, useQueryBucketsQuery, type Bucket } from '../api';
import BucketDialog from '../components/BucketDialog';
import { useRegionLabel, useRegionOptions } from '../components/RegionField';
import { bucketDetailPath } from '../paths';

const FILTER_KEYS = ['region'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function ObjectStoragePage() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const list = useListGrid(useQueryBucketsQuery, storageApi.endpoints.queryBuckets, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const [remove] = useDeleteBucketMutation();
  const regionLabel = useRegionLabel();
  const regionOptions = useRegionOptions();

  const deletion = useDeleteRow(
    (bucket: Bucket) => remove({ bucket: bucket.name }).unwrap(),
    (bucket) => t('storage:buckets.deleted', { name: bucket.name }),
    t('storage:errors.actionFailed'),
  );
  const askDelete = deletion.ask;

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
          <RowAction
            title={t('storage:actions.delete')}
            label={t('storage:actions.deleteOf', { name: row.name })}
            icon={<DeleteOutlined fontSize="small" />}
            onClick={() => askDelete(row)}
          />
        ),
      },
    ],
    [t, i18n.language, regionLabel, askDelete],
  );

  return (
    <ListPage<Bucket>
      routeKey="objectStorage"
      frameTestId="object-storage"
      add={{ label: t('storage:buckets.create'), dialog: BucketDialog }}
      testId="buckets-grid"
      label={t('storage:buckets.gridLabel')}
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('storage:buckets.search')}
      exportFileName="buckets"
      filterSelects={[{ key: 'region', allLabel: t('storage:allRegions'), options: regionOptions }]}
    >
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title={(bucket) => t('storage:buckets.deleteTitle', { name: bucket.name })}
        message={(bucket) =>
          bucket.objectCount > 0
            ? t('storage:buckets.deleteMessageNotEmpty', {
                name: bucket.name,
                objects: formatNumber(bucket.objectCount, i18n.language),
              })
            : t('storage:buckets.deleteMessage', { name: bucket.name })
        }
        confirmLabel={t('storage:actions.delete')}
      />
    </ListPage>
  );
}
