// Operation logs: what was done to the instance (release, restart, public access, images, ...), by whom and
// with what outcome; filterable by operation.
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { enumText } from '@/lib/enumText';
import { instancesApi, useQueryOperationLogsQuery, type OperationLog } from '../../api';

const FILTER_KEYS = ['operation'] as const;
const DEFAULT_SORT = { field: 'time', order: 'desc' } as const;

export const OPERATIONS = [
  'release',
  'restart',
  'repair_vxlan',
  'public_access.enable',
  'public_access.disable',
  'compute_network.enable',
  'compute_network.disable',
  'reset',
  'save_image',
  'archive',
  'restore',
] as const;

export const operationLabel = enumText<string>(
  'instances:operations.names',
  OPERATIONS,
  (operation) => String(operation),
  {
    release: 'release',
    restart: 'restart',
    repair_vxlan: 'repairVxlan',
    'public_access.enable': 'publicAccessEnable',
    'public_access.disable': 'publicAccessDisable',
    'compute_network.enable': 'computeNetworkEnable',
    'compute_network.disable': 'computeNetworkDisable',
    reset: 'reset',
    save_image: 'saveImage',
    archive: 'archive',
    restore: 'restore',
  },
);

function statusText(t: TFunction, status: string | undefined): string {
  if (status === 'running') return t('instances:operations.running');
  if (status === 'failure') return t('instances:operations.failure');
  return t('instances:operations.success');
}

export default function OperationLogsTab({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const request = useMemo(() => ({ ...grid.request, instanceId }), [grid.request, instanceId]);
  const { data, isFetching, error, refetch } = useQueryOperationLogsQuery(request);
  const fetchAllRows = useFetchAllRows(instancesApi.endpoints.queryOperationLogs, request as never);
  const page = data?.data;

  const columns = useMemo<GridColDef<OperationLog>[]>(
    () => [
      {
        field: 'time',
        headerName: t('instances:operations.columns.time'),
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      { field: 'operator', headerName: t('instances:operations.columns.operator'), width: 130 },
      {
        field: 'operation',
        headerName: t('instances:operations.columns.operation'),
        flex: 1,
        minWidth: 170,
        valueFormatter: (value: string) => operationLabel(t, value),
      },
      {
        field: 'status',
        headerName: t('instances:operations.columns.status'),
        width: 120,
        valueFormatter: (value: string | undefined) => statusText(t, value),
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.status === 'failure' ? 'error' : row.status === 'running' ? 'info' : 'success'}
            label={statusText(t, row.status)}
          />
        ),
      },
      {
        field: 'message',
        headerName: t('instances:operations.columns.message'),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
    ],
    [t, i18n.language],
  );

  return (
    <ServerDataGrid<OperationLog>
      testId="operations-grid"
      label={t('instances:operations.gridLabel')}
      columns={columns}
      {...listGridProps(page, isFetching, error, refetch)}
      state={grid}
      exportFileName={`operations-${instanceId}`}
      fetchAllRows={fetchAllRows as never}
      filterSelects={[
        {
          key: 'operation',
          allLabel: t('instances:operations.allOperations'),
          options: OPERATIONS.map((o) => ({ value: o, label: operationLabel(t, o) })),
        },
      ]}
    />
  );
}
