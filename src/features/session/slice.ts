// Session state (docs/product-rules.md#entities client state): the token, the current user and the selected organisation.
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CurrentUser } from '@/api/generated/session.gen';
import { sessionExpired, tokenRenewed } from '@/api/session';
import { readJson, readKey, STORAGE_KEYS } from './storage';

// The signed-in user and their memberships as the API types them (the role is the generated Role union; a value
// outside it is still possible at run time and gets least privilege, see ./access.ts).
export type { CurrentUser, UgroupRef } from '@/api/generated/session.gen';

export interface SessionState {
  userToken: string | null;
  userId: string | null;
  accountAddr: string | null;
  loginAccountId: string | null;
  currentUser: CurrentUser | null;
  /** idle until the startup fetch has answered (or was not needed). */
  status: 'idle' | 'loading' | 'ready';
  /** How the last session ended: a sign-out leaves no pre-login path behind, an expiry does. */
  endedBy: 'signOut' | 'expired' | null;
}

export function initialSessionState(): SessionState {
  const userId = readKey(STORAGE_KEYS.userId);
  return {
    userToken: readKey(STORAGE_KEYS.token),
    userId,
    accountAddr: readKey(STORAGE_KEYS.accountAddr),
    loginAccountId: readKey(STORAGE_KEYS.loginAccountId),
    currentUser: readJson<CurrentUser>(STORAGE_KEYS.currentUser),
    status: userId ? 'idle' : 'ready',
    endedBy: null,
  };
}

// The calls' own session events (src/api/session.ts), handled here.
export { sessionExpired, tokenRenewed };
export const logoutRequested = createAction('session/logoutRequested');
/** The header's organisation switcher asks for this; the route stays the same. */
export const accountSwitchRequested = createAction<string>('session/accountSwitchRequested');

const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string | null; userId: string }>) {
      if (action.payload.token) state.userToken = action.payload.token;
      state.userId = action.payload.userId;
      state.endedBy = null;
    },
    currentUserLoading(state) {
      state.status = 'loading';
    },
    currentUserLoaded(state, action: PayloadAction<CurrentUser | null>) {
      state.currentUser = action.payload;
      state.status = 'ready';
    },
    accountSelected(state, action: PayloadAction<{ accountAddr: string | null; loginAccountId?: string | null }>) {
      state.accountAddr = action.payload.accountAddr;
      if (action.payload.loginAccountId !== undefined) state.loginAccountId = action.payload.loginAccountId;
    },
    cleared(_state, action: PayloadAction<{ by: 'signOut' | 'expired' }>) {
      return {
        userToken: null,
        userId: null,
        accountAddr: null,
        loginAccountId: null,
        currentUser: null,
        status: 'ready' as const,
        endedBy: action.payload.by,
      };
    },
  },
  extraReducers: (builder) => {
    builder.addCase(tokenRenewed, (state, action) => {
      state.userToken = action.payload;
    });
  },
});

export const sessionActions = { ...sessionSlice.actions, tokenRenewed };
export const sessionReducer = sessionSlice.reducer;

export const selectSession = (state: { session: SessionState }): SessionState => state.session;
export const selectIsSignedIn = (state: { session: SessionState }): boolean => Boolean(state.session.userToken);
