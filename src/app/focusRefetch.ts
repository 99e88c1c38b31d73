// RTK Query's refetch-on-focus, throttled to once per 5000 ms (docs/product-rules.md#fixed-values); RTK Query has no throttle of its own.
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';

export const FOCUS_REFETCH_THROTTLE_MS = 5000;

type Handlers = {
  onFocus: () => UnknownAction;
  onFocusLost: () => UnknownAction;
  onOnline: () => UnknownAction;
  onOffline: () => UnknownAction;
};

/** Passed to `setupListeners(dispatch, ...)`; returns the unsubscribe function. */
export function throttledFocusListeners(now: () => number = Date.now) {
  return (
    dispatch: ThunkDispatch<unknown, unknown, UnknownAction>,
    { onFocus, onFocusLost, onOnline, onOffline }: Handlers,
  ) => {
    let lastFocus = -Infinity;
    const focus = () => {
      if (document.visibilityState !== 'visible') {
        dispatch(onFocusLost());
        return;
      }
      const at = now();
      if (at - lastFocus < FOCUS_REFETCH_THROTTLE_MS) return;
      lastFocus = at;
      dispatch(onFocus());
    };
    const online = () => dispatch(onOnline());
    const offline = () => dispatch(onOffline());
    window.addEventListener('visibilitychange', focus, false);
    window.addEventListener('focus', focus, false);
    window.addEventListener('online', online, false);
    window.addEventListener('offline', offline, false);
    return () => {
      window.removeEventListener('visibilitychange', focus);
      window.removeEventListener('focus', focus);
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  };
}
