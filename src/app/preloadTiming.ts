// When the sign-in page fetches what it does not need for its first screen. The chunks a page loads "in idle time"
// wait until its first seconds are over (the first screen's own chunks have the network to themselves; a message or
// the visitor's first input loads what it needs at once). The build's size test reads these.

/** The span the sign-in page's first figure covers: what it fetches in this time must stay small. */
export const FIRST_SCREEN_MS = 3000;
/** The message host (notistack) loads in idle time this long after start, unless a message comes first. */
export const MESSAGE_HOST_PRELOAD_AFTER_MS = 3500;
/** Without input, the sign-in forms' api runtime and schemas load in idle time this long after the first paint. */
export const SIGN_IN_PRELOAD_AFTER_MS = 5000;
