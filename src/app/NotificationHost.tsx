// Loads the message host (notistack, SnackbarHost) when the first message waits or, a few seconds after start
// (./preloadTiming.ts: after the first screen's seconds), the page goes idle, whichever comes first. A failed load is tried again at the next message; the waiting messages are
// kept.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { notificationHost } from '@/lib/notify';
import { MESSAGE_HOST_PRELOAD_AFTER_MS } from './preloadTiming';

/** How long an idle callback may wait once the preload is due. */
const IDLE_TIMEOUT_MS = 2000;

export default function NotificationHost() {
  const wanted = useSyncExternalStore(notificationHost.subscribe, notificationHost.isWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    let idle: number | null = null;
    const timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idle = window.requestIdleCallback(() => notificationHost.want(), { timeout: IDLE_TIMEOUT_MS });
      } else notificationHost.want();
    }, MESSAGE_HOST_PRELOAD_AFTER_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== null) window.cancelIdleCallback(idle);
    };
  }, []);

  useEffect(() => {
    if (!wanted || Host) return;
    let live = true;
    import(/* webpackChunkName: "notifications" */ './SnackbarHost').then(
      (module) => live && setHost(() => module.default),
      () => live && notificationHost.loadFailed(),
    );
    return () => {
      live = false;
    };
  }, [wanted, Host]);

  return Host ? <Host /> : null;
}
