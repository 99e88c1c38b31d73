// The notifications list's one refresh rule beyond the bell's own pace (15 s): for a minute after any change of the
// user's succeeds, the list is asked for again every 3 s (its tags invalidated), so an operation the user has just
// started (a release, a deployment) is announced within seconds of its end, not at the bell's next poll. The console
// need not know which operations are long: a change that starts none costs at most 20 small calls. The session area's
// changes (signing in or out, codes, the user's own account) start nothing the bell announces, so they start no
// minute either. A middleware of the api runtime (one per store, stopped with it), so none of it loads with the
// first screen.
import type { Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../baseApi';
import { notificationsOperationTags } from '../generated/notifications.tags.gen';
import { sessionOperationTags } from '../generated/session.tags.gen';

/** How often the list is asked for after a change... */
export const NOTIFICATIONS_SOON_MS = 3_000;
/** ...and for how long after the last change that succeeded (ms). */
export const NOTIFICATIONS_SOON_FOR_MS = 60_000;

type Tags = Parameters<typeof baseApi.util.invalidateTags>[0];
/** The list's tag type, as the contract names its resource (the tag types are added by ./notifications.ts). */
const LIST_TAGS = [notificationsOperationTags.queryNotifications.resource] as unknown as Tags;
type MaybeThunkAction = { meta?: { requestStatus?: unknown; arg?: { type?: unknown; endpointName?: unknown } } };
/** The session area's operations, as the contract names them. */
const SESSION_OPERATIONS = new Set(Object.keys(sessionOperationTags));

export function notificationsSoonAfterChanges(): { middleware: Middleware; stop(): void } {
  let until = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const stop = (): void => {
    clearInterval(timer);
    timer = undefined;
  };
  const middleware: Middleware = (store) => (next) => (action) => {
    const result = next(action);
    const meta = (action as MaybeThunkAction).meta;
    if (
      meta?.requestStatus === 'fulfilled' &&
      meta.arg?.type === 'mutation' &&
      !SESSION_OPERATIONS.has(String(meta.arg.endpointName))
    ) {
      until = Date.now() + NOTIFICATIONS_SOON_FOR_MS;
      timer ??= setInterval(() => {
        if (Date.now() >= until) stop();
        else store.dispatch(baseApi.util.invalidateTags(LIST_TAGS));
      }, NOTIFICATIONS_SOON_MS);
    }
    return result;
  };
  return { middleware, stop };
}
