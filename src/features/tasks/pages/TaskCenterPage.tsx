// /task-center: the organisation's tasks counted by status (each count opens the list filtered by it), GPUs in
// use, and the templates a task can be started from (server paging, sorting and search in the URL).
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
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid } from '@/components/ServerDataGrid';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { tasksApi, useGetTaskOverviewQuery, useQueryTaskTemplatesQuery, type TaskTemplate } from '../api';
import NameIdCell from '../components/NameIdCell';
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
  const list = useListGrid(
    useQueryTaskTemplatesQuery,
    tasksApi.endpoints.queryTaskTemplates,
    { defaultSort: TEMPLATE_SORT },
    { quietRefresh: true },
  );

  const columns = useMemo<GridColDef<TaskTemplate>[]>(
    () => [
      {
        field: 'name',
        headerName: t('tasks:templates.columns.name'),
        flex: 1,
        minWidth: 180,
        renderCell: ({ row }) => <NameIdCell name={row.name} id={row.id} />,
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
        {...list.gridProps}
        searchPlaceholder={t('tasks:templates.search')}
        exportFileName="task-templates"
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
        <Button component={RouterLink} to="/task-list">
          {t('tasks:center.openList')}
        </Button>
      }
      add={{ label: t('tasks:create.action'), to: '/createTask' }}
    >
      <StatusCounts />
      <Templates />
    </PageFrame>
  );
}
