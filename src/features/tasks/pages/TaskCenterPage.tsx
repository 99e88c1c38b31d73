// /task-center: the organisation's tasks counted by status (each count opens the list filtered by it), GPUs in
// use, and the templates a task can be started from (server paging, sorting and search in the URL).
import AddOutlined from '@mui/icons-material/AddOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CellText from '@/components/CellText';
import { formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import { tasksApi, useGetTaskOverviewQuery, useQueryTaskTemplatesQuery, type TaskTemplate } from '../api';
import { isActive, TASK_STATUSES, taskStatusText, taskStatusTone } from '../labels';

/** The overview is read again this often while tasks are moving (ms). */
export const OVERVIEW_REFRESH_MS = 10_000;
const TEMPLATE_SORT = { field: 'name', order: 'asc' } as const;

function StatusCounts() {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const { data, error, isLoading, refetch } = useGetTaskOverviewQuery(
    {},
    { pollingInterval: OVERVIEW_REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const overview = data?.data;
  if (error && !overview)
    return (
      <Alert
        severity="error"
        sx={{ mb: 3 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('tasks:center.overviewFailed')}
      </Alert>
    );
  const counts = overview?.counts ?? {};
  const total = TASK_STATUSES.reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  return (
    <Box component="section" aria-labelledby="task-counts-title" sx={{ mb: 3 }}>
      <Typography id="task-counts-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('tasks:center.countsTitle')}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)', lg: 'repeat(8, 1fr)' },
        }}
        data-testid="task-counts"
      >
        {[
          { key: 'all', label: t('tasks:center.total'), value: total, to: '/task-list', tone: 'text.primary' },
          ...TASK_STATUSES.map((s) => ({
            key: s,
            label: taskStatusText(t, s),
            value: counts[s] ?? 0,
            to: `/task-list?status=${s}`,
            tone: taskStatusTone(s) === 'default' ? 'text.primary' : `${taskStatusTone(s)}.main`,
          })),
          {
            key: 'gpus',
            label: t('tasks:center.gpusInUse'),
            value: overview?.gpusInUse ?? 0,
            to: '/task-list?status=running',
            tone: 'text.primary',
          },
        ].map((c) => (
          <Card key={c.key} variant="outlined" data-testid={`task-count-${c.key}`}>
            <CardActionArea component={RouterLink} to={c.to} sx={{ height: '100%' }}>
              <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {c.label}
                </Typography>
                {isLoading ? (
                  <Skeleton width={40} height={32} />
                ) : (
                  <Typography sx={{ fontSize: 24, fontWeight: 600, color: c.tone }} data-testid="task-count-value">
                    {formatNumber(c.value, i18n.language)}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Box>
      {overview && TASK_STATUSES.some((s) => isActive(s) && (counts[s] ?? 0) > 0) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('tasks:center.refreshing', { seconds: OVERVIEW_REFRESH_MS / 1000 })}
        </Typography>
      ) : null}
    </Box>
  );
}

function Templates() {
  const { t } = useTranslation(['tasks', 'common']);
  const grid = useGridUrlState({ defaultSort: TEMPLATE_SORT });
  const { data, currentData, error, isFetching, refetch } = useQueryTaskTemplatesQuery(grid.request);
  const fetchAllRows = useFetchAllRows(tasksApi.endpoints.queryTaskTemplates, grid.request);
  const page = data?.data;

  const columns = useMemo<GridColDef<TaskTemplate>[]>(
    () => [
      {
        field: 'name',
        headerName: t('tasks:templates.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, minWidth: 0 }}>
            <CellText text={row.name} lines={1} />
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
              <IdCell text={row.id} copyLabel={t('tasks:copyId', { id: row.id })} />
            </Box>
          </Box>
        ),
      },
      { field: 'id', headerName: t('tasks:templates.columns.id'), width: 100 },
      {
        field: 'description',
        headerName: t('tasks:templates.columns.description'),
        flex: 1.4,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <CellText text={row.description} />,
      },
      { field: 'imageId', headerName: t('tasks:templates.columns.image'), width: 110 },
      {
        field: 'command',
        headerName: t('tasks:columns.command'),
        flex: 1.2,
        minWidth: 200,
        sortable: false,
        renderCell: ({ row }) => <CellText text={row.command} mono />,
      },
      { field: 'gpuCount', headerName: t('tasks:columns.gpuCount'), type: 'number', width: 90 },
      {
        ...actionsColumn(t('tasks:columns.actions'), 150),
        renderCell: ({ row }) => (
          <Button
            size="small"
            variant="outlined"
            component={RouterLink}
            to={`/createTask?template=${encodeURIComponent(row.id)}`}
            startIcon={<PlayArrowOutlined />}
            aria-label={t('tasks:templates.startOf', { name: row.name })}
          >
            {t('tasks:templates.start')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <Box component="section" aria-labelledby="task-templates-title">
      <Typography id="task-templates-title" variant="h2" sx={{ mb: 1.5 }}>
        {t('tasks:templates.title')}
      </Typography>
      <ServerDataGrid<TaskTemplate>
        testId="task-templates-grid"
        label={t('tasks:templates.title')}
        columns={columns}
        {...listGridProps(page, isFetching && !currentData, error, refetch)}
        state={grid}
        searchPlaceholder={t('tasks:templates.search')}
        exportFileName="task-templates"
        fetchAllRows={fetchAllRows}
        columnVisibilityModel={{ id: false }}
        rowHeight={60}
      />
    </Box>
  );
}

export default function TaskCenterPage() {
  const { t } = useTranslation(['tasks', 'common']);
  return (
    <PageFrame
      routeKey="taskCenter"
      subtitle={t('tasks:center.intro')}
      actions={
        <>
          <Button component={RouterLink} to="/task-list">
            {t('tasks:center.openList')}
          </Button>
          <Button component={RouterLink} to="/createTask" variant="contained" startIcon={<AddOutlined />}>
            {t('tasks:create.action')}
          </Button>
        </>
      }
    >
      <StatusCounts />
      <Templates />
    </PageFrame>
  );
}
