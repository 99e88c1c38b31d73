// My applications: the organisation's application services in the one grid (server paging, sorting, search and
// filters in the URL, CSV export), with the access URL to copy, access statistics, links to analytics and the
// API, and disabling after a confirmation that names the service.
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CopyButton from '@/components/CopyButton';
import { formatDateTime, formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import RowAction from '@/components/RowAction';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { appsEndpoints, useQueryApplicationServicesQuery, type ApplicationService } from '../api';
import { optionsOf, STATUS_TONES, useAppLabels } from '../labels';
import { serviceLinks } from '../links';
import DisableServiceDialog from './DisableServiceDialog';

const FILTER_KEYS = ['accessMethod', 'resourceMode', 'status'] as const;
const DEFAULT_SORT = { field: 'enabledAt', order: 'desc' } as const;

export default function MyAppsTab() {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const labels = useAppLabels();
  const access = useAccess();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryApplicationServicesQuery(grid.request);
  const fetchAllRows = useFetchAllRows(appsEndpoints.queryApplicationServices, grid.request);
  const [disabling, setDisabling] = useState<ApplicationService | null>(null);
  const page = data?.data;
  const lang = i18n.language;

  const columns = useMemo<GridColDef<ApplicationService>[]>(
    () => [
      {
        field: 'id',
        headerName: t('apps:columns.id'),
        width: 110,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('apps:copyId', { id: row.id })} />,
      },
      {
        field: 'name',
        headerName: t('apps:columns.name'),
        flex: 1.4,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={serviceLinks(row.id).detail} sx={{ overflowWrap: 'anywhere' }}>
            {row.name}
          </Link>
        ),
      },
      {
        field: 'status',
        headerName: t('apps:columns.status'),
        width: 110,
        valueFormatter: (v: ApplicationService['status']) => labels.status[v] ?? v,
        renderCell: ({ row }) => (
          <StatusChip
            label={labels.status[row.status] ?? row.status}
            tone={STATUS_TONES[row.status] ?? 'default'}
            status={row.status}
          />
        ),
      },
      {
        field: 'expiresAt',
        headerName: t('apps:columns.expiresAt'),
        width: 160,
        valueFormatter: (v: string | null | undefined) => (v ? formatDateTime(v, lang) : t('apps:noExpiry')),
      },
      {
        field: 'accessUrl',
        headerName: t('apps:columns.accessUrl'),
        flex: 1.6,
        minWidth: 220,
        sortable: false,
        valueFormatter: (v: string | null | undefined, row) =>
          v ?? (row.accessMethod === 'nact' ? t('apps:viaNact') : '—'),
        renderCell: ({ row }) =>
          row.accessUrl ? (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              <Link
                href={row.accessUrl}
                target="_blank"
                rel="noopener noreferrer"
                sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {row.accessUrl}
              </Link>
              <CopyButton text={row.accessUrl} label={t('apps:copyUrl', { name: row.name })} />
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              {row.accessMethod === 'nact' ? t('apps:viaNact') : '—'}
            </Typography>
          ),
      },
      {
        field: 'accessStats',
        headerName: t('apps:columns.accessStats'),
        width: 170,
        sortable: false,
        valueGetter: (_v, row) => row.accessStats?.totalCalls ?? null,
        valueFormatter: (_v, row) =>
          t('apps:statsCell', {
            total: formatNumber(row.accessStats?.totalCalls, lang),
            recent: formatNumber(row.accessStats?.last30DaysCalls, lang),
          }),
      },
      { field: 'enabledBy', headerName: t('apps:columns.enabledBy'), width: 130 },
      {
        field: 'accessMethod',
        headerName: t('apps:columns.accessMethod'),
        width: 110,
        valueFormatter: (v: ApplicationService['accessMethod']) => (v ? labels.accessMethod[v] : '—'),
      },
      {
        field: 'resourceMode',
        headerName: t('apps:columns.resourceMode'),
        width: 120,
        valueFormatter: (v: ApplicationService['resourceMode']) => (v ? labels.resourceMode[v] : '—'),
      },
      {
        field: 'billingMode',
        headerName: t('apps:columns.billingMode'),
        width: 150,
        valueFormatter: (v: ApplicationService['billingMode'], row) =>
          v
            ? [labels.billingMode[v], row.payType ? labels.payType[row.payType] : null].filter(Boolean).join(' · ')
            : '—',
      },
      {
        field: 'enabledAt',
        headerName: t('apps:columns.enabledAt'),
        width: 170,
        valueFormatter: (v: string | undefined) => formatDateTime(v, lang),
      },
      {
        ...actionsColumn(t('apps:columns.actions'), 130),
        renderCell: ({ row }) => {
          const allowed = access.can('release', { owner: row.enabledBy });
          const links = serviceLinks(row.id);
          return (
            <>
              <Tooltip title={t('apps:actions.analytics')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={links.analytics}
                  aria-label={t('apps:actions.analyticsOf', { name: row.name })}
                >
                  <InsightsOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('apps:actions.api')}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={links.api}
                  aria-label={t('apps:actions.apiOf', { name: row.name })}
                >
                  <CodeOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              {row.status !== 'disabled' ? (
                <RowAction
                  allowed={allowed}
                  title={t('apps:actions.disable')}
                  label={t('apps:actions.disableOf', { name: row.name })}
                  icon={<BlockOutlined fontSize="small" />}
                  onClick={() => setDisabling(row)}
                />
              ) : null}
            </>
          );
        },
      },
    ],
    [t, lang, labels, access],
  );

  return (
    <>
      {/* What a user looks for first (status, expiry, access URL, usage) comes first; the actions stay in view at the
          right edge (every column rendered). */}
      <ServerDataGrid<ApplicationService>
        testId="my-apps-grid"
        pinnedRight="actions"
        label={t('apps:mine.gridLabel')}
        columns={columns}
        {...listGridProps(page, isFetching, error, refetch)}
        state={grid}
        searchPlaceholder={t('apps:mine.search')}
        exportFileName="my-applications"
        fetchAllRows={fetchAllRows}
        allColumns
        filterSelects={[
          {
            key: 'accessMethod',
            testId: 'service-access-filter',
            allLabel: t('apps:centre.allAccess'),
            options: optionsOf(labels.accessMethod),
          },
          {
            key: 'resourceMode',
            testId: 'service-mode-filter',
            allLabel: t('apps:mine.allModes'),
            options: optionsOf(labels.resourceMode),
          },
          {
            key: 'status',
            testId: 'service-status-filter',
            allLabel: t('apps:mine.allStatuses'),
            options: optionsOf(labels.status),
          },
        ]}
      />
      <DisableServiceDialog service={disabling} onClose={() => setDisabling(null)} />
    </>
  );
}
