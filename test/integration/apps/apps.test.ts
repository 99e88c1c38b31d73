// The mock's application rules (issue 11): one catalogue whose "enabled" follows the organisation's active services
// (enabling numbers repeated names, disabling the last one unmarks it), access statistics that agree with the
// analytics and the service's dates; a service is disabled once; Basic Members disable only their own.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, member] = await Promise.all([signedIn(mock.url, ACCOUNTS.demo), signedIn(mock.url, ACCOUNTS.member)]);
});
afterAll(() => mock.close());

const appOf = async (appId: string) =>
  (await demo.call('aispweb/app/query', { pageNum: 1, pageSize: 100 })).body.data.list.find(
    (a: { id: string }) => a.id === appId,
  );

describe('enabling and disabling applications', () => {
  it('marks the application enabled, numbers a second service, and unmarks it once no service is active', async () => {
    const before = (await demo.call('aispweb/app/query', { pageNum: 1, pageSize: 100, enabled: false })).body.data.list;
    const active = (await demo.call('aispweb/app_service/query', { pageNum: 1, pageSize: 100, status: 'active' })).body
      .data.list as { appId: string }[];
    // An application the organisation has no active service of.
    const app = before.find(
      (a: { id: string; accessMethods: string[] }) =>
        a.accessMethods.includes('portal') && !active.some((s) => s.appId === a.id),
    );
    expect(app).toBeDefined();
    const request = {
      appId: app.id,
      accessMethod: 'portal',
      resourceMode: 'shared',
      billingMode: 'daily',
      payType: 'postpaid',
    };

    const first = await demo.call('aispweb/app/enable', request);
    expect(first.body).toMatchObject({ success: true, data: { appId: app.id, status: 'active', enabledBy: 'demo' } });
    expect(first.body.data.accessUrl).toMatch(/^https:\/\/apps\.aispace\.dev\//);
    expect((await appOf(app.id)).enabled).toBe(true);

    const second = await demo.call('aispweb/app/enable', request);
    expect(second.body.success).toBe(true);
    expect(second.body.data.name).toBe(`${first.body.data.name} #2`);

    const off1 = await demo.call('aispweb/app_service/disable', { serviceId: first.body.data.id });
    expect(off1.body).toMatchObject({ success: true, data: { status: 'disabled' } });
    expect((await appOf(app.id)).enabled).toBe(true);
    await demo.call('aispweb/app_service/disable', { serviceId: second.body.data.id });
    expect((await appOf(app.id)).enabled).toBe(false);

    const again = await demo.call('aispweb/app_service/disable', { serviceId: first.body.data.id });
    expect(again.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
  });

  it('charges the price listed for the chosen plan and resource mode: dedicated costs more than shared', async () => {
    const list = (await demo.call('aispweb/app/query', { pageNum: 1, pageSize: 100 })).body.data.list as {
      id: string;
      accessMethods: string[];
      resourceModes: string[];
      prices: { billingMode: string; payType?: string; resourceMode?: string; amount: number }[];
    }[];
    const app = list.find((a) => a.resourceModes.includes('dedicated') && a.accessMethods.includes('portal'));
    expect(app).toBeDefined();
    const listed = (mode: string) =>
      app!.prices.find(
        (p) =>
          p.billingMode === 'monthly' &&
          (p.payType ?? 'prepaid') === 'prepaid' &&
          (p.resourceMode ?? 'shared') === mode,
      )!.amount;
    expect(listed('dedicated')).toBeGreaterThan(listed('shared'));
    const orderOf = async (resourceMode: string) => {
      const svc = (
        await demo.call('aispweb/app/enable', {
          appId: app!.id,
          accessMethod: 'portal',
          resourceMode,
          billingMode: 'monthly',
          payType: 'prepaid',
          periods: 2,
        })
      ).body.data;
      const orders = (await demo.call('aispweb/order/query', { pageNum: 1, pageSize: 100 })).body.data.list as {
        serviceAddress: string;
        price: number;
        amount: number;
      }[];
      return orders.find((o) => o.serviceAddress === svc.id)!;
    };
    expect(await orderOf('shared')).toMatchObject({ price: listed('shared'), amount: listed('shared') * 2 });
    expect(await orderOf('dedicated')).toMatchObject({ price: listed('dedicated'), amount: listed('dedicated') * 2 });

    const noPlan = await demo.call('aispweb/app/enable', {
      appId: app!.id,
      accessMethod: 'portal',
      resourceMode: 'dedicated',
      billingMode: 'annual',
      payType: 'postpaid',
    });
    expect(noPlan.body).toMatchObject({ success: false, errorCode: 'PLAN_UNSUPPORTED' });
  });

  it('lets a Basic Member disable only a service they enabled', async () => {
    const others = (await demo.call('aispweb/app_service/query', { pageNum: 1, pageSize: 100, status: 'active' })).body
      .data.list;
    const notMine = others.find((s: { enabledBy: string }) => s.enabledBy !== 'member');
    const refused = await member.call('aispweb/app_service/disable', { serviceId: notMine.id });
    expect(refused.body).toMatchObject({ success: false, errorMessage: 'No operation permission' });

    const apps = (await member.call('aispweb/app/query', { pageNum: 1, pageSize: 100 })).body.data.list;
    const own = await member.call('aispweb/app/enable', {
      appId: apps[0].id,
      accessMethod: 'portal',
      resourceMode: apps[0].resourceModes[0],
      billingMode: 'daily',
      payType: 'postpaid',
    });
    expect(own.body.success).toBe(true);
    const disabled = await member.call('aispweb/app_service/disable', { serviceId: own.body.data.id });
    expect(disabled.body).toMatchObject({ success: true, data: { status: 'disabled' } });
  });
});

describe('catalogue and services agree', () => {
  type App = { id: string; enabled: boolean };
  type Service = {
    id: string;
    appId: string;
    status: string;
    payType: string;
    enabledAt: string;
    expiresAt: string | null;
    accessStats: { totalCalls: number; last30DaysCalls: number; lastAccessAt: string | null };
  };
  const all = async <T>(path: string, body: Record<string, unknown> = {}, ugroupAddr?: string) =>
    (await demo.call(path, { pageNum: 1, pageSize: 100, ...body }, { ugroupAddr })).body.data.list as T[];

  it('is one catalogue for every organisation, each seeing its own applications as enabled', async () => {
    for (const addr of [undefined, PARTNER_ORG_ADDR]) {
      const apps = await all<App>('aispweb/app/query', {}, addr);
      const active = new Set(
        (await all<Service>('aispweb/app_service/query', { status: 'active' }, addr)).map((s) => s.appId),
      );
      expect(apps.length).toBeGreaterThan(20);
      for (const app of apps) expect([app.id, app.enabled]).toEqual([app.id, active.has(app.id)]);
      const on = await all<App>('aispweb/app/query', { enabled: true }, addr);
      const off = await all<App>('aispweb/app/query', { enabled: false }, addr);
      expect(on.every((a) => a.enabled) && off.every((a) => !a.enabled)).toBe(true);
      expect(on.length + off.length).toBe(apps.length);
    }
    const demoIds = (await all<App>('aispweb/app/query')).map((a) => a.id).sort();
    const partnerIds = (await all<App>('aispweb/app/query', {}, PARTNER_ORG_ADDR)).map((a) => a.id).sort();
    expect(partnerIds).toEqual(demoIds);
  });

  it('describes the catalogue in the caller’s language', async () => {
    const describe = async (lang: string) =>
      (await demo.call('aispweb/app/query', { pageNum: 1, pageSize: 100, keyword: 'Document OCR' }, { lang })).body.data
        .list[0].description;
    expect(await describe('en')).toBe('Extract text and tables from scans, photos and PDFs');
    expect(await describe('zh')).toBe('从扫描件、照片和 PDF 中提取文字与表格');
    expect(await describe('ja')).toBe('スキャン・写真・PDF から文字と表を抽出');
    const api = (await demo.call('aispweb/api_service/detail', { serviceId: 'as-01' }, { lang: 'zh' })).body.data;
    expect(api.description).toBe('从扫描件、照片和 PDF 中提取文字与表格');
  });

  it('gives each service dates that fit its plan and statistics that equal its analytics', async () => {
    const now = Date.now();
    const services = await all<Service>('aispweb/app_service/query');
    expect(services.length).toBeGreaterThan(5);
    for (const s of services) {
      if (s.payType === 'postpaid') expect(s.expiresAt).toBeNull();
      if (s.status === 'expired') expect(Date.parse(String(s.expiresAt))).toBeLessThan(now);
      if (s.status === 'active' && s.payType === 'prepaid')
        expect(Date.parse(String(s.expiresAt))).toBeGreaterThan(now);
      const a = (await demo.call('aispweb/app_service/analytics', { serviceId: s.id })).body.data as {
        last30Days: { date: string; calls: number }[];
        trend90Days: { date: string; calls: number }[];
      };
      expect(s.accessStats.last30DaysCalls).toBe(a.last30Days.reduce((n, d) => n + d.calls, 0));
      expect(s.accessStats.totalCalls).toBeGreaterThanOrEqual(a.trend90Days.reduce((n, d) => n + d.calls, 0));
      const enabledDay = s.enabledAt.slice(0, 10);
      for (const d of a.trend90Days)
        if (d.date <= enabledDay) expect([s.id, d.date, d.calls]).toEqual([s.id, d.date, 0]);
      if (s.accessStats.lastAccessAt) expect(s.accessStats.lastAccessAt > s.enabledAt).toBe(true);
    }
  });

  it('has no calls for a service enabled just now', async () => {
    const app = (await all<App>('aispweb/app/query'))[0];
    const svc = (
      await demo.call('aispweb/app/enable', {
        appId: app.id,
        accessMethod: 'portal',
        resourceMode: 'shared',
        billingMode: 'daily',
        payType: 'postpaid',
      })
    ).body.data as Service;
    const read = (await demo.call('aispweb/app_service/detail', { serviceId: svc.id })).body.data as Service;
    expect(read.accessStats).toEqual({ totalCalls: 0, last30DaysCalls: 0, lastAccessAt: null });
    const a = (await demo.call('aispweb/app_service/analytics', { serviceId: svc.id })).body.data;
    expect(a.trend90Days.every((d: { calls: number }) => d.calls === 0)).toBe(true);
    await demo.call('aispweb/app_service/disable', { serviceId: svc.id });
  });
});
