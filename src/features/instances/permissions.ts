// CONTRACT.md §5 for instances: Super Admins and Admins act on every instance of the organisation, a Basic Member
// on the instances they built. The mock refuses the same calls; this only disables controls and says why.
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export interface InstanceActor {
  role: string | null;
  username: string | null;
}

export function useInstanceActor(): InstanceActor {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  return { role: ref?.rel.role ?? null, username: currentUser?.username ?? null };
}

/** Whether this person may act on an instance built by `builder`. */
export function mayActOn(actor: InstanceActor, builder: string | undefined): boolean {
  if (actor.role === 'superAdmin' || actor.role === 'admin') return true;
  return Boolean(actor.username) && builder === actor.username;
}
