// The instance grids' list call from their URL model: the page's type, `statuses` as a list, "mine" as builder,
// "idle only" (`idle=1`) as `idle: true`.
import type { ListRequest } from '@/components/ServerDataGrid';
import type { InstanceStatus, InstanceType, QueryInstancesRequest } from './api';
import { isInstanceStatus } from './status';

/** `running,removing` from the URL → the statuses it names (unknown words dropped). */
export function parseStatuses(text: string | undefined): InstanceStatus[] {
  return (text ?? '').split(',').filter(isInstanceStatus);
}

/** The list call of a grid model: the page's type, the statuses as a list, "mine" as the builder. */
export function instanceListRequest(
  request: ListRequest,
  type: InstanceType,
  username: string | null,
): QueryInstancesRequest & ListRequest {
  const { statuses, mine, idle, ...rest } = request;
  const wanted = parseStatuses(typeof statuses === 'string' ? statuses : undefined);
  return {
    ...rest,
    type,
    ...(wanted.length ? { statuses: wanted } : {}),
    ...(mine === '1' && username ? { builder: username } : {}),
    ...(idle === '1' ? { idle: true } : {}),
  } as QueryInstancesRequest & ListRequest;
}
