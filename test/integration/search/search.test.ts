// The command palette's search (querySearchResults) against the mock: only the selected organisation's resources,
// for a caller who is a member of it; every kind of resource found by its ID with the route that opens it; the
// declared limits of q, types and limit refused with HTTP 400 before anything is searched.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, DEMO_ORG_ADDR, PARTNER_ORG_ADDR, signedIn, startMock, type Client } from '../support/helpers';

const SEARCH = 'aispweb/search/query';
const ROUTE = /^\/[a-z][a-z-]*(\?[A-Za-z0-9=&%._~!*'()-]*)?$/;

interface Result {
  type: string;
  id: string;
  name: string;
  route: string;
}

let mock: MockServer;
let demo: Client;
let admin: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, admin, member] = await Promise.all([
    signedIn(mock.url, ACCOUNTS.demo),
    signedIn(mock.url, ACCOUNTS.admin),
    signedIn(mock.url, ACCOUNTS.member),
  ]);
});
afterAll(() => mock.close());

/** The first row of a list operation in an organisation. */
async function firstOf(client: Client, path: string, ugroupAddr = DEMO_ORG_ADDR, body = {}) {
  const r = await client.call(path, { pageNum: 1, pageSize: 1, ...body }, { ugroupAddr });
  expect(r.body.success).toBe(true);
  expect(r.body.data.list.length).toBe(1);
  return r.body.data.list[0] as Record<string, unknown>;
}

async function search(client: Client, body: Record<string, unknown>, ugroupAddr = DEMO_ORG_ADDR) {
  return client.call<{ list: Result[]; truncated: boolean }>(SEARCH, body, { ugroupAddr });
}

describe('finding a resource', () => {
  it.each([
    ['instance', 'aispweb/instance/query', 'id', (r: Record<string, unknown>) => `/management-panel?id=${r.id}`],
    ['node', 'aispweb/node/query', 'id', (r: Record<string, unknown>) => `/dedicated?node=${r.id}`],
    ['gpu', 'aispweb/gpu/query', 'id', (r: Record<string, unknown>) => `/gpu?nodeId=${r.nodeId}&q=${r.id}`],
    ['image', 'aispweb/image/query', 'id', (r: Record<string, unknown>) => `/br-mirror?image=${r.id}`],
    ['dataset', 'aispweb/dataset/query', 'id', (r: Record<string, unknown>) => `/br-dataset?q=${r.id}`],
    ['model', 'aispweb/model/query', 'id', (r: Record<string, unknown>) => `/br-model?q=${r.id}`],
    ['order', 'aispweb/order/query', 'orderId', (r: Record<string, unknown>) => `/cost-order?detail=${r.orderId}`],
    ['apiKey', 'aispweb/api_key/query', 'id', (r: Record<string, unknown>) => `/api-key?q=${r.id}`],
  ] as const)('a %s by its ID comes first, with the route that opens it', async (type, list, idField, route) => {
    const row = await firstOf(demo, list);
    const id = String(row[idField]);
    const r = await search(demo, { q: id.toUpperCase() });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.list[0]).toEqual({
      type,
      id,
      name: expect.any(String),
      route: route(row).replace(/=([^&]+)/g, (_m, v: string) => `=${encodeURIComponent(v)}`),
    });
  });

  it('a bucket by its name opens its objects', async () => {
    const bucket = await firstOf(demo, 'aispweb/bucket/query');
    const r = await search(demo, { q: String(bucket.name), types: ['bucket'] });
    expect(r.body.data.list).toContainEqual({
      type: 'bucket',
      id: bucket.id,
      name: bucket.name,
      route: `/object-storage-detail?bucket=${encodeURIComponent(String(bucket.name))}`,
    });
  });

  it('a member by username or email, answered without the email', async () => {
    const r = await search(demo, { q: 'member@aispace', types: ['member'] });
    expect(r.body.data.list).toHaveLength(1);
    const [m] = r.body.data.list;
    expect(m).toMatchObject({ type: 'member', route: `/org-member?q=${encodeURIComponent('member')}` });
    expect(JSON.stringify(m)).not.toContain('@');
  });

  it('orders results: the exact ID, then names and IDs starting with q, then containing it', async () => {
    const r = await search(demo, { q: 'ins-', limit: 50 });
    expect(r.body.success).toBe(true);
    const list = r.body.data.list;
    expect(list.length).toBeGreaterThan(1);
    const rank = (x: Result) =>
      x.id.toLowerCase().startsWith('ins-') || x.name.toLowerCase().startsWith('ins-') ? 1 : 2;
    const ranks = list.map(rank);
    expect([...ranks].sort()).toEqual(ranks);
    for (const x of list) expect(x.route).toMatch(ROUTE);
  });

  it('takes the kinds asked for, in their order', async () => {
    const r = await search(demo, { q: 'a', types: ['model', 'dataset'], limit: 50 });
    const kinds = r.body.data.list.map((x) => x.type);
    expect(new Set(kinds)).toEqual(new Set(['model', 'dataset']));
  });
});

describe('organisation and identity', () => {
  it("finds only the selected organisation's resources", async () => {
    const partnerInstance = await firstOf(demo, 'aispweb/instance/query', PARTNER_ORG_ADDR);
    const inPartner = await search(demo, { q: String(partnerInstance.id) }, PARTNER_ORG_ADDR);
    expect(inPartner.body.data.list[0]).toMatchObject({ type: 'instance', id: partnerInstance.id });

    const inDemo = await search(demo, { q: String(partnerInstance.id), limit: 50 });
    expect(inDemo.body.success).toBe(true);
    expect(inDemo.body.data.list.map((x) => x.id)).not.toContain(partnerInstance.id);
    // nor by its name, from demo-lab
    const byName = await search(demo, { q: String(partnerInstance.name), types: ['instance'], limit: 50 });
    expect(byName.body.data.list.map((x) => x.id)).not.toContain(partnerInstance.id);
  });

  it('refuses a caller who is not a member of the organisation the body names', async () => {
    const r = await search(admin, { q: 'ins-' }, PARTNER_ORG_ADDR);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: false, data: null, errorCode: 'NO_PERMISSION', showType: 2 });
  });

  it('answers 403 without a session', async () => {
    const r = await demo.call(SEARCH, { q: 'ins-' }, { token: null });
    expect(r.status).toBe(403);
  });

  it('a Basic Member sees what the role table lets every role see', async () => {
    const mine = await search(member, { q: 'ins-', limit: 5 });
    const theirs = await search(demo, { q: 'ins-', limit: 5 });
    expect(mine.body.success).toBe(true);
    expect(mine.body.data).toEqual(theirs.body.data);
  });
});

describe('limits', () => {
  it('answers at most limit results, and says when more matched', async () => {
    const r = await search(demo, { q: 'a', limit: 3 });
    expect(r.body.data.list).toHaveLength(3);
    expect(r.body.data.truncated).toBe(true);
    const all = await search(demo, { q: 'a' });
    expect(all.body.data.list).toHaveLength(20);
  });

  it('answers an injection as text to search for', async () => {
    const r = await search(demo, { q: '<img src=x onerror=alert(1)>' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, data: { list: [], truncated: false } });
  });

  it.each([
    ['an empty q', { q: '' }],
    ['a blank q', { q: '   ' }],
    ['a q of 65 characters', { q: 'a'.repeat(65) }],
    ['a q of a megabyte less a little', { q: 'a'.repeat(1_000_000) }],
    ['a NUL character', { q: 'ins-\u0000' }],
    ['a control character', { q: 'ins\u001b[31m' }],
    ['an invisible format character', { q: 'ins\u202e-' }],
    ['no q', {}],
    ['q not a string', { q: ['ins-'] }],
    ['an unknown kind', { q: 'a', types: ['secret'] }],
    ['no kinds', { q: 'a', types: [] }],
    ['a kind twice', { q: 'a', types: ['gpu', 'gpu'] }],
    ['limit 0', { q: 'a', limit: 0 }],
    ['limit 51', { q: 'a', limit: 51 }],
    ['an undeclared field', { q: 'a', pageSize: 10 }],
  ])('refuses %s with 400', async (_name, body) => {
    const r = await search(demo, body);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});
