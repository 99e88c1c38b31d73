// Operation logs: what was done to the instance (release, restart, public access, images, ...), by whom and
// with what outcome; filterable by operation.
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { type GridFilterSelect } from '@/components/ServerDataGrid';
import { enumText } from '@/lib/enumText';
import { instancesApi, type OperationLog } from '../../api';
import InstanceLogGrid, { outcomeColumn } from './InstanceLogGrid';

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

const operationColumns = (t: TFunction): GridColDef<OperationLog>[] => [
  {
    field: 'operation',
    headerName: t('instances:operations.columns.operation'),
    flex: 1,
    minWidth: 170,
    valueFormatter: (value: string) => operationLabel(t, value),
  },
  outcomeColumn<OperationLog>('status', t('instances:operations.columns.status'), 120, (value) => ({
    text: statusText(t, value),
    color: value === 'failure' ? 'error' : value === 'running' ? 'info' : 'success',
  })),
];

const operationFilters = (t: TFunction): GridFilterSelect[] => [
  {
    key: 'operation',
    allLabel: t('instances:operations.allOperations'),
    options: OPERATIONS.map((o) => ({ value: o, label: operationLabel(t, o) })),
  },
];

export default function OperationLogsTab({ instanceId }: { instanceId: string }) {
  return (
    <InstanceLogGrid<OperationLog>
      instanceId={instanceId}
      log="operations"
      endpoint={instancesApi.endpoints.queryOperationLogs}
      columns={operationColumns}
      detailField="message"
      filters={operationFilters}
    />
  );
}
