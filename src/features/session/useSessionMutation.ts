// The sign-in page's calls (sign in, sign in by code, send a code) without RTK Query on its first render: the first
// call loads the api runtime (src/app/storeCore.ts) and dispatches the endpoint's own thunk, so the sign-in saga,
// the session headers and the error handling are those of every other call.
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { loadApiRuntime, type ApiRuntimeModule, type CoreStore } from '@/app/storeCore';

type Endpoints = ApiRuntimeModule['sessionApi']['endpoints'];
type Name = 'login' | 'loginWithCode' | 'sendLoginCode';
type ArgOf<N extends Name> = Parameters<Endpoints[N]['initiate']>[0];
type ResultOf<N extends Name> = Endpoints[N]['Types']['ResultType'];

/** Starts loading the api runtime (the visitor has begun filling in a sign-in form). */
export function usePreloadSessionApi(): () => void {
  const store = useStore() as unknown as CoreStore;
  return useCallback(() => void loadApiRuntime(store).catch(() => undefined), [store]);
}

/** Like RTK Query's mutation trigger: resolves to the answer's data, rejects with the call's error. */
export function useSessionMutation<N extends Name>(name: N): (arg: ArgOf<N>) => Promise<ResultOf<N>> {
  const store = useStore() as unknown as CoreStore;
  return useCallback(
    async (arg: ArgOf<N>) => {
      const { sessionApi } = await loadApiRuntime(store);
      const initiate = sessionApi.endpoints[name].initiate as unknown as (
        a: ArgOf<N>,
        options: { track: boolean },
      ) => Parameters<CoreStore['dispatch']>[0];
      // Not kept in the store: the forms read the answer here, the sign-in saga from the fulfilled action.
      const request = store.dispatch(initiate(arg, { track: false })) as unknown as { unwrap(): Promise<ResultOf<N>> };
      return request.unwrap();
    },
    [store, name],
  );
}
