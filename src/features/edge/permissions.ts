// CONTRACT.md §5 for edge resources: Admins act on every device; a Basic Member only on the devices they
// registered. The mock refuses the same calls; this only disables the controls and says why.
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export interface EdgeActor {
  /** Role in the selected organisation; null while unknown (the server then decides). */
  role: string | null;
  username: string | null;
}

export function useEdgeActor(): EdgeActor {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const role = typeof ref?.rel.role === 'string' ? ref.rel.role : null;
  const username = currentUser?.username ?? null;
  return useMemo(() => ({ role, username }), [role, username]);
}

/** May this user change or delete a device registered by `registeredBy`? */
export function canModifyDevice(actor: EdgeActor, registeredBy: string | null | undefined): boolean {
  if (actor.role !== 'member') return true;
  return !!actor.username && actor.username === registeredBy;
}
