// Sign-in, tokens, 403 and the fixture accounts of server-mock/README.md.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, Client, DEMO_ORG_ADDR, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

describe('auth', () => {
  it('refuses a protected call without a token with HTTP 403 and the envelope', async () => {
    const c = new Client(mock.url);
    const r = await c.call('aispweb/instance/query', { pageNum: 1, pageSize: 10 }, { token: null });
    expect(r.status).toBe(403);
    expect(r.body).toEqual({
      success: false,
      data: null,
      errorCode: 'FORBIDDEN',
      errorMessage: expect.any(String),
      showType: 2,
    });
  });

  it('refuses an unknown token with HTTP 403', async () => {
    const c = new Client(mock.url);
    const r = await c.call('aispweb/instance/query', {}, { token: 'not-a-token' });
    expect(r.status).toBe(403);
  });

  it('issues a token in the authorization header (exposed to the browser) and in data', async () => {
    const res = await fetch(`${mock.url}/api/aispace/userman/consume_user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:8080' },
      body: JSON.stringify({ loginName: ACCOUNTS.demo.email, password: ACCOUNTS.demo.password }),
    });
    const body = await res.json();
    const token = res.headers.get('authorization');
    expect(token).toBeTruthy();
    expect(body.data.token).toBe(token);
    expect(res.headers.get('access-control-expose-headers')).toMatch(/authorization/i);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
  });

  it('answers a CORS preflight from the dev server', async () => {
    const res = await fetch(`${mock.url}/api/aispace/aispweb/instance/query`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:8080',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/authorization/);
  });

  it('signs in by username as well as by email', async () => {
    const c = new Client(mock.url);
    const r = await c.call(
      'userman/consume_user/login',
      { loginName: 'admin', password: 'Admin@1234' },
      { token: null, ugroupAddr: null },
    );
    expect(r.body.success).toBe(true);
  });

  it('answers wrong credentials with "login failed"', async () => {
    const c = new Client(mock.url);
    const r = await c.call(
      'userman/consume_user/login',
      { loginName: ACCOUNTS.demo.email, password: 'Wrong@1234' },
      { token: null, ugroupAddr: null },
    );
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, errorMessage: 'login failed', showType: 2, data: null });
  });

  it('gives error texts in the requested language', async () => {
    const c = new Client(mock.url);
    const zh = await c.call(
      'userman/consume_user/login',
      { loginName: 'x@y.com', password: 'Wrong@1234' },
      { token: null, ugroupAddr: null, lang: 'zh' },
    );
    const ja = await c.call(
      'userman/consume_user/login',
      { loginName: 'x@y.com', password: 'Wrong@1234' },
      { token: null, ugroupAddr: null, lang: 'ja' },
    );
    expect(zh.body.errorMessage).toBe('登录失败');
    expect(ja.body.errorMessage).toBe('ログインに失敗しました');
  });

  it('revokes the token at logout', async () => {
    const c = await signedIn(mock.url);
    expect((await c.call('aispweb/instance/query', {})).status).toBe(200);
    const out = await c.call('userman/consume_user/logout', {});
    expect(out.body).toMatchObject({ success: true, data: true });
    expect((await c.call('aispweb/instance/query', {})).status).toBe(403);
  });

  it('serves public operations without a token', async () => {
    const c = new Client(mock.url);
    const r = await c.call('aispweb/system/status', {}, { token: null, ugroupAddr: null });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });

  it('accepts code 123456 for any email, registering a new one only when the terms are agreed', async () => {
    const c = new Client(mock.url);
    const sent = await c.call(
      'userman/consume_user/vcode2mail',
      { email: 'fresh.user@example.org' },
      { token: null, ugroupAddr: null },
    );
    expect(sent.body.data).toMatchObject({ email: 'fresh.user@example.org', registered: false });
    const refused = await c.call(
      'userman/consume_user/login4mail',
      { email: 'fresh.user@example.org', code: '123456' },
      { token: null, ugroupAddr: null },
    );
    expect(refused.body).toMatchObject({ success: false, errorMessage: 'registration failed' });
    const wrong = await c.call(
      'userman/consume_user/login4mail',
      { email: 'fresh.user@example.org', code: '654321', agreeTerms: true },
      { token: null, ugroupAddr: null },
    );
    expect(wrong.body.success).toBe(false);
    const ok = await c.call(
      'userman/consume_user/login4mail',
      { email: 'fresh.user@example.org', code: '123456', agreeTerms: true },
      { token: null, ugroupAddr: null },
    );
    expect(ok.body).toMatchObject({ success: true, data: { registered: true, ugroupRefList: [] } });
    expect(ok.headers.get('authorization')).toBe(ok.body.data.token);
    const again = await c.call(
      'userman/consume_user/login4mail',
      { email: 'demo@aispace.dev', code: '123456' },
      { token: null, ugroupAddr: null },
    );
    expect(again.body).toMatchObject({ success: true, data: { userId: 'u-1001', registered: false } });
  });
});

describe('fixture accounts (server-mock/README.md)', () => {
  type Ref = {
    rel: { role: string; relId: string };
    ugroup: { name: string; ugroupAddr: string; type: string; createdId: string };
  };
  const orgsOf = (data: { ugroupRefList: Ref[] }) =>
    Object.fromEntries(
      data.ugroupRefList.map((r) => [
        r.ugroup.name,
        { role: r.rel.role, addr: r.ugroup.ugroupAddr, type: r.ugroup.type, relId: r.rel.relId },
      ]),
    );

  it('demo@ is Super Admin of business demo-lab (his default, created by him) and Basic Member of individual partner-org', async () => {
    const c = await signedIn(mock.url, ACCOUNTS.demo);
    const me = await c.call('userman/consume_user/query4id', { userId: 'u-1001' });
    const orgs = orgsOf(me.body.data);
    expect(orgs['demo-lab']).toMatchObject({ role: 'superAdmin', addr: DEMO_ORG_ADDR, type: 'business' });
    expect(orgs['partner-org']).toMatchObject({ role: 'member', addr: PARTNER_ORG_ADDR, type: 'individual' });
    expect(me.body.data.defaultUgroupRel.relId).toBe(orgs['demo-lab'].relId);
    const demoLab = (me.body.data.ugroupRefList as Ref[]).find((r) => r.ugroup.name === 'demo-lab');
    expect(demoLab?.ugroup.createdId).toBe('u-1001');
  });

  it('admin@ is Admin in demo-lab', async () => {
    const c = await signedIn(mock.url, ACCOUNTS.admin);
    const r = await c.login(ACCOUNTS.admin);
    expect(orgsOf(r.body.data)).toEqual({ 'demo-lab': expect.objectContaining({ role: 'admin' }) });
  });

  it('member@ is Basic Member in demo-lab', async () => {
    const c = new Client(mock.url);
    const r = await c.login(ACCOUNTS.member);
    expect(orgsOf(r.body.data)).toEqual({ 'demo-lab': expect.objectContaining({ role: 'member' }) });
  });

  it('neworg@ has no organisation and can create one, which becomes the default', async () => {
    const c = new Client(mock.url);
    c.ugroupAddr = undefined;
    const r = await c.login(ACCOUNTS.neworg);
    expect(r.body.data.ugroupRefList).toEqual([]);
    expect(r.body.data.defaultUgroupRel).toBeNull();
    const created = await c.call('userman/consume_account/add', { name: 'neworg-lab', type: 'business' });
    expect(created.body).toMatchObject({
      success: true,
      data: { name: 'neworg-lab', type: 'business', createdId: 'u-1004', memberCount: 1 },
    });
    const me = await c.call('userman/consume_user/query4id', { userId: 'u-1004' });
    expect(me.body.data.ugroupRefList).toHaveLength(1);
    expect(me.body.data.defaultUgroupRel).not.toBeNull();
    await c.hook('reset');
  });

  it('the invitation code INVITE-DEMO-2026 is a valid pending invitation to demo-lab', async () => {
    const c = new Client(mock.url);
    const info = await c.call(
      'userman/consume_user/get4invitecode',
      { code: 'INVITE-DEMO-2026' },
      { token: null, ugroupAddr: null },
    );
    expect(info.body.data).toMatchObject({
      code: 'INVITE-DEMO-2026',
      email: 'invitee@aispace.dev',
      status: 'pending',
      role: 'member',
      ugroup: { name: 'demo-lab', ugroupAddr: DEMO_ORG_ADDR },
    });
    await c.hook('reset');
  });

  it('INVITE-NEWORG-2026 is for neworg@, who joins demo-lab with it as a Basic Member', async () => {
    const c = new Client(mock.url);
    const info = await c.call(
      'userman/consume_user/get4invitecode',
      { code: 'INVITE-NEWORG-2026' },
      { token: null, ugroupAddr: null },
    );
    expect(info.body.data).toMatchObject({
      email: 'neworg@aispace.dev',
      status: 'pending',
      ugroup: { name: 'demo-lab' },
    });
    const joiner = await signedIn(mock.url, ACCOUNTS.neworg);
    joiner.ugroupAddr = undefined;
    const joined = await joiner.call('userman/consume_user/join_account_invited', { code: 'INVITE-NEWORG-2026' });
    expect(joined.body).toMatchObject({
      success: true,
      data: { ugroup: { name: 'demo-lab' }, rel: { role: 'member' } },
    });
    const used = await c.call(
      'userman/consume_user/get4invitecode',
      { code: 'INVITE-NEWORG-2026' },
      { token: null, ugroupAddr: null },
    );
    expect(used.body.data.status).toBe('accepted');
    await c.hook('reset');
  });

  it('switches organisation only to one the user belongs to', async () => {
    const c = await signedIn(mock.url, ACCOUNTS.demo);
    const ok = await c.call('userman/consume_user/switch_account', { targetUgroupAddr: PARTNER_ORG_ADDR });
    expect(ok.body).toMatchObject({
      success: true,
      data: { ugroup: { name: 'partner-org' }, rel: { role: 'member' } },
    });
    const m = await signedIn(mock.url, ACCOUNTS.member);
    const no = await m.call('userman/consume_user/switch_account', { targetUgroupAddr: PARTNER_ORG_ADDR });
    expect(no.body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
      errorMessage: 'No operation permission',
      showType: 2,
    });
  });
});
