// Ending a session: on HTTP 403 (session/expired) and on sign-out. A burst of 403s logs out once.
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { navigateTo } from '@/app/navigation';
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
  yield put(sessionActions.cleared());
  yield put(baseApi.util.resetApiState());
  yield call(navigateTo, '/login', { replace: true });
}

function* onExpired() {
  const session: SessionState = yield select(selectSession);
  // Already signed out by an earlier 403 of the same burst: nothing left to end.
  if (!session.userToken && !session.userId) return;
  yield call(endSession, true);
}

export function* logoutSaga() {
  yield takeLeading(sessionExpired.type, onExpired);
  yield takeLeading(logoutRequested.type, function* () {
    yield call(endSession, false);
  });
}
