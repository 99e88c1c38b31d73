// The idle rule, shared by the console (what it says and lets an Admin set) and the mock (which GPUs and instances
// it flags): a GPU or an instance that holds GPUs is idle when its GPU utilisation stayed under 5 % for the last N
// hours, N set per organisation by an Admin (1 to 168, 6 by default). Pure data and functions: no imports.

/** Utilisation under this (percent of the allocated GPUs) counts as unused. */
export const IDLE_THRESHOLD_PERCENT = 5;
export const IDLE_HOURS_DEFAULT = 6;
export const IDLE_HOURS_MIN = 1;
export const IDLE_HOURS_MAX = 168;

export const HOUR_MS = 3_600_000;

/** The ranges of a usage history and the step the server picks for each (bounded points). */
export const USAGE_RANGES = {
  '24h': { spanMs: 24 * HOUR_MS, stepMs: 15 * 60_000 },
  '7d': { spanMs: 7 * 24 * HOUR_MS, stepMs: HOUR_MS },
  '30d': { spanMs: 30 * 24 * HOUR_MS, stepMs: 6 * HOUR_MS },
} as const;

export type UsageRangeKey = keyof typeof USAGE_RANGES;
export const USAGE_RANGE_KEYS = Object.keys(USAGE_RANGES) as UsageRangeKey[];

/** Points of a range: one per step, the last at the step that holds `now`. */
export function pointsOf(range: UsageRangeKey): number {
  const { spanMs, stepMs } = USAGE_RANGES[range];
  return spanMs / stepMs;
}

/** Whether N is an hours value an Admin may set: a whole number from 1 to 168. */
export function isValidIdleHours(hours: unknown): hours is number {
  return typeof hours === 'number' && Number.isInteger(hours) && hours >= IDLE_HOURS_MIN && hours <= IDLE_HOURS_MAX;
}

/** Utilisation of one sample, percent of what was allocated (0 when nothing was). */
export function utilisationPercent(sample: { gpuAllocated: number; gpuUsed: number }): number {
  return sample.gpuAllocated > 0 ? (sample.gpuUsed / sample.gpuAllocated) * 100 : 0;
}

/**
 * The idle rule over samples of the last N hours (oldest first, evenly spaced by `stepMs`, the last one now): idle
 * when the samples cover the whole N hours, GPUs were allocated at every one of them, and utilisation stayed under
 * the threshold at every one. A resource that holds nothing, or has not held GPUs for N hours yet, is not idle.
 */
export function isIdle(
  samples: ReadonlyArray<{ gpuAllocated: number; gpuUsed: number }>,
  hours: number,
  stepMs: number,
): boolean {
  const needed = Math.ceil((hours * HOUR_MS) / stepMs) + 1;
  if (samples.length < needed) return false;
  for (let i = samples.length - needed; i < samples.length; i++) {
    const s = samples[i];
    if (!(s.gpuAllocated > 0) || utilisationPercent(s) >= IDLE_THRESHOLD_PERCENT) return false;
  }
  return true;
}
