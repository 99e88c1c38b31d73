// /dedicated: the compute nodes — resource type, specs, machine status, scheduled release, linked compute group —
// with server paging, sorting and filters in the URL, and a detail drawer (`?node=<id>`) with GPUs and instances.
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/format';
import ListPage from '@/components/ListPage';
import RowAction from '@/components/RowAction';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { idColumn } from '@/components/ServerDataGrid/idColumn';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { enumOptions } from '@/lib/enumText';
import { computeApi, useQueryComputeNodesQuery, type ComputeNode, type MachineStatus, type ResourceType } from '../api';
import NodeDrawer from '../components/NodeDrawer';
import { useGroupOptions } from '../components/useGroupOptions';
import { useTransitionPolling } from '../components/useTransitionPolling';
import { useUrlParam } from '../components/useUrlParam';
import {
  MACHINE_STATUSES,
  RESOURCE_TYPES,
  isMachineTransitional,
  machineStatusText,
  machineStatusTone,
  resourceTypeText,
} from '../labels';

const FILTER_KEYS = ['status', 'resourceType', 'groupId'] as const;
const DEFAULT_SORT = { field: 'name', order: 'asc' } as const;
/** Eight nodes in a small organisation: 5 a page lets them page too (10 stays the default). */
const PAGE_SIZES = [10, 5, 20, 50] as const;
const isNodeTransitional = (n: ComputeNode) => isMachineTransitional(n.status);

export default function DedicatedPage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  // Machines of a request go preparing → starting → online by themselves: the list follows while one is on its way.
  const transition = useTransitionPolling<ComputeNode>(isNodeTransitional);
  const list = useListGrid(
    useQueryComputeNodesQuery,
    computeApi.endpoints.queryComputeNodes,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS, pageSizeOptions: PAGE_SIZES },
    { pollingInterval: transition.pollingInterval, skipPollingIfUnfocused: true },
  );
  transition.observe(list.rows);
  const groupOptions = useGroupOptions();
  const [openNode, setOpenNode] = useUrlParam('node');

  const columns = useMemo<GridColDef<ComputeNode>[]>(
    () => [
      {
        field: 'name',
        headerName: t('compute:nodes.columns.name'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => (
          <Link component="button" type="button" onClick={() => setOpenNode(row.id)} sx={{ textAlign: 'left' }}>
            {row.name}
          </Link>
        ),
      },
      idColumn('id', t('compute:nodes.columns.id'), 130),
      {
        field: 'resourceType',
        headerName: t('compute:nodes.columns.resourceType'),
        width: 150,
        valueFormatter: (value: ResourceType) => resourceTypeText(t, value),
      },
      { field: 'specSummary', headerName: t('compute:nodes.columns.specs'), flex: 1.2, minWidth: 200 },
      {
        field: 'status',
        headerName: t('compute:nodes.columns.status'),
        width: 120,
        valueFormatter: (value: MachineStatus) => machineStatusText(t, value),
        renderCell: ({ row }) => (
          <StatusChip
            label={machineStatusText(t, row.status)}
            tone={machineStatusTone(row.status)}
            transitional={isMachineTransitional(row.status)}
            status={row.status}
          />
        ),
      },
      {
        field: 'gpuUsed',
        headerName: t('compute:nodes.columns.gpus'),
        width: 110,
        valueFormatter: (_v: number | undefined, row: ComputeNode) =>
          t('compute:nodes.gpusUsed', { used: row.gpuUsed ?? 0, total: row.gpuTotal ?? 0 }),
      },
      { field: 'region', headerName: t('compute:nodes.columns.region'), width: 110 },
      {
        field: 'scheduledReleaseAt',
        headerName: t('compute:nodes.columns.scheduledReleaseAt'),
        width: 180,
        valueFormatter: (value: string | null | undefined) => formatDateTime(value, i18n.language),
      },
      {
        field: 'groupName',
        headerName: t('compute:nodes.columns.group'),
        flex: 1,
        minWidth: 150,
        valueFormatter: (value: string | null | undefined) => value ?? t('compute:nodes.noGroup'),
        renderCell: ({ row }) =>
          row.groupId ? (
            <Link component={RouterLink} to={`/gpu-group-operate?id=${encodeURIComponent(row.groupId)}`}>
              {row.groupName ?? row.groupId}
            </Link>
          ) : (
            t('compute:nodes.noGroup')
          ),
      },
      {
        ...actionsColumn(t('compute:columns.actions'), 80),
        renderCell: ({ row }) => (
          <RowAction
            title={t('compute:nodes.details')}
            label={t('compute:nodes.detailsOf', { name: row.name })}
            icon={<InfoOutlined fontSize="small" />}
            onClick={() => setOpenNode(row.id)}
          />
        ),
      },
    ],
    [t, i18n.language, setOpenNode],
  );

  return (
    <ListPage<ComputeNode>
      routeKey="dedicated"
      subtitle={t('compute:nodes.subtitle')}
      testId="nodes-grid"
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('compute:nodes.search')}
      exportFileName="compute-nodes"
      filterSelects={[
        {
          key: 'status',
          allLabel: t('compute:filters.all'),
          options: enumOptions(t, MACHINE_STATUSES, machineStatusText),
        },
        {
          key: 'resourceType',
          testId: 'type-filter',
          allLabel: t('compute:filters.all'),
          options: enumOptions(t, RESOURCE_TYPES, resourceTypeText),
        },
        {
          key: 'groupId',
          testId: 'group-filter',
          label: t('compute:nodes.columns.group'),
          allLabel: t('compute:filters.all'),
          options: groupOptions,
        },
      ]}
    >
      <NodeDrawer nodeId={openNode} onClose={() => setOpenNode(null)} />
    </ListPage>
  );
}
