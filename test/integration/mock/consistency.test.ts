// Issue 27: every screen that shows the same thing agrees — the mock's fixtures and lifecycles tell one story
// (the home's spend is the orders' money, a new row holds what its creator entered, ...).
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from './helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

describe('console home', () => {
  it('gives a new organisation no spend and no chart', async () => {
    const c = await signedIn(mock.url, ACCOUNTS.neworg);
    c.ugroupAddr = undefined;
    const created = await c.call('userman/consume_account/add', { name: 'spend-check-lab', type: 'business' });
    expect(created.body.success).toBe(true);
    c.ugroupAddr = created.body.data.ugroupAddr;
    const o = (await c.call('aispweb/home/overview')).body.data;
    expect(o).toMatchObject({ monthSpend: 0, spendSeries: [], totalInstances: 0, gpusTotal: 0 });
    expect((await c.call('aispweb/order/query', { pageSize: 1 })).body.data.total).toBe(0);
  });

  it('sums this month’s paid orders of the organisation, day by day', async () => {
    const o = (await demo.call('aispweb/home/overview')).body.data;
    const now = new Date(mock.state.now());
    const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
    const orders = mock.state
      .collection('Order')
      .rows.filter(
        (r) =>
          r._org === 'ug-1001' && r.paidAt && Date.parse(String(r.paidAt)) >= monthStart && r.status !== 'cancelled',
      );
    const expected = orders.reduce((s, r) => s + (r.transactionType === 'refund' ? -1 : 1) * Number(r.amount), 0);
    expect(o.monthSpend).toBeCloseTo(expected, 2);
    const series = o.spendSeries.reduce((s: number, p: { amount: number }) => s + p.amount, 0);
    expect(series).toBeCloseTo(o.monthSpend, 1);
  });
});
