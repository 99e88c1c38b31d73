// The apps area's pure rules: plans of an application, the enable form and its request, analytics figures,
// the curl command, and what a detail call's state means.
import { summarise, monthOverMonth } from '@/features/apps/analytics';
import type { Application } from '@/features/apps/api';
import { detailState } from '@/features/apps/detailState';
import { enableSchema, initialEnableValues, lowestPrice, plansOf, toEnableRequest } from '@/features/apps/enable';

const app: Application = {
  id: 'app-ocr',
  name: 'Document OCR',
  accessMethods: ['portal', 'nact'],
  resourceModes: ['shared', 'dedicated'],
  prices: [
    { billingMode: 'annual', payType: 'prepaid', amount: 2576.59, currency: 'CNY' },
    { billingMode: 'daily', payType: 'prepaid', amount: 143.22, currency: 'CNY' },
    { billingMode: 'daily', payType: 'prepaid', amount: 4499.84, currency: 'CNY' },
    { billingMode: 'monthly', payType: 'postpaid', amount: 99, currency: 'CNY' },
    { billingMode: 'monthly', payType: 'postpaid', resourceMode: 'dedicated', amount: 149, currency: 'CNY' },
  ],
};

describe('plans of an application', () => {
  it('lists each billing mode and payment once, first price wins, daily to annual', () => {
    expect(plansOf(app).map((p) => [p.key, p.amount])).toEqual([
      ['daily:prepaid', 143.22],
      ['monthly:postpaid', 99],
      ['annual:prepaid', 2576.59],
    ]);
  });
  it('offers every combination when the catalogue names no price', () => {
    expect(plansOf({ prices: [] }).map((p) => p.key)).toEqual([
      'daily:prepaid',
      'daily:postpaid',
      'monthly:prepaid',
      'monthly:postpaid',
      'annual:prepaid',
      'annual:postpaid',
    ]);
    expect(lowestPrice({ prices: [] })).toBeNull();
  });
  it('finds the lowest price', () => {
    expect(lowestPrice(app)).toMatchObject({ key: 'monthly:postpaid', amount: 99 });
  });
  it('prices dedicated resources with their own prices, shared ones with the prices that name no mode', () => {
    const both: Application = {
      ...app,
      prices: [
        { billingMode: 'monthly', payType: 'prepaid', amount: 100, currency: 'CNY' },
        { billingMode: 'monthly', payType: 'prepaid', resourceMode: 'dedicated', amount: 150, currency: 'CNY' },
        { billingMode: 'daily', payType: 'postpaid', resourceMode: 'shared', amount: 5, currency: 'CNY' },
      ],
    };
    expect(plansOf(both).map((p) => [p.key, p.amount])).toEqual([
      ['daily:postpaid', 5],
      ['monthly:prepaid', 100],
    ]);
    expect(plansOf(both, 'shared')).toEqual(plansOf(both));
    expect(plansOf(both, 'dedicated').map((p) => [p.key, p.amount])).toEqual([['monthly:prepaid', 150]]);
    expect(lowestPrice(both)).toMatchObject({ amount: 5 });
  });
});

describe('enable form', () => {
  const schema = enableSchema(app);
  const base = { ...initialEnableValues(app) };

  it('starts with the first access method, resource mode and plan, one period', () => {
    expect(base).toEqual({
      accessMethod: 'portal',
      resourceMode: 'shared',
      plan: 'daily:prepaid',
      periods: '1',
      nactDeviceId: '',
    });
  });

  it('needs a device for NacT access', async () => {
    await expect(schema.validate({ ...base, accessMethod: 'nact' })).rejects.toThrow(
      'apps:enable.errors.deviceRequired',
    );
    await expect(schema.validate({ ...base, accessMethod: 'nact', nactDeviceId: 'dev-1' })).resolves.toBeTruthy();
  });

  it('needs 1-36 whole periods when prepaid, at most 3 years', async () => {
    await expect(schema.validate({ ...base, periods: '0' })).rejects.toThrow('validation:positiveInteger');
    await expect(schema.validate({ ...base, periods: '1.5' })).rejects.toThrow('validation:positiveInteger');
    await expect(schema.validate({ ...base, periods: '37' })).rejects.toThrow('apps:enable.errors.periodsMaxDaily');
    await expect(schema.validate({ ...base, periods: '36' })).resolves.toBeTruthy();
    await expect(schema.validate({ ...base, plan: 'annual:prepaid', periods: '4' })).rejects.toThrow(
      'apps:enable.errors.periodsMaxAnnual',
    );
  });

  it('needs a plan the catalogue prices for the chosen resource mode', async () => {
    await expect(schema.validate({ ...base, resourceMode: 'dedicated' })).rejects.toThrow('validation:required');
    await expect(
      schema.validate({ ...base, resourceMode: 'dedicated', plan: 'monthly:postpaid' }),
    ).resolves.toBeTruthy();
  });

  it('ignores periods when postpaid', async () => {
    await expect(schema.validate({ ...base, plan: 'monthly:postpaid', periods: '' })).resolves.toBeTruthy();
  });

  it('sends periods only when prepaid and a device only for NacT', () => {
    expect(toEnableRequest(app, { ...base, periods: '3' })).toEqual({
      appId: 'app-ocr',
      accessMethod: 'portal',
      resourceMode: 'shared',
      billingMode: 'daily',
      payType: 'prepaid',
      periods: 3,
    });
    expect(
      toEnableRequest(app, {
        ...base,
        accessMethod: 'nact',
        nactDeviceId: 'dev-1',
        resourceMode: 'dedicated',
        plan: 'monthly:postpaid',
      }),
    ).toEqual({
      appId: 'app-ocr',
      accessMethod: 'nact',
      resourceMode: 'dedicated',
      billingMode: 'monthly',
      payType: 'postpaid',
      nactDeviceId: 'dev-1',
    });
  });
});

describe('analytics figures', () => {
  const points = [
    { date: '2026-11-01', calls: 10 },
    { date: '2026-11-02', calls: 40 },
    { date: '2026-11-03', calls: 25 },
  ];
  it('sums, averages and finds the peak', () => {
    expect(summarise(points, (p) => p.calls)).toEqual({
      total: 75,
      average: 25,
      peak: { date: '2026-11-02', value: 40 },
    });
    expect(summarise([], (p: { date: string }) => p.date.length)).toEqual({ total: 0, average: 0, peak: null });
  });
  it('compares the last 30 days with the 30 before', () => {
    const ninety = [
      ...Array(30).fill({ calls: 5 }),
      ...Array(30).fill({ calls: 10 }),
      ...Array(30).fill({ calls: 15 }),
    ];
    expect(monthOverMonth(ninety)).toBe(50);
    expect(monthOverMonth(ninety.slice(0, 59))).toBeNull();
  });
});

describe('detail state', () => {
  it('tells a missing id, loading, an unknown id, a failure and data apart', () => {
    expect(detailState(null, { isLoading: false, hasData: false })).toBe('missing');
    expect(detailState('as-1', { isLoading: true, hasData: false })).toBe('loading');
    expect(
      detailState('x', {
        isLoading: false,
        hasData: false,
        error: { kind: 'business', errorCode: 'NOT_FOUND', message: 'x' },
      }),
    ).toBe('notFound');
    expect(detailState('x', { isLoading: false, hasData: false, error: { kind: 'noResponse', message: 'x' } })).toBe(
      'error',
    );
    expect(detailState('as-1', { isLoading: false, hasData: true })).toBe('ready');
  });
});
