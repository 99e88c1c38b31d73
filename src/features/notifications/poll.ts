// How the bell reads the notifications: the same page for the bell and its list (one cache entry), polled.

/** How often the bell asks for new notifications (ms); it also asks when the window gets focus. */
export const NOTIFICATION_POLL_MS = 15_000;
/** The newest notifications: what the bell counts new ones in and its list shows. */
export const NOTIFICATION_PAGE = { pageNum: 1, pageSize: 20 } as const;
