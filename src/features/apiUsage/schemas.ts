// yup schema of the API key form: a name (1-64) and an expiration date that is later than today, or never.
import dayjs from 'dayjs';
import { object, string } from 'yup';
import { message } from '@/validation/schemas';

export const apiUsageRule = (key: string): string => `apiUsage:rules.${key}`;

export interface ApiKeyValues {
  name: string;
  expiry: 'never' | 'date';
  /** `YYYY-MM-DD` when expiry is 'date'. */
  expiresOn: string;
}

/** The first day a key may expire on (tomorrow, in the user's time zone). */
export const firstExpiryDay = (today: Date = new Date()): string => dayjs(today).add(1, 'day').format('YYYY-MM-DD');

export const apiKeySchema = (today: Date = new Date()) =>
  object({
    name: string().trim().required(message('required')).max(64, apiUsageRule('nameTooLong')),
    expiry: string().oneOf(['never', 'date']).required(message('required')),
    expiresOn: string().when('expiry', {
      is: 'date',
      then: (s) =>
        s
          .required(apiUsageRule('expiryRequired'))
          .test('future', apiUsageRule('expiryFuture'), (v) => !v || v >= firstExpiryDay(today)),
      otherwise: (s) => s.strip(),
    }),
  });

/** The contract's `expiresAt`: the end of the chosen day in the user's time zone, or null for never. */
export function toExpiresAt(values: ApiKeyValues): string | null {
  if (values.expiry !== 'date' || !values.expiresOn) return null;
  return dayjs(values.expiresOn).endOf('day').toISOString();
}
