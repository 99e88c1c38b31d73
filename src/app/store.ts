// The Redux store: one RTK Query api slice, the session, orderInfo and deployInfo, and the saga middleware.
import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import createSagaMiddleware from 'redux-saga';
import { baseApi } from '@/api/baseApi';
import { orderInfoReducer } from '@/features/billing/orderInfoSlice';
import { deployInfoReducer } from '@/features/deploy/deployInfoSlice';
import { sessionReducer } from '@/features/session/slice';
import i18n from '@/i18n';
import { throttledFocusListeners } from './focusRefetch';
import { refetchOnLanguageChange } from './languageRefetch';
import { rootSaga } from './rootSaga';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionReducer,
  orderInfo: orderInfoReducer,
  deployInfo: deployInfoReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store (tests make one each, so RTK Query's cache never leaks between them). */
export function makeStore(options: { listen?: boolean } = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware, sagaMiddleware),
  });
  const task = sagaMiddleware.run(rootSaga);
  const listeners =
    options.listen === false
      ? []
      : [setupListeners(store.dispatch, throttledFocusListeners()), refetchOnLanguageChange(store, i18n)];
  return Object.assign(store, {
    /** Stops listeners and sagas and drops the cache (clearing RTK Query's removal timers). */
    close() {
      for (const stop of listeners) stop();
      task.cancel();
      store.dispatch(baseApi.util.resetApiState());
    },
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
