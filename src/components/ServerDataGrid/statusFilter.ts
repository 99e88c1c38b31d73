// The status filter of a list grid: a select over every value of the status enumeration, each read as its text,
// with "all" first. The URL keeps the choice under `status`.
import type { TFunction } from 'i18next';
import { enumOptions } from '@/lib/enumText';
import type { GridFilterSelect } from './ServerDataGrid';

/**
 * @param allLabel what the select reads when no status is chosen.
 * @param values the statuses to offer, in their order.
 * @param text how one status reads.
 * @returns the grid's `filterSelects`.
 */
export function statusFilter<V extends string>(
  t: TFunction,
  allLabel: string,
  values: readonly V[],
  text: (t: TFunction, value: V) => string,
): GridFilterSelect[] {
  return [{ key: 'status', allLabel, options: enumOptions(t, values, text) }];
}
