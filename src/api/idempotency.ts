// Idempotency-Key on the calls that create something, so sending a create again after its answer was lost never
// creates it twice: every call gets a fresh key, except the same call (same path, same body) sent again after its
// answer was lost (no answer, a timeout, or an HTTP 5xx that may have come after the write): that one carries the
// key of the lost call, and the server answers the first answer again instead of writing twice.
import { IDEMPOTENT_OPERATIONS } from './generated/idempotent.gen';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const CREATE_PATHS = new Set(Object.values(IDEMPOTENT_OPERATIONS));

/** How long a lost call's key is offered to the same call again (the server keeps keys for 24 hours). */
export const LOST_KEY_TTL_MS = 60 * 60 * 1000;
const MAX_LOST = 100;

/** Keys of lost calls, by path and body, oldest first. */
const lost = new Map<string, { key: string; at: number }>();

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

export function isCreateCall(url: string): boolean {
  return CREATE_PATHS.has(pathOf(url));
}

/** JSON with sorted keys: the same body written in another key order is the same call. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/** A random key of 32 hex digits (allowed: 8–128 characters of A–Z a–z 0–9 _ -). */
export function newIdempotencyKey(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface IdempotentCall {
  key: string;
  /** Reports how the call ended: `answerLost` keeps the key for the same call sent again; else it is forgotten. */
  settle: (answerLost: boolean) => void;
}

/**
 * The key for a call to `url` with `body`, or null when the operation creates nothing (or the body is not JSON).
 * The same call sent again after a lost answer gets the lost call's key.
 */
export function idempotentCall(url: string, body: unknown, now = Date.now()): IdempotentCall | null {
  if (!isCreateCall(url)) return null;
  if (typeof FormData !== 'undefined' && body instanceof FormData)
    return { key: newIdempotencyKey(), settle: () => {} };
  const id = `${pathOf(url)}\n${canonical(body ?? null)}`;
  for (const [k, v] of lost) if (now - v.at > LOST_KEY_TTL_MS) lost.delete(k);
  const key = lost.get(id)?.key ?? newIdempotencyKey();
  lost.delete(id);
  return {
    key,
    settle(answerLost) {
      if (!answerLost) return;
      lost.set(id, { key, at: Date.now() });
      while (lost.size > MAX_LOST) lost.delete(lost.keys().next().value as string);
    },
  };
}

/** Forgets every lost call's key (tests). */
export function forgetLostCalls(): void {
  lost.clear();
}
