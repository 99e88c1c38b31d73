// The invitation dialog's chips: each email checked as it is confirmed (Enter or comma), duplicates and more
// than 20 refused, at least one required; nothing is sent while a rule fails.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteDialog from '@/features/organisation/components/InviteDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const INVALID = 'Please enter a valid email address!';
const DUPLICATE = 'Email already exists!';
const LIMIT = 'The number of invitations has reached its limit!';
const REQUIRED = 'Please enter at least one email address';

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['organisation']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});
const organisationCalls = () => h.sent.filter((s) => !s.path.endsWith('/consume_user/query4id'));

function open() {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  renderScreen(<InviteDialog open onClose={onClose} roles={['member', 'admin']} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  const input = screen.getByTestId('invite-emails-input');
  return { user, input, onClose };
}

const chips = () => screen.queryAllByTestId('invite-email-chip').map((c) => c.textContent);

describe('invite dialog chips', () => {
  it('turns an email confirmed by Enter into a chip', async () => {
    const { user, input } = open();
    await user.type(input, 'ann@example.com{Enter}');
    expect(chips()).toEqual(['ann@example.com']);
  });

  it('splits on commas', async () => {
    const { user, input } = open();
    await user.type(input, 'ann@example.com, bob@example.com,');
    expect(chips()).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('refuses an invalid email with its message and keeps it in the input', async () => {
    const { user, input } = open();
    await user.type(input, 'not-an-email{Enter}');
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(chips()).toEqual([]);
    expect(input).toHaveValue('not-an-email');
  });

  it('refuses a duplicate (any case) with its message', async () => {
    const { user, input } = open();
    await user.type(input, 'ann@example.com{Enter}');
    await user.type(input, 'ANN@example.com{Enter}');
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(chips()).toEqual(['ann@example.com']);
  });

  it('refuses the 21st email with the limit message', async () => {
    const { user, input } = open();
    const twenty = Array.from({ length: 20 }, (_, i) => `user${i}@example.com`).join(',');
    await user.click(input);
    await user.paste(`${twenty},user20@example.com,`);
    expect(chips()).toHaveLength(20);
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
  });

  it('requires at least one email and sends nothing', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(REQUIRED)).toBeInTheDocument();
    expect(organisationCalls()).toHaveLength(0);
  });

  it('sends nothing while the refused email is all there is', async () => {
    const { user, input } = open();
    await user.type(input, 'bad@@example{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(organisationCalls()).toHaveLength(0);
  });

  it('sends the chips, validity and role, then the invitation email', async () => {
    h.on('/invite4email', (body) =>
      ok({ invitations: (body.emails as string[]).map((email, i) => ({ id: `inv-${i}`, email, status: 'pending' })) }),
    );
    h.on('/send_operation_email', ok({ sent: 2, failed: [] }));
    const { user, input, onClose } = open();
    await user.type(input, 'ann@example.com,bob@example.com{Enter}');
    await user.click(screen.getByRole('radio', { name: '3 days' }));
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to('/invite4email')[0].body).toMatchObject({
      emails: ['ann@example.com', 'bob@example.com'],
      validityDays: 3,
      role: 'member',
    });
    expect(h.to('/send_operation_email')[0].body).toMatchObject({
      template: 'invitation',
      emails: ['ann@example.com', 'bob@example.com'],
      invitationIds: ['inv-0', 'inv-1'],
    });
  });

  it('shows the server refusal inline and keeps the chips', async () => {
    h.on('/invite4email', refused(DUPLICATE, 'EMAIL_EXISTS'));
    const { user, input, onClose } = open();
    await user.type(input, 'member@aispace.dev{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent(DUPLICATE);
    expect(chips()).toEqual(['member@aispace.dev']);
    expect(onClose).not.toHaveBeenCalled();
    expect(h.shown).toEqual([]);
  });

  it("says once, in the dialog's own words, that the invitations exist but the email failed", async () => {
    h.on('/invite4email', (body) =>
      ok({ invitations: (body.emails as string[]).map((email, i) => ({ id: `inv-${i}`, email, status: 'pending' })) }),
    );
    h.on('/send_operation_email', refused('Mail server unavailable', 'MAIL_FAILED'));
    const { user, input, onClose } = open();
    await user.type(input, 'ann@example.com{Enter}');
    await user.click(screen.getByRole('button', { name: 'Send invitations' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to('/send_operation_email')).toHaveLength(1);
    expect(h.shown).toEqual([
      { kind: 'warning', text: 'The invitations were created, but the email could not be sent.' },
    ]);
  });
});
