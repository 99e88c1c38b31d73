// The chunked image upload: one init, every chunk in order (base64 of its slice), progress after each, then
// complete; a cancel or a failure after the start aborts the upload on the server.
import '../support/jsdomGlobals';
import { UploadCancelled } from '@/components/upload/files';
import type { Image, ImageUpload } from '@/features/resources/api';
import { uploadImageInChunks, type ImageUploadCalls } from '@/features/resources/imageUpload';

const KiB = 1024;
const meta = { name: 'my-image', version: '2', tags: ['a'] };

function fileOf(size: number, name = 'image.tar'): File {
  const bytes = Uint8Array.from({ length: size }, (_, i) => i % 251);
  return new File([bytes], name, { type: 'application/x-tar' });
}

function fakeCalls(overrides: Partial<ImageUploadCalls> = {}) {
  const log: string[] = [];
  const chunks: { index: number; bytes: number[] }[] = [];
  const calls: ImageUploadCalls = {
    init: jest.fn(async (body) => {
      log.push(`init ${body.fileName} ${body.sizeBytes} ${body.chunkSize}`);
      return {
        uploadId: 'up-1',
        chunkSize: body.chunkSize,
        chunkCount: Math.ceil(body.sizeBytes / body.chunkSize),
        receivedChunks: 0,
      } satisfies ImageUpload;
    }),
    chunk: jest.fn(async (body) => {
      log.push(`chunk ${body.index}`);
      chunks.push({ index: body.index, bytes: [...Buffer.from(body.contentBase64, 'base64')] });
      return {};
    }),
    complete: jest.fn(async () => {
      log.push('complete');
      return { id: 'img-1', name: 'my-image', version: '2', source: 'upload', status: 'building' } as Image;
    }),
    abort: jest.fn(async () => {
      log.push('abort');
      return true;
    }),
    ...overrides,
  };
  return { calls, log, chunks };
}

describe('chunked image upload', () => {
  it('sends every chunk in order, each the base64 of its slice, with progress, then completes', async () => {
    const file = fileOf(10 * KiB + 5);
    const { calls, log, chunks } = fakeCalls();
    const progress: number[] = [];
    const image = await uploadImageInChunks(file, meta, calls, {
      signal: new AbortController().signal,
      chunkBytes: 4 * KiB,
      onProgress: (sent) => progress.push(sent),
    });
    expect(image.id).toBe('img-1');
    expect(log).toEqual([`init image.tar ${10 * KiB + 5} ${4 * KiB}`, 'chunk 0', 'chunk 1', 'chunk 2', 'complete']);
    expect(calls.init).toHaveBeenCalledWith(expect.objectContaining(meta));
    expect(chunks.map((c) => c.bytes.length)).toEqual([4 * KiB, 4 * KiB, 2 * KiB + 5]);
    const whole = chunks.flatMap((c) => c.bytes);
    expect(whole).toEqual([...Uint8Array.from({ length: 10 * KiB + 5 }, (_, i) => i % 251)]);
    expect(progress).toEqual([0, 4 * KiB, 8 * KiB, 10 * KiB + 5]);
  });

  it('follows the chunk size the server answers', async () => {
    const { calls, log } = fakeCalls();
    (calls.init as jest.Mock).mockImplementation(async (body: { sizeBytes: number }) => ({
      uploadId: 'up-2',
      chunkSize: 3 * KiB,
      chunkCount: Math.ceil(body.sizeBytes / (3 * KiB)),
      receivedChunks: 0,
    }));
    await uploadImageInChunks(fileOf(7 * KiB), meta, calls, {
      signal: new AbortController().signal,
      chunkBytes: 4 * KiB,
    });
    expect(log.filter((l) => l.startsWith('chunk'))).toEqual(['chunk 0', 'chunk 1', 'chunk 2']);
  });

  it('stops at a cancel, aborts the upload on the server and says it was cancelled', async () => {
    const stop = new AbortController();
    const { calls, log } = fakeCalls();
    (calls.chunk as jest.Mock).mockImplementation(async (body: { index: number }) => {
      log.push(`chunk ${body.index}`);
      if (body.index === 1) stop.abort();
      return {};
    });
    await expect(
      uploadImageInChunks(fileOf(10 * KiB), meta, calls, { signal: stop.signal, chunkBytes: 4 * KiB }),
    ).rejects.toBeInstanceOf(UploadCancelled);
    expect(log).toEqual([expect.stringMatching(/^init/), 'chunk 0', 'chunk 1', 'abort']);
  });

  it('aborts the upload when a chunk fails, and passes the failure on', async () => {
    const failure = { kind: 'business', message: 'disk full' };
    const { calls, log } = fakeCalls({
      chunk: jest.fn(async () => {
        throw failure;
      }),
    });
    await expect(
      uploadImageInChunks(fileOf(5 * KiB), meta, calls, { signal: new AbortController().signal, chunkBytes: 4 * KiB }),
    ).rejects.toBe(failure);
    expect(log).toEqual([expect.stringMatching(/^init/), 'abort']);
  });

  it('starts nothing when cancelled before the start', async () => {
    const stop = new AbortController();
    stop.abort();
    const { calls } = fakeCalls();
    await expect(uploadImageInChunks(fileOf(10), meta, calls, { signal: stop.signal })).rejects.toBeInstanceOf(
      UploadCancelled,
    );
    expect(calls.init).not.toHaveBeenCalled();
  });
});
