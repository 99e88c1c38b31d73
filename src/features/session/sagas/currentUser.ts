// Fetching the current user (docs/product-rules.md#states-and-transitions startup) and applying the account selection.
import { call, put, select } from 'redux-saga/effects';
import { chooseAccount } from '../accountSelection';
import { sessionApi } from '../api';
import { selectSession, sessionActions, type CurrentUser, type SessionState } from '../slice';

type FetchResult = { user: CurrentUser | null; failed: boolean };

/** Fetches the current user by id; `failed` is true when no answer came back at all. */
export function* fetchCurrentUser(userId: string) {
  const request: ReturnType<ReturnType<typeof sessionApi.endpoints.queryCurrentUser.initiate>> = yield put(
    sessionApi.endpoints.queryCurrentUser.initiate({ userId }, { forceRefetch: true, subscribe: false }) as never,
  );
  const result: Awaited<typeof request> = yield call(() => request);
  if (result.error) {
    const kind = (result.error as { kind?: string }).kind;
    return { user: null, failed: kind !== 'business' } satisfies FetchResult;
  }
  const envelope = result.data;
  return {
    user: envelope?.success && envelope.data ? (envelope.data as CurrentUser) : null,
    failed: false,
  } satisfies FetchResult;
}

export function* applyAccountSelection(user: CurrentUser) {
  const session: SessionState = yield select(selectSession);
  const choice = chooseAccount(user, session.accountAddr);
  yield put(sessionActions.accountSelected(choice));
}

/** Refreshes the current user into the store and re-applies the selection (preferring `preferAddr`). */
export function* refreshCurrentUser(preferAddr?: string | null) {
  const session: SessionState = yield select(selectSession);
  if (!session.userId) return null;
  const { user }: FetchResult = yield call(fetchCurrentUser, session.userId);
  if (!user) return null;
  yield put(sessionActions.currentUserLoaded(user));
  if (preferAddr && (user.ugroupRefList ?? []).some((r) => r.ugroup.ugroupAddr === preferAddr)) {
    yield put(sessionActions.accountSelected(chooseAccount(user, preferAddr)));
  } else {
    yield call(applyAccountSelection, user);
  }
  return user;
}
