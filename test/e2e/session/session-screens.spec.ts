// The session screens (issue 5) on the built app and the mock: sign-in by password and by code, registration by
// code with the terms, organisation first, invitations, inline failures, Enter, language, accessibility.
import { expect, test } from '@playwright/test';
import {
  ACCOUNTS,
  codeForm,
  expectConsoleHome,
  INVITATION_CODE,
  NEWORG_INVITATION_CODE,
  openLogin,
  passwordForm,
  resetFixtures,
  signInWithPassword,
  VERIFICATION_CODE,
  watchCalls,
} from '../sessionSupport';
import { collectPageErrors, expectPath, seriousViolations, storage } from '../support';

test.beforeEach(async ({ page }) => {
  await resetFixtures(page);
});

test.describe('password sign-in', () => {
  test('demo@aispace.dev lands on /portal in its default organisation', async ({ page }) => {
    const errors = collectPageErrors(page);
    await openLogin(page);
    const logins = watchCalls(page, '/consume_user/login');
    await signInWithPassword(page, ACCOUNTS.demo.email, ACCOUNTS.demo.password);
    await expect(page.getByText('Sign in successful')).toBeVisible();
    await expectConsoleHome(page);
    expect(logins.map((r) => r.postDataJSON())).toEqual([
      { loginName: ACCOUNTS.demo.email, password: ACCOUNTS.demo.password },
    ]);
    const stored = await storage(page);
    expect(stored.token).toBeTruthy();
    expect(stored.userId).toBeTruthy();
    await expect(page.getByTestId('org-switcher')).toContainText('demo-lab');
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  test('a wrong password says `login failed` inline and keeps the input', async ({ page }) => {
    await openLogin(page);
    await signInWithPassword(page, ACCOUNTS.demo.email, 'Wrong@1234');
    await expect(passwordForm(page).getByRole('alert')).toHaveText('login failed');
    await expect(passwordForm(page).getByLabel('Username or email')).toHaveValue(ACCOUNTS.demo.email);
    await expect(passwordForm(page).getByRole('textbox', { name: 'Password', exact: true })).toHaveValue('Wrong@1234');
    await expectPath(page, '/login');
  });

  test('Enter submits, and the button shows progress while the call is pending', async ({ page }) => {
    await openLogin(page);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route('**/consume_user/login', async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Password' }).click();
    await passwordForm(page).getByLabel('Username or email').fill(ACCOUNTS.admin.email);
    await passwordForm(page).getByRole('textbox', { name: 'Password', exact: true }).fill(ACCOUNTS.admin.password);
    await passwordForm(page).getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(passwordForm(page).getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await expect(passwordForm(page).getByRole('progressbar')).toBeVisible();
    release();
    await expectConsoleHome(page);
  });

  test('the password can be shown', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('tab', { name: 'Password' }).click();
    const input = passwordForm(page).getByRole('textbox', { name: 'Password', exact: true });
    await input.fill('Secret@1234');
    await expect(input).toHaveAttribute('type', 'password');
    await passwordForm(page).getByRole('button', { name: 'Show password' }).click();
    await expect(input).toHaveAttribute('type', 'text');
  });
});

test.describe('code sign-in', () => {
  test('member@aispace.dev signs in with the code 123456 after sending it', async ({ page }) => {
    await openLogin(page);
    const sends = watchCalls(page, '/consume_user/vcode2mail');
    await codeForm(page).getByLabel('Email').fill(ACCOUNTS.member.email);
    await codeForm(page).getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('verification code sent')).toBeVisible();
    await expect(codeForm(page).getByTestId('send-code')).toHaveText(/^Resend in (60|59) s$/);
    await expect(codeForm(page).getByTestId('send-code')).toBeDisabled();
    expect(sends).toHaveLength(1);
    await codeForm(page).getByLabel('Verification code').fill(VERIFICATION_CODE);
    await codeForm(page).getByRole('checkbox').check();
    await codeForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expectConsoleHome(page);
  });

  test('a new email registers by code only after agreeing to the terms', async ({ page }) => {
    const email = `fresh.${Date.now()}@example.org`;
    await openLogin(page);
    const signIns = watchCalls(page, '/consume_user/login4mail');
    await codeForm(page).getByLabel('Email').fill(email);
    await codeForm(page).getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('verification code sent')).toBeVisible();
    await codeForm(page).getByLabel('Verification code').fill(VERIFICATION_CODE);
    await codeForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(codeForm(page).getByText('Please agree to the terms of use and privacy policy')).toBeVisible();
    expect(signIns).toHaveLength(0);

    // Both documents are readable before agreeing.
    await codeForm(page).getByRole('button', { name: 'Terms of Use' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Use' });
    await expect(terms).toBeVisible();
    await terms.getByRole('button', { name: 'Close' }).click();
    await codeForm(page).getByRole('button', { name: 'Privacy Policy' }).click();
    const privacy = page.getByRole('dialog', { name: 'Privacy Policy' });
    await expect(privacy).toContainText('personal information');
    await privacy.getByRole('button', { name: 'I agree' }).click();
    await expect(codeForm(page).getByRole('checkbox')).toBeChecked();

    await codeForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Registration complete')).toBeVisible();
    expect(signIns.map((r) => r.postDataJSON())).toEqual([{ email, code: VERIFICATION_CODE, agreeTerms: true }]);
    // A new account has no organisation yet: it must create one first.
    await expect(page.getByRole('heading', { name: 'Create your organisation', level: 1 })).toBeVisible();
  });

  test('a wrong code shows the server’s words and keeps the input', async ({ page }) => {
    await openLogin(page);
    await codeForm(page).getByLabel('Email').fill(ACCOUNTS.member.email);
    await codeForm(page).getByLabel('Verification code').fill('000000');
    await codeForm(page).getByRole('checkbox').check();
    await codeForm(page).getByLabel('Verification code').press('Enter');
    await expect(codeForm(page).getByRole('alert')).toHaveText('The verification code is wrong or has expired');
    await expect(codeForm(page).getByLabel('Email')).toHaveValue(ACCOUNTS.member.email);
  });
});

test.describe('organisation first', () => {
  test('neworg@aispace.dev must create an organisation, then enters it', async ({ page }) => {
    await openLogin(page);
    await signInWithPassword(page, ACCOUNTS.neworg.email, ACCOUNTS.neworg.password);
    const screen = page.getByTestId('create-organisation');
    await expect(screen.getByRole('heading', { name: 'Create your organisation', level: 1 })).toBeVisible();
    await expect(screen).toContainText('The name cannot be changed later');

    const creates = watchCalls(page, '/consume_account/add');
    await screen.getByLabel('Organisation name').fill('NewOrg Lab');
    await screen.getByRole('button', { name: 'Create organisation' }).click();
    await expect(
      screen.getByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter'),
    ).toBeVisible();
    expect(creates).toHaveLength(0);

    await screen.getByLabel('Organisation name').fill('neworg-lab');
    await screen.getByRole('radio', { name: 'Business' }).check();
    await screen.getByRole('button', { name: 'Create organisation' }).click();
    await expectConsoleHome(page);
    await expect(page.getByTestId('create-organisation')).toHaveCount(0);
    await expect(page.getByTestId('org-switcher')).toContainText('neworg-lab');
    expect(creates.map((r) => r.postDataJSON())).toEqual([
      expect.objectContaining({ name: 'neworg-lab', type: 'business', setDefault: true }),
    ]);
  });
});

test.describe('invitation', () => {
  test('a signed-out visitor signs in, returns to the invitation and joins demo-lab', async ({ page }) => {
    await openLogin(page, `/invite-login?code=${NEWORG_INVITATION_CODE}`);
    await expect(page.getByTestId('invitation-banner')).toContainText('You have been invited to join demo-lab');
    await signInWithPassword(page, ACCOUNTS.neworg.email, ACCOUNTS.neworg.password);

    await expectPath(page, '/invite-login');
    await expect(page.getByRole('heading', { name: 'Join organisation', level: 1 })).toBeVisible();
    const details = page.getByTestId('invitation-details');
    await expect(details).toContainText('demo-lab');
    await expect(details).toContainText('Invited by');
    await expect(details).toContainText('Valid until');
    await page.getByRole('button', { name: 'Join demo-lab' }).click();
    await expect(page.getByTestId('invite-joined')).toHaveText('You have joined demo-lab.');
    await page.getByRole('link', { name: 'Go to the console' }).click();
    await expectConsoleHome(page);
    await expect(page.getByTestId('org-switcher')).toContainText('demo-lab');
  });

  test('a new visitor registers with the invitation and is a member of demo-lab', async ({ page }) => {
    await openLogin(page, `/invite-login?code=${INVITATION_CODE}`);
    await page.getByRole('tab', { name: 'Register with invitation' }).click();
    const form = page.getByTestId('invitation-register-form');
    const registrations = watchCalls(page, '/consume_user/register4invitecode');
    await form.getByLabel('Email').fill('invitee@aispace.dev');
    await form.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText('verification code sent')).toBeVisible();
    await form.getByLabel('Verification code').fill(VERIFICATION_CODE);
    await form.getByLabel('Username').fill('1invitee');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Invitee@1234');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Register and join' }).click();
    await expect(form.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(registrations).toHaveLength(0);

    await form.getByLabel('Username').fill('invitee');
    await form.getByRole('button', { name: 'Register and join' }).click();
    await expect(page.getByText('Registration complete')).toBeVisible();
    await expectPath(page, '/invite-login');
    await expect(page.getByText('You are a member of demo-lab.')).toBeVisible();
    expect(registrations.map((r) => r.postDataJSON())).toEqual([
      expect.objectContaining({ code: INVITATION_CODE, email: 'invitee@aispace.dev', agreeTerms: true }),
    ]);
    await page.getByRole('link', { name: 'Go to the console' }).click();
    await expectConsoleHome(page);
  });

  test('an expired invitation says so and offers no join', async ({ page }) => {
    await openLogin(page);
    await signInWithPassword(page, ACCOUNTS.neworg.email, ACCOUNTS.neworg.password);
    await expect(page.getByTestId('create-organisation')).toBeVisible();
    await page.route('**/consume_user/get4invitecode', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      await route.fulfill({ response, json: { ...body, data: { ...body.data, status: 'expired' } } });
    });
    await page.evaluate((code) => (window.location.hash = `#/invite-login?code=${code}`), INVITATION_CODE);
    await expect(page.getByText('This invitation has expired. Ask the organisation for a new one.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Join demo-lab' })).toHaveCount(0);
  });
});

test.describe('the sign-in page', () => {
  test('switches language in place and keeps what was typed', async ({ page }) => {
    await openLogin(page);
    await codeForm(page).getByLabel('Email').fill('someone@example.org');
    await page.getByTestId('auth-language').getByRole('button', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { name: 'ログイン', level: 1 })).toBeVisible();
    await expect(codeForm(page).getByLabel('メールアドレス')).toHaveValue('someone@example.org');
    expect((await storage(page)).locale).toBe('ja-JP');
    await page.getByTestId('auth-language').getByRole('button', { name: '简体中文' }).click();
    await expect(page.getByRole('heading', { name: '登录', level: 1 })).toBeVisible();
  });

  test('links to the portal', async ({ page }) => {
    await openLogin(page);
    await page.getByRole('link', { name: 'Back to the portal' }).click();
    await expectPath(page, '/');
  });

  test('has no serious accessibility violations, on either tab and with errors shown', async ({ page }) => {
    await openLogin(page);
    await codeForm(page).getByRole('button', { name: 'Sign in' }).click();
    await expect(codeForm(page).getByText('Please agree to the terms of use and privacy policy')).toBeVisible();
    const serious = () => seriousViolations(page, { tags: null });
    expect(await serious()).toEqual([]);
    await page.getByRole('tab', { name: 'Password' }).click();
    expect(await serious()).toEqual([]);
  });
});
