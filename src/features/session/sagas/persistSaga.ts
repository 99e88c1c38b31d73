// Keeps docs/product-rules.md#session-and-browser-storage's storage keys in step with the session state (token renewal survives reloads).
import type { PayloadAction } from '@reduxjs/toolkit';
import { takeEvery } from 'redux-saga/effects';
import { sessionActions, tokenRenewed, type CurrentUser } from '../slice';
import { STORAGE_KEYS, writeKey } from '../storage';

export function* persistSaga() {
  yield takeEvery(tokenRenewed.type, (action: PayloadAction<string>) => {
    writeKey(STORAGE_KEYS.token, action.payload);
  });
  yield takeEvery(sessionActions.signedIn.type, (action: PayloadAction<{ token: string | null; userId: string }>) => {
    if (action.payload.token) writeKey(STORAGE_KEYS.token, action.payload.token);
    writeKey(STORAGE_KEYS.userId, action.payload.userId);
  });
  yield takeEvery(sessionActions.currentUserLoaded.type, (action: PayloadAction<CurrentUser | null>) => {
    writeKey(STORAGE_KEYS.currentUser, action.payload ? JSON.stringify(action.payload) : null);
  });
  yield takeEvery(
    sessionActions.accountSelected.type,
    (action: PayloadAction<{ accountAddr: string | null; loginAccountId?: string | null }>) => {
      writeKey(STORAGE_KEYS.accountAddr, action.payload.accountAddr);
      if (action.payload.loginAccountId !== undefined)
        writeKey(STORAGE_KEYS.loginAccountId, action.payload.loginAccountId);
    },
  );
}
