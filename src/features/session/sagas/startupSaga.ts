// Startup (docs/product-rules.md#states-and-transitions): a stored user id → fetch the current user; success → current user, else none;
// a failure without a token → /login.
import { call, put, select } from 'redux-saga/effects';
import { navigateTo } from '@/lib/navigation';
import { selectSession, sessionActions, type SessionState } from '../slice';
import { applyAccountSelection, fetchCurrentUser } from './currentUser';

export function* startupSaga() {
  const session: SessionState = yield select(selectSession);
  if (!session.userId) return;
  yield put(sessionActions.currentUserLoading());
  const { user, failed }: { user: SessionState['currentUser']; failed: boolean } = yield call(
    fetchCurrentUser,
    session.userId,
  );
  yield put(sessionActions.currentUserLoaded(user));
  if (user) {
    yield call(applyAccountSelection, user);
    return;
  }
  const after: SessionState = yield select(selectSession);
  if (failed && !after.userToken) yield call(navigateTo, '/login', { replace: true });
}
