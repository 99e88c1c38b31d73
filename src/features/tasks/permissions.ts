// CONTRACT.md §5 for tasks: a Basic Member stops only the tasks they submitted; Admins and Super Admins any.
// The mock refuses the same calls; this only disables the control and says why.
import { useCallback } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';
import type { Task } from './api';

export function useMayStopTask(): (task: Task) => boolean {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const role = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr)?.rel.role;
  const username = currentUser?.username;
  return useCallback(
    (task: Task) => role !== 'member' || (Boolean(username) && task.createdBy === username),
    [role, username],
  );
}
