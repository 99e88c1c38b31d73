// Resending an invitation: the invitation is renewed, then its email sent; when the email fails the list says so
// once, in its own words (no global message of the refused email as well, and no "resent" claim).
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InvitationsTab from '@/features/organisation/components/InvitationsTab';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const ACCOUNT = 'ug-7f3a9c2e';
const ADMIN = {
  userId: 'u-1001',
  username: 'demo',
  ugroupRefList: [{ rel: { relId: 'r-1', role: 'superAdmin' }, ugroup: { ugroupId: 'g-1', ugroupAddr: ACCOUNT } }],
};
const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: ACCOUNT, currentUser: JSON.stringify(ADMIN) };
const INVITATION = {
  id: 'inv-1',
  email: 'ann@example.com',
  role: 'member',
  inviterName: 'demo',
  invitedAt: '2026-11-20T10:00:00.000Z',
  validUntil: '2026-11-27T10:00:00.000Z',
  status: 'pending',
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['organisation', 'grid']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok(ADMIN));
  h.on('/query_invitations', ok({ list: [INVITATION], total: 1, pageNum: 1, pageSize: 10 }));
  h.on('/invitation/resend', ok({ ...INVITATION }));
});

async function resend() {
  renderScreen(<InvitationsTab />, { path: '/organisation', storage: SESSION });
  const button = await screen.findByRole('button', { name: 'Resend the invitation to ann@example.com' });
  await userEvent.setup({ delay: null }).click(button);
  await waitFor(() => expect(h.to('/send_operation_email')).toHaveLength(1));
}

it('says resent when the email went out', async () => {
  h.on('/send_operation_email', ok({ sent: 1, failed: [] }));
  await resend();
  await waitFor(() => expect(h.shown).toEqual([{ kind: 'success', text: 'Invitation resent to ann@example.com' }]));
});

it('says once that the invitation was renewed but the email failed', async () => {
  h.on('/send_operation_email', refused('Mail server unavailable', 'MAIL_FAILED'));
  await resend();
  await waitFor(() =>
    expect(h.shown).toEqual([
      { kind: 'warning', text: 'The invitation to ann@example.com was renewed, but the email could not be sent.' },
    ]),
  );
  await new Promise((r) => setTimeout(r, 50));
  expect(h.shown).toHaveLength(1);
});
