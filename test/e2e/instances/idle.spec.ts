// Idle instances (issue 24) on the built app and the mock: "idle only" on the online instances grid is kept in the
// URL and asks the list with `idle: true`; every row it shows carries the idle marker, whose menu offers release and
// archive through the grid's own confirmation dialogs. Nothing is changed here (the dialog is cancelled).
import { expect as baseExpect, test } from '@playwright/test';
import { collectPageErrors, seedStorage, sessionFor } from '../support';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

test('the idle filter lists idle instances, each offering release and archive in one step', async ({ page }) => {
  const errors = collectPageErrors(page);
  await seedStorage(page, { ...(await sessionFor(page.request)), locale: 'en-US' });
  await page.goto('/#/interactive-service');
  await expect(page.getByRole('heading', { name: 'Online instances', level: 1 })).toBeVisible({ timeout: 60_000 });
  const listed = page.waitForRequest(
    (r) => r.url().endsWith('/instance/query') && (r.postDataJSON() as { idle?: boolean }).idle === true,
  );
  await page.getByTestId('idle-only').click();
  await listed;
  await expect.poll(() => new URL(page.url()).hash).toContain('idle=1');
  const grid = page.getByTestId('instances-grid');
  const rows = grid.locator('.MuiDataGrid-row[data-id]');
  await expect(rows.first()).toBeVisible();
  await expect.poll(async () => (await rows.count()) === (await grid.getByTestId('idle-actions').count())).toBe(true);

  const first = rows.first();
  const name = (await first.locator('[data-field="name"]').innerText()).trim();
  await first.getByRole('button', { name: `Idle: act on ${name}` }).click();
  await expect(page.getByRole('menuitem', { name: `Release instance ${name}` })).toBeVisible();
  await page.getByRole('menuitem', { name: `Archive instance ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Archive instance' });
  await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});
