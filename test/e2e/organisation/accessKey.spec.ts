// The organisation's access key (/org-info): the secret is shown once with a warning, masked afterwards,
// and rotating asks for confirmation before a new secret is shown once.
import { expect, test } from '@playwright/test';
import { seedStorage, sessionFor } from '../support';

test('the access key secret is shown once, masked afterwards, and rotated only after confirmation', async ({ page, request }) => {
  await seedStorage(page, { ...(await sessionFor(request)), locale: 'en-US' });
  await page.goto('/#/org-info');
  const section = page.getByTestId('access-key');
  await expect(section).toBeVisible({ timeout: 30_000 });

  const create = section.getByRole('button', { name: 'Create access key' });
  if (await create.isVisible()) {
    await create.click();
    const shown = page.getByTestId('secret-dialog');
    await expect(shown).toContainText('This secret is shown only now');
    await shown.getByRole('button', { name: 'I have saved it' }).click();
  }
  const masked = (await section.getByTestId('secret-masked').innerText()).trim();

  const rotation = page.waitForRequest((r) => r.url().endsWith('/obs_accesskey/update'));
  await section.getByRole('button', { name: 'Rotate secret' }).click();
  const confirm = page.getByRole('dialog', { name: 'Rotate the secret?' });
  await expect(confirm).toContainText('stops working at once');
  await confirm.getByRole('button', { name: 'Rotate secret' }).click();
  expect((await rotation).postDataJSON()).toMatchObject({ rotateSecret: true });

  const dialog = page.getByTestId('secret-dialog');
  await expect(dialog).toContainText('This secret is shown only now');
  const secret = (await dialog.getByTestId('secret-value').innerText()).trim();
  expect(secret.length).toBeGreaterThan(16);
  expect(secret).not.toBe(masked);
  await dialog.getByRole('button', { name: 'I have saved it' }).click();
  await expect(dialog).toBeHidden();
  // Afterwards only the masked form is on the page, never the secret.
  await expect(section.getByTestId('secret-masked')).not.toHaveText(secret);
  await expect(page.getByText(secret)).toHaveCount(0);
});

test('a Basic Member cannot create or rotate the access key', async ({ page, request }) => {
  await seedStorage(page, { ...(await sessionFor(request, 'member@aispace.dev', 'Member@1234')), locale: 'en-US' });
  await page.goto('/#/org-info');
  const section = page.getByTestId('access-key');
  await expect(section).toBeVisible({ timeout: 30_000 });
  const action = section.getByRole('button', { name: /Create access key|Rotate secret/ });
  await expect(action).toBeDisabled();
});
