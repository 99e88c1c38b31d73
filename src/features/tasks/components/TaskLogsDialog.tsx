// The log of one task in the shared log viewer (queryTaskLogPage): the whole log, paged as it scrolls, followed
// live while the task runs; searchable, filtered by time and level, downloadable (.log.gz). A failed or stopped
// task's log stays readable.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointLogSource } from '@/components/LogViewer';
import { tasksApi, type Task } from '../api';
import TaskStatusChip from './TaskStatusChip';

const LogViewer = lazy(() => import(/* webpackChunkName: "log-viewer" */ '@/components/LogViewer/LogViewer'));

export default function TaskLogsDialog({ task, onClose }: { task: Task; onClose(): void }) {
  const { t } = useTranslation(['tasks', 'common']);
  const titleId = useId();
  const source = useEndpointLogSource({
    page: tasksApi.endpoints.queryTaskLogPage,
    download: tasksApi.endpoints.getTaskLogDownloadUrl,
    args: { id: task.id },
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth data-testid="task-logs-dialog">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere', pr: 2 }}>
        {t('tasks:logs.title', { name: task.name })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <TaskStatusChip status={task.status} />
        </Stack>
        <Suspense fallback={<Typography role="status">{t('common:states.loading')}</Typography>}>
          <LogViewer source={source} name={task.name} live height="55vh" />
        </Suspense>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
