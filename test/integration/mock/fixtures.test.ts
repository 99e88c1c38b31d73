// Fixture volumes, determinism, MOCK_SCALE, and fixture files that never change on disk.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { planOf } from '../../../server-mock/handlers/generic';
import { flatten } from '../../../server-mock/lib/schema';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type CallResult, type Client, signedIn, startMock } from '../support/helpers';
import { specOps } from '../support/walk';

const FIXTURE_DIR = path.resolve(__dirname, '../../../server-mock/fixtures');

function hashFixtures(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fs.readdirSync(FIXTURE_DIR).sort())
    out[f] = crypto
      .createHash('sha256')
      .update(fs.readFileSync(path.join(FIXTURE_DIR, f)))
      .digest('hex');
  return out;
}

const before = hashFixtures();
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  // Slow lifecycles: the fixtures' transitional instances must still be in flight when a busy machine gets to them.
  mock = await startMock({ tickMs: 60_000 });
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

const total = async (p: string, body: Record<string, unknown> = {}): Promise<number> =>
  (await demo.call(p, { pageSize: 1, ...body })).body.data.total;

/** Lists that hold fewer than 25 rows at start by design. */
const NOT_25 = ['queryComputeNodes', 'queryGpus', 'queryNotifications'];

describe('volumes at MOCK_SCALE=1', () => {
  it('has at least 120 instances, interactive and batch, in mixed statuses', async () => {
    expect(await total('aispweb/instance/query')).toBeGreaterThanOrEqual(110);
    expect(mock.state.collection('Instance').size).toBeGreaterThanOrEqual(120);
    expect(await total('aispweb/instance/query', { type: 'interactive' })).toBeGreaterThan(20);
    expect(await total('aispweb/instance/query', { type: 'nonInteractive' })).toBeGreaterThan(20);
    const statuses = new Set(mock.state.collection('Instance').rows.map((r) => r.status));
    for (const s of ['running', 'removed_success', 'archived', 'created_failure', 'creating'])
      expect(statuses).toContain(s);
  });

  it('has 64 GPUs on 8 nodes', async () => {
    expect(await total('aispweb/gpu/query')).toBe(64);
    expect(await total('aispweb/node/query')).toBe(8);
  });

  it('has at least 200 orders and 40 members in demo-lab', async () => {
    expect(await total('aispweb/order/query')).toBeGreaterThanOrEqual(190);
    expect(mock.state.collection('Order').size).toBeGreaterThanOrEqual(200);
    expect(await total('aispweb/member/query')).toBeGreaterThanOrEqual(40);
  });

  it('has at least 25 rows in every other top-level list', async () => {
    const { spec, ops } = specOps();
    const short: string[] = [];
    for (const op of ops) {
      if (planOf(mock.state, op).kind !== 'list' && !/^query|^list/.test(op.operationId)) continue;
      const req = flatten(spec.doc, op.requestSchema);
      if (req.required.filter((k) => k !== 'ugroupAddr').length) continue; // lists of one parent (versions, objects, ...)
      const r = await demo.call(op.path, { pageSize: 1 });
      const n = r.body.data?.total;
      // 8 nodes and 64 GPUs by design; notifications start empty (one comes when an operation someone started ends)
      if (typeof n === 'number' && n < 25 && !NOT_25.includes(op.operationId)) short.push(`${op.operationId}: ${n}`);
    }
    expect(short).toEqual([]);
  });
});

describe('usage whatever the hour', () => {
  it('has an active API key of demo-lab in use at start, so "today" has calls even just after midnight', () => {
    const started = Math.max(...mock.state.collection('ApiKey').rows.map((k) => Date.parse(String(k.lastUsedAt ?? 0))));
    const inUse = mock.state
      .collection('ApiKey')
      .rows.filter((k) => k.status === 'active' && Date.parse(String(k.lastUsedAt)) === started);
    expect(inUse.length).toBeGreaterThan(0);
    expect(Date.now() - started).toBeLessThan(10 * 60_000);
  });
});

describe('determinism', () => {
  it('builds the same data on every start', async () => {
    const other = await startMock();
    try {
      const c2 = await signedIn(other.url);
      for (const p of [
        'aispweb/instance/query',
        'aispweb/order/query',
        'aispweb/member/query',
        'aispweb/image/query',
        'aispweb/nact/query',
      ]) {
        const pick = (r: CallResult) =>
          (r.body.data.list as Array<Record<string, unknown>>).map((x) => [
            x.id ?? x.orderId ?? x.userId,
            x.name ?? x.username ?? x.category,
            x.status ?? x.role,
          ]);
        const a = await demo.call(p, { pageSize: 30, sortField: 'name' });
        const b = await c2.call(p, { pageSize: 30, sortField: 'name' });
        expect(pick(b)).toEqual(pick(a));
      }
    } finally {
      await other.close();
    }
  });
});

describe('MOCK_SCALE', () => {
  it('multiplies every list', async () => {
    const big = await startMock({ scale: 3 });
    try {
      const c = await signedIn(big.url);
      expect(big.state.collection('Instance').size).toBe(3 * mock.state.collection('Instance').size);
      expect((await c.call('aispweb/gpu/query', { pageSize: 1 })).body.data.total).toBe(192);
      expect((await c.call('aispweb/node/query', { pageSize: 1 })).body.data.total).toBe(24);
      expect((await c.call('aispweb/member/query', { pageSize: 1 })).body.data.total).toBeGreaterThanOrEqual(120);
      expect((await c.call('aispweb/dataset/query', { pageSize: 1 })).body.data.total).toBeGreaterThanOrEqual(75);
    } finally {
      await big.close();
    }
  });
});

describe('fixture files', () => {
  it('are unchanged on disk after writes and resets', async () => {
    await demo.call('userman/consume_account/invite4email', { emails: ['disk.check@example.org'], validityDays: 1 });
    await demo.call('aispweb/instance/release', {
      id: (await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 1 })).body.data.list[0].id,
    });
    await demo.call('userman/consume_user/update', { userId: 'u-1001', nickname: 'Changed' });
    await demo.hook('reset');
    await demo.call('userman/consume_account/add', { name: 'disk-check-org', type: 'individual' });
    expect(hashFixtures()).toEqual(before);
    expect((await demo.call('userman/consume_user/query4id', { userId: 'u-1001' })).body.data.nickname).toBe(
      'Demo User',
    );
  });
});
