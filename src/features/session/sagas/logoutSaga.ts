// Ending a session: on HTTP 403 (session/expired) and on sign-out. A burst of 403s logs out once.
import { call, delay, put, select, takeLeading } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import i18n from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { sessionApi } from '../api';
import { logoutRequested, selectSession, sessionActions, sessionExpired, type SessionState } from '../slice';
import { clearSessionKeys, STORAGE_KEYS, writeKey } from '../storage';

export function currentPath(): string {
  const hash = window.location.hash.replace(/^#/, '');
  return hash || '/';
}

export function* endSession(rememberPath: boolean) {
  const from = currentPath();
  clearSessionKeys();
  if (rememberPath && from !== '/login' && from !== '/') writeKey(STORAGE_KEYS.preLoginPath, from);
  yield put(sessionActions.cleared({ by: rememberPath ? 'expired' : 'signOut' }));
  yield put(baseApi.util.resetApiState());
  // The route guard reacts to the cleared state and may move to /login itself; let it, and move once only.
  yield delay(0);
  if (currentPath().split('?')[0] !== '/login') yield call(navigateTo, '/login', { replace: true });
}

/** Sign-out: revoke the token on the server (best effort), then end the session here whatever it answered. */
function* signOut() {
  const session: SessionState = yield select(selectSession);
  if (session.userToken) {
    const request: ReturnType<ReturnType<typeof sessionApi.endpoints.logout.initiate>> = yield put(
      sessionApi.endpoints.logout.initiate({}) as never,
    );
    yield call(() => request);
  }
  yield call(endSession, false);
  notify.success(i18n.t('common:session.signOutSuccess'));
}

function* onExpired() {
  const session: SessionState = yield select(selectSession);
  // Already signed out by an earlier 403 of the same burst: nothing left to end.
  if (!session.userToken && !session.userId) return;
  // What was said during the session (a `Sign in successful` still on screen) no longer holds; the sign-in page
  // says the session ended.
  notify.dismissAll();
  yield call(endSession, true);
}

export function* logoutSaga() {
  yield takeLeading(sessionExpired.type, onExpired);
  yield takeLeading(logoutRequested.type, signOut);
}
