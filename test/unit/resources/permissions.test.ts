/**
 * @jest-environment node
 */
// CONTRACT.md §5 on the resources screens: admins change any image, dataset, model or GitLab link; a Basic
// Member only what they added; without a role in the organisation, nothing.
import { canModify } from '@/features/resources/permissions';

describe('who may change or delete a resource', () => {
  it('lets a Super Admin and an Admin change anything', () => {
    expect(canModify({ role: 'superAdmin', username: 'demo' }, 'someone')).toBe(true);
    expect(canModify({ role: 'admin', username: 'admin' }, undefined)).toBe(true);
  });

  it('lets a Basic Member change only their own', () => {
    const member = { role: 'member', username: 'member' } as const;
    expect(canModify(member, 'member')).toBe(true);
    expect(canModify(member, 'demo')).toBe(false);
    expect(canModify(member, null)).toBe(false);
  });

  it('lets no one without a role change anything', () => {
    expect(canModify({ role: null, username: 'demo' }, 'demo')).toBe(false);
  });
});
