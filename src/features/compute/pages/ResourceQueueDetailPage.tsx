// /resource-queue-detail?id=: one resource queue — quota, use, priority, group, members — and the tasks waiting
// in it (in order) and running from it, refreshed every few seconds.
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDateTime, formatDuration } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import Permitted from '@/components/Permitted';
import RecordView, { recordOf } from '@/components/RecordView';
import { useAccess } from '@/features/session/public/access';
import { useGetResourceQueueQuery, type Task } from '../api';
import InfoRows from '../components/InfoRows';
import UsageBar from '../components/UsageBar';
import { useGroupOptions } from '../components/useGroupOptions';
import { taskStatusText } from '../labels';
import { queueEditLink } from './ResourceQueuePage';

const REFRESH_MS = 10_000;

function TaskTable({
  title,
  tasks,
  queued,
  testId,
}: {
  title: string;
  tasks: Task[];
  queued: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation(['compute']);
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} component="section" aria-labelledby={id}>
      <Typography id={id} variant="h2" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {tasks.length === 0 ? (
        <Typography color="text.secondary">
          {queued ? t('compute:queues.noQueued') : t('compute:queues.noRunning')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id} data-testid={testId}>
            <TableHead>
              <TableRow>
                {queued ? <TableCell>{t('compute:queues.tasks.position')}</TableCell> : null}
                <TableCell>{t('compute:queues.tasks.name')}</TableCell>
                <TableCell>{t('compute:queues.tasks.id')}</TableCell>
                <TableCell>{t('compute:queues.tasks.status')}</TableCell>
                <TableCell align="right">{t('compute:queues.tasks.gpus')}</TableCell>
                <TableCell>{t('compute:queues.tasks.image')}</TableCell>
                <TableCell>{t('compute:queues.tasks.createdBy')}</TableCell>
                <TableCell>
                  {queued ? t('compute:queues.tasks.submittedAt') : t('compute:queues.tasks.runningFor')}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {tasks.map((task, index) => (
                <TableRow key={task.id}>
                  {queued ? <TableCell>{index + 1}</TableCell> : null}
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{task.name}</TableCell>
                  <TableCell>
                    <IdCell text={task.id} />
                  </TableCell>
                  <TableCell>{taskStatusText(t, task.status)}</TableCell>
                  <TableCell align="right">{task.gpuCount ?? '—'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{task.image ?? '—'}</TableCell>
                  <TableCell>{task.createdBy ?? '—'}</TableCell>
                  <TableCell>
                    {queued
                      ? formatDateTime(task.createdAt, i18n.language)
                      : formatDuration((task.durationSeconds ?? 0) * 1000)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

export default function ResourceQueueDetailPage() {
  const { t, i18n } = useTranslation(['compute', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id');
  const mayManage = useAccess().can('manageCompute');
  const groupOptions = useGroupOptions();
  const query = useGetResourceQueueQuery(
    { id: id ?? '' },
    { skip: !id, pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true },
  );
  const queue = recordOf(query, id);
  const groupName = queue?.groupId
    ? (groupOptions.find((g) => g.value === queue.groupId)?.label ?? queue.groupId)
    : null;

  let body;
  if (!id) {
    body = (
      <Alert severity="info" data-testid="queue-none">
        {t('compute:queues.chooseOne')}{' '}
        <Link component={RouterLink} to="/resource-queue">
          {t('compute:queues.back')}
        </Link>
      </Alert>
    );
  } else {
    body = (
      <RecordView
        id={id}
        query={query}
        failedText={t('compute:queues.loadFailed', { id })}
        failedTestId="queue-load-error"
      >
        {(queue) => (
          <Stack spacing={3}>
            <Paper variant="outlined" sx={{ p: 2.5 }} data-testid="queue-info">
              <InfoRows
                rows={[
                  { label: t('compute:queues.columns.name'), value: queue.name, testId: 'queue-name' },
                  { label: t('compute:queues.columns.id'), value: <IdCell text={queue.id} /> },
                  { label: t('compute:queues.description'), value: queue.description || '—' },
                  {
                    label: t('compute:queues.columns.group'),
                    value: queue.groupId ? (
                      <Link component={RouterLink} to={`/gpu-group-operate?id=${encodeURIComponent(queue.groupId)}`}>
                        {groupName}
                      </Link>
                    ) : (
                      t('compute:queues.noGroup')
                    ),
                  },
                  { label: t('compute:queues.columns.gpuQuota'), value: queue.gpuQuota },
                  {
                    label: t('compute:queues.columns.gpuUsed'),
                    value: (
                      <Box sx={{ maxWidth: 320 }}>
                        <UsageBar
                          value={queue.gpuQuota ? ((queue.gpuUsed ?? 0) / queue.gpuQuota) * 100 : 0}
                          label={t('compute:queues.usedOfName', {
                            name: queue.name,
                            used: queue.gpuUsed ?? 0,
                            quota: queue.gpuQuota,
                          })}
                        />
                        <Typography variant="body2" color="text.secondary">
                          {t('compute:queues.usedOf', { used: queue.gpuUsed ?? 0, quota: queue.gpuQuota })}
                        </Typography>
                      </Box>
                    ),
                  },
                  { label: t('compute:queues.columns.priority'), value: queue.priority ?? '—' },
                  {
                    label: t('compute:queues.columns.members'),
                    value: queue.members?.length ? (
                      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                        {queue.members.map((m) => (
                          <Chip key={m.userId} size="small" label={m.username ?? m.userId} />
                        ))}
                      </Stack>
                    ) : (
                      t('compute:queues.noMembers')
                    ),
                  },
                  {
                    label: t('compute:queues.columns.createdAt'),
                    value: formatDateTime(queue.createdAt, i18n.language),
                  },
                ]}
              />
            </Paper>
            <TaskTable
              title={t('compute:queues.queuedTitle', { count: queue.queuedTasks.length })}
              tasks={queue.queuedTasks}
              queued
              testId="queued-tasks"
            />
            <TaskTable
              title={t('compute:queues.runningTitle', { count: queue.runningTasks?.length ?? 0 })}
              tasks={queue.runningTasks ?? []}
              queued={false}
              testId="running-tasks"
            />
          </Stack>
        )}
      </RecordView>
    );
  }

  return (
    <PageFrame
      routeKey="resourceQueueDetail"
      subtitle={queue?.name}
      before={
        <Link
          component={RouterLink}
          to="/resource-queue"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1 }}
        >
          <ArrowBack fontSize="small" />
          {t('compute:queues.back')}
        </Link>
      }
      actions={
        queue ? (
          <Permitted allowed={mayManage}>
            <Button
              startIcon={<EditOutlined />}
              component={RouterLink}
              to={queueEditLink(queue.id)}
              disabled={!mayManage}
              variant="outlined"
            >
              {t('compute:queues.edit')}
            </Button>
          </Permitted>
        ) : undefined
      }
    >
      {body}
    </PageFrame>
  );
}
