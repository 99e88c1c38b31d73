// The portal's pure rules: the requirement form's contact (email or phone) and body, which home modules show in
// what order, the spend chart's text alternative, and where a portal card leads.
import { shownModules, summariseSpend } from '@/features/portal/homeModules';
import { itemTarget } from '@/features/portal/links';
import { checkContact, emptyRequirement, requirementSchema, toRequirementRequest } from '@/features/portal/schemas';

describe('requirement contact (email or phone)', () => {
  it.each([
    ['lilei@example.com', null],
    ['  lilei@example.com ', null],
    ['+86 138 0013 8000', null],
    ['010-8888-6666', null],
    ['', 'required'],
    ['   ', 'required'],
    ['lilei@', 'email'],
    ['a@b', 'email'],
    ['12ab', 'mobile'],
    ['123', 'mobile'],
  ])('%j → %s', (value, expected) => {
    expect(checkContact(value)).toBe(expected);
  });
});

describe('requirement form', () => {
  const valid = {
    requestType: 'modelTraining' as const,
    fullName: ' Li Lei ',
    contact: 'lilei@example.com',
    enterpriseType: 'company' as const,
    enterpriseName: '',
    description: ' Fine-tune a 7B model ',
  };

  it('accepts a complete request without an enterprise name', async () => {
    await expect(requirementSchema.validate(valid)).resolves.toBeTruthy();
  });

  it('names each missing field with the required message', async () => {
    const errors = await requirementSchema
      .validate(emptyRequirement, { abortEarly: false })
      .catch((e: { inner: { path: string; message: string }[] }) => e.inner);
    expect(Object.fromEntries((errors as { path: string; message: string }[]).map((e) => [e.path, e.message]))).toEqual(
      {
        requestType: 'validation:required',
        fullName: 'validation:required',
        contact: 'validation:required',
        enterpriseType: 'validation:required',
        description: 'validation:required',
      },
    );
  });

  it('words a bad contact with the email or mobile rule', async () => {
    await expect(requirementSchema.validateAt('contact', { ...valid, contact: 'x@y' })).rejects.toThrow(
      'validation:email',
    );
    await expect(requirementSchema.validateAt('contact', { ...valid, contact: 'call me' })).rejects.toThrow(
      'validation:mobile',
    );
  });

  it('refuses a type outside docs/product-rules.md#fixed-values', async () => {
    await expect(
      requirementSchema.validateAt('enterpriseType', { ...valid, enterpriseType: 'startup' }),
    ).rejects.toThrow();
  });

  it('sends trimmed values and leaves an empty enterprise name out', () => {
    expect(toRequirementRequest(valid)).toEqual({
      requestType: 'modelTraining',
      fullName: 'Li Lei',
      contact: 'lilei@example.com',
      enterpriseType: 'company',
      description: 'Fine-tune a 7B model',
    });
    expect(toRequirementRequest({ ...valid, enterpriseName: ' ACME ' })).toMatchObject({ enterpriseName: 'ACME' });
  });
});

describe('home modules shown', () => {
  it('follows the saved order and shows only enabled modules', () => {
    expect(
      shownModules([
        { key: 'shortcuts', enabled: true, order: 2 },
        { key: 'gpusInUse', enabled: true, order: 0 },
        { key: 'monthlySpend', enabled: false, order: 1 },
        { key: 'runningInstances', enabled: true, order: 3 },
      ]),
    ).toEqual(['gpusInUse', 'shortcuts', 'runningInstances']);
  });

  it('shows every module in the default order while none is saved', () => {
    expect(shownModules([])).toEqual([
      'runningInstances',
      'gpusInUse',
      'monthlySpend',
      'pendingInvitations',
      'shortcuts',
      'recentOrders',
      'myApplications',
    ]);
    expect(shownModules(undefined)).toHaveLength(7);
  });

  it('shows nothing when every module is switched off', () => {
    expect(shownModules([{ key: 'shortcuts', enabled: false, order: 0 }])).toEqual([]);
  });

  it('ignores unknown keys and repeats', () => {
    expect(
      shownModules([
        { key: 'shortcuts', enabled: true, order: 0 },
        { key: 'shortcuts', enabled: true, order: 1 },
        { key: 'weather' as never, enabled: true, order: 2 },
      ]),
    ).toEqual(['shortcuts']);
  });
});

describe('spend summary', () => {
  it('names the range, the lowest and the highest day', () => {
    expect(
      summariseSpend([
        { date: '2026-11-01', amount: 20 },
        { date: '2026-11-02', amount: 50 },
        { date: '2026-11-03', amount: 10 },
      ]),
    ).toEqual({ from: '2026-11-01', to: '2026-11-03', min: 10, max: 50, maxDate: '2026-11-02' });
  });
  it('is null without data', () => {
    expect(summariseSpend([])).toBeNull();
  });
});

describe('portal card targets', () => {
  it.each([
    ['/apps', { route: '/apps' }],
    ['/#/task-center', { route: '/task-center' }],
    ['#/gpu', { route: '/gpu' }],
    ['https://docs.aispace.dev/x', { href: 'https://docs.aispace.dev/x' }],
    ['javascript:alert(1)', null],
    ['', null],
    [null, null],
  ])('%j → %j', (link, expected) => {
    expect(itemTarget(link)).toEqual(expected);
  });
});
