// /task-list: every task of the organisation — server paging, sorting, keyword and filters (status, queue) in
// the URL; the run time ticks while a task runs; stop with a confirmation; the log in a dialog.
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import Box from '@mui/material/Box';
import type { GridColDef } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CellText from '@/components/CellText';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { formatDateTime, formatDuration } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import RowAction from '@/components/RowAction';
import { ServerDataGrid } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { useConfirmAction } from '@/components/useConfirmAction';
import { useAccess } from '@/features/session/public/access';
import { enumOptions } from '@/lib/enumText';
import { notify } from '@/lib/notify';
import {
  tasksApi,
  useQueryResourceQueuesQuery,
  useQueryTasksQuery,
  useStopTaskMutation,
  type Task,
  type TaskStatus,
} from '../api';
import NameIdCell from '../components/NameIdCell';
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
  const [polling, setPolling] = useState(false);
  const list = useListGrid(
    useQueryTasksQuery,
    tasksApi.endpoints.queryTasks,
    { defaultSort: TASK_DEFAULT_SORT, filterKeys: TASK_FILTER_KEYS },
    {
      toRequest: toTaskListRequest,
      pollingInterval: polling ? TASK_LIST_REFRESH_MS : 0,
      skipPollingIfUnfocused: true,
      quietRefresh: true,
    },
  );
  const queues = useQueryResourceQueuesQuery(QUEUE_PICK_LIST);
  const [stop] = useStopTaskMutation();
  const access = useAccess();
  const mayStop = useCallback((task: Task) => access.can('release', { owner: task.createdBy }), [access]);

  const [logsOf, setLogsOf] = useState<Task | null>(null);
  const stopping = useConfirmAction(async (task: Task) => {
    await stop({ id: task.id }).unwrap();
    notify.success(t('tasks:stop.done', { name: task.name }));
  }, t('tasks:stop.failed'));
  const askStop = stopping.ask;

  const rows = list.rows;
  const anyActive = Boolean(rows?.some((r) => isActive(r.status)));
  if (anyActive !== polling) setPolling(anyActive);

  const columns = useMemo<GridColDef<Task>[]>(
    () => [
      {
        field: 'name',
        headerName: t('tasks:columns.name'),
        flex: 1,
        minWidth: 170,
        renderCell: ({ row }) => <NameIdCell name={row.name} id={row.id} />,
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
              <RowAction
                title={t('tasks:logs.open')}
                label={t('tasks:logs.openOf', { name: row.name })}
                icon={<ArticleOutlined fontSize="small" />}
                onClick={() => setLogsOf(row)}
              />
              {/* A role that may not stop it is told so only while the task could be stopped at all. */}
              <RowAction
                allowed={allowed || !stoppable}
                disabled={!stoppable}
                title={stoppable ? t('tasks:stop.action') : ''}
                label={t('tasks:stop.actionOf', { name: row.name })}
                icon={<StopCircleOutlined fontSize="small" />}
                color="error"
                onClick={() => askStop(row)}
              />
            </>
          );
        },
      },
    ],
    [t, i18n.language, mayStop, askStop],
  );

  const queueOptions = (queues.data?.data?.list ?? []).map((q) => ({ value: q.id, label: q.name }));

  // The dialog follows the row as the list refreshes (status, run time).
  const logsTask = logsOf ? (rows?.find((r) => r.id === logsOf.id) ?? logsOf) : null;

  return (
    <PageFrame routeKey="taskList" add={{ label: t('tasks:create.action'), to: '/createTask' }}>
      <FetchedAtContext.Provider value={list.query.fulfilledTimeStamp}>
        <ServerDataGrid<Task>
          testId="tasks-grid"
          label={t('tasks:list.gridLabel')}
          columns={columns}
          {...list.gridProps}
          searchPlaceholder={t('tasks:list.search')}
          exportFileName="tasks"
          columnVisibilityModel={{ id: false }}
          rowHeight={60}
          filterSelects={[
            {
              key: 'status',
              testId: 'task-status-filter',
              allLabel: t('tasks:list.allStatuses'),
              options: enumOptions(t, TASK_STATUSES, taskStatusText),
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
        {...stopping.dialog}
        destructive
        title={(task) => t('tasks:stop.title', { name: task.name })}
        message={(task) => t('tasks:stop.message', { name: task.name, gpus: task.gpuCount ?? 0 })}
        confirmLabel={t('tasks:stop.confirm')}
      />
    </PageFrame>
  );
}
