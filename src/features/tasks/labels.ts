// How a task's status reads and looks (StatusChip tone), and which statuses are still moving.
import type { StatusTone } from '@/components/StatusChip';
import { enumText } from '@/lib/enumText';
import type { Image, TaskStatus } from './api';

export const TASK_STATUSES: readonly TaskStatus[] = ['queued', 'running', 'stopping', 'stopped', 'succeeded', 'failed'];

export const taskStatusText = enumText<TaskStatus>('tasks:status', TASK_STATUSES, (status) => String(status));

// Filled info and warning chips fall short of WCAG AA contrast with MUI's default palette: moving statuses are
// outlined (and animated) instead.
const TONES: Record<TaskStatus, StatusTone> = {
  queued: 'default',
  running: 'primary',
  stopping: 'default',
  stopped: 'default',
  succeeded: 'success',
  failed: 'error',
};

export const taskStatusTone = (status: TaskStatus): StatusTone => TONES[status] ?? 'default';

/** Statuses on their way to another (the chip is animated). */
export const isTransitional = (status: TaskStatus): boolean => status === 'queued' || status === 'stopping';

/** Statuses that will still change: the list is read again while one is on screen. */
export const isActive = (status: TaskStatus): boolean =>
  status === 'queued' || status === 'running' || status === 'stopping';

/** A task can be stopped while it waits or runs. */
export const isStoppable = (status: TaskStatus): boolean => status === 'queued' || status === 'running';

/** No more log lines come once a task has ended. */
export const hasEnded = (status: TaskStatus): boolean =>
  status === 'stopped' || status === 'succeeded' || status === 'failed';

/** Why an image cannot be picked yet (only ready images run). */
export const imageStatusText = enumText<Image['status']>(
  'tasks:imageStatus',
  ['uploading', 'building', 'pulling', 'failed'],
  (_, t) => t('tasks:imageStatus.ready'),
);
