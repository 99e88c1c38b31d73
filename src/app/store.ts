// The Redux store: one RTK Query api slice, the session, orderInfo and deployInfo, and the saga middleware.
// The console starts with the core of it (./storeCore.ts) and adds the rest when the api runtime loads
// (./apiRuntime.ts); `makeStore` builds the whole store at once (tests, and the types every screen uses).
import * as runtime from './apiRuntime';
import { makeCoreStore } from './storeCore';

export { rootReducer, type RootState } from './apiRuntime';

/** A fresh, complete store (tests make one each, so RTK Query's cache never leaks between them). */
export function makeStore(options: { listen?: boolean } = {}) {
  const store = makeCoreStore();
  runtime.installApi(store, options);
  store.apiRuntime = Promise.resolve(runtime);
  return Object.assign(store, {
    /** Stops listeners and sagas and drops the cache (clearing RTK Query's removal timers). */
    close() {
      store.stopApi();
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
