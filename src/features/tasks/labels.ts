// How a task's status reads and looks (StatusChip tone), and which statuses are still moving.
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
import type { Image, TaskStatus } from './api';

export const TASK_STATUSES: readonly TaskStatus[] = ['queued', 'running', 'stopping', 'stopped', 'succeeded', 'failed'];

export function taskStatusText(t: TFunction, status: TaskStatus): string {
  switch (status) {
    case 'queued':
      return t('tasks:status.queued');
    case 'running':
      return t('tasks:status.running');
    case 'stopping':
      return t('tasks:status.stopping');
    case 'stopped':
      return t('tasks:status.stopped');
    case 'succeeded':
      return t('tasks:status.succeeded');
    case 'failed':
      return t('tasks:status.failed');
    default:
      return String(status);
  }
}

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
export function imageStatusText(t: TFunction, status: Image['status']): string {
  switch (status) {
    case 'uploading':
      return t('tasks:imageStatus.uploading');
    case 'building':
      return t('tasks:imageStatus.building');
    case 'pulling':
      return t('tasks:imageStatus.pulling');
    case 'failed':
      return t('tasks:imageStatus.failed');
    default:
      return t('tasks:imageStatus.ready');
  }
}
