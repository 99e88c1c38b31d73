// Network management: where each user of a network leads.
import { userPath } from '@/features/edge/networks';

describe('users of a network', () => {
  it('an instance leads to its management panel, a device to its NacT detail, a service nowhere', () => {
    expect(userPath({ kind: 'instance', id: 'ins-0083' })).toBe('/management-panel?id=ins-0083');
    expect(userPath({ kind: 'device', id: 'dev 1' })).toBe('/nact?device=dev%201');
    expect(userPath({ kind: 'service', id: 'svc-1' })).toBeNull();
  });
});
