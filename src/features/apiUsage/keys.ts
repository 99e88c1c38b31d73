// How API keys read on screen: the state a key is really in, and its masked form (the full key is never kept).
import type { ApiKey } from './api';

export type KeyState = ApiKey['status'];

/** A key past its expiration date is expired even when the list still says active. */
export function effectiveStatus(key: Pick<ApiKey, 'status' | 'expiresAt'>, now: number = Date.now()): KeyState {
  if (key.status !== 'active' || !key.expiresAt) return key.status;
  const ends = Date.parse(key.expiresAt);
  return Number.isFinite(ends) && ends < now ? 'expired' : 'active';
}

/** The recognisable start of a key followed by a mask, e.g. `sk-aisp-a2c3••••••••`. */
export function maskedKey(prefix: string | null | undefined): string {
  return `${prefix ?? ''}••••••••`;
}
