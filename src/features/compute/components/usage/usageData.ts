// Shaping a usage history for its charts and its text summary: the series the charts draw and, for each of GPU and
// VRAM, the average allocated and used, the share used and the highest use over the range.
import { utilisationPercent } from '@/validation/idle';
import type { UsagePoint } from '../../api';

export interface UsageSeries {
  times: Date[];
  gpuAllocated: number[];
  gpuUsed: number[];
  vramAllocated: number[];
  vramUsed: number[];
}

export function toSeries(points: readonly UsagePoint[]): UsageSeries {
  return {
    times: points.map((p) => new Date(p.time)),
    gpuAllocated: points.map((p) => p.gpuAllocated),
    gpuUsed: points.map((p) => p.gpuUsed),
    vramAllocated: points.map((p) => p.vramAllocatedGiB),
    vramUsed: points.map((p) => p.vramUsedGiB),
  };
}

export interface UsageFigures {
  allocated: number;
  used: number;
  /** Used as a percent of allocated (0 when nothing was allocated). */
  percent: number;
  peak: number;
}

const average = (xs: readonly number[]): number => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : 0);

function figures(allocated: readonly number[], used: readonly number[]): UsageFigures {
  const a = average(allocated);
  const u = average(used);
  return {
    allocated: a,
    used: u,
    percent: utilisationPercent({ gpuAllocated: a, gpuUsed: u }),
    peak: used.length ? Math.max(...used) : 0,
  };
}

export function summariseUsage(points: readonly UsagePoint[]): { gpu: UsageFigures; vram: UsageFigures } {
  const s = toSeries(points);
  return { gpu: figures(s.gpuAllocated, s.gpuUsed), vram: figures(s.vramAllocated, s.vramUsed) };
}

/** Nothing allocated at any point: the empty state instead of two flat lines. */
export function isEmptyHistory(points: readonly UsagePoint[]): boolean {
  return !points.some((p) => p.gpuAllocated > 0 || p.vramAllocatedGiB > 0);
}
