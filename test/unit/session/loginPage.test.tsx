// /login: every bad input shows its exact message and sends nothing; the code countdown; terms; failures inline.
import '../support/jsdomGlobals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from '@/features/session/pages/LoginPage';
import { sessionActions } from '@/features/session/slice';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

const MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address!',
  code: 'The verification code has 6 digits',
  terms: 'Please agree to the terms of use and privacy policy',
  username: 'Username must be 4-32 characters, start with a letter, and contain only letters, digits and - _ @ # * &',
  password: 'Password must be 8-64 characters',
};

// Typing into MUI fields in jsdom is slow when every test file runs at once.
jest.setTimeout(20_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => h.reset());
afterEach(() => jest.useRealTimers());

const codeForm = () => screen.getByTestId('code-login-form');
const passwordForm = () => screen.getByTestId('password-login-form');

async function openLogin(storage: Record<string, string> = {}) {
  const view = renderScreen(<LoginPage />, { path: '/login', storage });
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  return view;
}

describe('after the session ended', () => {
  it('says the session ended when it expired (HTTP 403), and says nothing after a sign-out', async () => {
    const view = await openLogin();
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
    act(() => void view.store.dispatch(sessionActions.cleared({ by: 'signOut' })));
    expect(screen.queryByTestId('session-ended')).not.toBeInTheDocument();
    act(() => void view.store.dispatch(sessionActions.cleared({ by: 'expired' })));
    expect(screen.getByTestId('session-ended')).toHaveTextContent('Your session has ended. Please sign in again.');
  });
});

describe('code sign-in form', () => {
  it('says an invalid email is invalid, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'not-an-email');
    await user.type(within(codeForm()).getByLabelText(/^Verification code/), '123456');
    await user.click(within(codeForm()).getByRole('checkbox'));
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm()).findByText(MESSAGES.email)).toBeInTheDocument();
    expect(within(codeForm()).getByLabelText(/^Email/)).toHaveValue('not-an-email');
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('requires every field on an empty submit, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm()).findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(within(codeForm()).getByText(MESSAGES.terms)).toBeInTheDocument();
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('says the code has 6 digits, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'new.person@example.org');
    await user.type(within(codeForm()).getByLabelText(/^Verification code/), '12a4');
    await user.click(within(codeForm()).getByRole('checkbox'));
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm()).findByText(MESSAGES.code)).toBeInTheDocument();
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('requires the terms to be agreed, and sends nothing until they are', async () => {
    const user = userEvent.setup({ delay: null });
    h.on('/consume_user/login4mail', ok({ userId: 'u-9', ugroupRefList: [], token: 't-9', registered: true }));
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'new.person@example.org');
    await user.type(within(codeForm()).getByLabelText(/^Verification code/), '123456');
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm()).findByText(MESSAGES.terms)).toBeInTheDocument();
    expect(h.fetch).not.toHaveBeenCalled();

    await user.click(within(codeForm()).getByRole('checkbox', { name: /I have read and agree/ }));
    await waitFor(() => expect(within(codeForm()).queryByText(MESSAGES.terms)).not.toBeInTheDocument());
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(h.to('/consume_user/login4mail')).toHaveLength(1));
    expect(h.to('/consume_user/login4mail')[0].body).toEqual({
      email: 'new.person@example.org',
      code: '123456',
      agreeTerms: true,
    });
  });

  it('does not send a code to an invalid email', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'someone@');
    await user.click(within(codeForm()).getByRole('button', { name: 'Send code' }));
    expect(await within(codeForm()).findByText(MESSAGES.email)).toBeInTheDocument();
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('sends a code, says so, and counts 60 s down before another may be sent', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    h.on('/consume_user/vcode2mail', (body) =>
      ok({ email: body.email, resendAfterSeconds: 60, expiresInSeconds: 600, registered: false }),
    );
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'new.person@example.org');
    await user.click(within(codeForm()).getByRole('button', { name: 'Send code' }));

    const button = await within(codeForm()).findByRole('button', { name: 'Resend in 60 s' });
    expect(button).toBeDisabled();
    expect(h.to('/consume_user/vcode2mail').map((s) => s.body)).toEqual([{ email: 'new.person@example.org' }]);
    expect(h.shown).toEqual([{ kind: 'success', text: 'verification code sent' }]);

    act(() => jest.advanceTimersByTime(59_000));
    expect(within(codeForm()).getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled();
    act(() => jest.advanceTimersByTime(1_000));
    expect(within(codeForm()).getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows the server’s failure inline above the button and keeps the input', async () => {
    const user = userEvent.setup({ delay: null });
    h.on('/consume_user/login4mail', refused('registration failed', 'TERMS_NOT_AGREED'));
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'new.person@example.org');
    await user.type(within(codeForm()).getByLabelText(/^Verification code/), '123456');
    await user.click(within(codeForm()).getByRole('checkbox'));
    await user.click(within(codeForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(codeForm()).findByRole('alert')).toHaveTextContent('registration failed');
    expect(within(codeForm()).getByLabelText(/^Email/)).toHaveValue('new.person@example.org');
    expect(within(codeForm()).getByLabelText(/^Verification code/)).toHaveValue('123456');
  });

  it('opens the terms of use and the privacy policy in a dialog; agreeing there ticks the box', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    const box = within(codeForm()).getByRole('checkbox');
    await user.click(within(codeForm()).getByRole('button', { name: 'Terms of Use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(box).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(codeForm()).getByRole('button', { name: 'Privacy Policy' }));
    const privacy = await screen.findByRole('dialog', { name: 'Privacy Policy' });
    await user.click(within(privacy).getByRole('button', { name: 'I agree' }));
    await waitFor(() => expect(box).toBeChecked());
  });
});

describe('sign-in tabs', () => {
  it('are a tablist: arrow keys, Home and End move the selection and the focus', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    const code = screen.getByRole('tab', { name: 'Email code' });
    const password = screen.getByRole('tab', { name: 'Password' });
    expect(screen.getByRole('tablist', { name: 'Ways to sign in' })).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveAttribute('tabindex', '-1');
    code.focus();
    await user.keyboard('{ArrowRight}');
    expect(password).toHaveAttribute('aria-selected', 'true');
    expect(password).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Password' })).toContainElement(passwordForm());
    await user.keyboard('{Home}');
    expect(code).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(password).toHaveAttribute('aria-selected', 'true');
  });

  it('keep what was typed when switching back and forth', async () => {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.type(within(codeForm()).getByLabelText(/^Email/), 'kept@example.org');
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    await user.click(screen.getByRole('tab', { name: 'Email code' }));
    expect(within(codeForm()).getByLabelText(/^Email/)).toHaveValue('kept@example.org');
  });
});

describe('password sign-in form', () => {
  async function openPasswordTab() {
    const user = userEvent.setup({ delay: null });
    await openLogin();
    await user.click(screen.getByRole('tab', { name: 'Password' }));
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    return user;
  }

  it('requires username and password, and sends nothing', async () => {
    const user = await openPasswordTab();
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(passwordForm()).findAllByText(MESSAGES.required)).toHaveLength(2);
    expect(h.fetch).not.toHaveBeenCalled();
  });

  it('submits on Enter with the login call', async () => {
    h.on('/consume_user/login', refused('login failed', 'LOGIN_FAILED'));
    const user = await openPasswordTab();
    await user.type(within(passwordForm()).getByLabelText(/^Username or email/), 'demo@aispace.dev');
    await user.type(within(passwordForm()).getByLabelText(/^Password/), 'Demo@1234{Enter}');
    await waitFor(() => expect(h.to('/consume_user/login')).toHaveLength(1));
    expect(h.to('/consume_user/login')[0].body).toEqual({ loginName: 'demo@aispace.dev', password: 'Demo@1234' });
  });

  it('shows `login failed` for a wrong password and keeps what was typed', async () => {
    h.on('/consume_user/login', refused('login failed', 'LOGIN_FAILED'));
    const user = await openPasswordTab();
    await user.type(within(passwordForm()).getByLabelText(/^Username or email/), 'demo@aispace.dev');
    await user.type(within(passwordForm()).getByLabelText(/^Password/), 'wrong-password');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Sign in' }));
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent('login failed');
    expect(within(passwordForm()).getByLabelText(/^Username or email/)).toHaveValue('demo@aispace.dev');
    expect(within(passwordForm()).getByLabelText(/^Password/)).toHaveValue('wrong-password');
  });

  it('shows and hides the password', async () => {
    const user = await openPasswordTab();
    const input = within(passwordForm()).getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('coming from an invitation', () => {
  const fromInvitation = { preLoginPath: '/invite-login?code=INVITE-DEMO-2026' };
  const invitation = {
    code: 'INVITE-DEMO-2026',
    ugroup: { ugroupId: 'ug-1001', ugroupAddr: 'ug-demo', name: 'demo-lab', type: 'business' },
    inviterName: 'demo',
    status: 'pending',
    validUntil: '2026-06-01T10:00:00.000Z',
  };

  it('says signing in returns to the invitation, and offers registering with it', async () => {
    h.on('/consume_user/get4invitecode', ok(invitation));
    await openLogin(fromInvitation);
    expect(await screen.findByText(/You have been invited to join demo-lab/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register with invitation' })).toBeInTheDocument();
  });

  it('checks the registration form (username rule, password, code, terms) and sends no registration', async () => {
    h.on('/consume_user/get4invitecode', ok(invitation));
    const user = userEvent.setup({ delay: null });
    await openLogin(fromInvitation);
    await user.click(screen.getByRole('tab', { name: 'Register with invitation' }));
    const form = await screen.findByTestId('invitation-register-form');
    await user.type(within(form).getByLabelText(/^Email/), 'invitee@aispace.dev');
    await user.type(within(form).getByLabelText(/^Verification code/), '12345');
    await user.type(within(form).getByLabelText(/^Username/), '1abc');
    await user.type(within(form).getByLabelText(/^Password/), 'short');
    await user.click(within(form).getByRole('button', { name: 'Register and join' }));

    expect(await within(form).findByText(MESSAGES.code)).toBeInTheDocument();
    // The username and password rules are the helper texts too; once broken they are the field's error.
    expect(within(form).getByLabelText(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(MESSAGES.username)).toHaveClass('Mui-error');
    expect(within(form).getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText(MESSAGES.password)).toHaveClass('Mui-error');
    expect(within(form).getByText(MESSAGES.terms)).toBeInTheDocument();
    expect(h.to('/consume_user/register4invitecode')).toHaveLength(0);
    expect(h.to('/consume_user/vcode2mail')).toHaveLength(0);
  });

  it('registers with the invitation code once every field is right', async () => {
    h.on('/consume_user/get4invitecode', ok(invitation));
    h.on('/consume_user/register4invitecode', refused('Email already exists!', 'EMAIL_EXISTS'));
    const user = userEvent.setup({ delay: null });
    await openLogin(fromInvitation);
    await user.click(screen.getByRole('tab', { name: 'Register with invitation' }));
    const form = await screen.findByTestId('invitation-register-form');
    await user.type(within(form).getByLabelText(/^Email/), 'invitee@aispace.dev');
    await user.type(within(form).getByLabelText(/^Verification code/), '123456');
    await user.type(within(form).getByLabelText(/^Username/), 'invitee_1');
    await user.type(within(form).getByLabelText(/^Password/), 'Invitee@1234');
    await user.click(within(form).getByRole('checkbox'));
    await user.click(within(form).getByRole('button', { name: 'Register and join' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Email already exists!');
    expect(h.to('/consume_user/register4invitecode').map((s) => s.body)).toEqual([
      {
        code: 'INVITE-DEMO-2026',
        email: 'invitee@aispace.dev',
        emailCode: '123456',
        username: 'invitee_1',
        password: 'Invitee@1234',
        agreeTerms: true,
      },
    ]);
  });
});
