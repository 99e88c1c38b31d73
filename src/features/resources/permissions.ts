// CONTRACT.md §5 for the resources screens: every role adds images, datasets, models and GitLab links; a Basic
// Member changes or deletes only their own (the mock refuses the same calls, these only disable the controls).
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';

export type OrgRole = 'superAdmin' | 'admin' | 'member';

export interface ResourceActor {
  role: OrgRole | null;
  username: string | null;
}

export function useResourceActor(): ResourceActor {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const raw = ref?.rel.role;
  const role = raw === 'superAdmin' || raw === 'admin' || raw === 'member' ? raw : null;
  const username = currentUser?.username ?? null;
  // One object while role and name stay: grids memoise their columns on it.
  return useMemo(() => ({ role, username }), [role, username]);
}

/** May this user change or delete a resource added by `owner` (its createdBy / linkedBy)? */
export function canModify(actor: ResourceActor, owner: string | null | undefined): boolean {
  if (actor.role === 'superAdmin' || actor.role === 'admin') return true;
  if (actor.role === 'member') return !!owner && owner === actor.username;
  return false;
}
