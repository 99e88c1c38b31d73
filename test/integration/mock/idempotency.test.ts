// Idempotency-Key (any operation) and the "write applied, answer lost" fault (`after: true`).
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, DEMO_ORG_ADDR, type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let admin: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url);
  admin = await signedIn(mock.url, ACCOUNTS.admin);
});
afterEach(async () => {
  await demo.hook('faults', 'DELETE');
});
afterAll(async () => {
  await mock.close();
});

const CREATE = '/api/aispace/aispweb/api_key/create';

/** A raw POST with extra headers; `null` when the socket was dropped without an answer. */
async function post(
  client: Client,
  path: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers } | null> {
  try {
    const res = await fetch(`${mock.url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        authorization: client.token,
        ...headers,
      },
      body: JSON.stringify({ ugroupAddr: DEMO_ORG_ADDR, ...body }),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown>, headers: res.headers };
  } catch {
    return null;
  }
}

async function keysNamed(name: string): Promise<number> {
  const r = await demo.call('aispweb/api_key/query', { pageSize: 100, keyword: name });
  return (r.body.data.list as Array<{ name: string }>).filter((k) => k.name === name).length;
}

describe('Idempotency-Key', () => {
  it('answers a repeated create with the first answer and writes once', async () => {
    const name = `idem-${Date.now()}`;
    const key = `key-${Date.now()}-a`;
    const first = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    const again = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect(first?.status).toBe(200);
    expect(first?.json.success).toBe(true);
    expect(again?.status).toBe(200);
    expect(again?.json).toEqual(first?.json);
    expect(again?.headers.get('idempotent-replayed')).toBe('true');
    expect(await keysNamed(name)).toBe(1);
  });

  // Names are unique per organisation: a call that runs again answers NAME_EXISTS, a replay the first answer.
  it('runs again for a new key, for another caller, and without a key', async () => {
    const name = `idem-b-${Date.now()}`;
    const key = `key-${Date.now()}-b`;
    const first = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect(first?.json.success).toBe(true);
    for (const again of [
      await post(demo, CREATE, { name }, { 'idempotency-key': `${key}-2` }),
      await post(admin, CREATE, { name }, { 'idempotency-key': key }),
      await post(demo, CREATE, { name }),
    ]) {
      expect(again?.json).toMatchObject({ success: false, errorCode: 'NAME_EXISTS' });
      expect(again?.headers.get('idempotent-replayed')).toBeNull();
    }
    expect(await keysNamed(name)).toBe(1);
  });

  it('refuses the same key with a different body (400 IDEMPOTENCY_KEY_REUSED), writing nothing', async () => {
    const name = `idem-c-${Date.now()}`;
    const key = `key-${Date.now()}-c`;
    await post(demo, CREATE, { name }, { 'idempotency-key': key });
    const other = await post(demo, CREATE, { name: `${name}-x` }, { 'idempotency-key': key });
    expect(other?.status).toBe(400);
    expect(other?.json).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await keysNamed(`${name}-x`)).toBe(0);
  });

  it('refuses a malformed key with 400', async () => {
    const r = await post(demo, CREATE, { name: 'x-bad-key' }, { 'idempotency-key': 'short' });
    expect(r?.status).toBe(400);
    const r2 = await post(demo, CREATE, { name: 'x-bad-key' }, { 'idempotency-key': 'has spaces in it' });
    expect(r2?.status).toBe(400);
    expect(await keysNamed('x-bad-key')).toBe(0);
  });

  it('gives concurrent calls with one key one write', async () => {
    const name = `idem-d-${Date.now()}`;
    const key = `key-${Date.now()}-d`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(demo, CREATE, { name }, { 'idempotency-key': key })),
    );
    for (const a of answers) expect(a?.json).toEqual(answers[0]?.json);
    expect(await keysNamed(name)).toBe(1);
  });

  it('forgets keys after 24 hours (mock clock) and on reset', async () => {
    const name = `idem-e-${Date.now()}`;
    const key = `key-${Date.now()}-e`;
    await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect((await post(demo, CREATE, { name }, { 'idempotency-key': key }))?.json.success).toBe(true);
    await demo.hook('clock', 'POST', { advanceMs: 24 * 60 * 60 * 1000 + 1000 });
    const late = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect(late?.json).toMatchObject({ success: false, errorCode: 'NAME_EXISTS' });
    await demo.hook('reset');
    const k2 = `${key}-reset`;
    expect((await post(demo, CREATE, { name }, { 'idempotency-key': k2 }))?.json.success).toBe(true);
    await demo.hook('reset');
    const afterReset = await post(demo, CREATE, { name }, { 'idempotency-key': k2 });
    expect(afterReset?.json.success).toBe(true);
    expect(afterReset?.headers.get('idempotent-replayed')).toBeNull();
    expect(await keysNamed(name)).toBe(1);
  });
});

describe('faults with after: true (write applied, answer lost)', () => {
  it('drops the socket after the write; the retry with the same key gets the answer, no duplicate', async () => {
    const name = `after-${Date.now()}`;
    const key = `key-${Date.now()}-after`;
    await demo.hook('faults', 'POST', { path: CREATE, after: true, drop: true, token: demo.token });
    const lost = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect(lost).toBeNull();
    expect(await keysNamed(name)).toBe(1);
    const retry = await post(demo, CREATE, { name }, { 'idempotency-key': key });
    expect(retry?.json.success).toBe(true);
    expect(await keysNamed(name)).toBe(1);
  });

  it('answers `status` instead of the real answer, after the write', async () => {
    const name = `after-s-${Date.now()}`;
    await demo.hook('faults', 'POST', { path: CREATE, after: true, status: 502, token: demo.token });
    const r = await post(demo, CREATE, { name });
    expect(r?.status).toBe(502);
    expect(r?.json).toMatchObject({ success: false, errorCode: 'MOCK_FAULT_502' });
    expect(await keysNamed(name)).toBe(1);
  });

  it('without after, the same fault acts before the handler (nothing written)', async () => {
    const name = `before-${Date.now()}`;
    await demo.hook('faults', 'POST', { path: CREATE, drop: true, token: demo.token });
    expect(await post(demo, CREATE, { name })).toBeNull();
    expect(await keysNamed(name)).toBe(0);
  });
});
