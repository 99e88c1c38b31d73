// Several uploads: each file has its own row and progress, a few run at once and the rest wait, a cancelled one
// stops (queued or running), a failure keeps the server's words, and leaving the screen cancels what runs.
import '../support/jsdomGlobals';
import { act, renderHook } from '@testing-library/react';
import { READ_SHARE, useUploadQueue, type SendFile } from '@/features/storage/useUploadQueue';

interface Pending {
  file: File;
  signal: AbortSignal;
  onRead(share: number): void;
  resolve(): void;
  reject(reason: unknown): void;
}

function controlledSend() {
  const calls: Pending[] = [];
  const send: SendFile<string> = (file, _target, signal, onRead) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ file, signal, onRead, resolve, reject });
      signal.addEventListener('abort', () => reject(new Error('aborted')));
    });
  return { send, calls };
}

const file = (name: string) => new File(['hello'], name, { type: 'text/plain' });
const flush = () => act(async () => {});

describe('upload queue', () => {
  it('runs at most `concurrency` uploads and starts the next when one ends', async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useUploadQueue(send, { concurrency: 2 }));
    act(() => result.current.add([file('a'), file('b'), file('c')], '/'));
    expect(calls.map((c) => c.file.name)).toEqual(['a', 'b']);
    expect(result.current.items.map((i) => i.status)).toEqual(['running', 'running', 'queued']);

    act(() => calls[0].onRead(0.5));
    expect(result.current.items[0].percent).toBe(Math.round(0.5 * READ_SHARE));

    calls[0].resolve();
    await flush();
    expect(result.current.items[0]).toMatchObject({ status: 'done', percent: 100 });
    expect(calls.map((c) => c.file.name)).toEqual(['a', 'b', 'c']);
    expect(result.current.busy).toBe(true);
  });

  it('keeps the reason of a failure', async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useUploadQueue(send));
    act(() => result.current.add([file('a')], '/'));
    calls[0].reject('The name already exists');
    await flush();
    expect(result.current.items[0]).toMatchObject({ status: 'failed', error: 'The name already exists' });
    expect(result.current.busy).toBe(false);
  });

  it('cancels a running upload through its signal, and a queued one before it starts', async () => {
    const { send, calls } = controlledSend();
    const { result } = renderHook(() => useUploadQueue(send, { concurrency: 1 }));
    act(() => result.current.add([file('a'), file('b')], '/'));
    const [a, b] = result.current.items;
    act(() => result.current.cancel(b.id));
    expect(result.current.items[1].status).toBe('cancelled');

    act(() => result.current.cancel(a.id));
    expect(calls[0].signal.aborted).toBe(true);
    await flush();
    expect(result.current.items[0].status).toBe('cancelled');
    expect(calls).toHaveLength(1);
  });

  it('forgets finished rows on request and aborts running uploads when unmounted', async () => {
    const { send, calls } = controlledSend();
    const { result, unmount } = renderHook(() => useUploadQueue(send));
    act(() => result.current.add([file('a'), file('b')], '/'));
    calls[0].resolve();
    await flush();
    act(() => result.current.clearFinished());
    expect(result.current.items.map((i) => i.file.name)).toEqual(['b']);
    unmount();
    expect(calls[1].signal.aborted).toBe(true);
  });
});
