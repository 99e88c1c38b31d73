// The mock's API keys and usage metrics hold the rules of the API key form, a key is returned in full only at
// creation, and the metrics of one period agree with each other: the table under the charts is that period's, and
// its rows add up to the calls drawn.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, signedIn, startMock, type Client } from '../support/helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

const DAY = 86_400_000;
const PERIODS = ['today', 'yesterday', 'last7days', 'last15days'] as const;

describe('API key creation', () => {
  it('refuses a blank name and an expiration date that has passed, creating nothing', async () => {
    const blank = await demo.call('aispweb/api_key/create', { name: '   ' });
    expect(blank.body).toMatchObject({ success: false, errorMessage: 'This field is required' });
    const name = `int-past-${Date.now()}`;
    const past = await demo.call('aispweb/api_key/create', {
      name,
      expiresAt: new Date(Date.now() - DAY).toISOString(),
    });
    expect(past.body).toMatchObject({ success: false, errorMessage: 'The date must be after today' });
    const zh = await demo.call(
      'aispweb/api_key/create',
      { name, expiresAt: new Date(Date.now() - DAY).toISOString() },
      { lang: 'zh' },
    );
    expect(zh.body.errorMessage).toBe('日期必须晚于今天');
    const list = await demo.call('aispweb/api_key/query', { keyword: name });
    expect(list.body.data.total).toBe(0);
  });

  it('takes a future expiration date and keeps it', async () => {
    const expiresAt = new Date(Date.now() + 30 * DAY).toISOString();
    const r = await demo.call('aispweb/api_key/create', { name: `int-future-${Date.now()}`, expiresAt });
    expect(r.body).toMatchObject({ success: true, data: { status: 'active', expiresAt } });
  });

  it('fixture keys that expired did so after they were created, and were last used before expiring', async () => {
    const list = await demo.call('aispweb/api_key/query', { status: 'expired', pageSize: 100 });
    expect(list.body.data.total).toBeGreaterThan(0);
    for (const k of list.body.data.list) {
      expect(Date.parse(k.expiresAt)).toBeGreaterThan(Date.parse(k.createdAt));
      expect(Date.parse(k.expiresAt)).toBeLessThan(Date.now());
      if (k.lastUsedAt) expect(Date.parse(k.lastUsedAt)).toBeLessThanOrEqual(Date.parse(k.expiresAt));
    }
  });
});

describe('usage metrics of a period', () => {
  /** Every row of a period's table, page by page (at most 100 a page). */
  async function allTableRows(period: string) {
    const list: Array<Record<string, number | string>> = [];
    let total = 0;
    for (let pageNum = 1; pageNum === 1 || list.length < total; pageNum++) {
      const page = await demo.call('aispweb/metrics/table', { period, pageNum, pageSize: 100 });
      expect(page.body.success).toBe(true);
      total = page.body.data.total;
      if (!page.body.data.list.length) break;
      list.push(...page.body.data.list);
    }
    return { total, list };
  }

  it.each(PERIODS)('the table of %s holds only that period and adds up to its calls', async (period) => {
    const [series, summary, table] = await Promise.all([
      demo.call('aispweb/metrics/series', { period }),
      demo.call('aispweb/metrics/summary', { period }),
      allTableRows(period),
    ]);
    const points = series.body.data.points as Array<{ time: string; calls: number }>;
    const from = Date.parse(points[0].time);
    const step = series.body.data.granularity === 'hour' ? 3_600_000 : DAY;
    const to = Date.parse(points[points.length - 1].time) + step;
    expect(table.total).toBe(table.list.length);
    expect(table.total).toBeGreaterThan(0);
    for (const row of table.list) {
      expect(Date.parse(String(row.time))).toBeGreaterThanOrEqual(from);
      expect(Date.parse(String(row.time))).toBeLessThan(to);
    }
    const tableCalls = table.list.reduce((s, r) => s + Number(r.calls), 0);
    const total = summary.body.data.totalCalls as number;
    // Rows split each key's calls of an interval among the APIs in whole numbers: they add up to the charts' total.
    expect(tableCalls).toBe(total);
  });

  it('a different period gives a different table', async () => {
    const [today, last7] = await Promise.all([allTableRows('today'), allTableRows('last7days')]);
    expect(today.list.map((r) => r.time)).not.toEqual(last7.list.map((r) => r.time));
  });

  it('the table pages, sorts and searches on the server', async () => {
    const page = await demo.call('aispweb/metrics/table', {
      period: 'last7days',
      pageNum: 2,
      pageSize: 5,
      sortField: 'calls',
      sortOrder: 'asc',
    });
    const calls = page.body.data.list.map((r: { calls: number }) => r.calls);
    expect(page.body.data).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(calls).toHaveLength(5);
    expect([...calls].sort((a, b) => a - b)).toEqual(calls);
    const search = await demo.call('aispweb/metrics/table', { period: 'last7days', keyword: '/v1/ocr', pageSize: 50 });
    expect(search.body.data.total).toBeGreaterThan(0);
    expect(new Set(search.body.data.list.map((r: { api: string }) => r.api))).toEqual(new Set(['/v1/ocr']));
  });

  it('the keys of the table are the keys of the by-key chart', async () => {
    const [byKey, table] = await Promise.all([
      demo.call('aispweb/metrics/by_key', { period: 'today' }),
      allTableRows('today'),
    ]);
    const names = new Set(byKey.body.data.items.map((i: { label: string }) => i.label));
    expect(new Set(table.list.map((r) => r.keyName))).toEqual(names);
  });

  it('hours still to come today have no calls and no latency', async () => {
    const [series, latency] = await Promise.all([
      demo.call('aispweb/metrics/series', { period: 'today' }),
      demo.call('aispweb/metrics/latency', { period: 'today' }),
    ]);
    const now = Date.now();
    series.body.data.points.forEach((p: { time: string; calls: number }, i: number) => {
      if (Date.parse(p.time) > now) {
        expect(p.calls).toBe(0);
        expect(latency.body.data.points[i]).toEqual({ time: p.time });
      }
    });
  });
});

describe('API keys', () => {
  it('returns the full key only at creation; the list shows a prefix', async () => {
    const created = await demo.call('aispweb/api_key/create', { name: `int-key-${Date.now()}`, expiresAt: null });
    const key = created.body.data.key as string;
    expect(key.startsWith(created.body.data.keyPrefix)).toBe(true);
    const list = await demo.call('aispweb/api_key/query', { keyword: created.body.data.name });
    expect(list.body.data.list).toEqual([expect.not.objectContaining({ key: expect.anything() })]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    const revoked = await demo.call('aispweb/api_key/revoke', { id: created.body.data.id });
    expect(revoked.body.data.status).toBe('revoked');
  });
});
