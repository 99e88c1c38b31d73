// The console's formatters: sizes, durations, money and dates in each language; bad values read as a dash.
import {
  formatBytes,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMoney,
  formatPercent,
} from '@/components/format';

describe('formatters', () => {
  it('sizes use binary units', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(1536, 'en-US')).toBe('1.5 KB');
    expect(formatBytes(100 * 1024 ** 3, 'en-US')).toBe('100 GB');
    expect(formatBytes(-1, 'en-US')).toBe('—');
  });

  it('durations keep one shape in every language', () => {
    expect(formatDuration(0)).toBe('00:00:00');
    expect(formatDuration(3_723_000)).toBe('01:02:03');
    expect(formatDuration(90_061_000)).toBe('1d 01:01:01');
    expect(formatDuration(undefined)).toBe('—');
  });

  it('money and percentages follow the language', () => {
    expect(formatMoney(1234.5, 'en-US')).toBe('CN¥1,234.50');
    expect(formatMoney(1234.5, 'zh-CN')).toBe('¥1,234.50');
    expect(formatMoney(1234.5, 'ja-JP')).toMatch(/^元\s?1,234\.50$/);
    // A unit price under 1 keeps its digits (not ¥0.00).
    expect(formatMoney(0.0005, 'zh-CN')).toBe('¥0.0005');
    expect(formatMoney(0.01, 'en-US')).toBe('CN¥0.01');
    expect(formatPercent(42, 'en-US')).toBe('42%');
  });

  it('dates say a dash for missing or malformed values', () => {
    expect(formatDateTime(null, 'en-US')).toBe('—');
    expect(formatDate('not a date', 'ja-JP')).toBe('—');
    expect(formatDate('2026-11-23T00:00:00Z', 'en-US')).toMatch(/Nov 2[23], 2026/);
  });
});
