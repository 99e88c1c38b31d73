// Time helpers the handlers share: ISO timestamps and the length of a day.
/** An instant as an ISO 8601 string (UTC, milliseconds). */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** One day in milliseconds. */
export const DAY = 86_400_000;
