// The log of one task in the shared log viewer (queryTaskLogPage): the whole log, paged as it scrolls, followed
// live while the task runs; searchable, filtered by time and level, downloadable (.log.gz). A failed or stopped
// task's log stays readable.
import { useTranslation } from 'react-i18next';
import { useEndpointLogSource } from '@/components/LogViewer';
import LogDialog from '@/components/LogViewer/LogDialog';
import { tasksApi, type Task } from '../api';
import TaskStatusChip from './TaskStatusChip';

export default function TaskLogsDialog({ task, onClose }: { task: Task; onClose(): void }) {
  const { t } = useTranslation('tasks');
  const source = useEndpointLogSource({
    page: tasksApi.endpoints.queryTaskLogPage,
    download: tasksApi.endpoints.getTaskLogDownloadUrl,
    args: { id: task.id },
  });
  return (
    <LogDialog
      title={t('tasks:logs.title', { name: task.name })}
      name={task.name}
      source={source}
      live
      header={<TaskStatusChip status={task.status} />}
      testId="task-logs-dialog"
      onClose={onClose}
    />
  );
}
