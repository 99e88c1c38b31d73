// Long operations on instances move through their transitional statuses on the mock's clock (MOCK_TICK_MS): release,
// archive and restore; monitoring series move with it. (A deployment's steps: deploy/deploy.test.ts.)
import type { MockServer } from '../../../server-mock/server';
import { type Client, instanceStatusOf, pollUntil, signedIn, startMock } from '../support/helpers';

const TICK = 25;
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

const until = <T>(poll: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 5000): Promise<T[]> =>
  pollUntil(poll, done, { timeoutMs, intervalMs: TICK / 2 });
const instanceStatus = (id: string): Promise<string> => instanceStatusOf(demo, id);

describe('release', () => {
  it('moves removing → removed_success and frees the GPUs', async () => {
    const list = await demo.call('aispweb/instance/query', {
      statuses: ['running'],
      gpuModel: 'NVIDIA RTX 4090 24GB',
      pageSize: 1,
    });
    const id = list.body.data.list[0].id;
    const node = list.body.data.list[0].nodeId;
    const r = await demo.call('aispweb/instance/release', { id });
    // the answer shows removing (polling may miss it on a busy machine: it lasts three 25 ms ticks)
    expect(r.body.data.status).toBe('removing');
    await until(
      () => instanceStatus(id),
      (s) => s === 'removed_success',
    );
    const detail = await demo.call('aispweb/node/detail', { nodeId: node });
    expect(detail.body.data.instances.map((i: { id: string }) => i.id)).not.toContain(id);
    const history = await demo.call('aispweb/release_record/query', { instanceId: id });
    expect(history.body.data.list[0]).toMatchObject({ kind: 'release', result: 'success' });
  });
});

describe('archive and restore', () => {
  it('archives (archiving → archived), then restores (INITED → SUCCESS) back to running', async () => {
    const list = await demo.call('aispweb/instance/query', { statuses: ['running'], builder: 'demo', pageSize: 1 });
    const id = list.body.data.list[0].id;
    await demo.call('aispweb/instance/archive', { id });
    expect(await instanceStatus(id)).toBe('archiving');
    await until(
      () => instanceStatus(id),
      (s) => s === 'archived',
    );
    const archives = await demo.call('aispweb/archived_instance/query', { keyword: id });
    const arc = archives.body.data.list.find((a: { instanceId: string }) => a.instanceId === id);
    expect(arc).toBeDefined();
    const started = await demo.call('aispweb/archived_instance/restore', { id: arc.id });
    expect(started.body.data.status).toBe('INITED');
    expect(await instanceStatus(id)).toBe('restoring');
    const logs = await until(
      async () => (await demo.call('aispweb/archived_instance/recovery_log', { id: arc.id })).body.data,
      (l) => l.status !== 'INITED',
    );
    const last = logs[logs.length - 1];
    expect(last.status).toBe('SUCCESS');
    expect(last.entries.length).toBeGreaterThan(2);
    expect(await instanceStatus(id)).toBe('running');
    const gone = await demo.call('aispweb/archived_instance/query', { keyword: id });
    expect(gone.body.data.list.find((a: { id: string }) => a.id === arc.id)).toBeUndefined();
  });

  it('fails the restore of the fixture with a corrupt snapshot (FAILED)', async () => {
    const archives = await demo.call('aispweb/archived_instance/query', { keyword: 'corrupt-snapshot' });
    const arc = archives.body.data.list[0];
    expect(arc).toBeDefined();
    await demo.call('aispweb/archived_instance/restore', { id: arc.id });
    const logs = await until(
      async () => (await demo.call('aispweb/archived_instance/recovery_log', { id: arc.id })).body.data,
      (l) => l.status !== 'INITED',
    );
    expect(logs[logs.length - 1].status).toBe('FAILED');
    expect(await instanceStatus(arc.instanceId)).toBe('archived');
    const again = await demo.call('aispweb/archived_instance/query', { keyword: 'corrupt-snapshot' });
    expect(again.body.data.list[0].recoveryStatus).toBe('FAILED');
  });
});

describe('monitoring', () => {
  it('serves series that move over time', async () => {
    const list = await demo.call('aispweb/instance/query', { statuses: ['running'], pageSize: 1 });
    const id = list.body.data.list[0].id;
    const a = await demo.call('aispweb/instance/metrics', { id, range: '1h', metrics: ['gpuUtilization'] });
    expect(a.body.data.series[0].points).toHaveLength(60);
    await demo.hook('clock', 'POST', { advanceMs: 5 * 60_000 });
    const b = await demo.call('aispweb/instance/metrics', { id, range: '1h', metrics: ['gpuUtilization'] });
    expect(b.body.data.series[0].points[59].time).not.toBe(a.body.data.series[0].points[59].time);
    const gpus1 = await demo.call('aispweb/gpu/query', { nodeId: list.body.data.list[0].nodeId, pageSize: 8 });
    await demo.hook('clock', 'POST', { advanceMs: 20_000 });
    const gpus2 = await demo.call('aispweb/gpu/query', { nodeId: list.body.data.list[0].nodeId, pageSize: 8 });
    const util = (r: typeof gpus1) =>
      r.body.data.list.map((g: { gpuUtilization: number }) => g.gpuUtilization).join(',');
    expect(util(gpus1)).not.toBe(util(gpus2));
  });
});
