// The organisation roles and what each may do, in one table shared by the mock (its refusals) and the
// console (which controls it offers). Pure data and functions: no imports from the app.
//
// | action                                              | Super Admin | Admin              | Basic Member        |
// |-----------------------------------------------------|-------------|--------------------|---------------------|
// | see everything in the organisation                  | yes         | yes                | yes                 |
// | invite members, withdraw invitations                | yes         | yes                | no                  |
// | remove a member, set a role                         | yes         | Basic Members only | no                  |
// | edit organisation info, access keys, home modules   | yes         | yes                | no                  |
// | set the monthly budget and its alert thresholds     | yes         | yes                | no                  |
// | manage compute: GPUs, compute groups, queues        | yes         | yes                | no                  |
// | buy, release, deploy (orders and resources)         | yes         | yes                | own resources only  |
//
// Anything that is not one of the three roles (missing, unknown, misspelt) gets least privilege: it may only see.

export type Role = 'superAdmin' | 'admin' | 'member';

/** Lowest to highest. */
export const ROLES: readonly Role[] = ['member', 'admin', 'superAdmin'];

export function isRole(value: unknown): value is Role {
  return value === 'superAdmin' || value === 'admin' || value === 'member';
}

export type Capability =
  | 'see'
  | 'invite'
  | 'withdrawInvitation'
  | 'removeMember'
  | 'setRole'
  | 'editOrganisation'
  | 'editAccessKeys'
  | 'editHomeModules'
  | 'setBudget'
  | 'manageCompute'
  | 'buy'
  | 'release'
  | 'deploy';

/**
 * 'all': on anything in the organisation; 'basicMembers': only on members whose role is Basic Member;
 * 'own': only on the caller's own resources; absent: not at all.
 */
export type Reach = 'all' | 'basicMembers' | 'own';

export const CAPABILITIES: Readonly<Record<Role, Readonly<Partial<Record<Capability, Reach>>>>> = {
  superAdmin: {
    see: 'all',
    invite: 'all',
    withdrawInvitation: 'all',
    removeMember: 'all',
    setRole: 'all',
    editOrganisation: 'all',
    editAccessKeys: 'all',
    editHomeModules: 'all',
    setBudget: 'all',
    manageCompute: 'all',
    buy: 'all',
    release: 'all',
    deploy: 'all',
  },
  admin: {
    see: 'all',
    invite: 'all',
    withdrawInvitation: 'all',
    removeMember: 'basicMembers',
    setRole: 'basicMembers',
    editOrganisation: 'all',
    editAccessKeys: 'all',
    editHomeModules: 'all',
    setBudget: 'all',
    manageCompute: 'all',
    buy: 'all',
    release: 'all',
    deploy: 'all',
  },
  member: {
    see: 'all',
    buy: 'own',
    release: 'own',
    deploy: 'own',
  },
};

/** How far a role reaches with a capability; undefined when it may not use it at all. */
export function reachOf(role: unknown, capability: Capability): Reach | undefined {
  if (!isRole(role)) return capability === 'see' ? 'all' : undefined;
  return CAPABILITIES[role][capability];
}

/** Whether the role may use the capability at all (maybe only on Basic Members or on its own resources). */
export function can(role: unknown, capability: Capability): boolean {
  return reachOf(role, capability) !== undefined;
}

/**
 * Whether the role may use the capability on a target: a resource (`isOwner`: it is the caller's own, for an 'own'
 * reach) or a member (`targetRole`: their role, for a 'basicMembers' reach). Without a target: whether the role
 * may use the capability at all (maybe only on Basic Members or on its own resources).
 */
export function allows(
  role: unknown,
  capability: Capability,
  target?: { isOwner?: boolean; targetRole?: unknown },
): boolean {
  const reach = reachOf(role, capability);
  if (reach === undefined) return false;
  if (reach === 'all' || target === undefined) return true;
  if (reach === 'own') return target.isOwner === true;
  return target.targetRole === 'member';
}

/** Super Admins and Admins: the roles that administer the organisation. */
export function isAdministrator(role: unknown): boolean {
  return can(role, 'editOrganisation');
}

/** Buy, release, deploy and change a resource: anyone's for Super Admins and Admins, own ones for Basic Members. */
export function mayActOnResource(role: unknown, isOwner: boolean): boolean {
  return allows(role, 'release', { isOwner });
}

/** Remove a member or set their role: Super Admins anyone, Admins only Basic Members, nobody else anyone. */
export function mayManageMember(actorRole: unknown, targetRole: unknown): boolean {
  return allows(actorRole, 'setRole', { targetRole });
}

/** Position in ROLES (-1 for anything else). */
export function rankOf(role: unknown): number {
  return isRole(role) ? ROLES.indexOf(role) : -1;
}

/** The lower of two roles (null when either is not a role). */
export function lowerRole(a: unknown, b: unknown): Role | null {
  if (!isRole(a) || !isRole(b)) return null;
  return rankOf(a) <= rankOf(b) ? a : b;
}

/**
 * The highest role the actor may give someone, null when none:
 * - 'invitation' (invite or add a member): Super Admins up to Admin, Admins only Basic Member;
 * - 'roleChange' (set a Basic Member's role, or anyone's for a Super Admin): Super Admins any role,
 *   Admins up to Admin (only a Super Admin makes Super Admins).
 * A role given never exceeds the giver's own.
 */
export function maxGrantableRole(actorRole: unknown, via: 'invitation' | 'roleChange' = 'invitation'): Role | null {
  if (actorRole === 'superAdmin') return via === 'invitation' ? 'admin' : 'superAdmin';
  if (actorRole === 'admin') return via === 'invitation' ? 'member' : 'admin';
  return null;
}

/** Whether the actor may give `role` that way (see maxGrantableRole). */
export function mayGrantRole(
  actorRole: unknown,
  role: unknown,
  via: 'invitation' | 'roleChange' = 'invitation',
): boolean {
  const max = maxGrantableRole(actorRole, via);
  return max !== null && isRole(role) && rankOf(role) <= rankOf(max);
}
