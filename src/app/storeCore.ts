// The store the console starts with: the session, orderInfo and deployInfo slices and a slot for late middleware.
// RTK Query's api slice, its middleware, the sagas and the refetch listeners join it when the api runtime loads
// (./apiRuntime.ts, a chunk of its own): at start when a session is stored or the first screen is not the sign-in
// page, else at the sign-in form's first call. The sign-in page's first render needs none of them (~20 KB gzip).
import { combineReducers, configureStore, createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';
import { orderInfoReducer } from '@/features/billing/orderInfoSlice';
import { deployInfoReducer } from '@/features/deploy/deployInfoSlice';
import { sessionReducer } from '@/features/session/slice';
import type * as ApiRuntime from './apiRuntime';
import type { RootState } from './apiRuntime';

export type ApiRuntimeModule = typeof ApiRuntime;

/** The slices every screen reads from the first render on. */
export const coreReducers = { session: sessionReducer, orderInfo: orderInfoReducer, deployInfo: deployInfoReducer };

export interface ApiRuntimeSlot {
  /** The api runtime once it has loaded and joined this store (or is loading). */
  apiRuntime: Promise<ApiRuntimeModule> | null;
  /** True once the api slice, its middleware and the sagas are in this store. */
  apiInstalled: boolean;
  /** Stops the listeners and sagas the runtime started and drops the cache. */
  stopApi: () => void;
}

export function makeCoreStore() {
  const late = createDynamicMiddleware();
  const store = configureStore({
    // Typed as the whole state: every screen that reads the api slice renders once the runtime is in.
    reducer: combineReducers(coreReducers) as unknown as Reducer<RootState>,
    middleware: (getDefault) => getDefault().concat(late.middleware),
    // The api slice's answers reach the screens in a microtask, not at the next animation frame (RTK's default): a
    // list answer then renders, and the grid applies its rows, before that frame is drawn instead of a frame later.
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
  const slot: ApiRuntimeSlot = { apiRuntime: null, apiInstalled: false, stopApi: () => undefined };
  return Object.assign(store, slot, {
    /** Adds middleware after creation (the api runtime's); it takes effect from the next dispatch. */
    addMiddleware: late.addMiddleware,
  });
}

export type CoreStore = ReturnType<typeof makeCoreStore>;

/**
 * Loads the api runtime and installs it into the store, once; a failed load is tried again on the next call.
 * `listen: false` (tests) leaves out the focus, online and language listeners.
 */
export function loadApiRuntime(store: CoreStore, options: { listen?: boolean } = {}): Promise<ApiRuntimeModule> {
  if (!store.apiRuntime) {
    store.apiRuntime = import(/* webpackChunkName: "api-runtime" */ './apiRuntime').then(
      (runtime) => {
        runtime.installApi(store, options);
        return runtime;
      },
      (error: unknown) => {
        store.apiRuntime = null;
        throw error;
      },
    );
  }
  return store.apiRuntime;
}
