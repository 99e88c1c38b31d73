// A task's status as a chip: text, tone, animated while it is on its way to another status.
import { useTranslation } from 'react-i18next';
import StatusChip from '@/components/StatusChip';
import type { TaskStatus } from '../api';
import { isTransitional, taskStatusText, taskStatusTone } from '../labels';

export default function TaskStatusChip({ status }: { status: TaskStatus }) {
  const { t } = useTranslation('tasks');
  return (
    <StatusChip
      label={taskStatusText(t, status)}
      tone={taskStatusTone(status)}
      transitional={isTransitional(status)}
      status={status}
      testId="task-status"
    />
  );
}
