// API key states and masks, the expiration rule, and the usage periods of docs/product-rules.md#fixed-values.
import { type ValidationError } from 'yup';
import { effectiveStatus, maskedKey } from '@/features/apiUsage/keys';
import { formatPointTime, granularityOf, parsePeriod, peakOf, PERIODS } from '@/features/apiUsage/metrics';
import { apiKeySchema, firstExpiryDay, toExpiresAt } from '@/features/apiUsage/schemas';

async function errorsOf(values: object, today: Date): Promise<Record<string, string>> {
  try {
    await apiKeySchema(today).validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path ?? '', i.message]));
  }
}

describe('API keys', () => {
  const now = Date.parse('2026-11-23T09:00:00Z');

  it('an active key past its expiration date is expired; revoked stays revoked', () => {
    expect(effectiveStatus({ status: 'active', expiresAt: '2026-11-22T23:59:59Z' }, now)).toBe('expired');
    expect(effectiveStatus({ status: 'active', expiresAt: '2026-11-24T00:00:00Z' }, now)).toBe('active');
    expect(effectiveStatus({ status: 'active', expiresAt: null }, now)).toBe('active');
    expect(effectiveStatus({ status: 'revoked', expiresAt: '2026-01-01T00:00:00Z' }, now)).toBe('revoked');
  });

  it('is shown as its prefix and a mask, never more', () => {
    expect(maskedKey('sk-aisp-a2c3')).toBe('sk-aisp-a2c3••••••••');
    expect(maskedKey(undefined)).toBe('••••••••');
  });

  it('expires at the end of the chosen day, or never', () => {
    const end = toExpiresAt({ name: 'k', expiry: 'date', expiresOn: '2027-03-15' });
    expect(new Date(end ?? '').getDate()).toBe(15);
    expect(new Date(end ?? '').getHours()).toBe(23);
    expect(toExpiresAt({ name: 'k', expiry: 'never', expiresOn: '2027-03-15' })).toBeNull();
  });

  it('needs a name of at most 64 characters and an expiration after today', async () => {
    const today = new Date(2026, 10, 23, 10);
    expect(firstExpiryDay(today)).toBe('2026-11-24');
    expect(await errorsOf({ name: 'k', expiry: 'date', expiresOn: '2026-11-24' }, today)).toEqual({});
    expect(await errorsOf({ name: 'k', expiry: 'never', expiresOn: '' }, today)).toEqual({});
    expect(await errorsOf({ name: 'x'.repeat(65), expiry: 'date', expiresOn: '2026-11-23' }, today)).toEqual({
      name: 'apiUsage:rules.nameTooLong',
      expiresOn: 'apiUsage:rules.expiryFuture',
    });
    expect(await errorsOf({ name: ' ', expiry: 'date', expiresOn: '' }, today)).toEqual({
      name: 'validation:required',
      expiresOn: 'apiUsage:rules.expiryRequired',
    });
  });
});

describe('usage periods', () => {
  it('are today, yesterday, last 7 and last 15 days; anything else reads as today', () => {
    expect(PERIODS).toEqual(['today', 'yesterday', 'last7days', 'last15days']);
    expect(parsePeriod('last15days')).toBe('last15days');
    expect(parsePeriod('last30days')).toBe('today');
    expect(parsePeriod(null)).toBe('today');
  });

  it('one day is drawn by the hour, several by the day', () => {
    expect(granularityOf('today')).toBe('hour');
    expect(granularityOf('yesterday')).toBe('hour');
    expect(granularityOf('last7days')).toBe('day');
    expect(formatPointTime('2026-11-23T09:00:00Z', 'day', 'en-US')).toMatch(/Nov 2[23]/);
    expect(formatPointTime('nonsense', 'hour', 'en-US')).toBe('—');
  });

  it('finds the busiest point', () => {
    expect(peakOf([3, 9, 9, 1])).toEqual({ index: 1, value: 9 });
    expect(peakOf([])).toBeNull();
  });
});
