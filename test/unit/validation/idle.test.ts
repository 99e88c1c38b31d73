// The idle rule shared by the console and the mock: under 5 % of what is allocated at every sample of the last N
// hours, GPUs allocated throughout, the whole N hours covered; N a whole number from 1 to 168.
import {
  IDLE_HOURS_DEFAULT,
  IDLE_THRESHOLD_PERCENT,
  USAGE_RANGES,
  isIdle,
  isValidIdleHours,
  pointsOf,
  utilisationPercent,
} from '@/validation/idle';

const STEP = 15 * 60_000;
const samples = (n: number, allocated: number, usedShare: number) =>
  Array.from({ length: n }, () => ({ gpuAllocated: allocated, gpuUsed: allocated * usedShare }));

describe('the idle rule', () => {
  it('is 5 % over 6 hours by default', () => {
    expect(IDLE_THRESHOLD_PERCENT).toBe(5);
    expect(IDLE_HOURS_DEFAULT).toBe(6);
  });

  it('flags GPUs used under 5 % at every sample of the last N hours', () => {
    expect(isIdle(samples(25, 2, 0.03), 6, STEP)).toBe(true);
    expect(isIdle(samples(100, 1, 0.049), 6, STEP)).toBe(true);
  });

  it('does not flag at exactly 5 % or above, even at one sample', () => {
    expect(isIdle(samples(25, 1, 0.05), 6, STEP)).toBe(false);
    const one = samples(25, 1, 0.01);
    one[10] = { gpuAllocated: 1, gpuUsed: 0.5 };
    expect(isIdle(one, 6, STEP)).toBe(false);
  });

  it('looks only at the last N hours', () => {
    const s = [...samples(20, 1, 0.9), ...samples(25, 1, 0.01)];
    expect(isIdle(s, 6, STEP)).toBe(true);
    expect(isIdle(s, 7, STEP)).toBe(false);
  });

  it('needs the whole N hours covered and GPUs allocated throughout', () => {
    expect(isIdle(samples(24, 1, 0.01), 6, STEP)).toBe(false);
    const gap = samples(25, 1, 0.01);
    gap[0] = { gpuAllocated: 0, gpuUsed: 0 };
    expect(isIdle(gap, 6, STEP)).toBe(false);
    expect(isIdle(samples(25, 0, 0), 6, STEP)).toBe(false);
  });

  it('reads utilisation as a share of what was allocated', () => {
    expect(utilisationPercent({ gpuAllocated: 4, gpuUsed: 1 })).toBe(25);
    expect(utilisationPercent({ gpuAllocated: 0, gpuUsed: 0 })).toBe(0);
  });

  it.each([
    [1, true],
    [6, true],
    [168, true],
    [0, false],
    [169, false],
    [2.5, false],
    ['6', false],
    [Number.NaN, false],
  ])('takes %p hours: %p', (hours, ok) => {
    expect(isValidIdleHours(hours)).toBe(ok);
  });

  it('bounds the points of every range', () => {
    expect(pointsOf('24h')).toBe(96);
    expect(pointsOf('7d')).toBe(168);
    expect(pointsOf('30d')).toBe(120);
    for (const r of Object.keys(USAGE_RANGES) as Array<keyof typeof USAGE_RANGES>)
      expect(pointsOf(r)).toBeLessThanOrEqual(200);
  });
});
