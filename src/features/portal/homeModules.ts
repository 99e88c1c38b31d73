// Which modules the console home shows, in what order: the organisation's saved choice (/home-module), or
// every module in its default order while the organisation has saved none.
import { HOME_MODULE_KEYS } from '@/validation/homeModules';
import type { HomeModule, HomeModuleKey } from './api';

export function shownModules(modules: readonly HomeModule[] | null | undefined): HomeModuleKey[] {
  if (!modules || modules.length === 0) return [...HOME_MODULE_KEYS];
  const known = new Set<string>(HOME_MODULE_KEYS);
  const seen = new Set<HomeModuleKey>();
  return [...modules]
    .sort((a, b) => a.order - b.order)
    .filter((m) => m.enabled && known.has(m.key) && !seen.has(m.key) && seen.add(m.key))
    .map((m) => m.key);
}

export interface SpendSummary {
  from: string;
  to: string;
  min: number;
  max: number;
  maxDate: string;
}

/** The figures a text alternative of the month's daily spend names; null without data. */
export function summariseSpend(series: readonly { date: string; amount: number }[] | undefined): SpendSummary | null {
  if (!series?.length) return null;
  let max = series[0];
  let min = series[0];
  for (const p of series) {
    if (p.amount > max.amount) max = p;
    if (p.amount < min.amount) min = p;
  }
  return {
    from: series[0].date,
    to: series[series.length - 1].date,
    min: min.amount,
    max: max.amount,
    maxDate: max.date,
  };
}
