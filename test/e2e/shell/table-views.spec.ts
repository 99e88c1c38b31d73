// Table views (issue 23, item 1): every grid's View control hides, shows and moves columns, sets the density and the
// page size; the view is kept per user and grid across a reload and a sign-out, travels in a copied URL, and
// "Reset view" brings the grid's defaults back. Compact rows fit at least 15 instances on a 1366 × 768 screen.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectPath, gridRows, seriousViolations, signIn, storage, type Locale } from '../support';

const GRID = 'instances-grid';
/** The description column's name in zh-CN. */
const DESCRIPTION = '描述';
const header = (page: Page, field: string) =>
  page.getByTestId(GRID).locator(`.MuiDataGrid-columnHeader[data-field="${field}"]`);
const panel = (page: Page) => page.getByTestId(`${GRID}-view-panel`);
const viewKeys = async (page: Page) => Object.keys(await storage(page)).filter((k) => k.startsWith('gridView:'));

async function openInstances(page: Page, hash = '/interactive-service'): Promise<void> {
  await page.goto(`/#${hash}`);
  await expect(gridRows(page, GRID).first()).toBeVisible({ timeout: 30_000 });
}

async function openView(page: Page): Promise<void> {
  await page.getByTestId(`${GRID}-view`).click();
  await expect(panel(page)).toBeVisible();
}

const TEXTS: Record<Locale, { button: string; title: string; compact: string; reset: string; density: string }> = {
  'zh-CN': { button: '视图', title: '的视图', compact: '紧凑', reset: '重置视图', density: '行密度' },
  'en-US': { button: 'View', title: 'View of ', compact: 'Compact', reset: 'Reset view', density: 'Row density' },
  'ja-JP': { button: '表示', title: 'の表示設定', compact: 'コンパクト', reset: '表示をリセット', density: '行の密度' },
};

test('a hidden column stays hidden after a reload, a sign-out and in a copied URL; Reset view brings it back (zh-CN)', async ({
  page,
  browser,
}) => {
  // two reloads, a sign-out and a second browser context: more than one default test time on a loaded machine
  test.slow();
  const errors = collectPageErrors(page);
  await signIn(page, { locale: 'zh-CN' });
  await openInstances(page);
  await expect(header(page, 'description')).toHaveCount(1);

  // By keyboard: the View button, then the Description checkbox in the panel.
  await page.getByTestId(`${GRID}-view`).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: /的视图$/ })).toBeVisible();
  const description = panel(page).getByTestId(`${GRID}-view-col-description`).getByRole('checkbox');
  await description.focus();
  await page.keyboard.press('Space');
  await expect(description).not.toBeChecked();
  // Tools moves up one place, before the runtime column.
  await panel(page).getByTestId(`${GRID}-view-col-tools`).getByRole('button', { name: /^上移/ }).click();
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByTestId(`${GRID}-view`)).toBeFocused();
  await expect(header(page, 'description')).toHaveCount(0);
  const order = async () =>
    page
      .getByTestId(GRID)
      .locator('.MuiDataGrid-columnHeader[data-field]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-field')));
  // the grid takes the new order in a render of its own: read it until it is there
  await expect
    .poll(async () => {
      const fields = await order();
      return fields.includes('tools') ? fields[fields.indexOf('tools') + 1] : 'no tools column';
    })
    .toBe('runtimeSeconds');
  await expect.poll(() => new URL(page.url()).hash).toContain('cols=');
  expect(await viewKeys(page)).toHaveLength(1);
  // The hidden description stays reachable from its row.
  await gridRows(page, GRID).first().getByTestId('grid-show-hidden').click();
  await expect(page.getByTestId('grid-hidden-fields').getByText(DESCRIPTION, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('grid-hidden-fields')).toHaveCount(0);

  // A reload keeps it, and so does the screen opened again without any view in its URL (the stored view).
  await page.reload();
  await expect(gridRows(page, GRID).first()).toBeVisible({ timeout: 30_000 });
  await expect(header(page, 'description')).toHaveCount(0);
  await page.evaluate(() => (window.location.hash = '#/portal'));
  await expectPath(page, '/portal');
  await page.evaluate(() => (window.location.hash = '#/interactive-service'));
  await expect(gridRows(page, GRID).first()).toBeVisible({ timeout: 30_000 });
  await expect(header(page, 'description')).toHaveCount(0);
  // The stored view is written into the URL, so a copied link carries it.
  await expect.poll(() => new URL(page.url()).hash).toContain('cols=');

  // Sign out and back in on the same browser: the view is a preference, not a session key.
  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expectPath(page, '/login');
  expect(await viewKeys(page)).toHaveLength(1);
  await page.getByRole('tab', { name: '密码登录' }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('用户名或邮箱').fill('demo@aispace.dev');
  await form.getByRole('textbox', { name: '密码', exact: true }).fill('Demo@1234');
  await form.getByRole('button', { name: '登录' }).click();
  await expectPath(page, '/portal');
  await page.evaluate(() => (window.location.hash = '#/interactive-service'));
  await expect(gridRows(page, GRID).first()).toBeVisible({ timeout: 30_000 });
  await expect(header(page, 'description')).toHaveCount(0);

  // A compact density, then the URL opened in a fresh browser context (nothing stored there): the same view.
  await openView(page);
  await panel(page).getByRole('radio', { name: '紧凑' }).click();
  await expect(panel(page).getByRole('radio', { name: '紧凑' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId(GRID).locator('.MuiDataGrid-root--densityCompact')).toHaveCount(1);
  await expect.poll(() => new URL(page.url()).hash).toContain('density=compact');
  const shared = page.url();
  const other = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const fresh = await other.newPage();
  await signIn(fresh, { locale: 'zh-CN' });
  await fresh.goto(shared);
  await expect(gridRows(fresh, GRID).first()).toBeVisible({ timeout: 30_000 });
  await expect(header(fresh, 'description')).toHaveCount(0);
  await expect(fresh.getByTestId(GRID).locator('.MuiDataGrid-root--densityCompact')).toHaveCount(1);
  expect(await viewKeys(fresh)).toEqual([]);
  await other.close();

  // Reset view: the defaults again, nothing stored, no view left in the URL.
  await openView(page);
  await panel(page).getByRole('button', { name: '重置视图' }).click();
  await page.keyboard.press('Escape');
  await expect(header(page, 'description')).toHaveCount(1);
  await expect(page.getByTestId(GRID).locator('.MuiDataGrid-root--densityStandard')).toHaveCount(1);
  expect(await viewKeys(page)).toEqual([]);
  expect(new URL(page.url()).hash).not.toMatch(/cols=|density=/);
  expect(errors).toEqual([]);
});

test('compact density shows at least 15 instance rows on a 1366 × 768 screen (zh-CN)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, { locale: 'zh-CN' });
  await openInstances(page);
  await openView(page);
  await panel(page).getByRole('radio', { name: '紧凑' }).click();
  await expect(panel(page).getByRole('radio', { name: '紧凑' })).toBeChecked();
  await panel(page).getByRole('radio', { name: '20' }).click();
  await expect(panel(page).getByRole('radio', { name: '20' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(gridRows(page, GRID)).toHaveCount(20);
  // The grid's header at the top of the screen's content (below the app bar): the rows wholly on the screen.
  const appBar = await page.locator('header').first().boundingBox();
  const top = appBar ? appBar.y + appBar.height : 0;
  await page
    .getByTestId(GRID)
    .locator('.MuiDataGrid-columnHeaders')
    .evaluate((el, offset) => {
      const scroller = (function find(n: HTMLElement | null): HTMLElement | Window {
        if (!n) return window;
        const style = getComputedStyle(n);
        return /(auto|scroll)/.test(style.overflowY) && n.scrollHeight > n.clientHeight ? n : find(n.parentElement);
      })(el.closest('.MuiDataGrid-root')?.parentElement ?? null);
      const y = el.getBoundingClientRect().top - offset;
      scroller.scrollBy(0, y);
    }, top);
  const visible = await gridRows(page, GRID).evaluateAll(
    (rows, from) =>
      rows.filter((r) => {
        const box = r.getBoundingClientRect();
        return box.height > 0 && box.top >= from - 1 && box.bottom <= window.innerHeight + 1;
      }).length,
    top,
  );
  console.log(`instance rows wholly on a 1366 × 768 screen, compact: ${visible}`);
  expect(visible).toBeGreaterThanOrEqual(15);
});

test('the view panel is axe-clean', async ({ page }) => {
  await signIn(page, { locale: 'zh-CN' });
  await openInstances(page);
  await openView(page);
  expect(await seriousViolations(page, { include: `[data-testid="${GRID}-view-panel"]`, still: true })).toEqual([]);
});

for (const locale of ['en-US', 'ja-JP'] as const) {
  test(`the view control's labels are translated (${locale})`, async ({ page }) => {
    const texts = TEXTS[locale];
    await signIn(page, { locale });
    await openInstances(page);
    await expect(page.getByTestId(`${GRID}-view`)).toHaveText(texts.button);
    await openView(page);
    await expect(panel(page).getByRole('heading')).toContainText(texts.title);
    await expect(panel(page).getByRole('radio', { name: texts.compact })).toBeVisible();
    await expect(panel(page).getByRole('group', { name: texts.density })).toBeVisible();
    await expect(panel(page).getByRole('button', { name: texts.reset })).toBeVisible();
  });
}
