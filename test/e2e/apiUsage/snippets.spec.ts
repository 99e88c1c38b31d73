// Copy-ready request snippets: an API key's "how to call" dialog and an API service's page give curl, Python and
// JavaScript filled with the service's endpoint and example, the key read from an environment variable (never the
// key itself), each copied by its button; in zh-CN, en-US and ja-JP.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, collectPageErrors, gridRows, signIn, type Locale } from '../support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: 90_000 });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

const TEXTS: Record<Locale, { open: RegExp; copyPython: string; note: string }> = {
  'zh-CN': {
    open: /的调用示例$/,
    copyPython: '复制 Python 示例代码',
    note: '请先将环境变量 AISPACE_API_KEY 设为您的 API 密钥',
  },
  'en-US': {
    open: /^Request snippets for /,
    copyPython: 'Copy the Python snippet',
    note: 'Set the environment variable AISPACE_API_KEY',
  },
  'ja-JP': {
    open: /の呼び出しサンプル$/,
    copyPython: 'Python のサンプルをコピー',
    note: '先に環境変数 AISPACE_API_KEY に API キーを設定してください',
  },
};

for (const locale of ['zh-CN', 'en-US', 'ja-JP'] as const) {
  test(`an API key's snippets call a chosen service with the key from the environment (${locale})`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page, { locale });
    await page.goto('/#/api-key?status=active');
    const row = gridRows(page, 'api-key-grid').first();
    await expect(row).toBeVisible({ timeout: 45_000 });
    const masked = (await row.getByTestId('masked-key').textContent()) ?? '';
    await row.getByRole('button', { name: TEXTS[locale].open }).click();

    const dialog = page.getByTestId('key-snippets');
    const curl = dialog.getByTestId('key-snippet-curl');
    await expect(curl).toContainText('https://api.aispace.dev/v1/');
    await expect(curl).toContainText('"Authorization: Bearer $AISPACE_API_KEY"');
    await expect(dialog.getByTestId('key-snippets-which')).toContainText(masked.trim());
    await expect(dialog.getByTestId('key-snippet-note')).toContainText(TEXTS[locale].note);

    await dialog.getByRole('tab', { name: 'Python' }).click();
    await dialog.getByRole('button', { name: TEXTS[locale].copyPython }).click();
    const python = await clipboard(page);
    expect(python).toContain("os.environ['AISPACE_API_KEY']");
    expect(python).toMatch(/requests\.post\(\n {4}"https:\/\/api\.aispace\.dev\/v1\//);
    expect(python).not.toMatch(/sk-[A-Za-z0-9]/);

    // every rule, every impact
    const found = await axeViolations(page, { include: '[data-testid="key-snippets"]', tags: null });
    expect(found.map((v) => v.id)).toEqual([]);
    expect(errors).toEqual([]);
  });
}

test('an API service page offers curl, Python and JavaScript of its own example', async ({ page }) => {
  await signIn(page, { locale: 'en-US' });
  await page.goto('/#/api-service-detail?id=as-01');
  await expect(page.getByTestId('api-snippet-curl')).toContainText('curl -X POST');
  const endpoint = (await page.getByTestId('api-endpoint').locator('code').textContent())?.trim() ?? '';
  expect(endpoint).toMatch(/^https:\/\/api\.aispace\.dev\/v1\//);
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  await page.getByRole('button', { name: 'Copy the JavaScript snippet' }).click();
  const js = await clipboard(page);
  expect(js).toContain(`fetch(${JSON.stringify(endpoint)}`);
  expect(js).toContain('process.env.AISPACE_API_KEY');
  // the example request is sent as the body
  const example = (await page.getByTestId('api-request').textContent()) ?? '';
  expect(js).toContain(`JSON.stringify(${JSON.stringify(JSON.parse(example), null, 2).replace(/\n/g, '\n  ')})`);
});
