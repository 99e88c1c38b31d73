// What other areas read and send of the session: the signed-in state and the sign-out and organisation switch.
export { accountSwitchRequested, logoutRequested, selectIsSignedIn, selectSession } from '../slice';
