// Deterministic noise for the series the mock makes up (usage, analytics, monitoring).
import { seedOf } from '../fixtures/random';

/** Deterministic noise in [-1, 1] for a (series, time bucket). */
export function noise(key: string, bucket: number): number {
  return ((seedOf(`${key}:${bucket}`) % 2001) - 1000) / 1000;
}
