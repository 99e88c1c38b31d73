// The invite dialog loses no address (issue 27, item 6): what a rule refuses stays in the text box with its message,
// and nothing is sent while it is there; a duplicate, exact or a case variant, is refused with a message.
import '../support/jsdomGlobals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InviteDialog from '@/features/organisation/components/InviteDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const DUPLICATE = 'Email already exists!';
const LIMIT = 'The number of invitations has reached its limit!';

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['organisation']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on('/invite4email', (body) =>
    ok({ invitations: (body.emails as string[]).map((email, i) => ({ id: `inv-${i}`, email, status: 'pending' })) }),
  );
  h.on('/send_operation_email', ok({ sent: 1, failed: [] }));
});

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
const send = () => screen.getByRole('button', { name: 'Send invitations' });
const twentyOne = Array.from({ length: 21 }, (_, i) => `user${i}@example.com`);

describe('invite dialog: nothing lost', () => {
  it('refuses an exact duplicate confirmed by Enter with its message and keeps it in the text box', async () => {
    const { user, input } = open();
    await user.type(input, 'ann@example.com{Enter}');
    await user.type(input, 'ann@example.com{Enter}');
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(chips()).toEqual(['ann@example.com']);
    expect(input).toHaveValue('ann@example.com');
  });

  it('sends nothing while the 21st pasted address waits in the text box, and says why', async () => {
    const { user, input, onClose } = open();
    await user.click(input);
    await user.paste(twentyOne.join(', '));
    await user.click(send());
    expect(chips()).toHaveLength(20);
    expect(input).toHaveValue('user20@example.com');
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    expect(h.to('/invite4email')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends nothing while a case-variant duplicate waits in the text box, and says why', async () => {
    const { user, input, onClose } = open();
    await user.type(input, 'ann@example.com, Ann@Example.COM');
    await user.click(send());
    expect(chips()).toEqual(['ann@example.com']);
    expect(input).toHaveValue('Ann@Example.COM');
    expect(await screen.findByText(DUPLICATE)).toBeInTheDocument();
    expect(h.to('/invite4email')).toHaveLength(0);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('adds a valid address left in the text box before sending', async () => {
    const { user, input, onClose } = open();
    await user.type(input, 'ann@example.com, bob@example.com');
    await user.click(send());
    await screen.findByText('bob@example.com');
    expect(chips()).toEqual(['ann@example.com', 'bob@example.com']);
    await new Promise((r) => setTimeout(r, 50));
    expect(h.to('/invite4email')[0]?.body).toMatchObject({ emails: ['ann@example.com', 'bob@example.com'] });
    expect(onClose).toHaveBeenCalled();
  });
});
