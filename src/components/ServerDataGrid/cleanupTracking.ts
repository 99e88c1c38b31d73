// The data grid subscribes to its own events while it renders, and drops a subscription made by a render that React
// never commits (mui/mui-x#3310) with one of two trackers: a FinalizationRegistry, when the browser has one, or timers.
// The registry keeps each subscription's cleanup function alive until the component state it watches is collected,
// and that function reaches the same state through the grid's api (cleanup → subscription → the grid's handlers →
// apiRef → the grid's fibers → the watched state): the state is never collected, the cleanup never runs, and every
// discarded render keeps a whole grid in memory. A page left while its grid is still rendering (the router's
// transition interrupts it) leaked ~50 KB each time: 5.6 MB over the bench's 100 round trips between two grid pages.
// The timer tracker drops an uncommitted render's subscriptions after a second and holds nothing after that, so the
// grid is switched to it, through its own reset, before any grid renders (this module is imported by the grid).
import { unstable_resetCleanupTracking } from '@mui/x-data-grid';

const scope = globalThis as { FinalizationRegistry?: unknown };
const registry = scope.FinalizationRegistry;
scope.FinalizationRegistry = undefined;
try {
  unstable_resetCleanupTracking();
} finally {
  scope.FinalizationRegistry = registry;
}
