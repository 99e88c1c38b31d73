// What every call needs of the session and what it tells the session. The baseQuery reads the token and the
// selected organisation from the store's `session` state and dispatches these two actions; the session feature's
// slice and sagas handle them (renewed token stored, one sign-out per burst of HTTP 403).
import { createAction } from '@reduxjs/toolkit';

/** An answer carried a new token in its `authorization` header. */
export const tokenRenewed = createAction<string>('session/tokenRenewed');
/** One action for every HTTP 403; the session saga logs out once per burst. */
export const sessionExpired = createAction('session/expired');

/** The part of the session state a call reads. */
export interface CallSession {
  userToken: string | null;
  accountAddr: string | null;
}

export interface StateWithCallSession {
  session?: CallSession;
}
