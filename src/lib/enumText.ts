// How an enumeration reads: one text key a value, `<prefix>.<value>` (or the key a table names), and what an
// unknown value reads as. Every one built here is listed in ENUM_TEXTS, so one test checks each value's text in
// every language.
import type { TFunction } from 'i18next';

export interface EnumTextEntry {
  prefix: string;
  values: readonly string[];
  keys?: Readonly<Record<string, string>>;
}

/** Every enumeration's texts, in the order their modules loaded. */
export const ENUM_TEXTS: EnumTextEntry[] = [];

const dash = () => '—';

export function enumText<V extends string>(
  prefix: string,
  values: readonly V[],
  fallback: (value: V | null | undefined, t: TFunction) => string = dash,
  keys?: Readonly<Record<V, string>>,
): (t: TFunction, value: V | null | undefined) => string {
  ENUM_TEXTS.push({ prefix, values, keys });
  const known = new Set<string>(values);
  return (t, value) =>
    value != null && known.has(value) ? t(`${prefix}.${keys?.[value] ?? value}`) : fallback(value, t);
}

/** A select's options from an enumeration's values and how each reads (a filter of a grid, a form's choices). */
export function enumOptions<V extends string>(
  t: TFunction,
  values: readonly V[],
  text: (t: TFunction, value: V) => string,
): { value: V; label: string }[] {
  return values.map((value) => ({ value, label: text(t, value) }));
}
