// How the console words dates, sizes, durations, numbers and money, in the current language (Intl). A missing or
// malformed value reads as an em dash, never as "Invalid Date" or NaN.
const DASH = '—';

// Building an Intl formatter costs far more than using one (a grid page formats hundreds of cells): keep one per
// language and options.
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function cachedFormat<F extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

const dateFormat = (language: string, options: Intl.DateTimeFormatOptions) =>
  cachedFormat(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(language, options));

const numberFormat = (language: string, options: Intl.NumberFormatOptions) =>
  cachedFormat(`number|${language}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(language, options));

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDateTime(value: string | number | Date | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date) : DASH;
}

export function formatDate(value: string | number | Date | null | undefined, language: string): string {
  const date = toDate(value);
  return date ? dateFormat(language, { dateStyle: 'medium' }).format(date) : DASH;
}

export function formatNumber(value: number | null | undefined, language: string, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return numberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
}

/** A percentage given as 0-100. */
export function formatPercent(value: number | null | undefined, language: string, digits = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  return numberFormat(language, { style: 'percent', maximumFractionDigits: digits }).format(value / 100);
}

/**
 * Money of the platform (CNY unless the answer names another currency): the one money format of the console (and of
 * the texts the mock words), Intl's for the language: CN¥1,234.00 (en-US), ¥1,234.00 (zh-CN), 元 1,234.00 (ja-JP).
 * Cents always show; a unit price under 1 keeps up to four decimals (¥0.0005 per 1K tokens is not ¥0.00).
 */
export function formatMoney(value: number | null | undefined, language: string, currency = 'CNY'): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return DASH;
  const maximumFractionDigits = value !== 0 && Math.abs(value) < 1 ? 4 : 2;
  return numberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits,
  }).format(value);
}

const BYTE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'] as const;

/** Binary sizes (1 KB = 1024 B), as storage screens of cloud consoles show them. */
export function formatBytes(bytes: number | null | undefined, language: string): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return DASH;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, language, unit === 0 ? 0 : value < 10 ? 2 : 1)} ${BYTE_UNITS[unit]}`;
}

/**
 * A duration as `1d 02:03:04` / `02:03:04`: the same shape in every language, so a ticking runtime does not
 * change width with its words.
 */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return DASH;
  const total = Math.floor(ms / 1000);
  const days = Math.floor(total / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((total % 86_400) / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
  return days ? `${days}d ${clock}` : clock;
}
