// The one role table (organisation roles and what each may do), as the mock and the console read it.
import {
  CAPABILITIES,
  ROLES,
  can,
  isAdministrator,
  isRole,
  lowerRole,
  mayActOnResource,
  mayGrantRole,
  mayManageMember,
  maxGrantableRole,
  type Capability,
} from '@/validation/access';

const ALL: Capability[] = [
  'see',
  'invite',
  'withdrawInvitation',
  'removeMember',
  'setRole',
  'editOrganisation',
  'editAccessKeys',
  'editHomeModules',
  'manageCompute',
  'buy',
  'release',
  'deploy',
];

describe('role table', () => {
  it('knows exactly the three roles', () => {
    expect(ROLES).toEqual(['member', 'admin', 'superAdmin']);
    for (const r of ROLES) expect(isRole(r)).toBe(true);
    for (const x of ['owner', 'Admin', '', null, undefined, 1, {}, 'superadmin']) expect(isRole(x)).toBe(false);
  });

  it('lets a Super Admin do everything', () => {
    for (const c of ALL) expect(can('superAdmin', c)).toBe(true);
  });

  it('lets an Admin do everything, members only on Basic Members', () => {
    for (const c of ALL) expect(can('admin', c)).toBe(true);
    expect(CAPABILITIES.admin.removeMember).toBe('basicMembers');
    expect(CAPABILITIES.admin.setRole).toBe('basicMembers');
  });

  it('lets a Basic Member see, and buy, release and deploy only their own', () => {
    expect(ALL.filter((c) => can('member', c))).toEqual(['see', 'buy', 'release', 'deploy']);
    expect(CAPABILITIES.member.buy).toBe('own');
    expect(CAPABILITIES.member.release).toBe('own');
    expect(CAPABILITIES.member.deploy).toBe('own');
  });

  it('gives a missing or unknown role least privilege: only see', () => {
    for (const role of [undefined, null, '', 'owner', 'ADMIN', 42]) {
      expect(ALL.filter((c) => can(role, c))).toEqual(['see']);
      expect(isAdministrator(role)).toBe(false);
      expect(mayActOnResource(role, true)).toBe(false);
      expect(mayManageMember(role, 'member')).toBe(false);
      expect(maxGrantableRole(role)).toBeNull();
      expect(maxGrantableRole(role, 'roleChange')).toBeNull();
    }
  });

  it('administrators are Super Admins and Admins', () => {
    expect(ROLES.filter(isAdministrator)).toEqual(['admin', 'superAdmin']);
  });
});

describe('resources', () => {
  it('Super Admins and Admins act on anyone’s, Basic Members on their own', () => {
    expect(mayActOnResource('superAdmin', false)).toBe(true);
    expect(mayActOnResource('admin', false)).toBe(true);
    expect(mayActOnResource('member', true)).toBe(true);
    expect(mayActOnResource('member', false)).toBe(false);
  });
});

describe('members', () => {
  it('a Super Admin manages anyone, an Admin only Basic Members, a Basic Member nobody', () => {
    for (const target of ROLES) expect(mayManageMember('superAdmin', target)).toBe(true);
    expect(ROLES.filter((t) => mayManageMember('admin', t))).toEqual(['member']);
    expect(ROLES.filter((t) => mayManageMember('member', t))).toEqual([]);
    expect(mayManageMember('admin', 'unknown')).toBe(false);
  });

  it('never gives a role above the giver’s', () => {
    for (const actor of ROLES)
      for (const via of ['invitation', 'roleChange'] as const) {
        const max = maxGrantableRole(actor, via);
        if (max) expect(ROLES.indexOf(max)).toBeLessThanOrEqual(ROLES.indexOf(actor));
      }
  });

  it('invitations: a Super Admin up to Admin, an Admin only Basic Members, a Basic Member none', () => {
    expect(maxGrantableRole('superAdmin')).toBe('admin');
    expect(maxGrantableRole('admin')).toBe('member');
    expect(maxGrantableRole('member')).toBeNull();
    expect(mayGrantRole('superAdmin', 'admin')).toBe(true);
    expect(mayGrantRole('superAdmin', 'superAdmin')).toBe(false);
    expect(mayGrantRole('admin', 'member')).toBe(true);
    expect(mayGrantRole('admin', 'admin')).toBe(false);
    expect(mayGrantRole('member', 'member')).toBe(false);
    expect(mayGrantRole('superAdmin', 'owner')).toBe(false);
  });

  it('role changes: only a Super Admin makes Super Admins, an Admin up to Admin', () => {
    expect(maxGrantableRole('superAdmin', 'roleChange')).toBe('superAdmin');
    expect(maxGrantableRole('admin', 'roleChange')).toBe('admin');
    expect(mayGrantRole('admin', 'superAdmin', 'roleChange')).toBe(false);
    expect(mayGrantRole('admin', 'admin', 'roleChange')).toBe(true);
  });

  it('the lower of two roles', () => {
    expect(lowerRole('admin', 'member')).toBe('member');
    expect(lowerRole('superAdmin', 'admin')).toBe('admin');
    expect(lowerRole('admin', 'admin')).toBe('admin');
    expect(lowerRole('admin', 'x')).toBeNull();
  });
});
