// The instance grid of /interactive-service and /non-interactive: server paging, sorting, keyword, status chips
// and "mine only" kept in the URL; runtimes tick; a row menu with every action; bulk release and restart with a
// confirmation naming the instances; CSV export of every row of the current filter. While any row shown is on its
// way to another status the list refreshes, so each transition is seen to its end.
import DeleteForeverOutlined from '@mui/icons-material/DeleteForeverOutlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CellText from '@/components/CellText';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDuration } from '@/components/format';
import IdCell from '@/components/IdCell';
import { CellLink, CellTags, ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn, dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { IdlePolicyControl } from '@/features/compute/public/idle';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  instancesApi,
  useQueryInstancesQuery,
  useReleaseInstancesMutation,
  useRestartInstancesMutation,
  type BatchResult,
  type Instance,
  type InstanceStatus,
  type InstanceType,
  type Tool,
} from '../api';
import { instanceListRequest, parseStatuses } from '../listRequest';
import { actionApplies, isTransitional, TRANSITION_POLL_MS, type InstanceAction } from '../status';
import InstanceActionDialogs, { type ActionTarget } from './actions/InstanceActionDialogs';
import { idleInstanceColumn } from './idleInstanceColumn';
import InstanceActionsMenu from './InstanceActionsMenu';
import InstanceStatusChip, { instanceStatusLabels } from './InstanceStatusChip';
import RuntimeText from './RuntimeText';
import StatusFilterChips from './StatusFilterChips';

const FILTER_KEYS = ['statuses', 'mine', 'idle'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;
/** On a phone: what an instance is and how it is doing; the rest is in the row's hidden fields. */
const NARROW_FIELDS = ['name', 'status', 'runtimeSeconds'] as const;
/**
 * Rows of one fixed height (three lines of text, two rows of tool chips): the grid lays a page out in one pass, where
 * measured heights cost a second render of every row (a page change repainted in ~280 ms instead of ~170 ms).
 */
const ROW_HEIGHT = 72;
/** The ID and its copy button on one line (an inline style: no style sheet work per row). */
type InstanceRow = Instance & { fetchedAt: number };
type Bulk = 'release' | 'restart';

const toolNames = (tools: Tool[] | undefined) => (tools ?? []).map((x) => x.label || x.name).join(', ');

export default function InstanceGrid({ type }: { type: InstanceType }) {
  const { t, i18n } = useTranslation(['instances', 'common', 'usage']);
  const access = useAccess();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const request = useMemo(
    () => instanceListRequest(grid.request, type, access.username),
    [grid.request, type, access.username],
  );
  const [polling, setPolling] = useState(false);
  const { data, isFetching, isLoading, error, refetch, fulfilledTimeStamp } = useQueryInstancesQuery(request, {
    pollingInterval: polling ? TRANSITION_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const fetchAllRows = useFetchAllRows(instancesApi.endpoints.queryInstances, request);
  const [releaseMany, releasing] = useReleaseInstancesMutation();
  const [restartMany, restarting] = useRestartInstancesMutation();

  const [selected, setSelected] = useState<(string | number)[]>([]);
  const [target, setTarget] = useState<ActionTarget | null>(null);
  // One function for every row's menu, so an unchanged row's menu is not drawn again when the grid re-renders.
  const onRowAction = useCallback((action: InstanceAction, instance: Instance) => setTarget({ action, instance }), []);
  const [bulk, setBulk] = useState<Bulk | null>(null);
  const [bulkError, setBulkError] = useState<string | null>(null);

  const page = data?.data;
  const rows = useMemo<InstanceRow[] | undefined>(
    () => page?.list.map((r) => ({ ...r, fetchedAt: fulfilledTimeStamp ?? 0 })),
    [page, fulfilledTimeStamp],
  );
  const anyTransitional = Boolean(rows?.some((r) => isTransitional(r.status)));
  if (anyTransitional !== polling) setPolling(anyTransitional);

  const statusParam = grid.model.filters.statuses;
  const statuses = useMemo(() => parseStatuses(statusParam), [statusParam]);
  const mine = grid.model.filters.mine === '1';
  const { setFilter } = grid;
  const setStatuses = useCallback(
    (next: InstanceStatus[]) => setFilter('statuses', next.length ? next.join(',') : null),
    [setFilter],
  );
  const labels = instanceStatusLabels(t);

  const columns = useMemo<GridColDef<InstanceRow>[]>(() => {
    const statusLabels = instanceStatusLabels(t);
    return [
      {
        field: 'name',
        headerName: t('instances:columns.name'),
        flex: 1.2,
        minWidth: 180,
        renderCell: ({ row }) => (
          <CellLink to={`/management-panel?id=${encodeURIComponent(row.id)}`}>{row.name}</CellLink>
        ),
      },
      {
        field: 'id',
        headerName: t('instances:columns.id'),
        width: 140,
        sortable: false,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('instances:grid.copyId', { id: row.id })} />,
      },
      {
        field: 'type',
        headerName: t('instances:columns.type'),
        width: 110,
        sortable: false,
        valueFormatter: (value: InstanceType) =>
          value === 'interactive' ? t('instances:type.interactive') : t('instances:type.nonInteractive'),
      },
      {
        field: 'status',
        headerName: t('instances:columns.status'),
        width: 150,
        renderCell: ({ row }) => <InstanceStatusChip status={row.status} />,
        valueFormatter: (value: InstanceStatus) => statusLabels[value] ?? value,
      },
      idleInstanceColumn(t, access, onRowAction),
      {
        field: 'description',
        headerName: t('instances:columns.description'),
        flex: 1,
        minWidth: 170,
        sortable: false,
        renderCell: ({ value }) => <CellText text={value ? String(value) : null} lines={3} centred />,
      },
      { field: 'builder', headerName: t('instances:columns.builder'), width: 120 },
      {
        field: 'runtimeSeconds',
        headerName: t('instances:columns.runtime'),
        width: 130,
        renderCell: ({ row }) => (
          <RuntimeText runtimeSeconds={row.runtimeSeconds} status={row.status} fetchedAt={row.fetchedAt} />
        ),
        valueFormatter: (value: number | undefined) =>
          value === undefined || value === null ? '—' : formatDuration(value * 1000),
      },
      {
        field: 'tools',
        headerName: t('instances:columns.tools'),
        width: 210,
        sortable: false,
        valueFormatter: (value: Tool[] | undefined) => toolNames(value),
        renderCell: ({ row }) => (
          <CellTags
            tags={(row.tools ?? []).map((tool) => ({ key: tool.name, label: tool.label || tool.name, href: tool.url }))}
          />
        ),
      },
      {
        field: 'baseImage',
        headerName: t('instances:columns.baseImage'),
        width: 200,
        sortable: false,
        renderCell: ({ value }) => <CellText text={value ? String(value) : null} lines={3} centred />,
      },
      {
        field: 'latestImage',
        headerName: t('instances:columns.latestImage'),
        width: 200,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
        renderCell: ({ value }) => <CellText text={value ? String(value) : null} lines={3} centred />,
      },
      dateTimeColumn('createdAt', t('instances:columns.createdAt'), i18n.language),
      {
        ...actionsColumn(t('instances:columns.actions'), 80),
        renderCell: ({ row }) => (
          <InstanceActionsMenu
            instance={row}
            allowed={access.can('release', { owner: row.builder })}
            onAction={onRowAction}
          />
        ),
      },
    ];
  }, [t, i18n.language, access, onRowAction]);

  const selectable = useCallback((r: InstanceRow) => access.can('release', { owner: r.builder }), [access]);
  const selectedRows = useMemo(() => (rows ?? []).filter((r) => selected.includes(r.id)), [rows, selected]);
  const bulkTargets = selectedRows.filter((r) => actionApplies(bulk ?? 'restart', r));

  // The switch and buttons over the grid are rebuilt only when what they show changes (not on every list answer).
  const idleOnly = grid.model.filters.idle === '1';
  const mineFilter = useMemo(
    () => (
      <>
        <FormControlLabel
          control={
            <Switch
              checked={mine}
              onChange={(e) => setFilter('mine', e.target.checked ? '1' : null)}
              data-testid="mine-only"
            />
          }
          label={t('instances:grid.mineOnly')}
        />
        <IdlePolicyControl idleOnly={idleOnly} onIdleOnlyChange={(on) => setFilter('idle', on ? '1' : null)} />
      </>
    ),
    [mine, idleOnly, setFilter, t],
  );
  const selectedCount = selectedRows.length;
  const bulkButtons = useMemo(
    () => (
      <>
        <Button
          variant="outlined"
          startIcon={<RestartAlt />}
          disabled={selectedCount === 0}
          onClick={() => setBulk('restart')}
          data-testid="bulk-restart"
        >
          {t('instances:bulk.restart', { count: selectedCount })}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlined />}
          disabled={selectedCount === 0}
          onClick={() => setBulk('release')}
          data-testid="bulk-release"
        >
          {t('instances:bulk.release', { count: selectedCount })}
        </Button>
      </>
    ),
    [selectedCount, t],
  );

  const runBulk = async () => {
    if (!bulk) return;
    setBulkError(null);
    const ids = selectedRows.map((r) => r.id);
    try {
      const answer = await (bulk === 'release' ? releaseMany({ ids }) : restartMany({ ids })).unwrap();
      const result: BatchResult = answer.data ?? { succeeded: [], failed: [] };
      if (result.failed.length) {
        const names = result.failed
          .map((f) => `${rows?.find((r) => r.id === f.id)?.name ?? f.id}${f.reason ? ` (${f.reason})` : ''}`)
          .join(', ');
        notify.warning(t('instances:bulk.partly', { count: result.succeeded.length, failed: names }));
      } else if (bulk === 'release') notify.success(t('instances:bulk.released', { count: result.succeeded.length }));
      else notify.success(t('instances:bulk.restarted', { count: result.succeeded.length }));
      setSelected([]);
      setBulk(null);
      void refetch();
    } catch (e) {
      setBulkError(apiErrorText(e, t('instances:actions.failed')));
    }
  };

  return (
    <Box>
      <StatusFilterChips selected={statuses} onChange={setStatuses} />
      <ServerDataGrid<InstanceRow>
        testId="instances-grid"
        label={type === 'interactive' ? t('instances:grid.labelInteractive') : t('instances:grid.labelBatch')}
        columns={columns}
        {...listGridProps(page, isFetching && (isLoading || !polling), error, refetch)}
        rows={rows}
        state={grid}
        searchPlaceholder={t('instances:grid.search')}
        exportFileName={type === 'interactive' ? 'online-instances' : 'batch-instances'}
        fetchAllRows={
          fetchAllRows as unknown as () => Promise<{ rows: InstanceRow[]; total: number; truncated: boolean }>
        }
        rowHeight={ROW_HEIGHT}
        allColumns
        pinnedRight="actions"
        narrowFields={NARROW_FIELDS}
        filters={mineFilter}
        actions={bulkButtons}
        checkboxSelection
        isRowSelectable={selectable}
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
      />
      <ConfirmDialog
        open={bulk !== null}
        destructive={bulk === 'release'}
        pending={releasing.isLoading || restarting.isLoading}
        error={bulkError}
        title={
          bulk === 'release'
            ? t('instances:bulk.releaseTitle', { count: selectedRows.length })
            : t('instances:bulk.restartTitle', { count: selectedRows.length })
        }
        message={
          <>
            {bulk === 'release'
              ? t('instances:bulk.releaseMessage', { names: selectedRows.map((r) => r.name).join(', ') })
              : t('instances:bulk.restartMessage', { names: selectedRows.map((r) => r.name).join(', ') })}
            {bulkTargets.length < selectedRows.length ? (
              <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
                {t('instances:bulk.someSkipped', {
                  names: selectedRows
                    .filter((r) => !bulkTargets.includes(r))
                    .map((r) => `${r.name} (${labels[r.status]})`)
                    .join(', '),
                })}
              </Typography>
            ) : null}
          </>
        }
        confirmLabel={bulk === 'release' ? t('instances:actions.release.label') : t('instances:actions.restart.label')}
        onConfirm={() => void runBulk()}
        onCancel={() => {
          setBulk(null);
          setBulkError(null);
        }}
      />
      <InstanceActionDialogs target={target} onClose={() => setTarget(null)} />
    </Box>
  );
}
