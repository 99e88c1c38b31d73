// The mock's portal and application rules (issue 11): portal cards lead to console screens, a requirement is
// received without signing in, enabling an application marks it enabled (numbering repeated names) and
// disabling its last active service unmarks it; a service is disabled once; Basic Members disable only their own.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, Client, signedIn, startMock } from './helpers';

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

describe('portal', () => {
  it('answers every tab without a token, each card leading to a console screen', async () => {
    const visitor = new Client(mock.url);
    for (const tab of ['appCenter', 'taskCenter', 'ipAsset', 'aiDeploy', 'gpuCompute', 'apiService']) {
      const r = await visitor.call('aispweb/portal/content', { tab }, { token: null, ugroupAddr: null });
      expect(r.body.success).toBe(true);
      const items = r.body.data.sections.flatMap((s: { items: { link: string }[] }) => s.items);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.link).toMatch(/^\/[a-z-]+$/);
    }
  });

  it('receives a requirement without a token and refuses a contact that is neither email nor phone', async () => {
    const visitor = new Client(mock.url);
    const body = {
      requestType: 'modelTraining',
      fullName: 'Li Lei',
      contact: 'lilei@example.com',
      enterpriseType: 'company',
      description: 'Fine-tune a 7B model',
    };
    const ok = await visitor.call('aispweb/requirement/create', body, { token: null, ugroupAddr: null });
    expect(ok.body).toMatchObject({ success: true, data: { requestId: expect.any(String) } });
    const bad = await visitor.call(
      'aispweb/requirement/create',
      { ...body, contact: 'call me' },
      { token: null, ugroupAddr: null },
    );
    expect(bad.status).toBe(400);
  });
});

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
      billingMode: 'monthly',
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
