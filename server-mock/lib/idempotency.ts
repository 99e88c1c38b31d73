// `Idempotency-Key` on any /api operation: the same key from the same caller on the same operation within 24 hours
// answers the first answer again and runs nothing (no second write). The same key with a different body is refused
// (HTTP 400, BAD_REQUEST, errorCode IDEMPOTENCY_KEY_REUSED) so a client bug cannot pass for a replay. A second call
// arriving while the first still runs waits for it and gets its answer. Bounded (entries and bytes, oldest first),
// cleared by POST /__mock__/reset, expiring on the mock's clock (POST /__mock__/clock moves it).
import { createHash } from 'node:crypto';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** 8–128 characters of A–Z, a–z, 0–9, `_` and `-`. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_ENTRIES = 10_000;
const MAX_BYTES = 32 * 1024 * 1024;

/** What was sent for the first call: replayed byte for byte (with its renewed token, if any). */
export interface StoredAnswer {
  status: number;
  json: string;
  authorization?: string;
}

interface Entry {
  bodyHash: string;
  at: number;
  answer?: StoredAnswer;
  /** the first call is still running */
  pending?: Promise<StoredAnswer | undefined>;
  bytes: number;
}

export type Lookup =
  | { kind: 'new'; settle: (answer: StoredAnswer | undefined) => void }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'wait'; answer: Promise<StoredAnswer | undefined> }
  | { kind: 'mismatch' };

/** Canonical JSON (keys sorted), so the same body in another key order is the same body. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value as Record<string, unknown>)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

export function bodyHashOf(body: unknown): string {
  return createHash('sha256').update(canonical(body)).digest('base64url');
}

export class IdempotencyStore {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  /**
   * Looks the call up. `new`: run it and call `settle` with what was answered (undefined: nothing to keep, e.g. an
   * internal error, so a retry runs again). `replay`: send the stored answer. `wait`: the first call is running.
   */
  begin(caller: string, operationId: string, key: string, body: unknown, now: number): Lookup {
    const id = `${caller}\u0000${operationId}\u0000${key}`;
    const hash = bodyHashOf(body);
    const found = this.entries.get(id);
    if (found && now - found.at < IDEMPOTENCY_TTL_MS) {
      if (found.bodyHash !== hash) return { kind: 'mismatch' };
      if (found.answer) return { kind: 'replay', answer: found.answer };
      if (found.pending) return { kind: 'wait', answer: found.pending };
    }
    if (found) this.drop(id, found);
    let resolve!: (a: StoredAnswer | undefined) => void;
    const pending = new Promise<StoredAnswer | undefined>((r) => (resolve = r));
    const entry: Entry = { bodyHash: hash, at: now, pending, bytes: id.length + hash.length };
    this.entries.set(id, entry);
    this.bytes += entry.bytes;
    const settle = (answer: StoredAnswer | undefined): void => {
      entry.pending = undefined;
      if (answer && this.entries.get(id) === entry) {
        entry.answer = answer;
        const extra = answer.json.length + (answer.authorization?.length ?? 0);
        entry.bytes += extra;
        this.bytes += extra;
      } else if (this.entries.get(id) === entry) this.drop(id, entry);
      this.evict();
      resolve(answer);
    };
    this.evict();
    return { kind: 'new', settle };
  }

  private drop(id: string, entry: Entry): void {
    this.entries.delete(id);
    this.bytes -= entry.bytes;
  }

  /** Oldest first, until within both bounds (a running call's entry is kept). */
  private evict(): void {
    if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) return;
    for (const [id, entry] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      if (entry.pending) continue;
      this.drop(id, entry);
    }
  }
}
