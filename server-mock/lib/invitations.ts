// Invitations, read by session (redeeming a code) and organisation (the list, resend, withdraw).
import type { MockState } from '../state';
import type { Row } from './collection';

/** Pending invitations past their validUntil become expired (lazily, when looked at). */
export function expireInvitation(state: MockState, inv: Row, now: number): Row {
  if (inv.status === 'pending' && Date.parse(String(inv.validUntil)) < now)
    state.collection('Invitation').update(inv.id, { status: 'expired' });
  return inv;
}
