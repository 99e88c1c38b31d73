// CONTRACT.md §5 for applications: anyone may enable one; a Basic Member disables only the services they enabled.
// The mock refuses the same way; this only disables the control and says why.
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';
import type { ApplicationService } from './api';

export interface Me {
  role: string | null;
  username: string | null;
}

export function useMe(): Me {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const role = ref?.rel.role ?? null;
  const username = currentUser?.username ?? null;
  // One object while role and name stay: grids memoise their columns on it.
  return useMemo(() => ({ role, username }), [role, username]);
}

/** Whether the role allows disabling this service (its state is checked apart). */
export function canDisable(me: Me, service: Pick<ApplicationService, 'enabledBy'>): boolean {
  if (me.role === 'superAdmin' || me.role === 'admin') return true;
  return Boolean(me.username) && service.enabledBy === me.username;
}
