// A list whose rows move on by themselves (a request being allocated, a machine preparing or starting) is polled
// while a row it shows is in such a status, and no longer once every row has settled.
import { useState } from 'react';

/** How often a list with a row in a transitional status asks again. */
export const TRANSITION_POLL_MS = 2000;

export interface TransitionPolling<T> {
  /** RTK Query's pollingInterval: TRANSITION_POLL_MS while a row seen last is transitional, else 0. */
  pollingInterval: number;
  /** Called in render with the rows of the latest answer. */
  observe(rows: readonly T[] | undefined): void;
}

export function useTransitionPolling<T>(isTransitional: (row: T) => boolean): TransitionPolling<T> {
  const [polling, setPolling] = useState(false);
  return {
    pollingInterval: polling ? TRANSITION_POLL_MS : 0,
    observe(rows) {
      const now = Boolean(rows?.some(isTransitional));
      if (now !== polling) setPolling(now);
    },
  };
}
