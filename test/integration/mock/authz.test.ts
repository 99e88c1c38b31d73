// The mock as the security boundary (issue 21): identity before validation, membership of the body's
// organisation on every secured operation, invitations only for the invited email and never above the
// inviter's role, limits before parsing and a bounded read cache, a recorder that redacts secrets, loopback
// binding, sessions ended by a password change, and Accept-Language per RFC 9110.
import type { AddressInfo } from 'node:net';
import { redactBody } from '../../../server-mock/lib/hooks';
import { FALLBACK_SECRET_NAMES, secretPropertiesOf } from '../../../server-mock/lib/spec';
import { createMockServer, type MockServer } from '../../../server-mock/server';
import { ACCOUNTS, Client, DEMO_ORG_ADDR, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';
import { requestFor } from '../support/walk';

let mock: MockServer;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const NO_PERMISSION = {
  success: false,
  data: null,
  errorCode: 'NO_PERMISSION',
  errorMessage: 'No operation permission',
  showType: 2,
};

const bodyOf = (operationId: string): Record<string, unknown> =>
  requestFor(mock.spec, mock.spec.byId.get(operationId)!);
const pathOf = (operationId: string): string => mock.spec.byId.get(operationId)!.path;

async function post(path: string, body: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${mock.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body,
  });
}

describe('identity comes before validation (finding 7)', () => {
  it('answers 403 to a call without a token whatever its body', async () => {
    const c = new Client(mock.url);
    const bad = { pageNum: 'first', pageSize: -3, notAField: true };
    const r = await c.call('aispweb/instance/query', bad, { token: null });
    expect(r.status).toBe(403);
    expect(r.body).toMatchObject({ success: false, errorCode: 'FORBIDDEN', showType: 2 });
    const unknown = await c.call('aispweb/order/create', { nonsense: [1, 2] }, { token: 'not-a-session' });
    expect(unknown.status).toBe(403);
  });

  it('refuses a foreign organisation before looking at the body', async () => {
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    const r = await admin.call('aispweb/instance/query', { pageNum: 'first' }, { ugroupAddr: PARTNER_ORG_ADDR });
    expect(r.status).toBe(200);
    expect(r.body).toEqual(NO_PERMISSION);
  });
});

describe('membership of the body’s organisation (finding 3)', () => {
  const CREATES = ['createApiKey', 'createBucket', 'createVolume', 'registerNactDevice', 'createDataset'];

  const rowsOfPartner = (): number => {
    let n = 0;
    for (const c of mock.state.collections.values()) n += c.rows.filter((r) => r._org === 'ug-1002').length;
    return n;
  };

  it('refuses writes into an organisation the caller is not in, and stores nothing there', async () => {
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    const before = rowsOfPartner();
    for (const op of CREATES) {
      const r = await admin.call(pathOf(op).replace('/api/aispace/', ''), bodyOf(op), {
        ugroupAddr: PARTNER_ORG_ADDR,
      });
      expect({ op, body: r.body }).toEqual({ op, body: NO_PERMISSION });
    }
    expect(rowsOfPartner()).toBe(before);
    // the same bodies are not refused in the caller's own organisation
    const own = await admin.call(pathOf('createApiKey').replace('/api/aispace/', ''), bodyOf('createApiKey'));
    expect(own.body.success).toBe(true);
    await admin.hook('reset');
  });

  it('refuses an order for a made-up organisation and for a user without any', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const body = bodyOf('createOrder');
    const madeUp = await demo.call('aispweb/order/create', body, { ugroupAddr: 'ug-00000000' });
    expect(madeUp.body).toEqual(NO_PERMISSION);
    const neworg = await signedIn(mock.url, ACCOUNTS.neworg);
    const none = await neworg.call('aispweb/order/create', body, { ugroupAddr: null });
    expect(none.body).toEqual(NO_PERMISSION);
    const foreign = await neworg.call('aispweb/order/create', body, { ugroupAddr: DEMO_ORG_ADDR });
    expect(foreign.body).toEqual(NO_PERMISSION);
  });

  it('refuses reads of a foreign organisation instead of answering empty data', async () => {
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    for (const path of [
      'aispweb/instance/query',
      'aispweb/api_key/query',
      'aispweb/bucket/query',
      'aispweb/order/query',
    ])
      expect((await admin.call(path, {}, { ugroupAddr: PARTNER_ORG_ADDR })).body).toEqual(NO_PERMISSION);
    // a member of both reads either
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    expect((await demo.call('aispweb/instance/query', {}, { ugroupAddr: PARTNER_ORG_ADDR })).body.success).toBe(true);
  });

  it('still runs what a user without an organisation needs, even with a stale organisation in the body', async () => {
    const neworg = await signedIn(mock.url, ACCOUNTS.neworg);
    const me = await neworg.call('userman/consume_user/query4id', { userId: 'u-1004' });
    expect(me.body).toMatchObject({ success: true, data: { ugroupRefList: [] } });
    const created = await neworg.call('userman/consume_account/add', { name: 'authz-lab', type: 'business' });
    expect(created.body).toMatchObject({ success: true, data: { name: 'authz-lab' } });
    await neworg.hook('reset');
  });
});

describe('invitations (finding 1)', () => {
  const state = () => mock.state;

  it('never answers an invitation code in the list, to a Basic Member or to the Super Admin', async () => {
    for (const account of [ACCOUNTS.member, ACCOUNTS.demo]) {
      const c = await signedIn(mock.url, account);
      const r = await c.call('userman/consume_account/query_invitations', { pageNum: 1, pageSize: 100 });
      expect(r.body.success).toBe(true);
      expect(r.body.data.list.length).toBeGreaterThan(0);
      for (const inv of r.body.data.list) expect(inv).not.toHaveProperty('code');
      expect(JSON.stringify(r.body)).not.toContain('INVITE-DEMO-2026');
    }
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const sent = await demo.call('userman/consume_account/invite4email', {
      emails: ['no-code@example.org'],
      validityDays: 7,
    });
    expect(sent.body.success).toBe(true);
    expect(sent.body.data.invitations[0]).not.toHaveProperty('code');
    await demo.hook('reset');
  });

  it('lets only the invited email register with a code', async () => {
    const c = new Client(mock.url);
    const register = (email: string, username: string) =>
      c.call(
        'userman/consume_user/register4invitecode',
        { code: 'INVITE-DEMO-2026', email, emailCode: '123456', username, password: 'Mallory@1234', agreeTerms: true },
        { token: null, ugroupAddr: null },
      );
    const other = await register('mallory@example.org', 'mallory');
    expect(other.body).toMatchObject({ success: false, errorCode: 'INVITATION_EMAIL_MISMATCH', showType: 2 });
    expect(state().userByEmail('mallory@example.org')).toBeUndefined();
    const invited = await register('Invitee@aispace.dev', 'invitee');
    expect(invited.body).toMatchObject({ success: true, data: { ugroupRefList: [{ rel: { role: 'member' } }] } });
    await c.hook('reset');
  });

  it('lets only the invited email join with a code', async () => {
    const neworg = await signedIn(mock.url, ACCOUNTS.neworg);
    const r = await neworg.call(
      'userman/consume_user/join_account_invited',
      { code: 'INVITE-DEMO-2026' },
      { ugroupAddr: null },
    );
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'INVITATION_EMAIL_MISMATCH',
      errorMessage: 'This invitation was sent to another email address',
    });
    expect(state().relsOfUser('u-1004')).toEqual([]);
    const info = await neworg.call('userman/consume_user/get4invitecode', { code: 'INVITE-DEMO-2026' });
    expect(info.body.data.status).toBe('pending');
  });

  it('never gives a role above what the inviter may give now', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    // admin@ is Super Admin for a moment and invites an Admin, then is an Admin again
    expect(
      (await demo.call('userman/consume_account/update_user', { userId: 'u-1002', role: 'superAdmin' })).body.success,
    ).toBe(true);
    const sent = await admin.call('userman/consume_account/invite4email', {
      emails: ['raised@example.org'],
      validityDays: 7,
      role: 'admin',
    });
    expect(sent.body.success).toBe(true);
    expect(
      (await demo.call('userman/consume_account/update_user', { userId: 'u-1002', role: 'admin' })).body.success,
    ).toBe(true);
    // an Admin invites Basic Members only
    const refused = await admin.call('userman/consume_account/invite4email', {
      emails: ['raised2@example.org'],
      validityDays: 7,
      role: 'admin',
    });
    expect(refused.body).toEqual(NO_PERMISSION);

    const code = String(state().collection('Invitation').where('email', 'raised@example.org')[0].code);
    const c = new Client(mock.url);
    const info = await c.call('userman/consume_user/get4invitecode', { code }, { token: null, ugroupAddr: null });
    expect(info.body.data.role).toBe('member');
    const joined = await c.call(
      'userman/consume_user/register4invitecode',
      {
        code,
        email: 'raised@example.org',
        emailCode: '123456',
        username: 'raised',
        password: 'Raised@1234',
        agreeTerms: true,
      },
      { token: null, ugroupAddr: null },
    );
    expect(joined.body).toMatchObject({ success: true, data: { ugroupRefList: [{ rel: { role: 'member' } }] } });
    await c.hook('reset');
  });
});

describe('limits before parsing (finding 4)', () => {
  const nested = (depth: number): string => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const LOGIN = '/api/aispace/userman/consume_user/login';

  it('refuses a body larger than the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ loginName: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    const r = await post(LOGIN, big);
    expect(r.status).toBe(413);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE', showType: 2 });
  });

  it('refuses an 8 MB nested body fast, and the server answers others meanwhile', async () => {
    const started = Date.now();
    const hostile = post(LOGIN, `{"loginName":${nested(4_000_000)}}`);
    const other = (async () => {
      const t = Date.now();
      const r = await post('/api/aispace/aispweb/system/status', '{}');
      return { status: r.status, ms: Date.now() - t };
    })();
    const r = await hostile;
    expect(r.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(2000);
    const o = await other;
    expect(o.status).toBe(200);
    expect(o.ms).toBeLessThan(2000);
  });

  it('refuses nesting deeper than the limit with 400, on cached reads too', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const headers = { authorization: demo.token };
    for (const path of ['/api/aispace/aispweb/instance/query', LOGIN]) {
      const r = await post(path, `{"ugroupAddr":"${DEMO_ORG_ADDR}","keyword":${nested(5000)}}`, headers);
      expect(r.status).toBe(400);
      expect(await r.json()).toMatchObject({ errorCode: 'BAD_REQUEST', errorMessage: expect.stringMatching(/deeper/) });
    }
    const deep33 = await post('/api/aispace/aispweb/instance/query', `{"keyword":${nested(32)}}`, headers);
    expect((await deep33.json()).errorMessage).toMatch(/deeper than 32/);
    const deep32 = await post('/api/aispace/aispweb/instance/query', `{"keyword":${nested(31)}}`, headers);
    expect((await deep32.json()).errorMessage).not.toMatch(/deeper/);
  });

  it('answers every operation a 5,000-deep or a prototype-key body without a 5xx and without stalling', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const bodies = {
      deep: `{"ugroupAddr":"${DEMO_ORG_ADDR}","extra":${nested(5000)}}`,
      deepObject: `{"ugroupAddr":"${DEMO_ORG_ADDR}","extra":${`{"a":`.repeat(5000)}1${'}'.repeat(5000)}}`,
      proto: `{"ugroupAddr":"${DEMO_ORG_ADDR}","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}`,
    };
    const problems: string[] = [];
    // a cached read first (a 5,000-deep unknown property used to overflow the stack there), then every operation
    const reads = mock.spec.operations.filter((o) => o.operationId === 'queryInstances');
    for (const op of [...reads, ...mock.spec.operations])
      for (const [name, body] of Object.entries(bodies)) {
        const started = Date.now();
        const r = await post(op.path, body, { authorization: demo.token });
        const ms = Date.now() - started;
        const text = await r.text();
        if (r.status >= 500 || ms > 2000)
          problems.push(`${op.operationId} ${name}: ${r.status} in ${ms} ms ${text.slice(0, 120)}`);
      }
    expect(problems).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await demo.hook('reset');
  }, 120_000);

  it('refuses a body that is not JSON with 415, before identity and parsing', async () => {
    const r = await post('/api/aispace/aispweb/instance/query', 'pageNum=1', { 'content-type': 'text/plain' });
    expect(r.status).toBe(415);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('admits an 8 MiB chunk of an image upload', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const chunk = Buffer.alloc(8 * 1024 * 1024, 7).toString('base64');
    const r = await demo.call('aispweb/image/upload_chunk', { uploadId: 'up-none', index: 0, contentBase64: chunk });
    expect(r.status).toBe(200);
  });

  it('keys the read cache by the canonical query, bounds it, and empties it on reset', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    // the first read may build the collection (a write, so not cached), and an answer is kept when its query comes a
    // second time in the same second: read until it is (a second may end between two reads)
    await demo.call('aispweb/task_template/query', { pageNum: 1, pageSize: 10, sortOrder: 'asc' });
    for (let i = 0; i < 5 && !mock.readCache().entries; i++)
      await demo.call('aispweb/task_template/query', { pageNum: 1, pageSize: 10, sortOrder: 'asc' });
    const one = mock.readCache().entries;
    expect(one).toBeGreaterThan(0);
    await demo.call('aispweb/task_template/query', { sortOrder: 'asc', pageSize: 10, pageNum: 1 });
    expect(mock.readCache().entries).toBe(one);
    for (let i = 0; i < 2100; i++)
      await demo.call('aispweb/task_template/query', { pageNum: 1, pageSize: 10, keyword: `k${i}` });
    expect(mock.readCache().entries).toBeLessThanOrEqual(2000);
    expect(mock.readCache().bytes).toBeLessThanOrEqual(32 * 1024 * 1024);
    await demo.hook('reset');
    expect(mock.readCache()).toEqual({ entries: 0, bytes: 0 });
  }, 120_000);
});

describe('safe hooks (finding 5)', () => {
  it('redacts every secret of a request in the recorder', async () => {
    const c = new Client(mock.url);
    await c.hook('requests', 'DELETE');
    const secrets = {
      password: 'Leak@Pass1',
      newPassword: 'Leak@Pass2',
      code: '654321',
      sourcePassword: 'Leak@Registry3',
      accessToken: 'glpat-LEAKLEAKLEAK4',
    };
    await c.call('userman/consume_user/login', { loginName: 'demo', password: secrets.password }, { token: null });
    await c.call(
      'userman/consume_user/update_pwd_vcode',
      { email: 'nobody@example.org', code: secrets.code, newPassword: secrets.newPassword },
      { token: null },
    );
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    await demo.call('aispweb/image/create_external', {
      ...bodyOf('createImageFromExternal'),
      sourcePassword: secrets.sourcePassword,
    });
    await demo.call('aispweb/gitlab_project/link', {
      ...bodyOf('linkGitlabProject'),
      accessToken: secrets.accessToken,
    });
    const text = await (await fetch(`${mock.url}/__mock__/requests`)).text();
    for (const s of Object.values(secrets)) expect(text).not.toContain(s);
    const records = JSON.parse(text).data as Array<{ path: string; body: Record<string, unknown> }>;
    const login = records.find((r) => r.path.endsWith('/consume_user/login') && r.body.loginName === 'demo');
    expect(login?.body).toMatchObject({ loginName: 'demo', password: '<redacted>' });
    const reset = records.find((r) => r.path.endsWith('/update_pwd_vcode'));
    expect(reset?.body).toMatchObject({ email: 'nobody@example.org', code: '<redacted>', newPassword: '<redacted>' });
    await demo.hook('reset');
  });

  it('redacts what the contract marks secret, at any depth, and keeps long strings as their length', () => {
    const doc = {
      components: {
        schemas: {
          Credentials: {
            type: 'object',
            properties: { user: { type: 'string' }, pin: { type: 'string', 'x-secret': true } },
          },
          Req: {
            allOf: [
              { type: 'object', properties: { passphrase: { type: 'string', format: 'password' } } },
              {
                type: 'object',
                properties: { creds: { type: 'array', items: { $ref: '#/components/schemas/Credentials' } } },
              },
            ],
          },
        },
      },
    };
    const names = secretPropertiesOf(doc, { $ref: '#/components/schemas/Req' });
    expect([...names].sort()).toEqual(['passphrase', 'pin']);
    const { body } = redactBody(
      { passphrase: 'p1', creds: [{ user: 'u', pin: '1234' }], blob: 'z'.repeat(10_000), nested: { password: 'p2' } },
      new Set([...names, ...FALLBACK_SECRET_NAMES]),
    );
    expect(body).toEqual({
      passphrase: '<redacted>',
      creds: [{ user: 'u', pin: '<redacted>' }],
      blob: '<10000 characters>',
      nested: { password: '<redacted>' },
    });
  });

  it('listens on the loopback interface unless MOCK_HOST says otherwise', async () => {
    const local = await createMockServer({ port: 0, quiet: true, silent: true });
    try {
      expect((local.server.address() as AddressInfo).address).toBe('127.0.0.1');
    } finally {
      await local.close();
    }
    process.env.MOCK_HOST = '0.0.0.0';
    const everywhere = await createMockServer({ port: 0, quiet: true, silent: true });
    try {
      expect((everywhere.server.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      delete process.env.MOCK_HOST;
      await everywhere.close();
    }
  });
});

describe('sessions (finding 6)', () => {
  it('a password change ends the user’s other sessions and keeps the caller’s; a reset ends them all', async () => {
    const a = await signedIn(mock.url, ACCOUNTS.member);
    const b = await signedIn(mock.url, ACCOUNTS.member);
    const other = await signedIn(mock.url, ACCOUNTS.demo);
    const change = await a.call('userman/consume_user/update_pwd_vcode', {
      email: ACCOUNTS.member.email,
      code: '123456',
      newPassword: 'Changed@1234',
    });
    expect(change.body).toMatchObject({ success: true, data: true });
    expect((await a.call('userman/consume_user/query4id', { userId: 'u-1003' })).body.success).toBe(true);
    expect((await b.call('userman/consume_user/query4id', { userId: 'u-1003' })).status).toBe(403);
    expect((await other.call('userman/consume_user/query4id', { userId: 'u-1001' })).body.success).toBe(true);

    const c = new Client(mock.url);
    const signedOutReset = await c.call(
      'userman/consume_user/update_pwd_vcode',
      { email: ACCOUNTS.member.email, code: '123456', newPassword: 'Changed@5678' },
      { token: null, ugroupAddr: null },
    );
    expect(signedOutReset.body.success).toBe(true);
    expect((await a.call('userman/consume_user/query4id', { userId: 'u-1003' })).status).toBe(403);
    await c.hook('reset');
  });
});

describe('Accept-Language (finding 7)', () => {
  const wrongPassword = async (lang: string) =>
    new Client(mock.url).call(
      'userman/consume_user/login',
      { loginName: 'demo', password: 'Wrong@1234' },
      { token: null, ugroupAddr: null, lang },
    );

  it.each([
    ['en-US', 'login failed'],
    ['en;q=0.9,zh;q=0.8', 'login failed'],
    ['zh;q=0.5, en', 'login failed'],
    ['ja-JP', 'ログインに失敗しました'],
    ['ja-JP,ja;q=0.9,en;q=0.5', 'ログインに失敗しました'],
    ['fr-FR', '登录失败'],
    ['*', '登录失败'],
    ['en;q=0', '登录失败'],
  ])('%s answers 200 in the right language', async (lang, message) => {
    const r = await wrongPassword(lang);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, errorMessage: message });
  });
});
