/**
 * @jest-environment node
 */
// Session sagas (docs/product-rules.md#states-and-transitions) on a real store against a routed fetch: startup, account selection, sign-in, switch, sign-out.
import { organisationApi } from '@/features/organisation/api';
import { chooseAccount } from '@/features/session/accountSelection';
import { sessionApi } from '@/features/session/api';
import { accountSwitchRequested } from '@/features/session/slice';
import { logoutRequested, type CurrentUser } from '@/features/session/slice';
import i18n, { initI18n } from '@/i18n';
import { eventually, installHarness, ok, settle } from '../support/apiHarness';

const demo: CurrentUser = {
  userId: 'u-1',
  username: 'demo',
  email: 'demo@aispace.dev',
  defaultUgroupRel: { relId: 'rel-2' },
  ugroupRefList: [
    {
      rel: { relId: 'rel-1', role: 'member' },
      ugroup: { ugroupId: 'ug-1', ugroupAddr: 'addr-partner', createdId: 'u-9', name: 'partner-org' },
    },
    {
      rel: { relId: 'rel-2', role: 'superAdmin' },
      ugroup: { ugroupId: 'ug-2', ugroupAddr: 'addr-demo', createdId: 'u-1', name: 'demo-lab' },
    },
  ],
};

let h: ReturnType<typeof installHarness>;
beforeAll(async () => {
  h = installHarness();
  await initI18n('en-US');
});
beforeEach(async () => {
  h.reset();
  await i18n.changeLanguage('en-US');
});

describe('account selection', () => {
  it('chooses the group whose rel id matches defaultUgroupRel when nothing is stored', () => {
    expect(chooseAccount(demo, null)).toEqual({ accountAddr: 'addr-demo', loginAccountId: 'ug-2' });
  });

  it('chooses the first group without a default', () => {
    expect(chooseAccount({ ...demo, defaultUgroupRel: null }, null).accountAddr).toBe('addr-partner');
  });

  it('keeps a stored accountAddr that is still one of the user’s groups, and ignores a stale one', () => {
    expect(chooseAccount(demo, 'addr-partner').accountAddr).toBe('addr-partner');
    expect(chooseAccount(demo, 'addr-gone').accountAddr).toBe('addr-demo');
  });

  it('sets login-accountId to the group created by the user, or none', () => {
    const notCreator = { ...demo, userId: 'u-5' };
    expect(chooseAccount(notCreator, null).loginAccountId).toBeNull();
  });

  it('chooses nothing for a user without organisations', () => {
    expect(chooseAccount({ userId: 'u-3', ugroupRefList: [] }, null)).toEqual({
      accountAddr: null,
      loginAccountId: null,
    });
  });
});

describe('startup', () => {
  it('fetches the current user by the stored user id and applies the account selection', async () => {
    h.on('/consume_user/query4id', () => ok(demo));
    const store = h.store({ token: 't-1', userId: 'u-1' });
    await settle();
    expect(h.sent.map((s) => [s.path, s.body.userId])).toEqual([['/api/aispace/userman/consume_user/query4id', 'u-1']]);
    expect(store.getState().session.currentUser?.userId).toBe('u-1');
    expect(store.getState().session.status).toBe('ready');
    expect(h.storage.getItem('accountAddr')).toBe('addr-demo');
    expect(h.storage.getItem('login-accountId')).toBe('ug-2');
    expect(JSON.parse(h.storage.getItem('currentUser') as string).userId).toBe('u-1');
    store.close();
  });

  it('yields no current user when the answer is not a success, and stays put with a token', async () => {
    h.on('/consume_user/query4id', () => ({ body: { success: false, errorMessage: 'gone', showType: 0 } }));
    const store = h.store({ token: 't-1', userId: 'u-1' });
    await settle();
    expect(store.getState().session.currentUser).toBeNull();
    expect(h.navigations).toEqual([]);
    store.close();
  });

  it('a failure without a token goes to /login', async () => {
    h.failNext();
    const store = h.store({ userId: 'u-1' });
    await settle();
    expect(store.getState().session.currentUser).toBeNull();
    expect(h.navigations).toEqual(['/login']);
    store.close();
  });

  it('a 403 while the current user is still loading logs out for good: its late answer stores nothing', async () => {
    let answer: (a: ReturnType<typeof ok>) => void = () => undefined;
    h.on('/consume_user/query4id', () => new Promise((resolve) => (answer = resolve)));
    h.on('/member/query', () => ({
      status: 403,
      body: { success: false, errorCode: 'FORBIDDEN', errorMessage: 'no', showType: 2 },
    }));
    const store = h.store({ token: 't-1', userId: 'u-1', locale: 'en-US' });
    await settle();
    // A screen's list call meets the 403 before the startup fetch answers.
    await store.dispatch(organisationApi.endpoints.queryMembers.initiate({}, { subscribe: false }) as never);
    await settle();
    expect(h.navigations).toEqual(['/login']);
    answer(ok(demo));
    await settle();
    expect(store.getState().session).toMatchObject({
      userToken: null,
      userId: null,
      accountAddr: null,
      currentUser: null,
    });
    expect(h.storage.snapshot()).toEqual({ locale: 'en-US', preLoginPath: '/gpu' });
    expect(h.navigations).toEqual(['/login']);
    // The cut-off call is not reported as a failure of its own.
    expect(h.shown).toEqual([]);
    store.close();
  });

  it('after a 403 no earlier message stays on screen, and the session is marked as ended by expiry', async () => {
    h.on('/consume_user/login', () => ok(demo, { authorization: 'tok' }));
    h.on('/member/query', () => ({
      status: 403,
      body: { success: false, errorCode: 'FORBIDDEN', errorMessage: 'no', showType: 2 },
    }));
    const store = h.store({});
    await store.dispatch(sessionApi.endpoints.login.initiate({ loginName: 'demo@aispace.dev', password: 'Demo@1234' }));
    await settle();
    expect(h.shown).toEqual([{ kind: 'success', text: 'Sign in successful' }]);
    await store.dispatch(organisationApi.endpoints.queryMembers.initiate({}, { subscribe: false }) as never);
    await settle();
    expect(h.shown).toEqual([]);
    expect(store.getState().session.endedBy).toBe('expired');
    store.close();
  });

  it('does nothing without a stored user id', async () => {
    const store = h.store({});
    await settle();
    expect(h.sent).toEqual([]);
    expect(store.getState().session.status).toBe('ready');
    store.close();
  });
});

describe('sign-in', () => {
  it('stores the token from the authorization header, the user and the default organisation, greets and lands on /portal', async () => {
    h.on('/consume_user/login', () => ok({ ...demo, token: 'from-body' }, { authorization: 'from-header' }));
    const store = h.store({});
    await store.dispatch(sessionApi.endpoints.login.initiate({ loginName: 'demo@aispace.dev', password: 'Demo@1234' }));
    await settle();
    expect(h.storage.getItem('token')).toBe('from-header');
    expect(h.storage.getItem('userId')).toBe('u-1');
    expect(h.storage.getItem('accountAddr')).toBe('addr-demo');
    expect(JSON.parse(h.storage.getItem('currentUser') as string)).not.toHaveProperty('token');
    expect(h.shown).toEqual([{ kind: 'success', text: 'Sign in successful' }]);
    expect(h.navigations).toEqual(['/portal']);
    store.close();
  });

  it('returns to the remembered pre-login path', async () => {
    h.on('/consume_user/login4mail', () => ok(demo, { authorization: 'tok' }));
    const store = h.store({ preLoginPath: '/gpu?node=n1' });
    await store.dispatch(
      sessionApi.endpoints.loginWithCode.initiate({ email: 'demo@aispace.dev', code: '123456', agreeTerms: true }),
    );
    await settle();
    expect(h.navigations).toEqual(['/gpu?node=n1']);
    store.close();
  });

  it('says Registration complete when a code sign-in registered a new account', async () => {
    h.on('/consume_user/login4mail', () => ok({ ...demo, registered: true }, { authorization: 'tok' }));
    const store = h.store({});
    await store.dispatch(
      sessionApi.endpoints.loginWithCode.initiate({ email: 'new@aispace.dev', code: '123456', agreeTerms: true }),
    );
    await settle();
    expect(h.shown).toEqual([{ kind: 'success', text: 'Registration complete' }]);
    expect(h.navigations).toEqual(['/portal']);
    store.close();
  });

  it('says Registration complete after registering with an invitation', async () => {
    h.on('/consume_user/register4invitecode', () => ok({ ...demo, registered: true }, { authorization: 'tok' }));
    const store = h.store({});
    await store.dispatch(
      sessionApi.endpoints.registerWithInvitation.initiate({
        code: 'INVITE-DEMO-2026',
        email: 'new@aispace.dev',
        emailCode: '123456',
        agreeTerms: true,
      }),
    );
    await settle();
    expect(h.shown).toEqual([{ kind: 'success', text: 'Registration complete' }]);
    store.close();
  });

  it('on a first sign-in with groups and no default stores the first group', async () => {
    h.on('/consume_user/login', () => ok({ ...demo, defaultUgroupRel: null }, { authorization: 'tok' }));
    const store = h.store({});
    await store.dispatch(sessionApi.endpoints.login.initiate({ loginName: 'demo', password: 'x' }));
    await settle();
    expect(h.storage.getItem('accountAddr')).toBe('addr-partner');
    store.close();
  });

  it('a failed sign-in stores nothing, does not navigate and raises no global message', async () => {
    h.on('/consume_user/login', () => ({ body: { success: false, errorMessage: 'login failed', showType: 2 } }));
    const store = h.store({});
    await store.dispatch(sessionApi.endpoints.login.initiate({ loginName: 'demo', password: 'bad' }));
    await settle();
    expect(h.storage.getItem('token')).toBeNull();
    expect(h.navigations).toEqual([]);
    // the sign-in form shows the refusal itself: no global message as well
    expect(h.shown).toEqual([]);
    store.close();
  });

  it('keeps a renewed token across reloads', async () => {
    h.on('/consume_user/query4id', () => ok(demo, { authorization: 'renewed' }));
    const store = h.store({ token: 'old', userId: 'u-1' });
    await settle();
    store.close();
    const reloaded = (await import('@/app/store')).makeStore({ listen: false });
    expect(reloaded.getState().session.userToken).toBe('renewed');
    reloaded.close();
  });
});

describe('organisation switch', () => {
  it('calls switch_account, stores the new accountAddr, resets the API cache and stays on the route', async () => {
    h.on('/consume_user/query4id', () => ok(demo));
    h.on('/consume_user/switch_account', (body) => ok({ ugroupAddr: body.targetUgroupAddr }));
    const store = h.store({ token: 't', userId: 'u-1' });
    await settle();
    expect(Object.keys(store.getState().api.queries).length).toBeGreaterThan(0);
    h.sent.length = 0;
    store.dispatch(accountSwitchRequested('addr-partner'));
    await settle(40);
    expect(h.sent[0]).toMatchObject({
      path: '/api/aispace/userman/consume_user/switch_account',
      body: { targetUgroupAddr: 'addr-partner' },
    });
    expect(h.storage.getItem('accountAddr')).toBe('addr-partner');
    expect(store.getState().session.accountAddr).toBe('addr-partner');
    // Calls after the switch carry the new organisation.
    expect(h.sent[1]).toMatchObject({
      path: '/api/aispace/userman/consume_user/query4id',
      body: { ugroupAddr: 'addr-partner' },
    });
    expect(h.navigations).toEqual([]);
    store.close();
  });

  it('keeps the organisation when switch_account fails', async () => {
    h.on('/consume_user/query4id', () => ok(demo));
    h.on('/consume_user/switch_account', () => ({
      body: { success: false, errorMessage: 'No operation permission', showType: 2 },
    }));
    const store = h.store({ token: 't', userId: 'u-1' });
    await settle();
    store.dispatch(accountSwitchRequested('addr-partner'));
    await settle();
    expect(store.getState().session.accountAddr).toBe('addr-demo');
    store.close();
  });
});

describe('organisation created', () => {
  it('selects the new organisation, refreshes the current user and lands on /portal', async () => {
    const withNew: CurrentUser = {
      ...demo,
      ugroupRefList: [
        ...(demo.ugroupRefList ?? []),
        {
          rel: { relId: 'rel-3', role: 'superAdmin' },
          ugroup: { ugroupId: 'ug-3', ugroupAddr: 'addr-new', createdId: 'u-1', name: 'new-lab' },
        },
      ],
    };
    let created = false;
    h.on('/consume_user/query4id', () => ok(created ? withNew : demo));
    h.on('/consume_account/add', () => {
      created = true;
      return ok({ ugroupId: 'ug-3', ugroupAddr: 'addr-new', name: 'new-lab' });
    });
    const store = h.store({ token: 't', userId: 'u-1' });
    await settle();
    await store.dispatch(organisationApi.endpoints.createOrganisation.initiate({ name: 'new-lab' } as never));
    await settle(40);
    expect(store.getState().session.accountAddr).toBe('addr-new');
    expect(h.storage.getItem('accountAddr')).toBe('addr-new');
    expect(h.navigations).toEqual(['/portal']);
    store.close();
  });
});

describe('sign-out', () => {
  it('revokes the token, clears every session key but locale, says Sign out successful and goes to /login', async () => {
    h.on('/consume_user/query4id', () => ok(demo));
    h.on('/consume_user/logout', () => ok(true));
    const store = h.store({ token: 't', userId: 'u-1', locale: 'en-US', preLoginPath: '/gpu' });
    await settle();
    store.dispatch(logoutRequested());
    await eventually(() => expect(h.navigations).toEqual(['/login']));
    const logout = h.sent.find((s) => s.path.endsWith('/logout'));
    expect(logout?.headers.get('Authorization')).toBe('t');
    expect(h.storage.snapshot()).toEqual({ locale: 'en-US' });
    expect(store.getState().session.userToken).toBeNull();
    expect(store.getState().api.queries).toEqual({});
    expect(h.navigations).toEqual(['/login']);
    expect(h.shown).toContainEqual({ kind: 'success', text: 'Sign out successful' });
    store.close();
  });

  it('still signs out when the server cannot be reached', async () => {
    h.on('/consume_user/query4id', () => ok(demo));
    const store = h.store({ token: 't', userId: 'u-1' });
    await settle();
    h.failNext();
    store.dispatch(logoutRequested());
    await eventually(() => expect(h.navigations).toEqual(['/login']));
    expect(h.storage.getItem('token')).toBeNull();
    store.close();
  });
});
