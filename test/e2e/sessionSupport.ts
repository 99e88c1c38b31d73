// Helpers of the session screens' end-to-end tests: signing in through the real forms, watching calls.
import { expect, type Page, type Request } from '@playwright/test';
import { expectPath } from './support';

export const ACCOUNTS = {
  demo: { email: 'demo@aispace.dev', password: 'Demo@1234' },
  admin: { email: 'admin@aispace.dev', password: 'Admin@1234' },
  member: { email: 'member@aispace.dev', password: 'Member@1234' },
  neworg: { email: 'neworg@aispace.dev', password: 'Neworg@1234' },
} as const;

export const VERIFICATION_CODE = '123456';
export const INVITATION_CODE = 'INVITE-DEMO-2026';
/** A pending invitation to demo-lab for neworg@ (only the invited email may redeem an invitation). */
export const NEWORG_INVITATION_CODE = 'INVITE-NEWORG-2026';

/**
 * Restores the fixtures (neworg without an organisation, the invitation pending). Faults are left alone:
 * other spec files running in parallel may have injected their own.
 */
export async function resetFixtures(page: Page): Promise<void> {
  const response = await page.request.post('/__mock__/reset');
  expect(response.ok()).toBe(true);
}

export const codeForm = (page: Page) => page.getByTestId('code-login-form');
export const passwordForm = (page: Page) => page.getByTestId('password-login-form');

/** Opens /login in English with an empty session (the locale is the only key stored). */
export async function openLogin(page: Page, hash = '/login'): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    localStorage.setItem('locale', 'en-US');
  });
  await page.goto(`/#${hash}`);
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
}

export async function signInWithPassword(page: Page, loginName: string, password: string): Promise<void> {
  await page.getByRole('tab', { name: 'Password' }).click();
  await passwordForm(page).getByLabel('Username or email').fill(loginName);
  await passwordForm(page).getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await passwordForm(page).getByRole('button', { name: 'Sign in' }).click();
}

export async function expectConsoleHome(page: Page): Promise<void> {
  await expectPath(page, '/portal');
  await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible();
}

/** Every API call the page makes to a path ending with `suffix`, from now on. */
export function watchCalls(page: Page, suffix: string): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith(suffix)) calls.push(r);
  });
  return calls;
}
