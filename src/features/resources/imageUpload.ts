// The chunked upload of a local image archive: initImageUpload → uploadImageChunk (base64, one chunk at a
// time, progress after each) → completeImageUpload; a cancel or a failure after the start calls abortImageUpload
// so the server drops what it received.
import { DEFAULT_CHUNK_BYTES, UploadCancelled, chunkRanges, readAsBase64 } from '@/components/upload/files';
import type { Image, ImageUpload } from './api';

export interface ImageUploadMeta {
  name: string;
  version: string;
  tags: string[];
  description?: string;
}

/** The server calls, each answering its `data` (or throwing); `signal` stops a call in flight. */
export interface ImageUploadCalls {
  init(body: ImageUploadMeta & { fileName: string; sizeBytes: number; chunkSize: number }): Promise<ImageUpload>;
  chunk(body: { uploadId: string; index: number; contentBase64: string }, signal: AbortSignal): Promise<unknown>;
  complete(body: { uploadId: string }): Promise<Image>;
  abort(body: { uploadId: string }): Promise<unknown>;
}

export interface ImageUploadOptions {
  signal: AbortSignal;
  /** Bytes sent so far and the file's size, after each chunk. */
  onProgress?(sentBytes: number, totalBytes: number): void;
  chunkBytes?: number;
}

export async function uploadImageInChunks(
  file: Blob & { name: string },
  meta: ImageUploadMeta,
  calls: ImageUploadCalls,
  { signal, onProgress, chunkBytes = DEFAULT_CHUNK_BYTES }: ImageUploadOptions,
): Promise<Image> {
  if (signal.aborted) throw new UploadCancelled();
  const upload = await calls.init({ ...meta, fileName: file.name, sizeBytes: file.size, chunkSize: chunkBytes });
  try {
    // The server's chunk size rules (it may not take the one asked for).
    const ranges = chunkRanges(file.size, upload.chunkSize || chunkBytes);
    let sent = 0;
    onProgress?.(0, file.size);
    for (const { index, start, end } of ranges) {
      if (signal.aborted) throw new UploadCancelled();
      const contentBase64 = await readAsBase64(file.slice(start, end), signal);
      await calls.chunk({ uploadId: upload.uploadId, index, contentBase64 }, signal);
      if (signal.aborted) throw new UploadCancelled();
      sent += end - start;
      onProgress?.(sent, file.size);
    }
    return await calls.complete({ uploadId: upload.uploadId });
  } catch (error) {
    await calls.abort({ uploadId: upload.uploadId }).catch(() => undefined);
    throw signal.aborted ? new UploadCancelled() : error;
  }
}
