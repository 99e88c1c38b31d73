// The api runtime: RTK Query's api slice and middleware, the session sagas (redux-saga), refetch on focus, on
// reconnect and on a language change. A chunk of its own that joins the start-up store (./storeCore.ts).
import { combineReducers } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/baseApi';
import { notificationsSoonAfterChanges } from '@/api/endpoints/notificationsSoon';
import i18n from '@/i18n';
import { throttledFocusListeners } from './focusRefetch';
import { refetchOnLanguageChange } from './languageRefetch';
import { rootSaga } from './rootSaga';
import { coreReducers, type CoreStore } from './storeCore';

export const rootReducer = combineReducers({ [baseApi.reducerPath]: baseApi.reducer, ...coreReducers });

export type RootState = ReturnType<typeof rootReducer>;

/** The session endpoints, for the sign-in forms that call them before anything else has loaded the api. */
export { sessionApi } from '@/features/session/api';

/** Puts the api slice, its middleware and the sagas into the store and starts the listeners. */
export function installApi(store: CoreStore, options: { listen?: boolean } = {}): void {
  if (store.apiInstalled) return;
  store.replaceReducer(rootReducer as unknown as Parameters<CoreStore['replaceReducer']>[0]);
  const sagaMiddleware = createSagaMiddleware();
  const notificationsSoon = notificationsSoonAfterChanges();
  store.addMiddleware(baseApi.middleware, sagaMiddleware, notificationsSoon.middleware);
  // Added middleware is applied at the next dispatch; the saga middleware must be applied before its first saga.
  store.dispatch({ type: 'app/apiRuntimeInstalled' });
  const task = sagaMiddleware.run(rootSaga);
  const listeners =
    options.listen === false
      ? []
      : [setupListeners(store.dispatch, throttledFocusListeners()), refetchOnLanguageChange(store as never, i18n)];
  store.apiInstalled = true;
  store.stopApi = () => {
    for (const stop of listeners) stop();
    notificationsSoon.stop();
    task.cancel();
    store.dispatch(baseApi.util.resetApiState());
  };
}
