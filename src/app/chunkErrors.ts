// Lazy chunk failures (docs/product-rules.md#calls-and-errors): recognise them, and reload at most once on our own.

export const CHUNK_RELOAD_KEY = 'aispace:chunk-reload-at';
/** A second failure within this window after an automatic reload is shown, not reloaded again. */
export const CHUNK_RELOAD_WINDOW_MS = 30_000;

export interface ChunkFailure {
  css: boolean;
  chunk: string;
}

export function parseChunkError(error: unknown): ChunkFailure | null {
  if (!(error instanceof Error)) return null;
  const match = /Loading (CSS )?chunk (\S+?) failed/.exec(error.message);
  if (match) return { css: Boolean(match[1]), chunk: match[2] };
  if (error.name === 'ChunkLoadError') return { css: false, chunk: '?' };
  return null;
}

/** True when the page may reload itself now (and records that it did). */
export function claimAutomaticReload(now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  try {
    const last = Number(storage.getItem(CHUNK_RELOAD_KEY) ?? 0);
    if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(CHUNK_RELOAD_KEY, String(now));
    return true;
  } catch {
    return false;
  }
}

export function releaseAutomaticReload(storage: Storage = sessionStorage): void {
  try {
    storage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // nothing to release
  }
}
