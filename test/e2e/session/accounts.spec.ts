// Every fixture account of server-mock/README.md signs in by password and by code through the form, lands where docs/product-rules.md
// says (its default organisation's console home, or the organisation-first screen), and signs out.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, codeForm, openLogin, signInWithPassword, VERIFICATION_CODE } from '../sessionSupport';
import { expectPath, storage } from '../support';

const LANDING = {
  demo: { org: 'demo-lab' },
  admin: { org: 'demo-lab' },
  member: { org: 'demo-lab' },
  neworg: { org: null },
} as const;

async function signInWithCode(page: Page, email: string): Promise<void> {
  await codeForm(page).getByLabel('Email').fill(email);
  await codeForm(page).getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('verification code sent')).toBeVisible();
  await codeForm(page).getByLabel('Verification code').fill(VERIFICATION_CODE);
  await codeForm(page).getByRole('checkbox').check();
  await codeForm(page).getByRole('button', { name: 'Sign in' }).click();
}

for (const name of Object.keys(ACCOUNTS) as (keyof typeof ACCOUNTS)[]) {
  for (const method of ['password', 'code'] as const) {
    test(`${name} signs in by ${method}, lands where it should and signs out`, async ({ page }) => {
      const account = ACCOUNTS[name];
      await openLogin(page);
      if (method === 'password') await signInWithPassword(page, account.email, account.password);
      else await signInWithCode(page, account.email);
      await expect(page.getByText('Sign in successful')).toBeVisible();
      await expectPath(page, '/portal');
      const stored = await storage(page);
      expect(stored.token).toBeTruthy();
      expect(stored.userId).toBeTruthy();

      const org = LANDING[name].org;
      if (org) {
        await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible();
        await expect(page.getByTestId('org-switcher')).toHaveText(org);
        expect(stored.accountAddr).toBeTruthy();
        await page.getByTestId('profile-menu').click();
        await page.getByTestId('sign-out').click();
      } else {
        const screen = page.getByTestId('create-organisation');
        await expect(screen).toBeVisible();
        expect(stored.accountAddr).toBeUndefined();
        await screen.getByRole('button', { name: 'Sign out' }).click();
      }
      await expect(page.getByText('Sign out successful')).toBeVisible();
      await expectPath(page, '/login');
      const left = await storage(page);
      expect(Object.keys(left).sort()).toEqual(['locale']);
    });
  }
}
