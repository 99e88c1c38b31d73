// Copy-ready SSH: a running instance's row menu copies the exact `ssh -p <port> <user>@<host>` the management
// panel shows; the item speaks the reader's language.
import { expect, test, type Page } from '@playwright/test';
import { gridRows, signIn, type Locale } from '../support';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.describe.configure({ timeout: 90_000 });

const MEMBER = { email: 'member@aispace.dev', password: 'Member@1234' };
/** Built by member@aispace.dev and kept running by the instances spec. */
const INSTANCE = 'ins-0004';
const COPY: Record<Locale, string> = {
  'zh-CN': '复制 SSH 命令',
  'en-US': 'Copy SSH command',
  'ja-JP': 'SSH コマンドをコピー',
};

async function openRowMenu(page: Page) {
  await page.goto(`/#/non-interactive?q=${INSTANCE}`);
  const row = gridRows(page, 'instances-grid').filter({ hasText: INSTANCE });
  await expect(row).toHaveCount(1, { timeout: 45_000 });
  await row.getByTestId('instance-actions').click();
  return page.getByTestId('copy-ssh-command');
}

for (const locale of ['zh-CN', 'en-US', 'ja-JP'] as const) {
  test(`the row menu copies the exact SSH command of a running instance (${locale})`, async ({ page }) => {
    await signIn(page, { ...MEMBER, locale });
    const item = await openRowMenu(page);
    await expect(item).toContainText(COPY[locale]);
    const shown = (await item.locator('.MuiListItemText-secondary').textContent()) ?? '';
    expect(shown).toMatch(/^ssh -p \d{1,5} [a-z_][a-z0-9_-]*@[A-Za-z0-9.-]+$/);
    await item.click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);

    // the same command as the management panel's connection info
    await page.goto(`/#/management-panel?id=${INSTANCE}`);
    await expect(page.getByTestId('ssh-command')).toContainText(shown);
  });
}
