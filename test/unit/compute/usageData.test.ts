// Shaping a usage history for the charts and the text summary.
import { isEmptyHistory, summariseUsage, toSeries } from '@/features/compute/components/usage/usageData';

const point = (i: number, gpuAllocated: number, gpuUsed: number, vramAllocatedGiB: number, vramUsedGiB: number) => ({
  time: new Date(Date.UTC(2026, 10, 26, i)).toISOString(),
  gpuAllocated,
  gpuUsed,
  vramAllocatedGiB,
  vramUsedGiB,
});

describe('usage history shaping', () => {
  const points = [point(0, 4, 1, 320, 100), point(1, 4, 3, 320, 200), point(2, 0, 0, 0, 0), point(3, 4, 2, 320, 60)];

  it('splits the points into the series the charts draw, oldest first', () => {
    const s = toSeries(points);
    expect(s.times.map((d) => d.getUTCHours())).toEqual([0, 1, 2, 3]);
    expect(s.gpuAllocated).toEqual([4, 4, 0, 4]);
    expect(s.gpuUsed).toEqual([1, 3, 0, 2]);
    expect(s.vramAllocated).toEqual([320, 320, 0, 320]);
    expect(s.vramUsed).toEqual([100, 200, 0, 60]);
  });

  it('summarises averages, the share used and the highest use', () => {
    const sum = summariseUsage(points);
    expect(sum.gpu).toEqual({ allocated: 3, used: 1.5, percent: 50, peak: 3 });
    expect(sum.vram.allocated).toBe(240);
    expect(sum.vram.used).toBe(90);
    expect(sum.vram.peak).toBe(200);
    expect(sum.vram.percent).toBeCloseTo(37.5);
  });

  it('is empty when nothing was allocated at any point', () => {
    expect(isEmptyHistory([point(0, 0, 0, 0, 0), point(1, 0, 0, 0, 0)])).toBe(true);
    expect(isEmptyHistory([])).toBe(true);
    expect(isEmptyHistory(points)).toBe(false);
  });

  it('summarises no points as zeros', () => {
    expect(summariseUsage([]).gpu).toEqual({ allocated: 0, used: 0, percent: 0, peak: 0 });
  });
});
