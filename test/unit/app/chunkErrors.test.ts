import { claimAutomaticReload, CHUNK_RELOAD_WINDOW_MS, parseChunkError, releaseAutomaticReload } from '@/app/chunkErrors';

describe('chunk load failures', () => {
  it('recognises webpack chunk and CSS chunk errors with their chunk id', () => {
    expect(parseChunkError(new Error('Loading chunk 2859 failed.\n(error: http://x/a.js)'))).toEqual({ css: false, chunk: '2859' });
    expect(parseChunkError(new Error('Loading CSS chunk 12 failed.'))).toEqual({ css: true, chunk: '12' });
    expect(parseChunkError(new Error('Cannot read properties of undefined'))).toBeNull();
    expect(parseChunkError('Loading chunk 1 failed')).toBeNull();
  });

  it('reloads by itself at most once within the window', () => {
    sessionStorage.clear();
    expect(claimAutomaticReload(1_000)).toBe(true);
    expect(claimAutomaticReload(2_000)).toBe(false);
    expect(claimAutomaticReload(1_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
    releaseAutomaticReload();
    expect(claimAutomaticReload(1_000 + CHUNK_RELOAD_WINDOW_MS + 2)).toBe(true);
  });
});
