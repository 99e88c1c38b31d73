// The usage periods of docs/product-rules.md#fixed-values and how the metrics screen words its points.
import type { UsagePeriod } from './api';

export const PERIODS: readonly UsagePeriod[] = ['today', 'yesterday', 'last7days', 'last15days'];
export const DEFAULT_PERIOD: UsagePeriod = 'today';

/** The period named in the URL, or the default when it names none (or an unknown one). */
export function parsePeriod(text: string | null | undefined): UsagePeriod {
  return (PERIODS as readonly string[]).includes(text ?? '') ? (text as UsagePeriod) : DEFAULT_PERIOD;
}

/** Hourly points read as a time of day, daily points as a date. */
export function formatPointTime(time: string, granularity: 'hour' | 'day', language: string): string {
  const date = new Date(time);
  if (Number.isNaN(date.getTime())) return '—';
  return new Intl.DateTimeFormat(
    language,
    granularity === 'hour' ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  ).format(date);
}

/** Hourly for one day, daily for several (the mock's and the contract's granularity). */
export const granularityOf = (period: UsagePeriod): 'hour' | 'day' =>
  period === 'today' || period === 'yesterday' ? 'hour' : 'day';

export interface Peak {
  index: number;
  value: number;
}

/** The highest value of a series (the first when tied), or null for an empty one. */
export function peakOf(values: readonly number[]): Peak | null {
  let peak: Peak | null = null;
  values.forEach((value, index) => {
    if (!peak || value > peak.value) peak = { index, value };
  });
  return peak;
}

export const sum = (values: readonly number[]): number => values.reduce((s, v) => s + v, 0);
