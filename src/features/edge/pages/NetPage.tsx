// /net: the organisation's networks (VXLAN, compute networks, public access endpoints) and what uses each;
// instances link to their management panel, devices to their NacT detail. Server paging, sorting, search and
// kind/status filters in the URL.
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';

import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import { useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { edgeApi, useQueryNetworksQuery, type Network, type NetworkUser } from '../api';
import { kindLabel, userKindLabel, userPath } from '../networks';

const FILTER_KEYS = ['kind', 'status'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

function UsedBy({ users }: { users: NetworkUser[] | undefined }) {
  const { t } = useTranslation(['edge', 'common']);
  if (!users?.length) return <Typography color="text.secondary">{t('edge:net.unused')}</Typography>;
  return (
    <Stack spacing={0.25} sx={{ py: 0.5, minWidth: 0 }}>
      {users.map((u) => {
        const path = userPath(u);
        const label = `${userKindLabel(t, u.kind)}: ${u.name ?? u.id}`;
        return path ? (
          <Link
            key={`${u.kind}-${u.id}`}
            component={RouterLink}
            to={path}
            title={u.id}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {label}
          </Link>
        ) : (
          <Typography key={`${u.kind}-${u.id}`} variant="body2" sx={{ overflowWrap: 'anywhere' }} title={u.id}>
            {label}
          </Typography>
        );
      })}
    </Stack>
  );
}

export default function NetPage() {
  const { t, i18n } = useTranslation(['edge', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryNetworksQuery(grid.request);
  const fetchAllRows = useFetchAllRows(edgeApi.endpoints.queryNetworks, grid.request);
  const page = data?.data;

  const columns = useMemo<GridColDef<Network>[]>(
    () => [
      { field: 'name', headerName: t('edge:net.fields.name'), flex: 1, minWidth: 170 },
      {
        field: 'id',
        headerName: t('edge:net.fields.id'),
        width: 120,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('edge:net.copyIdOf', { name: row.name })} noWrap />,
      },
      {
        field: 'kind',
        headerName: t('edge:net.fields.kind'),
        width: 150,
        valueFormatter: (value: Network['kind']) => kindLabel(t, value),
      },
      {
        field: 'cidr',
        headerName: t('edge:net.fields.address'),
        flex: 1,
        minWidth: 200,
        sortable: false,
        valueGetter: (_v, row) => row.cidr ?? row.endpoint ?? '',
        renderCell: ({ row }) =>
          row.endpoint ? (
            <IdCell text={row.endpoint} copyLabel={t('edge:net.copyEndpointOf', { name: row.name })} noWrap />
          ) : (
            (row.cidr ?? '—')
          ),
      },
      {
        field: 'vni',
        headerName: t('edge:net.fields.vni'),
        width: 90,
        valueFormatter: (value: number | null | undefined) => (value == null ? '—' : String(value)),
      },
      {
        field: 'status',
        headerName: t('edge:net.fields.status'),
        width: 110,
        valueFormatter: (value: Network['status']) =>
          value === 'normal' ? t('edge:net.normal') : t('edge:net.abnormal'),
        renderCell: ({ row }) => (
          <StatusChip
            status={row.status}
            tone={row.status === 'normal' ? 'success' : 'error'}
            label={row.status === 'normal' ? t('edge:net.normal') : t('edge:net.abnormal')}
          />
        ),
      },
      {
        field: 'usedBy',
        headerName: t('edge:net.fields.usedBy'),
        flex: 1.2,
        minWidth: 220,
        sortable: false,
        valueFormatter: (value: NetworkUser[] | undefined) =>
          (value ?? []).map((u) => `${u.kind}:${u.id}${u.name ? ` (${u.name})` : ''}`).join('; '),
        renderCell: ({ row }) => <UsedBy users={row.usedBy} />,
      },
      dateTimeColumn('createdAt', t('edge:net.fields.createdAt'), i18n.language),
    ],
    [t, i18n.language],
  );

  return (
    <ListPage<Network>
      routeKey="net"
      subtitle={t('edge:net.subtitle')}
      testId="net-grid"
      label={t('edge:net.gridLabel')}
      columns={columns}
      {...listGridProps(page, isFetching, error, refetch)}
      rowHeight="auto"
      state={grid}
      searchPlaceholder={t('edge:net.search')}
      exportFileName="networks"
      fetchAllRows={fetchAllRows}
      filterSelects={[
        {
          key: 'kind',
          allLabel: t('edge:net.allKinds'),
          options: (['vxlan', 'computeNetwork', 'publicAccess'] as const).map((k) => ({
            value: k,
            label: kindLabel(t, k),
          })),
        },
        {
          key: 'status',
          allLabel: t('edge:net.allStatuses'),
          options: [
            { value: 'normal', label: t('edge:net.normal') },
            { value: 'abnormal', label: t('edge:net.abnormal') },
          ],
        },
      ]}
    />
  );
}
