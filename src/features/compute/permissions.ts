// CONTRACT.md §5 on the compute screens: Admins and Super Admins manage GPUs, compute groups and queues; anyone
// requests dedicated GPUs and acts on their own requests. The mock refuses the same calls; these only disable
// the controls and say why (`No operation permission`).
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export type ComputeRole = 'superAdmin' | 'admin' | 'member';

export interface ComputeUser {
  role: ComputeRole | null;
  username: string | null;
}

const isRole = (value: unknown): value is ComputeRole =>
  value === 'superAdmin' || value === 'admin' || value === 'member';

export function useComputeUser(): ComputeUser {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const rawRole = ref?.rel.role;
  const role = isRole(rawRole) ? rawRole : null;
  const username = currentUser?.username ?? null;
  // One object while role and name stay: screens memoise grid columns on it.
  return useMemo(() => ({ role, username }), [role, username]);
}

/** GPU overcommit and split, compute groups, resource queues. */
export const canManageCompute = (role: ComputeRole | null): boolean => role === 'superAdmin' || role === 'admin';

/** Extend, release early or convert a dedicated request: Admins any, Basic Members their own. */
export function canActOnRequest(user: ComputeUser, requester: string | undefined): boolean {
  if (canManageCompute(user.role)) return true;
  return user.role === 'member' && Boolean(requester) && requester === user.username;
}
