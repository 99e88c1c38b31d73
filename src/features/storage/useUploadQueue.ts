// Several uploads at once: each file gets a row with its progress, a few run at the same time, the rest wait;
// each can be cancelled (reading or sending), and a failure keeps its reason. Leaving the screen cancels them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { UploadCancelled } from '@/components/upload/files';

export type UploadStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface UploadItem<T> {
  id: string;
  file: File;
  /** Where it goes (folder, prefix), fixed when the file was added. */
  target: T;
  /** 0-100. */
  percent: number;
  status: UploadStatus;
  error?: string;
}

/**
 * Sends one file. `onRead` reports the share of the file read (0-1); the promise settles when the server has
 * answered. It rejects with the text to show, or anything once `signal` is aborted.
 */
export type SendFile<T> = (
  file: File,
  target: T,
  signal: AbortSignal,
  onRead: (share: number) => void,
) => Promise<void>;

/** Reading the file is most of the visible work; the last part of the bar waits for the server's answer. */
export const READ_SHARE = 90;
export const DEFAULT_CONCURRENCY = 3;

let nextId = 0;

export function useUploadQueue<T>(send: SendFile<T>, { concurrency = DEFAULT_CONCURRENCY } = {}) {
  const [items, setItems] = useState<UploadItem<T>[]>([]);
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  });
  const waiting = useRef<UploadItem<T>[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const running = useRef(0);
  const mounted = useRef(true);

  const patch = useCallback((id: string, change: Partial<UploadItem<T>>) => {
    if (!mounted.current) return;
    setItems((all) => all.map((i) => (i.id === id ? { ...i, ...change } : i)));
  }, []);

  const pump = useCallback(() => {
    const startWaiting = (): void => {
      while (running.current < concurrency && waiting.current.length > 0) {
        const item = waiting.current.shift()!;
        const controller = new AbortController();
        controllers.current.set(item.id, controller);
        running.current += 1;
        patch(item.id, { status: 'running' });
        sendRef
          .current(item.file, item.target, controller.signal, (share) =>
            patch(item.id, { percent: Math.round(Math.max(0, Math.min(1, share)) * READ_SHARE) }),
          )
          .then(
            () => patch(item.id, { status: 'done', percent: 100 }),
            (error: unknown) => {
              if (controller.signal.aborted || error instanceof UploadCancelled)
                patch(item.id, { status: 'cancelled' });
              else patch(item.id, { status: 'failed', error: typeof error === 'string' ? error : String(error) });
            },
          )
          .finally(() => {
            controllers.current.delete(item.id);
            running.current -= 1;
            startWaiting();
          });
      }
    };
    startWaiting();
  }, [concurrency, patch]);

  const add = useCallback(
    (files: readonly File[], target: T) => {
      const added = files.map<UploadItem<T>>((file) => {
        nextId += 1;
        return { id: `upload-${nextId}`, file, target, percent: 0, status: 'queued' };
      });
      waiting.current.push(...added);
      setItems((all) => [...all, ...added]);
      pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (id: string) => {
      const queued = waiting.current.findIndex((i) => i.id === id);
      if (queued >= 0) {
        waiting.current.splice(queued, 1);
        patch(id, { status: 'cancelled' });
        return;
      }
      controllers.current.get(id)?.abort();
    },
    [patch],
  );

  /** Forgets the rows that are over (done, failed, cancelled). */
  const clearFinished = useCallback(() => {
    setItems((all) => all.filter((i) => i.status === 'queued' || i.status === 'running'));
  }, []);

  useEffect(() => {
    mounted.current = true;
    const live = controllers.current;
    const queue = waiting.current;
    return () => {
      mounted.current = false;
      queue.length = 0;
      for (const c of live.values()) c.abort();
    };
  }, []);

  const busy = items.some((i) => i.status === 'queued' || i.status === 'running');
  return { items, add, cancel, clearFinished, busy };
}
