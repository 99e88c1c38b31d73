// One history grid of /assembly-record: deployments (queryDeployHistory) or releases (queryReleaseHistory), with
// outcome and date filters in the URL; a finished deployment opens its deployed service's operations, and every
// deployment its log (also after it failed).
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import DateField from '@/components/form/DateField';
import { formatDateTime, formatDuration } from '@/components/format';
import IdCell from '@/components/IdCell';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { deployApi, useQueryDeployHistoryQuery, useQueryReleaseHistoryQuery, type DeployRecord } from '../api';
import { recordResultLabel } from '../labels';
import DeploymentLogDialog from './DeploymentLogDialog';
import RecordResultChip from './RecordResultChip';

const FILTER_KEYS = ['result', 'from', 'to'] as const;
const DEFAULT_SORT = { field: 'startedAt', order: 'desc' } as const;

export const opsPath = (record: Pick<DeployRecord, 'assemblyId' | 'assemAddr'>): string | null =>
  record.assemblyId && record.assemAddr
    ? `/assembly-service-ops/${encodeURIComponent(record.assemblyId)}/${encodeURIComponent(record.assemAddr)}`
    : null;

export default function RecordsTab({ kind }: { kind: 'deploy' | 'release' }) {
  const [logOf, setLogOf] = useState<DeployRecord | null>(null);
  return (
    <>
      <RecordsGrid kind={kind} onLog={setLogOf} />
      {logOf?.deploymentId ? (
        <DeploymentLogDialog record={logOf} deploymentId={logOf.deploymentId} onClose={() => setLogOf(null)} />
      ) : null}
    </>
  );
}

function RecordsGrid({ kind, onLog }: { kind: 'deploy' | 'release'; onLog(record: DeployRecord): void }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const deploys = useQueryDeployHistoryQuery(grid.request, { skip: kind !== 'deploy' });
  const releases = useQueryReleaseHistoryQuery(grid.request, { skip: kind !== 'release' });
  const query = kind === 'deploy' ? deploys : releases;
  const fetchAllRows = useFetchAllRows(
    kind === 'deploy' ? deployApi.endpoints.queryDeployHistory : deployApi.endpoints.queryReleaseHistory,
    grid.request,
  );
  const page = query.data?.data;
  const lang = i18n.language;

  const columns = useMemo<GridColDef<DeployRecord>[]>(() => {
    const list: GridColDef<DeployRecord>[] = [
      {
        field: 'id',
        headerName: t('deploy:records.columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('deploy:records.copyId', { id: row.id })} />,
      },
      {
        field: 'instanceName',
        headerName: t('deploy:records.columns.instanceName'),
        flex: 1,
        minWidth: 150,
      },
      {
        field: 'instanceId',
        headerName: t('deploy:records.columns.instanceId'),
        width: 140,
        renderCell: ({ row }) => (
          <IdCell noWrap text={row.instanceId} copyLabel={t('deploy:records.copyInstanceId', { id: row.instanceId })} />
        ),
      },
    ];
    if (kind === 'deploy')
      list.push({ field: 'serviceName', headerName: t('deploy:records.columns.service'), flex: 1, minWidth: 150 });
    list.push(
      { field: 'operator', headerName: t('deploy:records.columns.operator'), width: 110 },
      {
        field: 'result',
        headerName: t('deploy:records.columns.result'),
        width: 120,
        renderCell: ({ row }) => <RecordResultChip result={row.result} />,
        valueFormatter: (value: DeployRecord['result']) => recordResultLabel(t, value),
      },
      dateTimeColumn('startedAt', t('deploy:records.columns.startedAt'), lang),
      {
        field: 'finishedAt',
        headerName: t('deploy:records.columns.finishedAt'),
        width: 170,
        valueFormatter: (value: string | null | undefined) => formatDateTime(value, lang),
      },
      {
        field: 'durationSeconds',
        headerName: t('deploy:records.columns.duration'),
        width: 110,
        valueFormatter: (value: number | null | undefined) =>
          formatDuration(value === null || value === undefined ? null : value * 1000),
      },
      {
        field: 'message',
        headerName: t('deploy:records.columns.message'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
    );
    // Right after the instance, so the link shows without scrolling the grid sideways.
    if (kind === 'deploy')
      list.splice(2, 0, {
        ...actionsColumn(t('deploy:records.columns.actions'), 100),
        renderCell: ({ row }) => {
          const to = opsPath(row);
          const name = row.instanceName ?? row.instanceId;
          return (
            <>
              {row.deploymentId ? (
                <Tooltip title={t('deploy:records.log')}>
                  <IconButton
                    size="small"
                    onClick={() => onLog(row)}
                    aria-label={t('deploy:records.logOf', { name })}
                    data-testid="deploy-record-log"
                  >
                    <ArticleOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
              {to ? (
                <Tooltip title={t('deploy:records.operations')}>
                  <IconButton
                    size="small"
                    component={RouterLink}
                    to={to}
                    aria-label={t('deploy:records.operationsOf', { name })}
                  >
                    <SettingsOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : null}
            </>
          );
        },
      });
    return list;
  }, [t, lang, kind, onLog]);

  const resultOptions = (['running', 'success', 'failure'] as const).map((r) => ({
    value: r,
    label: recordResultLabel(t, r),
  }));
  const { from, to } = grid.model.filters;

  return (
    <ServerDataGrid<DeployRecord>
      testId={kind === 'deploy' ? 'deploy-history-grid' : 'release-history-grid'}
      label={kind === 'deploy' ? t('deploy:records.deployGrid') : t('deploy:records.releaseGrid')}
      columns={columns}
      {...listGridProps(page, query.isFetching, query.error, query.refetch)}
      state={grid}
      searchPlaceholder={t('deploy:records.search')}
      exportFileName={kind === 'deploy' ? 'deploy-history' : 'release-history'}
      fetchAllRows={fetchAllRows}
      filterSelects={[{ key: 'result', allLabel: t('deploy:records.allResults'), options: resultOptions }]}
      filters={
        <>
          <Box sx={{ width: 170 }}>
            <DateField
              label={t('deploy:records.from')}
              value={from ?? null}
              maxDate={to}
              clearable
              onChange={(v) => grid.setFilter('from', v)}
            />
          </Box>
          <Box sx={{ width: 170 }}>
            <DateField
              label={t('deploy:records.to')}
              value={to ?? null}
              minDate={from}
              clearable
              onChange={(v) => grid.setFilter('to', v)}
            />
          </Box>
        </>
      }
    />
  );
}
