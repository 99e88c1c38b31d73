// /task-list: every task of the organisation — server paging, sorting, keyword and filters (status, queue) in
// the URL; the run time ticks while a task runs; stop with a confirmation; the log in a dialog.
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CellText from '@/components/CellText';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime, formatDuration } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import Permitted from '@/components/Permitted';
import { ServerDataGrid, useFetchAllRows, useGridUrlState, type ListRequest } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import {
  tasksApi,
  useQueryResourceQueuesQuery,
  useQueryTasksQuery,
  useStopTaskMutation,
  type Task,
  type TaskStatus,
} from '../api';
import RunDuration, { FetchedAtContext } from '../components/RunDuration';
import TaskLogsDialog from '../components/TaskLogsDialog';
import TaskStatusChip from '../components/TaskStatusChip';
import { isActive, isStoppable, TASK_STATUSES, taskStatusText } from '../labels';
import { TASK_DEFAULT_SORT, TASK_FILTER_KEYS, toTaskListRequest } from '../requests';

/** The list is read again this often while a task on screen is still moving (ms). */
export const TASK_LIST_REFRESH_MS = 5000;

const QUEUE_PICK_LIST = { pageNum: 1, pageSize: 100, sortField: 'name', sortOrder: 'asc' } as const;

export default function TaskListPage() {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const grid = useGridUrlState({ defaultSort: TASK_DEFAULT_SORT, filterKeys: TASK_FILTER_KEYS });
  const request = useMemo(() => toTaskListRequest(grid.request), [grid.request]);
  const [polling, setPolling] = useState(false);
  const { data, currentData, error, isFetching, refetch, fulfilledTimeStamp } = useQueryTasksQuery(request, {
    pollingInterval: polling ? TASK_LIST_REFRESH_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const queues = useQueryResourceQueuesQuery(QUEUE_PICK_LIST);
  const fetchAllRows = useFetchAllRows(tasksApi.endpoints.queryTasks, request as unknown as ListRequest);
  const [stop, stopping] = useStopTaskMutation();
  const access = useAccess();
  const mayStop = useCallback((task: Task) => access.can('release', { owner: task.createdBy }), [access]);

  const [logsOf, setLogsOf] = useState<Task | null>(null);
  const [stopTarget, setStopTarget] = useState<Task | null>(null);
  const [stopError, setStopError] = useState<string | null>(null);

  const page = data?.data;
  const rows = page?.list;
  const anyActive = Boolean(rows?.some((r) => isActive(r.status)));
  if (anyActive !== polling) setPolling(anyActive);

  const columns = useMemo<GridColDef<Task>[]>(
    () => [
      {
        field: 'name',
        headerName: t('tasks:columns.name'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
            <CellText text={row.name} lines={1} />
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
              <IdCell text={row.id} copyLabel={t('tasks:copyId', { id: row.id })} />
            </Box>
          </Box>
        ),
      },
      { field: 'id', headerName: t('tasks:columns.id'), width: 110 },
      {
        field: 'image',
        headerName: t('tasks:columns.image'),
        width: 120,
        renderCell: ({ row }) => <CellText text={row.image} />,
      },
      {
        field: 'queueName',
        headerName: t('tasks:columns.queue'),
        width: 120,
        renderCell: ({ row }) => <CellText text={row.queueName} />,
      },
      {
        field: 'command',
        headerName: t('tasks:columns.command'),
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) =>
          row.command ? (
            <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0, width: '100%' }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <CellText text={row.command} mono />
              </Box>
              <CopyButton text={row.command} label={t('tasks:copyCommand', { name: row.name })} />
            </Box>
          ) : (
            '—'
          ),
      },
      { field: 'gpuCount', headerName: t('tasks:columns.gpuCount'), type: 'number', width: 80 },
      {
        field: 'status',
        headerName: t('tasks:columns.status'),
        width: 105,
        renderCell: ({ row }) => <TaskStatusChip status={row.status} />,
        valueFormatter: (value: TaskStatus) => taskStatusText(t, value),
      },
      {
        field: 'startedAt',
        headerName: t('tasks:columns.startedAt'),
        width: 150,
        renderCell: ({ value }) => <CellText text={formatDateTime(value as string | null, i18n.language)} />,
        valueFormatter: (value: string | null | undefined) => formatDateTime(value, i18n.language),
      },
      {
        field: 'durationSeconds',
        headerName: t('tasks:columns.duration'),
        width: 100,
        renderCell: ({ row }) => <RunDuration seconds={row.durationSeconds} running={row.status === 'running'} />,
        valueFormatter: (value: number | undefined) => formatDuration(value === undefined ? null : value * 1000),
      },
      {
        ...actionsColumn(t('tasks:columns.actions'), 90),
        renderCell: ({ row }) => {
          const allowed = mayStop(row);
          const stoppable = isStoppable(row.status);
          return (
            <>
              <Tooltip title={t('tasks:logs.open')}>
                <IconButton
                  size="small"
                  aria-label={t('tasks:logs.openOf', { name: row.name })}
                  onClick={() => setLogsOf(row)}
                >
                  <ArticleOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
              <Permitted allowed={allowed || !stoppable}>
                <Tooltip title={stoppable && allowed ? t('tasks:stop.action') : ''}>
                  <span>
                    <IconButton
                      size="small"
                      color="error"
                      aria-label={t('tasks:stop.actionOf', { name: row.name })}
                      disabled={!stoppable || !allowed}
                      onClick={() => setStopTarget(row)}
                    >
                      <StopCircleOutlined fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </Permitted>
            </>
          );
        },
      },
    ],
    [t, i18n.language, mayStop],
  );

  const statusOptions = TASK_STATUSES.map((s) => ({ value: s, label: taskStatusText(t, s) }));
  const queueOptions = (queues.data?.data?.list ?? []).map((q) => ({ value: q.id, label: q.name }));

  const confirmStop = async () => {
    if (!stopTarget) return;
    setStopError(null);
    try {
      await stop({ id: stopTarget.id }).unwrap();
      notify.success(t('tasks:stop.done', { name: stopTarget.name }));
      setStopTarget(null);
    } catch (e) {
      setStopError(apiErrorText(e, t('tasks:stop.failed')));
    }
  };

  // The dialog follows the row as the list refreshes (status, run time).
  const logsTask = logsOf ? (rows?.find((r) => r.id === logsOf.id) ?? logsOf) : null;

  return (
    <PageFrame
      routeKey="taskList"
      actions={
        <Button component={RouterLink} to="/createTask" variant="contained" startIcon={<AddOutlined />}>
          {t('tasks:create.action')}
        </Button>
      }
    >
      <FetchedAtContext.Provider value={fulfilledTimeStamp}>
        <ServerDataGrid<Task>
          testId="tasks-grid"
          label={t('tasks:list.gridLabel')}
          columns={columns}
          rows={rows}
          rowCount={page?.total}
          // A refresh of the same page (polling) shows no loading bar; a new page, sort or filter does.
          loading={isFetching && !currentData}
          error={error}
          onRetry={() => void refetch()}
          state={grid}
          searchPlaceholder={t('tasks:list.search')}
          exportFileName="tasks"
          fetchAllRows={fetchAllRows}
          columnVisibilityModel={{ id: false }}
          rowHeight={60}
          filterSelects={[
            {
              key: 'status',
              testId: 'task-status-filter',
              allLabel: t('tasks:list.allStatuses'),
              options: statusOptions,
            },
            {
              key: 'queueId',
              testId: 'task-queue-filter',
              label: t('tasks:columns.queue'),
              allLabel: t('tasks:list.allQueues'),
              options: queueOptions,
            },
          ]}
        />
      </FetchedAtContext.Provider>
      {logsTask ? <TaskLogsDialog task={logsTask} onClose={() => setLogsOf(null)} /> : null}
      <ConfirmDialog
        open={stopTarget !== null}
        destructive
        pending={stopping.isLoading}
        error={stopError}
        title={t('tasks:stop.title', { name: stopTarget?.name ?? '' })}
        message={t('tasks:stop.message', { name: stopTarget?.name ?? '', gpus: stopTarget?.gpuCount ?? 0 })}
        confirmLabel={t('tasks:stop.confirm')}
        onConfirm={() => void confirmStop()}
        onCancel={() => {
          setStopTarget(null);
          setStopError(null);
        }}
      />
    </PageFrame>
  );
}
