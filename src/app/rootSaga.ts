// Every long-lived saga of the console.
import { all, fork } from 'redux-saga/effects';
import { logoutSaga } from '@/features/session/sagas/logoutSaga';
import { organisationSaga } from '@/features/session/sagas/organisationSaga';
import { persistSaga } from '@/features/session/sagas/persistSaga';
import { signInSaga } from '@/features/session/sagas/signInSaga';
import { startupSaga } from '@/features/session/sagas/startupSaga';

export function* rootSaga() {
  yield all([fork(persistSaga), fork(logoutSaga), fork(signInSaga), fork(organisationSaga), fork(startupSaga)]);
}
