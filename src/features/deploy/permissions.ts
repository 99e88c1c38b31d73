// CONTRACT.md §5 for the deploy screens: a Basic Member acts on their own resources only (the mock refuses the
// same way); Admins and Super Admins on every resource of the organisation.
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export interface DeployActor {
  role: string | null;
  username: string | null;
}

export function useDeployActor(): DeployActor {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const role = typeof ref?.rel.role === 'string' ? ref.rel.role : null;
  const username = currentUser?.username ?? null;
  return useMemo(() => ({ role, username }), [role, username]);
}

/** May act on a resource created by `owner` (a username). Unknown roles are left to the server to refuse. */
export function mayActOn(actor: DeployActor, owner: string | null | undefined): boolean {
  if (actor.role !== 'member') return true;
  return Boolean(owner) && owner === actor.username;
}
