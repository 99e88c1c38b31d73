// CONTRACT.md §5 for instances: Super Admins and Admins act on every instance of the organisation, a Basic Member
// on the instances they built. The mock refuses the same calls; this only disables controls and says why.
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export interface InstanceActor {
  role: string | null;
  username: string | null;
}

export function useInstanceActor(): InstanceActor {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const role = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr)?.rel.role ?? null;
  const username = currentUser?.username ?? null;
  // One object while role and name stay: grids list it among their columns' inputs.
  return useMemo(() => ({ role, username }), [role, username]);
}

/** Whether this person may act on an instance built by `builder`. */
export function mayActOn(actor: InstanceActor, builder: string | undefined): boolean {
  if (actor.role === 'superAdmin' || actor.role === 'admin') return true;
  return Boolean(actor.username) && builder === actor.username;
}
