// Network management: where each user of a network leads, and who may change a device (CONTRACT.md §5).
import { userPath } from '@/features/edge/networks';
import { canModifyDevice } from '@/features/edge/permissions';

describe('users of a network', () => {
  it('an instance leads to its management panel, a device to its NacT detail, a service nowhere', () => {
    expect(userPath({ kind: 'instance', id: 'ins-0083' })).toBe('/management-panel?id=ins-0083');
    expect(userPath({ kind: 'device', id: 'dev 1' })).toBe('/nact?device=dev%201');
    expect(userPath({ kind: 'service', id: 'svc-1' })).toBeNull();
  });
});

describe('who may change a device', () => {
  it('admins any device, a Basic Member only their own, an unknown role is left to the server', () => {
    expect(canModifyDevice({ role: 'superAdmin', username: 'demo' }, 'someone')).toBe(true);
    expect(canModifyDevice({ role: 'admin', username: 'admin' }, 'someone')).toBe(true);
    expect(canModifyDevice({ role: 'member', username: 'member' }, 'member')).toBe(true);
    expect(canModifyDevice({ role: 'member', username: 'member' }, 'someone')).toBe(false);
    expect(canModifyDevice({ role: 'member', username: null }, undefined)).toBe(false);
    expect(canModifyDevice({ role: null, username: null }, 'someone')).toBe(true);
  });
});
