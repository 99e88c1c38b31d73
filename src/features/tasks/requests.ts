// The task list's URL filters mapped to its list call: `status` in the URL is the contract's `statuses` array.
import type { ListRequest } from '@/components/ServerDataGrid';
import type { QueryTasksRequest, TaskStatus } from './api';
import { TASK_STATUSES } from './labels';

export const TASK_FILTER_KEYS = ['status', 'queueId'] as const;
export const TASK_DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

const isTaskStatus = (value: unknown): value is TaskStatus => TASK_STATUSES.includes(value as TaskStatus);

export function toTaskListRequest(request: ListRequest): QueryTasksRequest {
  const { status, ...rest } = request;
  // An unknown status in the URL is ignored rather than sent (the server would refuse the call).
  return isTaskStatus(status) ? { ...rest, statuses: [status] } : rest;
}
