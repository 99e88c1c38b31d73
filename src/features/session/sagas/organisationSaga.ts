// Organisation flows of the session: switching (switch_account), creating the first one, joining by invitation.
import { call, put, takeLatest } from 'redux-saga/effects';
import { baseApi } from '@/api/baseApi';
import { navigateTo } from '@/lib/navigation';
import { sessionApi } from '../api';
import { accountSwitchRequested, sessionActions, type CurrentUser } from '../slice';
import { refreshCurrentUser } from './currentUser';

function* switchAccount(action: ReturnType<typeof accountSwitchRequested>) {
  const request: ReturnType<ReturnType<typeof sessionApi.endpoints.switchAccount.initiate>> = yield put(
    sessionApi.endpoints.switchAccount.initiate({ targetUgroupAddr: action.payload }) as never,
  );
  const result: Awaited<typeof request> = yield call(() => request);
  if ('error' in result && result.error) return;
  yield put(sessionActions.accountSelected({ accountAddr: action.payload }));
  // Nothing of the old organisation may show: drop every cached answer; mounted screens refetch.
  yield put(baseApi.util.resetApiState());
  yield call(refreshCurrentUser, action.payload);
}

function* afterOrganisationCreated(action: { payload: { data?: unknown } }) {
  const org = action.payload?.data as { ugroupAddr?: string } | undefined;
  yield put(baseApi.util.resetApiState());
  const user: CurrentUser | null = yield call(refreshCurrentUser, org?.ugroupAddr ?? null);
  if (user) yield call(navigateTo, '/portal', { replace: true });
}

function* afterInvitationJoined(action: { payload: { data?: unknown } }) {
  const ref = action.payload?.data as { ugroup?: { ugroupAddr?: string } } | undefined;
  yield put(baseApi.util.resetApiState());
  yield call(refreshCurrentUser, ref?.ugroup?.ugroupAddr ?? null);
}

/** Keeps the stored current user in step with every fresh current-user answer (e.g. after a profile edit). */
function* syncCurrentUser(action: { payload: { data?: unknown } }) {
  const user = action.payload?.data as CurrentUser | undefined;
  if (user?.userId) yield put(sessionActions.currentUserLoaded(user));
}

/**
 * A fulfilled createOrganisation, matched by endpoint name: importing the organisation api here would pull its
 * every endpoint into the sign-in bundle.
 */
export function isOrganisationCreated(action: unknown): boolean {
  const a = action as { type?: string; meta?: { arg?: { endpointName?: string } } };
  return (
    a.type === `${baseApi.reducerPath}/executeMutation/fulfilled` && a.meta?.arg?.endpointName === 'createOrganisation'
  );
}

export function* organisationSaga() {
  yield takeLatest(accountSwitchRequested.type, switchAccount);
  yield takeLatest(isOrganisationCreated, afterOrganisationCreated as never);
  yield takeLatest(sessionApi.endpoints.joinInvitedAccount.matchFulfilled, afterInvitationJoined as never);
  yield takeLatest(sessionApi.endpoints.queryCurrentUser.matchFulfilled, syncCurrentUser as never);
}
