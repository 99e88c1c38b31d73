// Every long-lived saga of the console.
import { all, fork } from 'redux-saga/effects';
import { logoutSaga } from '@/features/session/sagas/logoutSaga';
import { persistSaga } from '@/features/session/sagas/persistSaga';

export function* rootSaga() {
  yield all([fork(persistSaga), fork(logoutSaga)]);
}
