// Completing a sign-in (password, code, registration): store the session, pick the organisation, greet, land.
import { call, put, select, takeLatest } from 'redux-saga/effects';
import { landingPath } from '@/app/guards';
import i18n from '@/i18n';
import { navigateTo } from '@/lib/navigation';
import { notify } from '@/lib/notify';
import { sessionApi } from '../api';
import { selectSession, sessionActions, type CurrentUser, type SessionState } from '../slice';
import { readKey, STORAGE_KEYS } from '../storage';
import { applyAccountSelection } from './currentUser';

type LoginResult = CurrentUser & { token?: string; registered?: boolean };

const registerFulfilled = [
  sessionApi.endpoints.register.matchFulfilled,
  sessionApi.endpoints.registerWithInvitation.matchFulfilled,
];
const signInFulfilled = [
  sessionApi.endpoints.login.matchFulfilled,
  sessionApi.endpoints.loginWithCode.matchFulfilled,
  sessionApi.endpoints.register.matchFulfilled,
  sessionApi.endpoints.registerWithInvitation.matchFulfilled,
];

interface SignInAction {
  payload: { data?: unknown };
  meta?: { baseQueryMeta?: { response?: Response } };
}

export function* completeSignIn(action: SignInAction) {
  const result = action.payload?.data as LoginResult | undefined;
  if (!result?.userId) return;
  const session: SessionState = yield select(selectSession);
  // The authorization response header wins; data.token is the fallback.
  const header = action.meta?.baseQueryMeta?.response?.headers.get('authorization');
  const token = header ?? result.token ?? session.userToken;
  const { token: _token, registered, ...user } = result;
  // A new account (registration, or a code sign-in that registered the email on the way) says so.
  const newAccount = registered === true || registerFulfilled.some((match) => match(action as never));
  yield put(sessionActions.signedIn({ token, userId: String(result.userId) }));
  yield put(sessionActions.currentUserLoaded(user as CurrentUser));
  yield call(applyAccountSelection, user as CurrentUser);
  notify.success(i18n.t(newAccount ? 'common:session.registrationComplete' : 'common:session.signInSuccess'));
  yield call(navigateTo, landingPath(readKey(STORAGE_KEYS.preLoginPath)), { replace: true });
}

export function* signInSaga() {
  yield takeLatest(
    (action: unknown) => signInFulfilled.some((match) => match(action as never)),
    completeSignIn as never,
  );
}
