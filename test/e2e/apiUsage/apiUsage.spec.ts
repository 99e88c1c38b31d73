// API keys and usage metrics (issue 10) on the built app and the mock: a key is shown once and then nowhere
// (page, URL, localStorage), it is revoked after confirmation; switching the metrics period re-queries every
// chart and redraws them. Data is unique per run; the mock is never reset here.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { callOf, collectPageErrors, DATA_ROW, gridRows, seriousViolations, signIn, storage } from '../support';

const field = (scope: Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('an API key is shown once at creation, is nowhere afterwards, and is revoked after confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await open(page, '/api-key', 'API keys');
  await expect(gridRows(page, 'api-key-grid').first()).toBeVisible({ timeout: 20_000 });
  // Expired keys of the fixtures are marked.
  await page.getByTestId('status-filter').click();
  await page.getByRole('option', { name: 'Expired' }).click();
  await expect(gridRows(page, 'api-key-grid').first().locator('[data-status="expired"]')).toBeVisible();
  await page.getByTestId('status-filter').click();
  await page.getByRole('option', { name: 'All states' }).click();

  const name = `e2e-key-${Date.now()}`;
  await page.getByTestId('create-api-key').click();
  const dialog = page.getByTestId('api-key-dialog');
  await field(dialog, 'Name').fill(name);
  await dialog.getByRole('radio', { name: 'On a date' }).check();
  // A date that has passed is refused before anything is sent, and the name typed is kept.
  const creates: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api_key/create')) creates.push(r.postData() ?? '');
  });
  const yearField = dialog.getByRole('group', { name: 'Expiration date' }).getByRole('spinbutton', { name: 'Year' });
  await yearField.click();
  await page.keyboard.type('20200101');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByText('The expiration date must be after today')).toBeVisible();
  await expect(field(dialog, 'Name')).toHaveValue(name);
  expect(creates).toEqual([]);
  const year = new Date().getFullYear() + 1;
  await yearField.click();
  await page.keyboard.type(`${year}0315`);
  const body = await callOf(page, '/api_key/create', () => dialog.getByRole('button', { name: 'Create' }).click());
  expect(body).toMatchObject({ name });
  expect(String(body.expiresAt)).toMatch(new RegExp(`^${year}-03-1[45]T`));

  const once = page.getByTestId('api-key-once');
  await expect(once).toContainText('This key is shown only now');
  const key = (await once.getByTestId('api-key-value').innerText()).trim();
  expect(key.length).toBeGreaterThan(20);
  await once.getByRole('button', { name: 'I have saved it' }).click();
  await expect(once).toBeHidden();

  // Gone: not on the page (the list shows a masked prefix), not in the URL, not in localStorage.
  await page.getByRole('searchbox', { name: 'Search name or ID' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search name or ID' }).press('Enter');
  const row = gridRows(page, 'api-key-grid').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('masked-key')).toHaveText(/^sk-.*••••••••$/);
  expect(await page.content()).not.toContain(key);
  expect(page.url()).not.toContain(key);
  expect(JSON.stringify(await storage(page))).not.toContain(key);

  await row.getByRole('button', { name: `Revoke key ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(confirm).toContainText(name);
  const revoke = await callOf(page, '/api_key/revoke', () => confirm.getByRole('button', { name: 'Revoke' }).click());
  expect(revoke).toHaveProperty('id');
  await expect(row.locator('[data-status="revoked"]')).toHaveText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke key ${name}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('switching the metrics period re-queries every chart with that period and redraws them', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  const first = page.waitForRequest((r) => r.url().endsWith('/metrics/series'));
  await open(page, '/invocation-metrics', 'Usage metrics');
  expect((await first).postDataJSON()).toMatchObject({ period: 'today' });
  const calls = page.getByTestId('calls-chart');
  await expect(calls).toHaveAttribute('data-points', '24', { timeout: 20_000 });
  await expect(page.getByTestId('total-calls')).not.toHaveText('—');
  // The drawn shape of the calls series (its line and area).
  const drawn = () =>
    calls.locator('path[data-series="calls"]').evaluateAll((paths) => paths.map((p) => p.getAttribute('d')).join('|'));
  await expect.poll(drawn).not.toBe('');
  const before = await drawn();
  const totalBefore = await page.getByTestId('total-calls').innerText();
  await expect(gridRows(page, 'metrics-grid').first()).toBeVisible();

  const periods: Record<string, string> = {};
  const seen = (r: { url(): string; postDataJSON(): unknown }) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/metrics/'))
      periods[path.split('/').pop() ?? ''] = (r.postDataJSON() as { period: string }).period;
  };
  page.on('request', seen);
  await page.getByTestId('period-switch').getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=last7days/);
  await expect
    .poll(() => periods)
    .toEqual({
      summary: 'last7days',
      series: 'last7days',
      by_key: 'last7days',
      by_api: 'last7days',
      latency: 'last7days',
      table: 'last7days',
    });
  await expect(page.getByTestId('period-switch').getByRole('button', { name: 'Last 7 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // Redrawn: 7 daily points, a new line, new totals; the text alternative follows.
  await expect(calls).toHaveAttribute('data-points', '7');
  await expect.poll(drawn).not.toBe(before);
  await expect(page.getByTestId('total-calls')).not.toHaveText(totalBefore);
  await expect(calls.locator('figcaption')).toContainText('Last 7 days');
  await calls.getByText('Show the data as a table').click();
  await expect(page.getByTestId('calls-chart-rows').locator('tr')).toHaveCount(7);
  await expect(page.getByTestId('by-api-chart').locator('figcaption')).toContainText('/v1/');
  expect(errors).toEqual([]);
});

test('the table under the charts holds the chosen period, searched on the server and exported whole as CSV', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page);
  const answer = page.waitForResponse(
    (r) =>
      r.url().endsWith('/metrics/table') && (r.request().postDataJSON() as { period: string }).period === 'last15days',
  );
  await page.goto('/#/invocation-metrics?period=last15days');
  await expect(page.getByRole('heading', { name: 'Usage metrics', level: 1 })).toBeVisible({ timeout: 30_000 });
  const first = (await (await answer).json()) as { data: { total: number; list: Array<{ time: string }> } };
  // Daily rows (each a day's start) of the last 15 days only.
  const oldest = Date.now() - 15 * 86_400_000;
  expect(first.data.total).toBeGreaterThan(0);
  for (const row of first.data.list) {
    expect(Date.parse(row.time)).toBeGreaterThan(oldest);
    expect(row.time).toMatch(/T00:00:00(\.000)?Z$/);
  }
  await expect(gridRows(page, 'metrics-grid').first()).toBeVisible({ timeout: 20_000 });

  // Search goes to the server with the period, and the URL keeps it.
  const search = page.getByRole('searchbox', { name: 'Search API or key' });
  const searched = page.waitForResponse(
    (r) =>
      r.url().endsWith('/metrics/table') && (r.request().postDataJSON() as { keyword?: string }).keyword === '/v1/ocr',
  );
  await search.fill('/v1/ocr');
  await search.press('Enter');
  const found = await searched;
  expect(found.request().postDataJSON()).toMatchObject({ period: 'last15days', keyword: '/v1/ocr', pageNum: 1 });
  const foundTotal = ((await found.json()) as { data: { total: number } }).data.total;
  expect(foundTotal).toBeGreaterThan(10);
  await expect(page).toHaveURL(/q=%2Fv1%2Focr/);
  await expect(page).toHaveURL(/period=last15days/);
  // the rows shown once the search's answer has replaced the previous page (its answer can come before the repaint)
  await expect
    .poll(async () => [...new Set(await gridRows(page, 'metrics-grid').locator('[data-field="api"]').allInnerTexts())])
    .toEqual(['/v1/ocr']);

  // The CSV holds every row of the search, not just the page shown.
  const download = page.waitForEvent('download');
  await page.getByTestId('metrics-grid-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^invocation-metrics-last15days.*\.csv$/);
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toContain('API key');
  expect(lines).toHaveLength(foundTotal + 1);
  for (const line of lines.slice(1)) expect(line).toContain('/v1/ocr');
});

test('the edge and API usage screens have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page);
  for (const [path, heading] of [
    ['/api-key', 'API keys'],
    ['/invocation-metrics', 'Usage metrics'],
    ['/nact', 'NacT devices'],
    ['/network-service-group', 'Network service groups'],
    ['/net', 'Network management'],
  ] as const) {
    await open(page, path, heading);
    await expect(page.locator(DATA_ROW).first()).toBeVisible({ timeout: 20_000 });
    // The screen's own section (the console's shell is scanned by the shell's tests).
    expect(await seriousViolations(page, 'section[aria-labelledby="page-title"]'), path).toEqual([]);
  }
});

test('the usage charts while they load have no serious accessibility violations', async ({ page }) => {
  await signIn(page);
  // Every chart's call waits until the scan is done, so the scan sees the loading state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/aispweb\/metrics\/(?!summary)/, async (route) => {
    await held;
    await route.continue();
  });
  await open(page, '/invocation-metrics', 'Usage metrics');
  const loading = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loading.first()).toBeVisible();
  const serious = await seriousViolations(page, 'section[aria-labelledby="page-title"]');
  release();
  expect(serious).toEqual([]);
  await expect(loading).toHaveCount(0);
});

for (const [locale, titles, column] of [
  ['zh-CN', ['API 密钥', '调用统计'], ['过期时间', 'API 密钥']],
  ['ja-JP', ['API キー', '利用統計'], ['有効期限', 'API キー']],
] as const) {
  test(`the API usage screens speak ${locale}`, async ({ page }) => {
    await signIn(page, { locale });
    for (const [i, path] of ['/api-key', '/invocation-metrics'].entries()) {
      await page.goto(`/#${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[i], { timeout: 30_000 });
      await expect(page.getByRole('columnheader', { name: column[i] })).toBeVisible();
      await expect(page.locator('body')).not.toContainText('apiUsage:');
    }
  });
}
