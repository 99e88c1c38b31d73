// Allocation against use over time in the mock: the history of a node, a GPU, a dedicated request and an instance
// over 24 hours, 7 days and 30 days (the server's step, bounded points), the idle flag and filter of the GPU and
// instance lists (the idle rule over the same history and the organisation's idle policy), the policy set by Admins
// only, the idle GPUs' daily cost, organisation isolation and hostile parameters refused with declared answers.
import type { MockServer } from '../../../server-mock/server';
import { IDLE_THRESHOLD_PERCENT, isIdle, utilisationPercent } from '../../../src/validation/idle';
import { ACCOUNTS, type Client, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

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
}, 120_000);
afterEach(() => demo.hook('reset'));
afterAll(() => mock.close());

type Point = { time: string; gpuAllocated: number; gpuUsed: number; vramAllocatedGiB: number; vramUsedGiB: number };

const history = (c: Client, resourceType: string, resourceId: string, range?: string) =>
  c.call('aispweb/usage/history', { resourceType, resourceId, ...(range ? { range } : {}) });

const idleGpus = async (c: Client, idle = true) =>
  (await c.call('aispweb/gpu/query', { idle, pageSize: 100 })).body.data as {
    list: Array<{ id: string; idle: boolean; instanceId: string | null; dedicatedRequestId: string | null }>;
    total: number;
  };

describe('usage history', () => {
  it.each([
    ['24h', 96, 900],
    ['7d', 168, 3600],
    ['30d', 120, 21600],
  ])('a node over %s: %i points, %i s apart, allocated never below used', async (range, points, step) => {
    const r = await history(demo, 'node', 'node-01', range);
    expect(r.body.success).toBe(true);
    const data = r.body.data as { points: Point[]; stepSeconds: number; gpuCapacity: number; range: string };
    expect(data).toMatchObject({ range, stepSeconds: step, gpuCapacity: 8 });
    expect(data.points).toHaveLength(points);
    const times = data.points.map((p) => Date.parse(p.time));
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBe(step * 1000);
    for (const p of data.points) {
      expect(p.gpuUsed).toBeLessThanOrEqual(p.gpuAllocated + 1e-9);
      expect(p.vramUsedGiB).toBeLessThanOrEqual(p.vramAllocatedGiB + 1e-9);
      expect(p.gpuAllocated).toBeLessThanOrEqual(8);
    }
    expect(data.points.some((p) => p.gpuAllocated > 0)).toBe(true);
  });

  it('defaults to 24 hours and is the same on a second call at the same clock', async () => {
    const a = await history(demo, 'gpu', 'gpu-01-0');
    const b = await history(demo, 'gpu', 'gpu-01-0');
    expect(a.body.data.range).toBe('24h');
    expect(a.body.data.points).toEqual(b.body.data.points);
  });

  it('serves a dedicated request and an instance; the node sums its GPUs', async () => {
    const ded = await history(demo, 'dedicatedRequest', 'ded-02', '7d');
    expect(ded.body.data.gpuCapacity).toBe(8);
    const list = await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 1 });
    const inst = list.body.data.list[0];
    const ih = await history(demo, 'instance', inst.id, '24h');
    const last = ih.body.data.points.at(-1) as Point;
    expect(last.gpuAllocated).toBe(inst.gpuCount);
    const node = (await history(demo, 'node', 'node-01', '24h')).body.data.points.at(-1) as Point;
    let sum = 0;
    for (let i = 0; i < 8; i++)
      sum += ((await history(demo, 'gpu', `gpu-01-${i}`, '24h')).body.data.points.at(-1) as Point).gpuAllocated;
    expect(node.gpuAllocated).toBe(sum);
  });

  it('says "does not exist" for another organisation\'s resource and for an unknown one', async () => {
    const partnerInst = await demo.call('aispweb/instance/query', { ugroupAddr: PARTNER_ORG_ADDR, pageSize: 1 });
    const foreign = partnerInst.body.data.list[0].id;
    const r = await history(admin, 'instance', foreign);
    expect(r.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', data: null });
    expect((await history(demo, 'node', 'node-999')).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it.each([
    [{ resourceType: 'node', resourceId: 'node-01', range: '90d' }, 'range'],
    [{ resourceType: 'cluster', resourceId: 'node-01' }, 'resourceType'],
    [{ resourceType: 'node', resourceId: '' }, 'resourceId'],
    [{ resourceType: 'node', resourceId: 'x'.repeat(65) }, 'resourceId'],
    [{ resourceType: 'node', resourceId: 'node-01', step: 1 }, 'step'],
    [{ resourceType: 'node', resourceId: { $ne: null } }, 'resourceId'],
  ])('refuses hostile parameters with HTTP 400: %j', async (body, field) => {
    const r = await demo.call('aispweb/usage/history', body);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(r.body.errorMessage).toContain(field);
  });

  it('answers HTTP 403 without a session before reading the body', async () => {
    const r = await fetch(`${mock.url}/api/aispace/aispweb/usage/history`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ resourceType: 'node', resourceId: 'node-01', range: 'bogus' }),
    });
    expect(r.status).toBe(403);
  });
});

describe('idle GPUs and instances', () => {
  it('flags some held GPUs idle, by the idle rule over their own history', async () => {
    const idle = await idleGpus(demo);
    expect(idle.total).toBeGreaterThan(0);
    const busy = await idleGpus(demo, false);
    expect(busy.total).toBeGreaterThan(0);
    expect(idle.list.every((g) => g.idle)).toBe(true);
    expect(busy.list.every((g) => !g.idle)).toBe(true);
    for (const g of idle.list.slice(0, 4)) {
      const h = (await history(demo, 'gpu', g.id, '24h')).body.data as { points: Point[]; idle: boolean };
      expect(h.idle).toBe(true);
      // the last 6 hours (25 points of 15 minutes): allocated, under the threshold
      const last = h.points.slice(-25);
      expect(last.every((p) => p.gpuAllocated > 0 && utilisationPercent(p) < IDLE_THRESHOLD_PERCENT)).toBe(true);
      expect(isIdle(last, 6, 15 * 60_000)).toBe(true);
    }
    const all = (await demo.call('aispweb/gpu/query', { pageSize: 100 })).body.data;
    expect(all.total).toBe(idle.total + busy.total);
  });

  it('flags idle instances, and the GPUs of an idle instance are idle too', async () => {
    const r = await demo.call('aispweb/instance/query', { idle: true, pageSize: 100 });
    expect(r.body.data.total).toBeGreaterThan(0);
    const holding = new Set(['running', 'creating', 'created_success', 'removing', 'archiving', 'restoring']);
    for (const i of r.body.data.list as Array<{ idle: boolean; status: string }>) {
      expect(i.idle).toBe(true);
      expect(holding.has(i.status)).toBe(true);
    }
    const idleGpuInstances = new Set((await idleGpus(demo)).list.map((g) => g.instanceId).filter(Boolean));
    expect(idleGpuInstances.size).toBeGreaterThan(0);
    const ids = new Set(r.body.data.list.map((i: { id: string }) => i.id));
    let checked = 0;
    for (const id of idleGpuInstances) {
      // the nodes serve other organisations' instances too: those are not in this organisation's list
      const own = await demo.call('aispweb/instance/detail', { id });
      if (!own.body.success) continue;
      checked++;
      expect(own.body.data.idle).toBe(true);
      expect(ids.has(id)).toBe(true);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('releasing the instance behind an idle shared GPU takes the GPU out of the idle list', async () => {
    const g = (await idleGpus(demo)).list.find((x) => x.instanceId && !x.dedicatedRequestId)!;
    await demo.call('aispweb/instance/release', { id: g.instanceId });
    await demo.hook('clock', 'POST', { advanceMs: 10_000 });
    const after = await idleGpus(demo);
    expect(after.list.map((x) => x.id)).not.toContain(g.id);
  });

  it('a GPU of a dedicated request stays idle after its instance is released: the request still holds it', async () => {
    const ded = (await idleGpus(demo)).list.filter((x) => x.dedicatedRequestId && !x.instanceId);
    expect(ded.length).toBeGreaterThan(0);
  });

  it('the idle summary counts the idle GPUs and prices them per day', async () => {
    const s = (await demo.call('aispweb/usage/idle_summary', {})).body.data;
    const idle = await idleGpus(demo);
    expect(s).toMatchObject({ idleGpuCount: idle.total, currency: 'CNY', idleHours: 6 });
    expect(s.costPerDay).toBeGreaterThan(0);
    expect(s.gpuCount).toBeGreaterThanOrEqual(s.idleGpuCount);
  });

  it('another organisation sees only its own idle GPUs (none here)', async () => {
    const r = await demo.call('aispweb/usage/idle_summary', { ugroupAddr: PARTNER_ORG_ADDR });
    expect(r.body.data).toMatchObject({ idleGpuCount: 0, costPerDay: 0 });
  });
});

describe('idle policy', () => {
  it('defaults to 6 hours under 5 %', async () => {
    const r = await member.call('aispweb/usage/idle_policy', {});
    expect(r.body.data).toEqual({ hours: 6, thresholdPercent: 5 });
  });

  it('an Admin sets N; a longer N flags no more GPUs than a shorter one', async () => {
    const before = (await idleGpus(demo)).total;
    const r = await admin.call('aispweb/usage/set_idle_policy', { hours: 168 });
    expect(r.body).toMatchObject({ success: true, data: { hours: 168, thresholdPercent: 5 } });
    expect((await demo.call('aispweb/usage/idle_policy', {})).body.data.hours).toBe(168);
    const after = (await idleGpus(demo)).total;
    expect(after).toBeLessThanOrEqual(before);
    await admin.call('aispweb/usage/set_idle_policy', { hours: 1 });
    expect((await idleGpus(demo)).total).toBeGreaterThanOrEqual(before);
  });

  it('a Basic Member may not set it, and nothing changes', async () => {
    const r = await member.call('aispweb/usage/set_idle_policy', { hours: 2 });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
      errorMessage: 'No operation permission',
    });
    expect((await demo.call('aispweb/usage/idle_policy', {})).body.data.hours).toBe(6);
  });

  it('a member of another organisation may not set it for this one', async () => {
    // demo is a Basic Member of partner-org: setting partner-org's policy is refused
    const r = await demo.call('aispweb/usage/set_idle_policy', { ugroupAddr: PARTNER_ORG_ADDR, hours: 2 });
    expect(r.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
  });

  it.each([0, 169, 2.5, '6', null])('refuses hours %j with HTTP 400', async (hours) => {
    const r = await admin.call('aispweb/usage/set_idle_policy', { hours });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toContain('hours');
    expect((await demo.call('aispweb/usage/idle_policy', {})).body.data.hours).toBe(6);
  });

  it('each organisation keeps its own policy', async () => {
    await admin.call('aispweb/usage/set_idle_policy', { hours: 12 });
    const partner = await demo.call('aispweb/usage/idle_policy', { ugroupAddr: PARTNER_ORG_ADDR });
    expect(partner.body.data.hours).toBe(6);
  });
});
