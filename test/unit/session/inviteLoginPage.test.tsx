// /invite-login?code=: the invitation's organisation, inviter and validity; its status; joining.
import '../support/jsdomGlobals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import InviteLoginPage from '@/features/session/pages/InviteLoginPage';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

const member = { userId: 'u-1004', username: 'neworg', email: 'neworg@aispace.dev', ugroupRefList: [] };
const invitation = (status: string) => ({
  code: 'INVITE-DEMO-2026',
  ugroup: { ugroupId: 'ug-1001', ugroupAddr: 'ug-demo', name: 'demo-lab', type: 'business' },
  inviterName: 'demo',
  inviterEmail: 'demo@aispace.dev',
  role: 'member',
  invitedAt: '2026-05-25T10:00:00.000Z',
  validUntil: '2026-06-01T10:00:00.000Z',
  status,
});
const SIGNED_IN = { token: 't-4', userId: 'u-1004', currentUser: JSON.stringify(member) };

// Typing into MUI fields in jsdom is slow when every test file runs at once.
jest.setTimeout(20_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok(member));
});

const open = async (code = 'INVITE-DEMO-2026') => {
  const view = renderScreen(<InviteLoginPage />, { path: `/invite-login?code=${code}`, storage: SIGNED_IN });
  await screen.findByRole('heading', { name: 'Join organisation', level: 1 });
  return view;
};

describe('invitation', () => {
  it('shows the inviting organisation, the inviter and the validity in the current language', async () => {
    h.on('/consume_user/get4invitecode', ok(invitation('pending')));
    await open();
    const details = await screen.findByTestId('invitation-details');
    expect(within(details).getByText('demo-lab · Business')).toBeInTheDocument();
    expect(within(details).getByText('demo <demo@aispace.dev>')).toBeInTheDocument();
    const expected = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date('2026-06-01T10:00:00.000Z'),
    );
    expect(within(details).getByText(expected)).toBeInTheDocument();
    expect(h.to('/consume_user/get4invitecode')[0].body).toMatchObject({ code: 'INVITE-DEMO-2026' });
  });

  it.each([
    ['expired', 'This invitation has expired. Ask the organisation for a new one.'],
    ['accepted', 'This invitation has already been used.'],
    ['withdrawn', 'This invitation has been withdrawn.'],
  ])('says so when the invitation is %s, and offers no join', async (status, text) => {
    h.on('/consume_user/get4invitecode', ok(invitation(status)));
    await open();
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByTestId('invite-join')).not.toBeInTheDocument();
  });

  it('shows the server’s words for an unknown code', async () => {
    h.on('/consume_user/get4invitecode', refused('The invitation is invalid or has expired', 'INVITATION_INVALID'));
    await open('NOPE');
    expect(await screen.findByTestId('invitation-error')).toHaveTextContent('The invitation is invalid or has expired');
  });

  it('joins the organisation and then links to the console', async () => {
    h.on('/consume_user/get4invitecode', ok(invitation('pending')));
    h.on('/consume_user/join_account_invited', ok({ rel: { relId: 'rel-9' }, ugroup: invitation('accepted').ugroup }));
    const user = userEvent.setup({ delay: null });
    await open();
    await user.click(await screen.findByRole('button', { name: 'Join demo-lab' }));
    expect(await screen.findByTestId('invite-joined')).toHaveTextContent('You have joined demo-lab.');
    expect(screen.getByRole('link', { name: 'Go to the console' })).toHaveAttribute('href', '/portal');
    await waitFor(() => expect(h.to('/consume_user/join_account_invited')).toHaveLength(1));
    expect(h.to('/consume_user/join_account_invited')[0].body).toMatchObject({ code: 'INVITE-DEMO-2026' });
  });

  it('drops the previous invitation when the code in the address changes', async () => {
    h.on('/consume_user/get4invitecode', (body) =>
      body.code === 'BOGUS'
        ? refused('The invitation is invalid or has expired', 'INVITATION_INVALID')
        : ok(invitation('pending')),
    );
    let go: (to: string) => void = () => undefined;
    function Navigator() {
      go = useNavigate();
      return null;
    }
    renderScreen(
      <>
        <Navigator />
        <InviteLoginPage />
      </>,
      { path: '/invite-login?code=INVITE-DEMO-2026', storage: SIGNED_IN },
    );
    expect(await screen.findByTestId('invitation-details')).toHaveTextContent('demo-lab');
    act(() => go('/invite-login?code=BOGUS'));
    expect(await screen.findByTestId('invitation-error')).toHaveTextContent('The invitation is invalid or has expired');
    expect(screen.queryByTestId('invitation-details')).not.toBeInTheDocument();
    expect(screen.queryByText(/demo-lab/)).not.toBeInTheDocument();
  });

  it('says a link without a code has none', async () => {
    renderScreen(<InviteLoginPage />, { path: '/invite-login', storage: SIGNED_IN });
    expect(await screen.findByText(/This link has no invitation code/)).toBeInTheDocument();
    expect(h.to('/consume_user/get4invitecode')).toHaveLength(0);
  });
});
