// docs/product-rules.md#fixed-values: refetch on window focus at most once per 5000 ms.
import type { UnknownAction } from '@reduxjs/toolkit';
import { FOCUS_REFETCH_THROTTLE_MS, throttledFocusListeners } from '@/app/focusRefetch';

describe('refetch on focus', () => {
  it('refetches on focus at most once per 5000 ms, and reports going offline and online', () => {
    let now = 10_000;
    const dispatched: string[] = [];
    const dispatch = ((a: UnknownAction) => dispatched.push(a.type)) as never;
    const handlers = {
      onFocus: () => ({ type: 'focus' }),
      onFocusLost: () => ({ type: 'blur' }),
      onOnline: () => ({ type: 'online' }),
      onOffline: () => ({ type: 'offline' }),
    };
    const stop = throttledFocusListeners(() => now)(dispatch, handlers);
    window.dispatchEvent(new Event('focus'));
    now += 1000;
    window.dispatchEvent(new Event('focus'));
    now += FOCUS_REFETCH_THROTTLE_MS - 1000 - 1;
    window.dispatchEvent(new Event('focus'));
    now += 1;
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(dispatched).toEqual(['focus', 'focus', 'offline', 'online']);
    stop();
    window.dispatchEvent(new Event('focus'));
    expect(dispatched).toHaveLength(4);
    expect(FOCUS_REFETCH_THROTTLE_MS).toBe(5000);
  });
});
