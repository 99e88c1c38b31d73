// Loads the message host (notistack, SnackbarHost) when the first message waits or the page goes idle, whichever
// comes first. A failed load is tried again at the next message; the waiting messages are kept.
import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { notificationHost } from '@/lib/notify';

/** After the first screen is up, the host loads in idle time so the first message shows at once. */
const IDLE_TIMEOUT_MS = 3000;

export default function NotificationHost() {
  const wanted = useSyncExternalStore(notificationHost.subscribe, notificationHost.isWanted);
  const [Host, setHost] = useState<ComponentType | null>(null);

  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => notificationHost.want(), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => notificationHost.want(), IDLE_TIMEOUT_MS);
    return () => clearTimeout(timer);
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
