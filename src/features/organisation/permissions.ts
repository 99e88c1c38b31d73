// CONTRACT.md §5 for the organisation screens: the signed-in user's role in the selected organisation and
// what it allows. The mock refuses the same calls; these only disable the controls and say why.
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectSession } from '@/features/session/slice';
import type { Role } from './api';

export function isRole(value: unknown): value is Role {
  return value === 'superAdmin' || value === 'admin' || value === 'member';
}

export interface CurrentOrganisation {
  ugroupId: string | null;
  ugroupAddr: string | null;
  role: Role | null;
  userId: string | null;
}

export function useCurrentOrganisation(): CurrentOrganisation {
  const { currentUser, accountAddr } = useAppSelector(selectSession);
  const ref = currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
  const raw = ref?.rel.role;
  const role = isRole(raw) ? raw : null;
  const ugroupId = ref ? String(ref.ugroup.ugroupId) : null;
  const userId = currentUser ? String(currentUser.userId) : null;
  // One object while these stay: grids memoise their columns on it.
  return useMemo(() => ({ ugroupId, ugroupAddr: accountAddr, role, userId }), [ugroupId, accountAddr, role, userId]);
}

/** Invite members and withdraw or resend invitations; edit organisation info, access keys, home modules. */
export const canAdminister = (role: Role | null): boolean => role === 'superAdmin' || role === 'admin';

/** Remove a member or set their role: Super Admin anyone, Admin only Basic Members. */
export function canManageMember(role: Role | null, target: Role): boolean {
  if (role === 'superAdmin') return true;
  return role === 'admin' && target === 'member';
}

/** Roles one may give a member: only a Super Admin makes Super Admins. */
export function assignableRoles(role: Role | null): Role[] {
  if (role === 'superAdmin') return ['superAdmin', 'admin', 'member'];
  if (role === 'admin') return ['admin', 'member'];
  return [];
}

/** Roles an invitation may give: only a Super Admin invites Admins. */
export function invitableRoles(role: Role | null): ('admin' | 'member')[] {
  if (role === 'superAdmin') return ['member', 'admin'];
  if (role === 'admin') return ['member'];
  return [];
}
