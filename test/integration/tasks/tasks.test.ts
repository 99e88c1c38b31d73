// The mock's tasks as the tasks screens rely on them: a task runs for a while (150 ticks) so it can be watched and
// stopped, and creation follows the form's rules. (The orders the billing screens rely on: billing/orders.test.ts.)
import type { MockServer } from '../../../server-mock/server';
import { type Client, signedIn, startMock } from '../support/helpers';

// Long enough that the real time the test itself takes stays a few ticks.
const TICK = 200;
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

const advance = (ms: number) =>
  fetch(`${mock.url}/__mock__/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceMs: ms }),
  });

const statusOf = async (id: string): Promise<string> =>
  (await demo.call('aispweb/task/detail', { id })).body.data.status;

describe('tasks', () => {
  it('run for 150 ticks, then succeed; a running task can be stopped', async () => {
    const create = (name: string) =>
      demo.call('aispweb/task/create', {
        name,
        imageId: 'img-12',
        queueId: 'q-07',
        command: 'python t.py',
        gpuCount: 1,
      });
    const long = (await create('it-task-long')).body.data;
    const stopped = (await create('it-task-stopped')).body.data;
    expect(long.status).toBe('queued');

    await advance(3 * TICK);
    expect(await statusOf(long.id)).toBe('running');
    await advance(100 * TICK);
    expect(await statusOf(long.id)).toBe('running');

    expect((await demo.call('aispweb/task/stop', { id: stopped.id })).body.success).toBe(true);
    await advance(2 * TICK);
    const after = (await demo.call('aispweb/task/detail', { id: stopped.id })).body.data;
    expect([after.status, after.exitCode]).toEqual(['stopped', 143]);
    expect(after.durationSeconds).toBeGreaterThanOrEqual((100 * TICK) / 1000);

    await advance(50 * TICK);
    expect(await statusOf(long.id)).toBe('succeeded');
  });

  it('refuses what the create form refuses: no GPUs, or an image that is not ready', async () => {
    const body = { name: 'it-task-rules', imageId: 'img-12', queueId: 'q-07', command: 'python t.py', gpuCount: 1 };
    const none = await demo.call('aispweb/task/create', { ...body, gpuCount: 0 });
    expect(none.body).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    const images = (await demo.call('aispweb/image/query', { pageNum: 1, pageSize: 100 })).body.data.list as {
      id: string;
      status: string;
    }[];
    const notReady = images.find((i) => i.status !== 'ready');
    expect(notReady).toBeDefined();
    const refused = await demo.call('aispweb/task/create', { ...body, imageId: notReady!.id });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'IMAGE_NOT_READY' });
  });

  it('starts with no task stuck in stopping', async () => {
    const stopping = await demo.call('aispweb/task/query', { pageNum: 1, pageSize: 100, statuses: ['stopping'] });
    expect(stopping.body.data.total).toBe(0);
  });
});
