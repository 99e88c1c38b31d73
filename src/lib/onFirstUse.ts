// Code loaded on first use without suspending. React holds a revealed Suspense boundary back for a moment after its
// fallback showed (its fallback throttle, ~300 ms), so a lazy component that suspends when its data arrives paints
// late even when its chunk is already there. A module started early with `onFirstUse` and read with `useLoaded`
// renders in the same commit as the data that needs it.
import { useEffect, useState } from 'react';

export interface OnFirstUse<T> {
  /** Starts loading (once; again after a failure) and resolves with the module. */
  start(): Promise<T>;
  /** The module once loaded, else undefined. */
  loaded(): T | undefined;
}

export function onFirstUse<T>(load: () => Promise<T>): OnFirstUse<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    start() {
      pending ??= load().then(
        (m) => (value = m),
        (e: unknown) => {
          pending = undefined;
          throw e;
        },
      );
      return pending;
    },
    loaded: () => value,
  };
}

export interface Loaded<T> {
  module: T | undefined;
  failed: boolean;
  retry(): void;
}

/** Starts loading `code` when the component mounts; re-renders with the module, or `failed` when its chunk failed. */
export function useLoaded<T>(code: OnFirstUse<T>): Loaded<T> {
  const [module, setModule] = useState<T | undefined>(code.loaded);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module !== undefined) return undefined;
    let live = true;
    code.start().then(
      (m) => live && setModule(() => m),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [code, module, attempt]);
  return {
    module,
    failed,
    retry: () => {
      setFailed(false);
      setAttempt((n) => n + 1);
    },
  };
}
