// The console's one access model (src/features/session/access.ts): what the signed-in user's role in the selected
// organisation lets them do, answered from the shared role table. A role that is none of the three gets least
// privilege on every screen: it may only see (no screen treats it as an Admin).
import '../support/jsdomGlobals';
import { renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '@/app/store';
import OfflineEnvPage from '@/features/deploy/pages/OfflineEnvPage';
import NactPage from '@/features/edge/pages/NactPage';
import NetworkServiceGroupPage from '@/features/edge/pages/NetworkServiceGroupPage';
import { accessOf, useAccess, type Capability } from '@/features/session/access';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const ORG = 'ug-7f3a9c2e';
const OTHER_ORG = 'ug-0b1c2d3e';

const ADMINISTRATION: Capability[] = [
  'invite',
  'withdrawInvitation',
  'removeMember',
  'setRole',
  'editOrganisation',
  'editAccessKeys',
  'editHomeModules',
  'manageCompute',
];
const RESOURCE_ACTIONS: Capability[] = ['buy', 'release', 'deploy'];

const user = (role: unknown, otherRole: unknown = 'superAdmin') => ({
  userId: 'u-1001',
  username: 'demo',
  ugroupRefList: [
    { rel: { relId: 'r-1', role }, ugroup: { ugroupId: 'g-1', ugroupAddr: ORG } },
    { rel: { relId: 'r-2', role: otherRole }, ugroup: { ugroupId: 'g-2', ugroupAddr: OTHER_ORG } },
  ],
});

/** localStorage of a user signed in to demo-lab with this role (and Super Admin of another organisation). */
const sessionAs = (role: unknown) => ({
  token: 't-1',
  userId: 'u-1001',
  accountAddr: ORG,
  currentUser: JSON.stringify(user(role)),
});

describe('accessOf: the role table as the screens ask it', () => {
  it('lets a Super Admin do everything to anyone and anything', () => {
    const a = accessOf('superAdmin', 'demo');
    expect(a.role).toBe('superAdmin');
    for (const c of [...ADMINISTRATION, ...RESOURCE_ACTIONS, 'see' as const]) {
      expect(a.can(c)).toBe(true);
      expect(a.can(c, { owner: 'someone', memberRole: 'admin' })).toBe(true);
    }
    expect(a.can('removeMember', { memberRole: 'superAdmin' })).toBe(true);
  });

  it('lets an Admin administer, but remove or set the role of Basic Members only', () => {
    const a = accessOf('admin', 'admin');
    for (const c of ADMINISTRATION) expect(a.can(c)).toBe(true);
    for (const c of RESOURCE_ACTIONS) expect(a.can(c, { owner: 'someone' })).toBe(true);
    for (const c of ['removeMember', 'setRole'] as const) {
      expect(a.can(c, { memberRole: 'member' })).toBe(true);
      expect(a.can(c, { memberRole: 'admin' })).toBe(false);
      expect(a.can(c, { memberRole: 'superAdmin' })).toBe(false);
      expect(a.can(c, { memberRole: 'owner' })).toBe(false);
      expect(a.can(c, {})).toBe(false);
    }
  });

  it("lets a Basic Member act on their own resources and not on another's, and administer nothing", () => {
    const a = accessOf('member', 'member');
    for (const c of RESOURCE_ACTIONS) {
      expect(a.can(c)).toBe(true);
      expect(a.can(c, { owner: 'member' })).toBe(true);
      expect(a.can(c, { owner: 'demo' })).toBe(false);
      expect(a.can(c, { owner: null })).toBe(false);
      expect(a.can(c, { owner: undefined })).toBe(false);
    }
    for (const c of ADMINISTRATION) {
      expect(a.can(c)).toBe(false);
      expect(a.can(c, { memberRole: 'member', owner: 'member' })).toBe(false);
    }
    // Without a username nothing is their own.
    expect(accessOf('member', null).can('release', { owner: undefined })).toBe(false);
  });

  it('gives a missing or unknown role least privilege: it may only see', () => {
    for (const role of ['owner', 'Admin', 'superadmin', '', null, undefined, 7]) {
      const a = accessOf(role, 'demo');
      expect(a.role).toBeNull();
      expect(a.can('see')).toBe(true);
      for (const c of [...ADMINISTRATION, ...RESOURCE_ACTIONS]) {
        expect(a.can(c)).toBe(false);
        // Not even on what carries its own name.
        expect(a.can(c, { owner: 'demo', memberRole: 'member' })).toBe(false);
      }
      expect(a.grantableRoles('invitation')).toEqual([]);
      expect(a.grantableRoles('roleChange')).toEqual([]);
    }
  });

  it('offers the roles each may give: invitations lowest first, role changes highest first', () => {
    expect(accessOf('superAdmin', 'demo').grantableRoles('invitation')).toEqual(['member', 'admin']);
    expect(accessOf('superAdmin', 'demo').grantableRoles('roleChange')).toEqual(['superAdmin', 'admin', 'member']);
    expect(accessOf('admin', 'admin').grantableRoles('invitation')).toEqual(['member']);
    expect(accessOf('admin', 'admin').grantableRoles('roleChange')).toEqual(['admin', 'member']);
    expect(accessOf('member', 'member').grantableRoles('invitation')).toEqual([]);
    expect(accessOf('member', 'member').grantableRoles('roleChange')).toEqual([]);
  });
});

describe('useAccess', () => {
  let h: Harness;
  beforeAll(() => {
    h = installHarness();
  });

  function hookWith(role: unknown) {
    h.reset();
    h.on('/consume_user/query4id', ok(user(role)));
    for (const [k, v] of Object.entries(sessionAs(role))) localStorage.setItem(k, v);
    const store = makeStore({ listen: false });
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    return renderHook(() => useAccess(), { wrapper });
  }

  it('reads the role in the selected organisation, not in another one', () => {
    const { result } = hookWith('member');
    expect(result.current.role).toBe('member');
    expect(result.current.username).toBe('demo');
    expect(result.current.userId).toBe('u-1001');
    expect(result.current.can('editOrganisation')).toBe(false);
    expect(result.current.can('release', { owner: 'demo' })).toBe(true);
    expect(result.current.can('release', { owner: 'admin' })).toBe(false);
  });

  it('answers an unknown role with least privilege', () => {
    const { result } = hookWith('owner');
    expect(result.current.role).toBeNull();
    expect(result.current.can('see')).toBe(true);
    expect(result.current.can('release', { owner: 'demo' })).toBe(false);
    expect(result.current.can('manageCompute')).toBe(false);
  });

  it('keeps one object while the role and name stay (grids memoise their columns on it)', () => {
    const { result, rerender } = hookWith('admin');
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});

describe('a screen with an unknown role', () => {
  let h: Harness;
  beforeAll(async () => {
    h = installHarness();
    await initTexts();
    await i18n.loadNamespaces(['deploy', 'edge']);
  });

  const env = (id: string, createdBy: string) => ({
    id,
    name: `env-${id}`,
    baseImage: 'pytorch:2.3',
    packages: [],
    status: 'ready',
    createdBy,
    createdAt: '2026-11-24T08:00:00Z',
  });

  function offlineEnvsAs(role: unknown) {
    h.reset();
    h.on('/consume_user/query4id', ok(user(role)));
    h.on('/offline_env/query', ok({ list: [env('oe-1', 'demo'), env('oe-2', 'admin')], total: 2 }));
    renderScreen(<OfflineEnvPage />, { path: '/offline-env', storage: sessionAs(role) });
  }

  // A grid renders late on a busy machine: wait up to ten seconds for it.
  const LATE = { timeout: 10_000 };
  const deleteOf = async (name: string) => screen.findByRole('button', { name: `Delete ${name}` }, LATE);

  it('does not offer deleting an offline environment, not even one carrying its own name', async () => {
    offlineEnvsAs('owner');
    for (const name of ['env-oe-1', 'env-oe-2']) {
      const button = await deleteOf(name);
      expect(button).toBeDisabled();
      const wrapper = button.closest('[data-testid="no-permission"]') as HTMLElement;
      expect(wrapper).not.toBeNull();
      expect(wrapper).toHaveAccessibleName('No operation permission');
    }
  });

  it("lets a Basic Member delete their own environment and not another's", async () => {
    offlineEnvsAs('member');
    expect(await deleteOf('env-oe-1')).toBeEnabled();
    const others = await deleteOf('env-oe-2');
    expect(others).toBeDisabled();
    expect(within(others.closest('[data-testid="no-permission"]') as HTMLElement).getByRole('button')).toBe(others);
  });

  it('lets an Admin delete any environment', async () => {
    offlineEnvsAs('admin');
    await waitFor(async () => expect(await deleteOf('env-oe-2')).toBeEnabled(), LATE);
    expect(await deleteOf('env-oe-1')).toBeEnabled();
  });
  const device = (id: string, registeredBy: string) => ({
    id,
    tsnSerial: `TSN-${id}`,
    name: `gateway-${id}`,
    status: 'online',
    registeredBy,
    registeredAt: '2026-11-24T08:00:00Z',
  });

  function devicesAs(role: unknown) {
    h.reset();
    h.on('/consume_user/query4id', ok(user(role)));
    h.on('/nact/query', ok({ list: [device('d1', 'demo'), device('d2', 'admin')], total: 2 }));
    renderScreen(<NactPage />, { path: '/nact', storage: sessionAs(role) });
  }

  it('does not offer changing or deleting an edge device either', async () => {
    devicesAs('owner');
    for (const name of ['gateway-d1', 'gateway-d2']) {
      for (const label of [`Edit device ${name}`, `Delete device ${name}`]) {
        const button = await screen.findByRole('button', { name: label }, LATE);
        expect(button).toBeDisabled();
        expect(button.closest('[data-testid="no-permission"]')).toHaveAccessibleName('No operation permission');
      }
    }
  });

  const group = (id: string, createdBy: string) => ({
    id,
    name: `group-${id}`,
    address: '10.88.0.0/24',
    status: 'normal',
    memberCount: 1,
    createdBy,
  });

  it("lets a Basic Member change or delete their own network service group and not another's", async () => {
    h.reset();
    h.on('/consume_user/query4id', ok(user('member')));
    h.on('/nsg/query', ok({ list: [group('g1', 'demo'), group('g2', 'admin')], total: 2 }));
    renderScreen(<NetworkServiceGroupPage />, { path: '/network-service-group', storage: sessionAs('member') });
    for (const label of ['Edit', 'Delete']) {
      const own = await screen.findByRole('button', { name: new RegExp(`^${label}.*group-g1`) }, LATE);
      expect(own).toBeEnabled();
      const other = await screen.findByRole('button', { name: new RegExp(`^${label}.*group-g2`) }, LATE);
      expect(other).toBeDisabled();
      expect(other.closest('[data-testid="no-permission"]')).toHaveAccessibleName('No operation permission');
    }
  });

  it("lets a Basic Member change their own device and not another's", async () => {
    devicesAs('member');
    expect(await screen.findByRole('button', { name: 'Delete device gateway-d1' }, LATE)).toBeEnabled();
    expect(await screen.findByRole('button', { name: 'Delete device gateway-d2' }, LATE)).toBeDisabled();
  });
});
