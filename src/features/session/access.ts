// The console's one access model: who the signed-in user is in the selected organisation and what their role
// lets them do there. Every screen asks `useAccess().can(capability, target)`; the answers come only from the
// role table in src/validation/access.ts, which the mock uses for its refusals too. A role that is not one of
// the three (missing, unknown, misspelt) gets least privilege: it may only see. The server still decides; this
// only disables the controls it would refuse and says why (`No operation permission`, see Permitted).
import { useMemo } from 'react';
import type { InviteMembersRequest } from '@/api/generated/organisation.gen';
import { useAppSelector } from '@/app/hooks';
import { allows, isRole, mayGrantRole, ROLES, type Capability, type Role } from '@/validation/access';
import { selectSession, type SessionState } from './slice';

export type { Capability, Role };

/** The roles an invitation can carry (never Super Admin). */
export type InvitableRole = NonNullable<InviteMembersRequest['role']>;

/** What a capability is used on. Leave it out to ask whether the role may use the capability at all. */
export interface AccessTarget {
  /** Username of whoever owns the resource (its createdBy, builder, enabledBy, registeredBy, linkedBy, …). */
  owner?: string | null;
  /** Role of the member acted on (removeMember, setRole). */
  memberRole?: unknown;
}

export interface Access {
  /** Role in the selected organisation; null when it is none of the three roles. */
  role: Role | null;
  username: string | null;
  userId: string | null;
  /**
   * Whether the role allows the capability: on `target` when given (its owner for a Basic Member's own
   * resources, its role for an Admin's Basic Members), else whether it may use the capability at all.
   */
  can(capability: Capability, target?: AccessTarget): boolean;
  /** Roles this user may give: by an invitation (lowest first), or by a role change (highest first). */
  grantableRoles(via: 'invitation'): InvitableRole[];
  grantableRoles(via: 'roleChange'): Role[];
}

/** The access of a role and username (pure: the hook and the tests build it the same way). */
export function accessOf(rawRole: unknown, username: string | null, userId: string | null = null): Access {
  const role = isRole(rawRole) ? rawRole : null;
  return {
    role,
    username,
    userId,
    can(capability, target) {
      if (target === undefined) return allows(role, capability);
      const isOwner = Boolean(username) && target.owner === username;
      return allows(role, capability, { isOwner, targetRole: target.memberRole });
    },
    grantableRoles: ((via: 'invitation' | 'roleChange') => {
      const order = via === 'invitation' ? ROLES : [...ROLES].reverse();
      // The table never lets an invitation give Super Admin, so the invitation list is InvitableRole[].
      return order.filter((r) => mayGrantRole(role, r, via));
    }) as Access['grantableRoles'],
  };
}

/** The membership of the selected organisation in the session's current user. */
function selectedRef(session: SessionState) {
  const { currentUser, accountAddr } = session;
  return currentUser?.ugroupRefList?.find((r) => r.ugroup.ugroupAddr === accountAddr);
}

/** The signed-in user's access in the selected organisation. */
export function useAccess(): Access {
  const session = useAppSelector(selectSession);
  const role = selectedRef(session)?.rel.role ?? null;
  const username = session.currentUser?.username ?? null;
  const userId = session.currentUser ? String(session.currentUser.userId) : null;
  // One object while these stay: grids memoise their columns on it.
  return useMemo(() => accessOf(role, username, userId), [role, username, userId]);
}

/** The selected organisation: its id and address (null when none is selected). */
export function useSelectedOrganisation(): { ugroupId: string | null; ugroupAddr: string | null } {
  const session = useAppSelector(selectSession);
  const ref = selectedRef(session);
  const ugroupId = ref ? String(ref.ugroup.ugroupId) : null;
  const ugroupAddr = session.accountAddr;
  return useMemo(() => ({ ugroupId, ugroupAddr }), [ugroupId, ugroupAddr]);
}
