// The command palette (issue 23, item 2) on the built app and the mock: Ctrl+K opens it anywhere in the console,
// a search by an instance's ID opens that instance, a page is found by its English title in zh-CN and by its own
// title in ja-JP, and the open palette (with results) has no serious or critical axe violation. Its code is not
// fetched before it is first opened.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, expectPath, seriousViolations, sessionFor, signIn } from '../support';

test.describe.configure({ timeout: 90_000 });

const combobox = (page: Page) => page.getByTestId('palette-input');

/** Opens a console page and waits for the app bar (the shortcut listens from then on). */
async function openConsole(page: Page, hash: string): Promise<void> {
  await page.goto(`/#${hash}`);
  await expect(page.getByTestId('palette-button')).toBeVisible({ timeout: 45_000 });
}

/** The first instance of demo-lab, through the mock's list call. */
async function anInstance(page: Page): Promise<{ id: string; name: string }> {
  const session = await sessionFor(page.request);
  const response = await page.request.post('/api/aispace/aispweb/instance/query', {
    data: { pageNum: 1, pageSize: 1, type: 'interactive', ugroupAddr: session.accountAddr },
    headers: { Authorization: session.token, 'Accept-Language': 'en' },
  });
  const body = (await response.json()) as { data: { list: { id: string; name: string }[] } };
  return body.data.list[0];
}

test('Ctrl+K opens the palette; a search by an instance ID opens that instance', async ({ page }) => {
  const errors = collectPageErrors(page);
  const paletteChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/palette\.[0-9a-f]+\.js$/.test(r.url())) paletteChunks.push(r.url());
  });
  const instance = await anInstance(page);
  await signIn(page);
  await page.goto('/#/gpu');
  await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible({ timeout: 45_000 });
  expect(paletteChunks).toEqual([]);

  await page.keyboard.press('Control+k');
  const input = combobox(page);
  await expect(input).toBeFocused();
  await expect(input).toHaveRole('combobox');
  await expect(input).toHaveAccessibleName('Search pages and resources');
  expect(paletteChunks).toHaveLength(1);
  await expect(page.getByRole('dialog')).toHaveAccessibleName('Search the console');

  const searched = page.waitForRequest((r) => r.url().endsWith('/search/query'));
  await input.fill(instance.id);
  expect((await searched).postDataJSON()).toMatchObject({ q: instance.id, limit: 20 });
  const first = page.getByRole('option').first();
  await expect(first).toContainText(instance.name);
  await expect(first).toContainText(`Instance · ${instance.id}`);
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(input).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(new RegExp(`#/management-panel\\?id=${instance.id}$`));
  await expect(page.getByText(`${instance.name} · ${instance.id}`)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // it is the first recent item the next time, and Escape closes, giving the focus back
  await page.getByTestId('palette-button').click();
  await expect(page.getByRole('option').first()).toContainText(`Recent · Instance · ${instance.id}`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByTestId('palette-button')).toBeFocused();
  expect(errors).toEqual([]);
});

test('zh-CN: a page found by its English title', async ({ page }) => {
  await signIn(page, { locale: 'zh-CN' });
  await openConsole(page, '/portal');
  await page.getByRole('button', { name: '搜索（Ctrl+K）' }).click();
  const input = combobox(page);
  await expect(input).toHaveAccessibleName('搜索页面和资源');
  await input.fill('API keys');
  const first = page.getByRole('option').first();
  await expect(first).toContainText('API 密钥');
  await expect(first).toContainText('页面 · API keys');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expectPath(page, '/api-key');
  await expect(page.getByRole('heading', { name: 'API 密钥', level: 1 })).toBeVisible();
});

test('ja-JP: a page found by its Japanese title', async ({ page }) => {
  await signIn(page, { locale: 'ja-JP' });
  await openConsole(page, '/portal');
  await page.keyboard.press('Control+k');
  const input = combobox(page);
  await input.fill('オブジェクト');
  await expect(page.getByRole('option').first()).toContainText('オブジェクトストレージ');
  await page.keyboard.press('Enter');
  await expectPath(page, '/object-storage');
});

test('the open palette, with pages and resources listed, has no serious or critical axe violation', async ({
  page,
}) => {
  await signIn(page);
  await openConsole(page, '/portal');
  await page.keyboard.press('Control+k');
  await combobox(page).fill('ins-');
  await expect(page.getByRole('option', { name: /Instance · ins-/ }).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  expect(await seriousViolations(page, { still: true })).toEqual([]);
});
