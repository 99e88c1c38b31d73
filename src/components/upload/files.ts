// Reading local files for the contract's uploads: inline base64 (FileContent) or base64 chunks of a chunked
// upload, with progress and cancellation (an AbortSignal stops the read).
export const MiB = 1024 * 1024;
/** Chunk size of chunked uploads (the contract takes 1-32 MiB). */
export const DEFAULT_CHUNK_BYTES = 1 * MiB;

export class UploadCancelled extends Error {
  constructor() {
    super('upload cancelled');
    this.name = 'UploadCancelled';
  }
}

/** The base64 of a file or a slice of one (no `data:` prefix). */
export function readAsBase64(blob: Blob, signal?: AbortSignal, onProgress?: (loaded: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    const reader = new FileReader();
    const abort = () => reader.abort();
    signal?.addEventListener('abort', abort, { once: true });
    reader.onprogress = (e) => onProgress?.(e.loaded);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.onabort = () => reject(new UploadCancelled());
    reader.onload = () => {
      signal?.removeEventListener('abort', abort);
      const text = String(reader.result ?? '');
      resolve(text.slice(text.indexOf(',') + 1));
    };
    reader.readAsDataURL(blob);
  });
}

/** The contract's FileContent of a small file. */
export async function toFileContent(file: File, signal?: AbortSignal, onProgress?: (loaded: number) => void) {
  return {
    fileName: file.name,
    contentType: file.type || 'application/octet-stream',
    sizeBytes: file.size,
    contentBase64: await readAsBase64(file, signal, onProgress),
  };
}

/** Byte ranges of a chunked upload. */
export function chunkRanges(
  size: number,
  chunkBytes = DEFAULT_CHUNK_BYTES,
): { index: number; start: number; end: number }[] {
  const ranges = [];
  for (let index = 0, start = 0; start < size || (size === 0 && index === 0); index += 1, start += chunkBytes) {
    ranges.push({ index, start, end: Math.min(size, start + chunkBytes) });
    if (size === 0) break;
  }
  return ranges;
}

/** The extension check of upload rules (docs/product-rules.md#field-rules), case-insensitive (`.tar.gz` ends in `.gz`). */
export function hasAllowedExtension(fileName: string, extensions: readonly string[]): boolean {
  const lower = fileName.toLowerCase();
  return extensions.some((ext) => lower.endsWith(ext.toLowerCase()));
}
