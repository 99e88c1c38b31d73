// The grid drops subscriptions of renders React never commits with timers, not with a FinalizationRegistry that keeps
// every such grid alive (src/components/ServerDataGrid/cleanupTracking.ts).
import '../support/jsdomGlobals';
import path from 'node:path';

interface Tracker {
  register(target: object, unsubscribe: () => void, token: { cleanupToken: number }): void;
  unregister(token: { cleanupToken: number }): void;
}
interface GridEvents {
  internal_registryContainer: { current: Tracker };
}
// The grid's event hook module is not in its package's exports: reached by file, it is the module the grid loads.
const GRID_EVENTS = path.join(process.cwd(), 'node_modules/@mui/x-data-grid/hooks/utils/useGridEvent.js');

afterEach(() => {
  jest.useRealTimers();
});

describe('grid cleanup tracking', () => {
  it('is switched from the FinalizationRegistry tracker to the timer one, and the global is left as it was', () => {
    const registry = globalThis.FinalizationRegistry;
    expect(typeof registry).toBe('function');
    jest.isolateModules(() => {
      const events = require(GRID_EVENTS) as GridEvents;
      // What the grid picks by itself where the runtime has a FinalizationRegistry.
      expect(events.internal_registryContainer.current.constructor.name).toBe('FinalizationRegistryBasedCleanupTracking');
      require('@/components/ServerDataGrid/cleanupTracking');
      expect(events.internal_registryContainer.current.constructor.name).toBe('TimerBasedCleanupTracking');
    });
    expect(globalThis.FinalizationRegistry).toBe(registry);
  });

  it('drops an uncommitted render’s subscription after a second and keeps a committed one', () => {
    jest.isolateModules(() => {
      const events = require(GRID_EVENTS) as GridEvents;
      require('@/components/ServerDataGrid/cleanupTracking');
      const tracker = events.internal_registryContainer.current;
      jest.useFakeTimers();
      const uncommitted = jest.fn();
      const committed = jest.fn();
      tracker.register({}, uncommitted, { cleanupToken: 1 });
      tracker.register({}, committed, { cleanupToken: 2 });
      // The committed render's effect runs and takes its subscription over.
      tracker.unregister({ cleanupToken: 2 });
      jest.advanceTimersByTime(999);
      expect(uncommitted).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(uncommitted).toHaveBeenCalledTimes(1);
      expect(committed).not.toHaveBeenCalled();
    });
  });
});
