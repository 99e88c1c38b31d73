// Cost and quota preflight in the mock (docs/product-rules.md#cost-and-quota-preflight): balance, quotas and budget are
// real (per organisation, usage from its live resources); a spending call the preflight refuses is refused the same
// way when sent directly, with the same reason and text, and writes nothing; budget writes are Admin only; one
// organisation never sees or changes another's; hostile bodies are refused with the declared 4xx. Paying an order and
// extending a dedicated GPU request spend the balance like the rest (refused alike, the balance lowered when accepted),
// and the organisation's Admins are notified once per threshold and month when spending reaches a budget threshold.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, DEMO_ORG_ADDR, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let admin: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: 60_000 });
  demo = await signedIn(mock.url, ACCOUNTS.demo);
  admin = await signedIn(mock.url, ACCOUNTS.admin);
  member = await signedIn(mock.url, ACCOUNTS.member);
});
afterAll(() => mock.close());

// partner-org: demo is a Basic Member there; its balance covers a few days of one GPU, its GPU quota is 4
const inPartner = { ugroupAddr: PARTNER_ORG_ADDR };
const DEPLOY = {
  serviceId: 'svc-qwen2',
  image: 'aispace/llama3-peft:24.05',
  gpuModel: 'NVIDIA A100 80GB',
  gpuCount: 1,
  billingMode: 'monthly',
  payType: 'prepaid',
};
const QUOTE = {
  serviceId: DEPLOY.serviceId,
  gpuModel: DEPLOY.gpuModel,
  gpuCount: 1,
  billingMode: 'monthly',
  payType: 'prepaid',
};
const instancesOfPartner = () => mock.state.collection('Instance').where('_org', 'ug-1002').length;
const ordersOfPartner = () => mock.state.collection('Order').where('_org', 'ug-1002').length;

describe('preflight answer', () => {
  it('prices a deploy and compares it with the funds and quotas of the organisation', async () => {
    const r = await demo.call('aispweb/preflight/check', { kind: 'deploy', ...QUOTE });
    expect(r.body).toMatchObject({ success: true });
    const d = r.body.data;
    const quote = (await demo.call('aispweb/deployment/quote', DEPLOY)).body.data;
    expect(d).toMatchObject({
      kind: 'deploy',
      unit: 'month',
      quantity: 1,
      payType: 'prepaid',
      allowed: true,
      reasons: [],
    });
    expect(d.projectedCost).toBe(quote.amount);
    expect(d.unitPrice * d.quantity).toBeCloseTo(quote.amount, 2);
    expect(d.adds).toEqual({ gpus: 1, instances: 1, storageGiB: 0 });
    expect(d.headroom.gpus).toBe(d.quota.gpus - d.usage.gpus);
    expect(d.usage.instances).toBeGreaterThan(0);
  });

  it('refuses what the partner organisation cannot afford, with every reason', async () => {
    const r = await demo.call('aispweb/preflight/check', { kind: 'deploy', ...QUOTE, gpuCount: 8 }, inPartner);
    expect(r.body.data).toMatchObject({ allowed: false, reasons: ['GPU_QUOTA_EXCEEDED', 'INSUFFICIENT_BALANCE'] });
    const daily = await demo.call(
      'aispweb/preflight/check',
      { kind: 'deploy', ...QUOTE, billingMode: 'daily', payType: 'postpaid' },
      inPartner,
    );
    expect(daily.body.data).toMatchObject({ allowed: true, reasons: [], payType: 'postpaid' });
  });

  it('answers INVALID_PREFLIGHT for a kind without its fields', async () => {
    const r = await demo.call('aispweb/preflight/check', { kind: 'deploy' });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'INVALID_PREFLIGHT',
      errorMessage: 'The purchase to check is incomplete',
    });
  });

  it.each([
    [{ kind: 'storage', capacityGiB: 500 }, 'gibMonth'],
    [{ kind: 'task', queueId: 'unknown-queue', gpuCount: 1 }, null],
    [
      {
        kind: 'dedicatedGpu',
        gpuModel: 'NVIDIA A100 80GB',
        minGpusPerMachine: 8,
        machineCount: 1,
        usageEndDate: '2099-01-01',
      },
      'machineDay',
    ],
  ])('prices %j', async (body, unit) => {
    const r = await demo.call('aispweb/preflight/check', body);
    if (unit) expect(r.body.data.unit).toBe(unit);
    else expect(r.body.errorCode).toBe('INVALID_PREFLIGHT');
  });
});

describe('spending calls sent directly', () => {
  it('refuses a deploy the organisation cannot afford with the same reason and text, and creates nothing', async () => {
    const before = [instancesOfPartner(), ordersOfPartner()];
    const pre = await demo.call(
      'aispweb/preflight/check',
      { kind: 'deploy', ...QUOTE, billingMode: 'annual' },
      inPartner,
    );
    expect(pre.body.data).toMatchObject({ allowed: false, reasons: ['INSUFFICIENT_BALANCE'] });
    for (const lang of ['en', 'zh', 'ja']) {
      const r = await demo.call(
        'aispweb/deployment/create',
        { ...DEPLOY, billingMode: 'annual', name: 'too-costly', type: 'interactive' },
        { ...inPartner, lang },
      );
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE', showType: 2, data: null });
      expect(r.body.errorMessage).toBe(
        {
          en: "The organisation's balance does not cover this prepaid purchase",
          zh: '组织余额不足以支付此次预付费购买',
          ja: '組織の残高ではこの前払いの購入を支払えません',
        }[lang],
      );
    }
    expect([instancesOfPartner(), ordersOfPartner()]).toEqual(before);
  });

  it('refuses a deploy past the GPU quota, and a volume past the storage quota', async () => {
    const gpus = await demo.call(
      'aispweb/deployment/create',
      { ...DEPLOY, gpuCount: 8, billingMode: 'daily', payType: 'postpaid', name: 'too-many', type: 'interactive' },
      inPartner,
    );
    expect(gpus.body).toMatchObject({ success: false, errorCode: 'GPU_QUOTA_EXCEEDED' });
    expect(gpus.body.errorMessage).toBe("The organisation's GPU quota would be exceeded");
    const volume = await demo.call('aispweb/volume/create', { name: 'huge-volume', capacityGiB: 5000 }, inPartner);
    expect(volume.body).toMatchObject({ success: false, errorCode: 'STORAGE_QUOTA_EXCEEDED' });
  });

  it('refuses a dedicated GPU request past the GPU quota, and keeps nothing', async () => {
    const requests = () => mock.state.collection('DedicatedRequest').where('_org', 'ug-1002').length;
    const before = requests();
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const r = await demo.call(
      'aispweb/dedicated/create',
      {
        resourceName: 'partner-pool',
        gpuModel: 'NVIDIA A100 80GB',
        minGpusPerMachine: 8,
        usageEndDate: day(40),
        availabilityEndDate: day(10),
      },
      inPartner,
    );
    expect(r.body).toMatchObject({ success: false, errorCode: 'GPU_QUOTA_EXCEEDED', showType: 2 });
    expect(requests()).toBe(before);
  });

  it('accepts what the preflight allows and charges a prepaid one to the balance', async () => {
    const budget = async () => (await demo.call('aispweb/budget/detail', {}, inPartner)).body.data;
    const before = await budget();
    const pre = (await demo.call('aispweb/preflight/check', { kind: 'storage', capacityGiB: 100 }, inPartner)).body
      .data;
    expect(pre).toMatchObject({ allowed: true, projectedCost: 35 });
    const r = await demo.call('aispweb/volume/create', { name: 'small-volume', capacityGiB: 100 }, inPartner);
    expect(r.body.success).toBe(true);
    const quota = (await demo.call('aispweb/org_quota/detail', {}, inPartner)).body.data;
    expect(quota.usage.storageGiB).toBe(pre.usage.storageGiB + 100);
    // a postpaid deployment adds to the month, a prepaid one is paid from the balance
    const postpaid = await demo.call(
      'aispweb/deployment/create',
      { ...DEPLOY, billingMode: 'daily', payType: 'postpaid', name: 'fits-well', type: 'interactive' },
      inPartner,
    );
    expect(postpaid.body.success).toBe(true);
    const after = await budget();
    expect(after.balance).toBe(before.balance);
    expect(after.monthToDate).toBeCloseTo(before.monthToDate + 237.6, 2);
    const own = async () => (await demo.call('aispweb/budget/detail', {})).body.data;
    const ownBefore = await own();
    const prepaid = await demo.call('aispweb/deployment/create', {
      ...DEPLOY,
      name: 'paid-ahead',
      type: 'interactive',
    });
    expect(prepaid.body.success).toBe(true);
    const ownAfter = await own();
    expect(ownAfter.balance).toBeCloseTo(ownBefore.balance - 6059, 2);
  });
});

describe('budget', () => {
  it('is read by every member and set by Super Admin and Admin only', async () => {
    const read = await member.call('aispweb/budget/detail', {});
    expect(read.body.data).toMatchObject({ currency: 'CNY', monthlyLimit: null, thresholds: [50, 80, 100] });
    const refused = await member.call('aispweb/budget/update', { monthlyLimit: 100, thresholds: [50] });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
      errorMessage: 'No operation permission',
    });
    // a Basic Member elsewhere (demo in partner-org) may not either
    const partner = await demo.call('aispweb/budget/update', { monthlyLimit: 100, thresholds: [50] }, inPartner);
    expect(partner.body.errorCode).toBe('NO_PERMISSION');
    const set = await admin.call('aispweb/budget/update', { monthlyLimit: 1, thresholds: [10, 90] });
    expect(set.body.data).toMatchObject({ monthlyLimit: 1, thresholds: [10, 90] });
    // a month with any spending has crossed both thresholds of a budget of 1
    if (set.body.data.monthToDate >= 1) expect(set.body.data.crossedThresholds).toEqual([10, 90]);
    const cleared = await admin.call('aispweb/budget/update', { monthlyLimit: null, thresholds: [50, 80, 100] });
    expect(cleared.body.data).toMatchObject({ monthlyLimit: null, crossedThresholds: [] });
  });

  it('keeps each organisation apart', async () => {
    await admin.call('aispweb/budget/update', { monthlyLimit: 12345, thresholds: [70] });
    const partner = (await demo.call('aispweb/budget/detail', {}, inPartner)).body.data;
    expect(partner).toMatchObject({ monthlyLimit: 10000, thresholds: [50, 80, 100], balance: 1500 });
    // admin is not a member of partner-org: no reading or writing there
    expect((await admin.call('aispweb/budget/detail', {}, inPartner)).body.errorCode).toBe('NO_PERMISSION');
    expect((await admin.call('aispweb/org_quota/detail', {}, inPartner)).body.errorCode).toBe('NO_PERMISSION');
    expect(
      (await admin.call('aispweb/preflight/check', { kind: 'storage', capacityGiB: 10 }, inPartner)).body.errorCode,
    ).toBe('NO_PERMISSION');
    const own = (await demo.call('aispweb/budget/detail', {}, { ugroupAddr: DEMO_ORG_ADDR })).body.data;
    expect(own).toMatchObject({ monthlyLimit: 12345, thresholds: [70] });
    await admin.call('aispweb/budget/update', { monthlyLimit: null, thresholds: [50, 80, 100] });
  });

  it.each([
    [{ monthlyLimit: 100, thresholds: [80, 50] }, 200, 'INVALID_BUDGET'],
    [{ monthlyLimit: 100, thresholds: [50, 50] }, 200, 'INVALID_BUDGET'],
    [{ monthlyLimit: 100.001, thresholds: [50] }, 200, 'INVALID_BUDGET'],
    [{ monthlyLimit: 0, thresholds: [50] }, 400, undefined],
    [{ monthlyLimit: 100, thresholds: [] }, 400, undefined],
    [{ monthlyLimit: 100, thresholds: [1, 2, 3, 4, 5, 6] }, 400, undefined],
    [{ monthlyLimit: 100, thresholds: [101] }, 400, undefined],
    [{ monthlyLimit: '100', thresholds: [50] }, 400, undefined],
    [{ monthlyLimit: 100, thresholds: [50], balance: 1e9 }, 400, undefined],
    [{ thresholds: [50] }, 400, undefined],
  ])('refuses the budget %j (%i)', async (body, status, code) => {
    const r = await admin.call('aispweb/budget/update', body);
    expect(r.status).toBe(status);
    expect(r.body.success).toBe(false);
    if (code) expect(r.body.errorCode).toBe(code);
  });

  it.each([
    [{ kind: 'mining', capacityGiB: 1 }],
    [{ kind: 'storage', capacityGiB: -1 }],
    [{ kind: 'storage', capacityGiB: 1, price: 0 }],
    [{ kind: 'deploy', ...QUOTE, gpuCount: 1000 }],
    [{ kind: 'storage', capacityGiB: '1' }],
  ])('refuses the hostile preflight %j with 400', async (body) => {
    const r = await demo.call('aispweb/preflight/check', body);
    expect(r.status).toBe(400);
    expect(r.body.success).toBe(false);
  });
});

const DEMO = 'ug-1001';
const REFUSED = {
  en: "The organisation's balance does not cover this prepaid purchase",
  zh: '组织余额不足以支付此次预付费购买',
  ja: '組織の残高ではこの前払いの購入を支払えません',
} as const;
const ORDER = {
  category: 'storage',
  serviceType: 'Object storage',
  configuration: '1 TiB standard',
  billingMode: 'monthly',
  payType: 'prepaid',
};

const budget = async (c: Client, init = {}) => (await c.call('aispweb/budget/detail', {}, init)).body.data;
const newOrder = async (c: Client, quantity: number, init = {}) => {
  const r = await c.call('aispweb/order/create', { ...ORDER, quantity }, init);
  expect(r.body).toMatchObject({ success: true, data: { status: 'unpaid' } });
  return r.body.data as { orderId: string; amount: number };
};
const setBalance = (ugroupId: string, balance: number) =>
  mock.state.collection('OrgAccount').update(ugroupId, { balance });
const budgetAlerts = async (c: Client) =>
  (
    (await c.call('aispweb/notification/query', { pageSize: 100 })).body.data.list as Array<Record<string, unknown>>
  ).filter((n) => n.operation === 'budgetAlert');

describe('paying an order', () => {
  // the calls from here on stay within openapi.yaml (checked at the end; the hostile bodies above broke it on purpose)
  beforeAll(() => demo.hook('violations', 'DELETE'));

  it('refuses an order the balance cannot cover, as the preflight does, and changes nothing', async () => {
    const order = await newOrder(demo, 40, inPartner);
    const before = await budget(demo, inPartner);
    expect(order.amount).toBeGreaterThan(before.balance);
    const pre = await demo.call('aispweb/preflight/check', { kind: 'order', orderId: order.orderId }, inPartner);
    expect(pre.body.data).toMatchObject({
      kind: 'order',
      payType: 'prepaid',
      projectedCost: order.amount,
      balance: before.balance,
      allowed: false,
      reasons: ['INSUFFICIENT_BALANCE'],
    });
    for (const lang of ['en', 'zh', 'ja'] as const) {
      const r = await demo.call('aispweb/order/pay', { orderId: order.orderId }, { ...inPartner, lang });
      expect(r.status).toBe(200);
      expect(r.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE', showType: 2, data: null });
      expect(r.body.errorMessage).toBe(REFUSED[lang]);
    }
    expect(mock.state.collection('Order').get(order.orderId)).toMatchObject({ status: 'unpaid', paidAt: null });
    expect(await budget(demo, inPartner)).toMatchObject({
      balance: before.balance,
      monthToDate: before.monthToDate,
    });
  });

  it('pays an affordable order from the balance: a following preflight sees the lower balance', async () => {
    const order = await newOrder(demo, 1);
    const before = await budget(demo);
    const pre = (await demo.call('aispweb/preflight/check', { kind: 'order', orderId: order.orderId })).body.data;
    expect(pre).toMatchObject({ allowed: true, projectedCost: order.amount, balance: before.balance });
    const r = await demo.call('aispweb/order/pay', { orderId: order.orderId });
    expect(r.body).toMatchObject({ success: true, data: { orderId: order.orderId, status: 'paid' } });
    const after = await budget(demo);
    expect(after.balance).toBeCloseTo(before.balance - order.amount, 2);
    expect(after.monthToDate).toBeCloseTo(before.monthToDate + order.amount, 2);
    const next = (await demo.call('aispweb/preflight/check', { kind: 'storage', capacityGiB: 10 })).body.data;
    expect(next.balance).toBeCloseTo(after.balance, 2);
    // paid once: paying again is not allowed, and the preflight no longer prices it
    expect((await demo.call('aispweb/order/pay', { orderId: order.orderId })).body.errorCode).toBe('INVALID_STATE');
    expect((await demo.call('aispweb/preflight/check', { kind: 'order', orderId: order.orderId })).body.errorCode).toBe(
      'INVALID_PREFLIGHT',
    );
  });

  it("refuses another organisation's order, and does not price it", async () => {
    const order = await newOrder(demo, 1, inPartner);
    const before = await budget(demo);
    // admin is not a member of partner-org; in demo-lab the partner's order does not exist
    const r = await admin.call('aispweb/order/pay', { orderId: order.orderId });
    expect(r.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const there = await admin.call('aispweb/order/pay', { orderId: order.orderId }, inPartner);
    expect(there.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
    const pre = await demo.call('aispweb/preflight/check', { kind: 'order', orderId: order.orderId });
    expect(pre.body.errorCode).toBe('INVALID_PREFLIGHT');
    expect(mock.state.collection('Order').get(order.orderId)).toMatchObject({ status: 'unpaid' });
    expect((await budget(demo)).balance).toBe(before.balance);
  });
});

describe('extending a dedicated GPU request', () => {
  const activeRequest = () =>
    mock.state
      .collection('DedicatedRequest')
      .where('_org', DEMO)
      .find((r) => r.status === 'active' && r.currentExpiry && Date.parse(String(r.currentExpiry)) > Date.now())!;
  const later = (expiry: unknown, days: number) =>
    new Date(Date.parse(String(expiry)) + days * 86_400_000).toISOString().slice(0, 10);

  it('refuses an extension the balance cannot cover, as the preflight does, and keeps the expiry', async () => {
    const request = activeRequest();
    const expiry = request.currentExpiry;
    const balance = (await budget(demo)).balance;
    const orders = mock.state.collection('Order').where('_org', DEMO).length;
    setBalance(DEMO, 100);
    try {
      const asked = { dedicatedRequestId: request.id, newExpiry: later(expiry, 3) };
      const pre = (await demo.call('aispweb/preflight/check', { kind: 'dedicatedExtension', ...asked })).body.data;
      expect(pre).toMatchObject({
        kind: 'dedicatedExtension',
        unit: 'machineDay',
        quantity: 3 * Number(request.machineCount),
        allowed: false,
        reasons: ['INSUFFICIENT_BALANCE'],
      });
      expect(pre.adds).toEqual({ gpus: 0, instances: 0, storageGiB: 0 });
      for (const lang of ['en', 'zh', 'ja'] as const) {
        const r = await demo.call('aispweb/dedicated/extend', { id: request.id, newExpiry: asked.newExpiry }, { lang });
        expect(r.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE', showType: 2 });
        expect(r.body.errorMessage).toBe(REFUSED[lang]);
      }
      expect(mock.state.collection('DedicatedRequest').get(request.id)?.currentExpiry).toBe(expiry);
      expect(mock.state.collection('Order').where('_org', DEMO).length).toBe(orders);
    } finally {
      setBalance(DEMO, balance);
    }
  });

  it('charges an accepted extension to the balance as a renewal order', async () => {
    const request = activeRequest();
    const newExpiry = later(request.currentExpiry, 2);
    const pre = (
      await demo.call('aispweb/preflight/check', {
        kind: 'dedicatedExtension',
        dedicatedRequestId: request.id,
        newExpiry,
      })
    ).body.data;
    expect(pre.allowed).toBe(true);
    const before = await budget(demo);
    const r = await demo.call('aispweb/dedicated/extend', { id: request.id, newExpiry });
    expect(r.body.success).toBe(true);
    expect((await budget(demo)).balance).toBeCloseTo(before.balance - pre.projectedCost, 2);
    const renewal = mock.state
      .collection('Order')
      .where('_org', DEMO)
      .find((o) => o.serviceAddress === request.id && o.transactionType === 'renewal');
    expect(renewal).toMatchObject({ status: 'paid', amount: pre.projectedCost, payType: 'prepaid' });
    // the preflight of a date not after the (new) expiry prices nothing
    const same = await demo.call('aispweb/preflight/check', {
      kind: 'dedicatedExtension',
      dedicatedRequestId: request.id,
      newExpiry,
    });
    expect(same.body.errorCode).toBe('INVALID_PREFLIGHT');
  });
});

describe('budget alert notifications', () => {
  it("notifies the organisation's Admins once when spending reaches a threshold", async () => {
    const first = await newOrder(demo, 1);
    const second = await newOrder(demo, 1);
    const spent = (await budget(demo)).monthToDate;
    // a budget the first payment reaches exactly: 100 % crossed by it, 50 % already reached before (notified too)
    const limit = Math.round((spent + first.amount) * 100) / 100;
    const set = await admin.call('aispweb/budget/update', { monthlyLimit: limit, thresholds: [50, 100] });
    expect(set.body.data.crossedThresholds).toEqual(spent >= limit / 2 ? [50] : []);
    const [adminBefore, demoBefore, memberBefore] = [
      await budgetAlerts(admin),
      await budgetAlerts(demo),
      await budgetAlerts(member),
    ];
    expect(adminBefore).toEqual([]);
    try {
      expect((await demo.call('aispweb/order/pay', { orderId: first.orderId })).body.success).toBe(true);
      const alerts = await budgetAlerts(admin);
      expect(alerts.map((n) => Number(n.threshold)).sort((a, b) => a - b)).toEqual([50, 100]);
      expect(alerts[0]).toMatchObject({
        operation: 'budgetAlert',
        outcome: 'crossed',
        resourceType: 'budget',
        resourceId: DEMO,
        resourceName: 'demo-lab',
        read: false,
      });
      // the Super Admin too; a Basic Member does not see the organisation's budget alerts
      expect((await budgetAlerts(demo)).length).toBe(demoBefore.length + 2);
      expect(await budgetAlerts(member)).toEqual(memberBefore);
      // once per threshold and month: more spending reaches nothing new
      expect((await demo.call('aispweb/order/pay', { orderId: second.orderId })).body.success).toBe(true);
      expect((await budgetAlerts(admin)).length).toBe(2);
      // and none in another organisation (demo is a Basic Member of partner-org)
      const partner = await demo.call('aispweb/notification/query', { pageSize: 100 }, inPartner);
      expect(partner.body.data.list.filter((n: { operation: string }) => n.operation === 'budgetAlert')).toEqual([]);
    } finally {
      await admin.call('aispweb/budget/update', { monthlyLimit: null, thresholds: [50, 80, 100] });
    }
  });
});

it('paid orders, extensions and budget alerts made no call and got no answer outside openapi.yaml', async () => {
  expect(await demo.hook('violations', 'GET')).toEqual([]);
});
