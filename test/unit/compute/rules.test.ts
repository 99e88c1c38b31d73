// The compute forms' rules: whole GPU counts, request dates, the early-release window (docs/product-rules.md#fixed-values, the same
// checkEarlyRelease the mock runs), common names of groups and queues, the overcommit multiplier.
import {
  addDaysIso,
  computeGroupSchema,
  dedicatedRequestSchema,
  earlyReleaseProblem,
  earlyReleaseWindow,
  extendSchema,
  parseMultiplier,
  resourceQueueSchema,
  resourceTicketSchema,
  todayIso,
  type DedicatedRequestValues,
} from '@/features/compute/schemas';

const NOW = new Date('2026-11-23T09:30:00.000Z');
const TODAY = '2026-11-23';

/** The first error (an i18n key) of a value under a schema, or null. */
async function errorOf(
  schema: { validateAt(path: string, values: unknown): Promise<unknown> },
  path: string,
  values: object,
) {
  try {
    await schema.validateAt(path, values);
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

const request = (over: Partial<DedicatedRequestValues> = {}): DedicatedRequestValues => ({
  resourceName: 'h800-train-pool',
  gpuModel: 'NVIDIA H800 80GB',
  minGpusPerMachine: '8',
  machineCount: '1',
  usageEndDate: '2027-01-31',
  availabilityEndDate: '2026-12-15',
  remarks: '',
  ...over,
});

describe('dates', () => {
  it('counts days by the UTC calendar day', () => {
    expect(todayIso(NOW)).toBe(TODAY);
    expect(todayIso(new Date('2026-11-23T23:59:59.000Z'))).toBe(TODAY);
    expect(addDaysIso(TODAY, 3)).toBe('2026-11-26');
    expect(addDaysIso('2026-12-30', 3)).toBe('2027-01-02');
  });
});

describe('early release (docs/product-rules.md#fixed-values)', () => {
  const scheduled = '2027-01-07T00:00:00.000Z';

  it('refuses a date 2 days after today and accepts 3 days', () => {
    expect(earlyReleaseProblem(addDaysIso(TODAY, 2), scheduled, NOW)).toBe('earlyRelease');
    expect(earlyReleaseProblem(addDaysIso(TODAY, 3), scheduled, NOW)).toBeNull();
  });

  it('refuses today and past dates', () => {
    expect(earlyReleaseProblem(TODAY, scheduled, NOW)).toBe('earlyRelease');
    expect(earlyReleaseProblem('2026-11-01', scheduled, NOW)).toBe('earlyRelease');
  });

  it('refuses the scheduled release day and later, accepts the day before', () => {
    expect(earlyReleaseProblem('2027-01-07', scheduled, NOW)).toBe('earlyReleaseBeforeScheduled');
    expect(earlyReleaseProblem('2027-02-01', scheduled, NOW)).toBe('earlyReleaseBeforeScheduled');
    expect(earlyReleaseProblem('2027-01-06', scheduled, NOW)).toBeNull();
  });

  it('asks for a date when none (or half a date) is given', () => {
    expect(earlyReleaseProblem(null, scheduled, NOW)).toBe('required');
    expect(earlyReleaseProblem('2027-01', scheduled, NOW)).toBe('required');
  });

  it('offers the window from 3 days after today to the day before the scheduled release', () => {
    expect(earlyReleaseWindow(scheduled, NOW)).toEqual({ min: '2026-11-26', max: '2027-01-06' });
  });
});

describe('dedicated request form', () => {
  const schema = dedicatedRequestSchema(NOW);

  it('accepts a complete request', async () => {
    await expect(schema.validate(request())).resolves.toBeTruthy();
  });

  it.each([
    ['2.5', 'validation:integer'],
    ['eight', 'validation:integer'],
    ['', 'validation:required'],
    ['0', 'compute:request.errors.gpuRange'],
    ['17', 'compute:request.errors.gpuRange'],
    ['16', null],
    ['1', null],
  ])('minimum GPUs per machine %p → %p', async (value, key) => {
    expect(await errorOf(schema, 'minGpusPerMachine', request({ minGpusPerMachine: value }))).toBe(key);
  });

  it('needs whole machines from 1 to 128', async () => {
    expect(await errorOf(schema, 'machineCount', request({ machineCount: '1.5' }))).toBe('validation:integer');
    expect(await errorOf(schema, 'machineCount', request({ machineCount: '129' }))).toBe(
      'compute:request.errors.machineRange',
    );
  });

  it('needs a lowercase resource name', async () => {
    expect(await errorOf(schema, 'resourceName', request({ resourceName: 'H800 Pool' }))).toBe(
      'validation:resourceName',
    );
  });

  it('needs a usage end date after today', async () => {
    expect(await errorOf(schema, 'usageEndDate', request({ usageEndDate: TODAY }))).toBe(
      'compute:request.errors.afterToday',
    );
    expect(await errorOf(schema, 'usageEndDate', request({ usageEndDate: '' }))).toBe('validation:required');
  });

  it('needs the availability end date on or before the usage end date', async () => {
    expect(
      await errorOf(
        schema,
        'availabilityEndDate',
        request({ availabilityEndDate: '2027-02-01', usageEndDate: '2027-01-31' }),
      ),
    ).toBe('compute:request.errors.availabilityAfterUsage');
    expect(
      await errorOf(
        schema,
        'availabilityEndDate',
        request({ availabilityEndDate: '2027-01-31', usageEndDate: '2027-01-31' }),
      ),
    ).toBeNull();
  });
});

describe('other compute forms', () => {
  it('extends only past the current expiry', async () => {
    const schema = extendSchema('2027-01-07T00:00:00.000Z');
    expect(await errorOf(schema, 'newExpiry', { newExpiry: '2027-01-07' })).toBe('compute:extend.errors.afterExpiry');
    expect(await errorOf(schema, 'newExpiry', { newExpiry: '2027-01-08' })).toBeNull();
  });

  it.each([
    ['train-group.a100', null],
    ['grp', 'validation:commonName'],
    ['9-pool', 'validation:commonName'],
    ['team pool', 'validation:commonName'],
  ])('compute group name %p → %p', async (name, key) => {
    expect(await errorOf(computeGroupSchema, 'name', { name, description: '' })).toBe(key);
  });

  it('takes a whole GPU quota and a priority from 1 to 10', async () => {
    const values = { name: 'team.queue', description: '', groupId: '', gpuQuota: '8', priority: '5', memberIds: [] };
    expect(await errorOf(resourceQueueSchema, 'gpuQuota', { ...values, gpuQuota: '4.5' })).toBe('validation:integer');
    expect(await errorOf(resourceQueueSchema, 'gpuQuota', { ...values, gpuQuota: '0' })).toBeNull();
    expect(await errorOf(resourceQueueSchema, 'priority', { ...values, priority: '11' })).toBe(
      'compute:queue.errors.priorityRange',
    );
  });

  it('opens a ticket with a resource name, resources and a future delivery date', async () => {
    const schema = resourceTicketSchema(NOW);
    const values = {
      name: 'a100-expansion',
      reservedResources: '16x A100',
      region: 'cn-east-1',
      deliveryDate: '',
      remarks: '',
      sourceRequestId: '',
    };
    await expect(schema.validate(values)).resolves.toBeTruthy();
    expect(await errorOf(schema, 'deliveryDate', { ...values, deliveryDate: TODAY })).toBe(
      'compute:request.errors.afterToday',
    );
    expect(await errorOf(schema, 'reservedResources', { ...values, reservedResources: ' ' })).toBe(
      'validation:required',
    );
  });

  it.each([
    ['2', 2],
    ['1.5', 1.5],
    ['8', 8],
    ['1', 1],
    ['0.5', null],
    ['9', null],
    ['x2', null],
    ['', null],
  ])('overcommit multiplier %p → %p', (text, value) => {
    expect(parseMultiplier(text)).toBe(value);
  });
});
