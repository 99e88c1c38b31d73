// The mock's orders as the billing screens rely on them: a linked order is an earlier order of the same service in
// the same organisation (so it opens), and orders are worded in the caller's language.
import type { MockServer } from '../../../server-mock/server';
import { type Client, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

// A slow clock, so the orders read stay as the fixtures made them while the test runs.
const TICK = 200;
let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

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
