// On a phone-wide screen a grid shows the columns it names for narrow screens (instances: name, status, runtime) and
// its row actions; the other values stay one press away in each row's hidden columns, and the View panel shows any
// column again. A wide screen shows every column.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, signIn, type Locale } from '../support';

const GRID = 'instances-grid';
const fields = (page: Page) =>
  page
    .getByTestId(GRID)
    .locator('.MuiDataGrid-columnHeader[data-field]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-field')).filter((f) => f !== '__hidden__'));

const HIDDEN: Record<Locale, RegExp> = {
  'zh-CN': /隐藏/,
  'en-US': /hidden column/,
  'ja-JP': /非表示/,
};

for (const locale of ['zh-CN', 'en-US', 'ja-JP'] as const) {
  test(`a phone shows the essential columns, the rest one press away (${locale})`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    await signIn(page, { locale });
    await page.goto('/#/interactive-service');
    const row = gridRows(page, GRID).first();
    await expect(row).toBeVisible({ timeout: 30_000 });
    expect(await fields(page)).toEqual(expect.arrayContaining(['name', 'status', 'runtimeSeconds', 'actions']));
    expect(await fields(page)).not.toContain('description');
    expect(await fields(page)).not.toContain('baseImage');

    // a row's hidden columns: the description, the image… shown on request
    await row.getByRole('button', { name: HIDDEN[locale] }).click();
    const hidden = page.getByTestId('grid-hidden-fields');
    await expect(hidden).toBeVisible();
    await expect(hidden.locator('dt')).not.toHaveCount(0);
    await page.keyboard.press('Escape');

    // the View panel shows a column again
    await page.getByTestId(`${GRID}-view`).click();
    const panel = page.getByTestId(`${GRID}-view-panel`);
    const description = panel.getByTestId(`${GRID}-view-col-description`).getByRole('checkbox');
    await expect(description).not.toBeChecked();
    await description.check();
    await page.keyboard.press('Escape');
    await expect.poll(() => fields(page)).toContain('description');
    expect(errors).toEqual([]);
  });
}

test('a wide screen shows every column', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page, { locale: 'en-US' });
  await page.goto('/#/interactive-service');
  await expect(gridRows(page, GRID).first()).toBeVisible({ timeout: 30_000 });
  expect(await fields(page)).toEqual(expect.arrayContaining(['name', 'description', 'baseImage', 'actions']));
});
