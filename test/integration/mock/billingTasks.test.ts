// The mock's tasks and orders as the tasks and billing screens rely on them: a task runs for a while (150 ticks)
// so it can be watched and stopped, creation follows the form's rules, and a linked order is an earlier order of the
// same service in the same organisation (so it opens).
import type { MockServer } from '../../../server-mock/server';
import { type Client, PARTNER_ORG_ADDR, signedIn, startMock } from './helpers';

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

describe('linked orders', () => {
  it('belong to the same organisation, are of the same service, earlier, and open', async () => {
    for (const addr of [undefined, PARTNER_ORG_ADDR]) {
      const list = (
        await demo.call('aispweb/order/query', { pageSize: 100, transactionType: 'renewal' }, { ugroupAddr: addr })
      ).body.data.list as { orderId: string }[];
      expect(list.length).toBeGreaterThan(0);
      for (const { orderId } of list) {
        const detail = (await demo.call('aispweb/order/detail', { orderId }, { ugroupAddr: addr })).body.data;
        if (!detail.linkedOrder) continue;
        const linked = await demo.call(
          'aispweb/order/detail',
          { orderId: detail.linkedOrder.orderId },
          { ugroupAddr: addr },
        );
        expect([orderId, linked.body.success]).toEqual([orderId, true]);
        // It is the same service, bought earlier.
        const l = linked.body.data;
        expect([orderId, l.serviceName, l.configuration, l.category]).toEqual([
          orderId,
          detail.serviceName,
          detail.configuration,
          detail.category,
        ]);
        expect(Date.parse(l.createdAt)).toBeLessThan(Date.parse(detail.createdAt));
      }
    }
  });
});

describe('orders in the caller’s language', () => {
  it('word the platform’s service types and packages in zh and ja, the same order in en', async () => {
    const list = async (lang: string) =>
      (await demo.call('aispweb/order/query', { pageNum: 1, pageSize: 50, category: 'apiService' }, { lang })).body.data
        .list as { orderId: string; serviceType: string; configuration: string }[];
    const [en, zh, ja] = await Promise.all([list('en'), list('zh'), list('ja')]);
    expect(en.length).toBeGreaterThan(0);
    expect(zh.map((o) => o.orderId)).toEqual(en.map((o) => o.orderId));
    expect(new Set(en.map((o) => `${o.serviceType} / ${o.configuration}`))).toEqual(
      new Set(['API service / 10M tokens package']),
    );
    expect(new Set(zh.map((o) => `${o.serviceType} / ${o.configuration}`))).toEqual(
      new Set(['API 服务 / 1000 万 tokens 套餐']),
    );
    expect(new Set(ja.map((o) => o.serviceType))).toEqual(new Set(['API サービス']));
    const detail = (await demo.call('aispweb/order/detail', { orderId: en[0].orderId }, { lang: 'zh' })).body.data;
    expect(detail.billingDetail[0].item).toBe('1000 万 tokens 套餐');
  });
});
