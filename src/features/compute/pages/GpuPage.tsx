// /gpu: GPU management — host node, split and overcommit state, utilisation and VRAM as bars with numbers —
// filtered by node, group, split and overcommit (in the URL), refreshed by polling (pausable, interval chosen by
// the user), with overcommit settings (one or several GPUs) and split / unsplit for Admins.
import CallSplitOutlined from '@mui/icons-material/CallSplitOutlined';
import MergeOutlined from '@mui/icons-material/MergeOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatBytes, formatDateTime, formatNumber, formatPercent } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import RowAction from '@/components/RowAction';
import { ServerDataGrid } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { idColumn } from '@/components/ServerDataGrid/idColumn';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import StatusChip from '@/components/StatusChip';
import { useDialogTarget } from '@/components/useDialogTarget';
import { useAccess } from '@/features/session/public/access';
import { computeApi, useQueryComputeNodesQuery, useQueryGpusQuery, type Gpu } from '../api';
import AutoRefresh, { useAutoRefresh } from '../components/AutoRefresh';
import { idleColumn, withIdleFilter } from '../components/usage/idleColumn';
import type { IdleGpuAction } from '../components/usage/IdleGpuDialog';
import IdlePolicyControl from '../components/usage/IdlePolicyControl';
import UsageBar from '../components/UsageBar';
import { useGroupOptions } from '../components/useGroupOptions';
import { overcommitText, policyText, splitText, type OvercommitPolicy } from '../labels';

// The dialogs (forms, yup, their MUI inputs) load when first opened: the grid page shows sooner (issue 13 budget).
const OvercommitDialog = lazy(() => import('../components/OvercommitDialog'));
const SplitDialog = lazy(() => import('../components/SplitDialog'));
const IdleGpuDialog = lazy(() => import('../components/usage/IdleGpuDialog'));

const FILTER_KEYS = ['nodeId', 'groupId', 'splitStatus', 'overcommitStatus', 'idle'] as const;
const DEFAULT_SORT = { field: 'id', order: 'asc' } as const;
const ALL_NODES = { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'asc' } as const;
const MIB = 1024 * 1024;

export default function GpuPage() {
  const { t, i18n } = useTranslation(['compute', 'common', 'usage']);
  const mayManage = useAccess().can('manageCompute');
  const refresh = useAutoRefresh();
  const list = useListGrid(
    useQueryGpusQuery,
    computeApi.endpoints.queryGpus,
    { defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS },
    {
      toRequest: withIdleFilter,
      pollingInterval: refresh.pollingInterval,
      skipPollingIfUnfocused: true,
      // paused means the numbers hold still, also when the window regains focus
      refetchOnFocus: !refresh.paused,
      // a poll refreshes the rows in place; the loading bar is for a new page, sort or filter
      quietRefresh: true,
    },
  );
  const { grid } = list;
  const { data: nodes } = useQueryComputeNodesQuery(ALL_NODES);
  const groupOptions = useGroupOptions();
  const nodeOptions = useMemo(() => (nodes?.data?.list ?? []).map((n) => ({ value: n.id, label: n.name })), [nodes]);

  const [selected, setSelected] = useState<(string | number)[]>([]);
  // Opening a dialog renders the page (and its grid) again: in a transition, after the press is painted.
  const overcommit = useDialogTarget<Gpu[]>();
  const split = useDialogTarget<Gpu>();
  const idle = useDialogTarget<{ gpu: Gpu; action: IdleGpuAction }>();
  const { open: openOvercommit } = overcommit;
  const { open: openSplit } = split;
  const { open: openIdle } = idle;

  const columns = useMemo<GridColDef<Gpu>[]>(
    () => [
      idColumn('id', t('compute:gpu.columns.id'), 140),
      idleColumn(t, (gpu, action) => openIdle({ gpu, action })),
      {
        ...actionsColumn(t('compute:columns.actions'), 110),
        renderCell: ({ row }) => (
          <>
            <RowAction
              allowed={mayManage}
              title={t('compute:gpu.overcommitSettings')}
              label={t('compute:gpu.overcommitOf', { id: row.id })}
              icon={<TuneOutlined fontSize="small" />}
              onClick={() => openOvercommit([row])}
            />
            <RowAction
              allowed={mayManage}
              title={row.splitStatus === 'split' ? t('compute:gpu.unsplit') : t('compute:gpu.split')}
              label={
                row.splitStatus === 'split'
                  ? t('compute:gpu.unsplitOf', { id: row.id })
                  : t('compute:gpu.splitOf', { id: row.id })
              }
              icon={
                row.splitStatus === 'split' ? (
                  <MergeOutlined fontSize="small" />
                ) : (
                  <CallSplitOutlined fontSize="small" />
                )
              }
              onClick={() => openSplit(row)}
            />
          </>
        ),
      },
      {
        field: 'nodeName',
        headerName: t('compute:gpu.columns.node'),
        width: 140,
        renderCell: ({ row }) => (
          <Link component={RouterLink} to={`/dedicated?node=${encodeURIComponent(row.nodeId)}`}>
            {row.nodeName ?? row.nodeId}
          </Link>
        ),
      },
      { field: 'model', headerName: t('compute:gpu.columns.model'), width: 170 },
      {
        field: 'gpuUtilization',
        headerName: t('compute:gpu.columns.gpuUtilization'),
        width: 170,
        valueFormatter: (value: number | undefined) => formatPercent(value, i18n.language, 1),
        renderCell: ({ row }) => (
          <UsageBar
            value={row.gpuUtilization}
            label={t('compute:gpu.utilizationOf', { id: row.id })}
            testId="gpu-utilization"
          />
        ),
      },
      {
        field: 'vramUtilization',
        headerName: t('compute:gpu.columns.vramUtilization'),
        width: 170,
        valueFormatter: (value: number | undefined) => formatPercent(value, i18n.language, 1),
        renderCell: ({ row }) => (
          <UsageBar
            value={row.vramUtilization}
            label={t('compute:gpu.vramUtilizationOf', { id: row.id })}
            testId="vram-utilization"
          />
        ),
      },
      {
        field: 'vramUsedMiB',
        headerName: t('compute:gpu.columns.vram'),
        width: 210,
        sortable: false,
        valueFormatter: (_v: number | undefined, row: Gpu) =>
          t('compute:gpu.vramLine', {
            used: formatBytes((row.vramUsedMiB ?? 0) * MIB, i18n.language),
            allocated: formatBytes((row.vramAllocatedMiB ?? 0) * MIB, i18n.language),
            total: formatBytes((row.vramTotalMiB ?? 0) * MIB, i18n.language),
          }),
      },
      {
        field: 'splitStatus',
        headerName: t('compute:gpu.columns.split'),
        width: 110,
        valueFormatter: (value: Gpu['splitStatus']) => splitText(t, value),
      },
      {
        field: 'splitCount',
        headerName: t('compute:gpu.columns.splitCount'),
        width: 110,
        type: 'number',
      },
      {
        field: 'overcommitStatus',
        headerName: t('compute:gpu.columns.overcommit'),
        width: 120,
        valueFormatter: (value: Gpu['overcommitStatus']) => overcommitText(t, value),
        renderCell: ({ row }) => (
          <StatusChip
            label={overcommitText(t, row.overcommitStatus)}
            tone={row.overcommitStatus === 'enabled' ? 'primary' : 'default'}
            status={row.overcommitStatus}
          />
        ),
      },
      {
        field: 'overcommitPolicy',
        headerName: t('compute:gpu.columns.policy'),
        width: 130,
        valueFormatter: (value: OvercommitPolicy | undefined) => policyText(t, value),
      },
      {
        field: 'overcommitMultiplier',
        headerName: t('compute:gpu.columns.multiplier'),
        width: 100,
        valueFormatter: (value: number | undefined) => `×${formatNumber(value ?? 1, i18n.language, 2)}`,
      },
      {
        field: 'runningInstanceCount',
        headerName: t('compute:gpu.columns.instances'),
        width: 100,
        type: 'number',
      },
      {
        field: 'updatedAt',
        headerName: t('compute:gpu.columns.updatedAt'),
        width: 170,
        sortable: false,
        valueFormatter: (value: string | undefined) => formatDateTime(value, i18n.language),
      },
    ],
    [t, i18n.language, mayManage, openOvercommit, openSplit, openIdle],
  );

  const selectedGpus = (list.rows ?? []).filter((g) => selected.includes(g.id));

  return (
    <PageFrame routeKey="gpu" subtitle={t('compute:gpu.subtitle')}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <AutoRefresh state={refresh} updatedAt={list.query.fulfilledTimeStamp} />
      </Stack>
      <Box>
        <ServerDataGrid<Gpu>
          testId="gpu-grid"
          label={t('compute:gpu.gridLabel')}
          columns={columns}
          {...list.gridProps}
          searchPlaceholder={t('compute:gpu.search')}
          exportFileName="gpus"
          filterSelects={[
            {
              key: 'nodeId',
              testId: 'node-filter',
              label: t('compute:gpu.columns.node'),
              allLabel: t('compute:filters.all'),
              options: nodeOptions,
            },
            {
              key: 'groupId',
              testId: 'group-filter',
              label: t('compute:gpu.group'),
              allLabel: t('compute:filters.all'),
              options: groupOptions,
            },
            {
              key: 'splitStatus',
              testId: 'split-filter',
              allLabel: t('compute:filters.all'),
              options: [
                { value: 'unsplit', label: splitText(t, 'unsplit') },
                { value: 'split', label: splitText(t, 'split') },
              ],
            },
            {
              key: 'overcommitStatus',
              testId: 'overcommit-filter',
              allLabel: t('compute:filters.all'),
              options: [
                { value: 'enabled', label: overcommitText(t, 'enabled') },
                { value: 'disabled', label: overcommitText(t, 'disabled') },
              ],
            },
          ]}
          filters={
            <IdlePolicyControl
              editable
              idleOnly={grid.model.filters.idle === '1'}
              onIdleOnlyChange={(on) => grid.setFilter('idle', on ? '1' : null)}
            />
          }
          actions={
            mayManage ? (
              <Button
                variant="outlined"
                startIcon={<TuneOutlined />}
                disabled={selectedGpus.length === 0}
                onClick={() => overcommit.open(selectedGpus)}
              >
                {t('compute:gpu.overcommitSelected', { count: selectedGpus.length })}
              </Button>
            ) : undefined
          }
          checkboxSelection={mayManage}
          selectedIds={selected}
          onSelectedIdsChange={setSelected}
        />
      </Box>
      <Suspense fallback={null}>
        {overcommit.target ? (
          <OvercommitDialog gpus={overcommit.target} onClose={overcommit.close} onDone={() => setSelected([])} />
        ) : null}
        {split.target ? <SplitDialog gpu={split.target} onClose={split.close} /> : null}
        {idle.target ? <IdleGpuDialog gpu={idle.target.gpu} action={idle.target.action} onClose={idle.close} /> : null}
      </Suspense>
    </PageFrame>
  );
}
