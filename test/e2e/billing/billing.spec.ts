// Billing (issue 11) on the built app and the mock: orders filtered by billing mode on the server (request body and
// every row), the detail drawer and its linked order, CSV of the filter; bills drawn as a chart with a text
// alternative; the screens in zh-CN and ja-JP. Read-only against the fixtures; the mock is never reset here.
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, inGridView, seriousViolations, signIn, type Locale } from '../support';

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

const orderQuery = (page: Page, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForRequest((r) => r.url().endsWith('/aispweb/order/query') && check(r.postDataJSON()));

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test('orders filter by billing mode on the server; the drawer shows the linked order, which opens', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await open(page, '/cost-order', 'Orders');
  await expect(gridRows(page, 'orders-grid').first()).toBeVisible();

  const daily = orderQuery(page, (b) => b.billingMode === 'daily');
  await pick(page, 'order-billingMode-filter', 'Daily');
  expect((await daily).postDataJSON()).toMatchObject({ billingMode: 'daily', pageNum: 1 });
  await expect(page).toHaveURL(/billingMode=daily/);
  const modes = gridRows(page, 'orders-grid').locator('[data-field="billingMode"]');
  await expect(modes.first()).toBeVisible();
  await expect.poll(async () => [...new Set(await modes.allInnerTexts())]).toEqual(['Daily']);

  // A renewal always renews an earlier order.
  const renewals = orderQuery(page, (b) => b.billingMode === 'daily' && b.transactionType === 'renewal');
  await pick(page, 'order-transactionType-filter', 'Renewal');
  expect((await renewals).postDataJSON()).toMatchObject({ billingMode: 'daily', transactionType: 'renewal' });
  await expect.poll(async () => [...new Set(await modes.allInnerTexts())]).toEqual(['Daily']);

  // The created-date filter goes to the server too.
  const dated = orderQuery(page, (b) => b.dateFrom === '2020-01-01');
  await page.getByRole('group', { name: 'Created from' }).getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('20200101');
  expect((await dated).postDataJSON()).toMatchObject({ billingMode: 'daily', transactionType: 'renewal' });
  await expect(page).toHaveURL(/dateFrom=2020-01-01/);

  // CSV of the current filter: every row of it, each daily.
  const download = page.waitForEvent('download');
  await page.getByTestId('orders-grid-export').click();
  const csv = await readFile(await (await download).path(), 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toContain('Billing mode');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1)) expect(line).toContain(',Daily,');

  // The detail drawer, then the linked order in it.
  const first = gridRows(page, 'orders-grid').first();
  const orderId = (await first.locator('[data-field="orderId"]').innerText()).trim();
  const detail = page.waitForRequest((r) => r.url().endsWith('/aispweb/order/detail'));
  await first
    .getByRole('button', { name: `Details of order ${orderId}` })
    .first()
    .click();
  expect((await detail).postDataJSON()).toMatchObject({ orderId });
  const drawer = page.getByRole('dialog', { name: `Order ${orderId}` });
  await expect(drawer.getByTestId('order-detail-billing-mode')).toHaveText('Daily', { timeout: 30_000 });
  await expect(drawer.getByTestId('order-billing-detail')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`detail=${orderId}`));
  const linkedButton = drawer.getByTestId('order-linked-open');
  await expect(linkedButton).toBeVisible();
  const linkedId = (await linkedButton.innerText()).trim();
  expect(linkedId).toMatch(/^ord-/);
  expect(linkedId).not.toBe(orderId);

  const linkedDetail = page.waitForRequest(
    (r) => r.url().endsWith('/aispweb/order/detail') && r.postDataJSON().orderId === linkedId,
  );
  await linkedButton.click();
  await linkedDetail;
  const linkedDrawer = page.getByRole('dialog', { name: `Order ${linkedId}` });
  await expect(linkedDrawer.getByTestId('order-detail-id')).toContainText(linkedId, { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`detail=${linkedId}`));
  await linkedDrawer.getByRole('button', { name: 'Close' }).click();
  await expect(linkedDrawer).toBeHidden();
  expect(errors).toEqual([]);
});

test("at 1440 px the orders' actions are the last column, pinned at the right edge of the grid", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await open(page, '/cost-order?status=unpaid', 'Orders');
  const row = gridRows(page, 'orders-grid').first();
  await expect(row).toBeVisible();
  const headers = page.getByTestId('orders-grid').locator('.MuiDataGrid-columnHeader');
  await expect(headers.last()).toHaveAttribute('data-field', 'actions');
  const pay = row.getByRole('button', { name: /^Pay order / });
  await expect(pay).toBeVisible();
  expect(await inGridView(page, 'orders-grid', pay)).toBe(true);
  expect(await inGridView(page, 'orders-grid', row.locator('[data-field="transactionType"]'))).toBe(true);
  // Scrolled sideways to the last data columns, the actions stay at the right edge.
  const scroller = page.getByTestId('orders-grid').locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
  await expect.poll(() => inGridView(page, 'orders-grid', pay)).toBe(true);
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await expect.poll(() => inGridView(page, 'orders-grid', pay)).toBe(true);
  await expect.poll(() => inGridView(page, 'orders-grid', row.locator('[data-field="createdAt"]'))).toBe(true);
});

test('typing 2026-03 into From month gives 2026-03 in the field and the URL', async ({ page }) => {
  await signIn(page);
  await open(page, '/cost-bill?periodFrom=2025-12&periodTo=2026-11', 'Bills');
  const from = page.getByRole('group', { name: 'From month' });
  await from.getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type('2026');
  await from.getByRole('spinbutton', { name: 'Month' }).click();
  await page.keyboard.type('03');
  await expect(page).toHaveURL(/periodFrom=2026-03(&|$)/);
  await expect(from.getByRole('spinbutton', { name: 'Year' })).toHaveText('2026');
  await expect(from.getByRole('spinbutton', { name: 'Month' })).toHaveText('03');
  await expect(page).not.toHaveURL(/periodFrom=0/);
});

test('bills draw their consumption chart, with a text alternative that has the numbers', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  const consumption = page.waitForRequest((r) => r.url().endsWith('/aispweb/bill/consumption'));
  await open(page, '/cost-bill', 'Bills');
  const range = (await consumption).postDataJSON() as { periodFrom: string; periodTo: string };
  expect(range.periodFrom).toMatch(/^\d{4}-\d{2}$/);

  const chart = page.getByTestId('consumption-chart');
  await expect(chart.locator('svg rect.MuiBarChart-element').first()).toBeVisible();
  expect(await chart.locator('svg rect.MuiBarChart-element').count()).toBeGreaterThan(1);
  const summary = page.getByTestId('consumption-summary');
  await expect(summary).toContainText(`From ${range.periodFrom} to ${range.periodTo}`);
  await expect(summary).toHaveText(/consumption CN¥[\d,]+\.\d{2}, actually paid CN¥[\d,]+\.\d{2}/);

  await chart.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByTestId('consumption-table');
  await expect(table).toBeVisible();
  const rows = table.locator('tbody tr');
  expect(await rows.count()).toBeGreaterThan(1);
  await expect(rows.first()).toHaveText(/^\d{4}-\d{2}CN¥[\d,]+\.\d{2}CN¥[\d,]+\.\d{2}$/);

  // The grid lists the same range's bills.
  await expect(gridRows(page, 'bills-grid').first()).toBeVisible();

  // CSV export: every bill of the range (not just this page), with its bill ID, period, amount, consumption and
  // actual payment.
  const allBills = page.waitForResponse(
    (r) =>
      r.url().endsWith('/aispweb/bill/query') && (r.request().postDataJSON() as { pageSize: number }).pageSize > 10,
  );
  const download = page.waitForEvent('download');
  await page.getByTestId('bills-grid-export').click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`bills-${range.periodFrom}-${range.periodTo}.csv`);
  const answered = ((await (await allBills).json()) as { data: { list: { billId: string; period: string }[] } }).data
    .list;
  const lines = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r\n/);
  expect(lines[0]).toBe('Bill ID,Period,Amount,Consumption,Actual payment,Status,Issued');
  expect(lines.length - 1).toBe(answered.length);
  expect(answered.length).toBeGreaterThan(10);
  for (const [i, bill] of answered.entries()) {
    expect(lines[i + 1].startsWith(`${bill.billId},${bill.period},`)).toBe(true);
    expect(bill.period >= range.periodFrom && bill.period <= range.periodTo).toBe(true);
  }
  expect(errors).toEqual([]);
});

const TEXTS: Record<Exclude<Locale, 'en-US'>, { path: string; h1: string; shown: (page: Page) => Locator }[]> = {
  'zh-CN': [
    { path: '/cost-order', h1: '订单', shown: (p) => p.getByRole('columnheader', { name: '计费模式' }) },
    { path: '/cost-bill', h1: '账单', shown: (p) => p.getByRole('columnheader', { name: '实际支付' }) },
  ],
  'ja-JP': [
    { path: '/cost-order', h1: '注文', shown: (p) => p.getByRole('columnheader', { name: '課金モード' }) },
    { path: '/cost-bill', h1: '請求書', shown: (p) => p.getByRole('columnheader', { name: '実際の支払額' }) },
  ],
};

for (const locale of ['zh-CN', 'ja-JP'] as const) {
  test(`the billing screens speak ${locale}, with no raw keys`, async ({ page }) => {
    await signIn(page, { locale });
    for (const screen of TEXTS[locale]) {
      await open(page, screen.path, screen.h1);
      await expect(screen.shown(page)).toBeVisible();
      await expect(page.locator('body')).not.toContainText('billing:');
    }
  });
}

test('the billing screens have no serious accessibility violations', async ({ page }) => {
  // axe over full data grids takes a while on a busy machine.
  test.setTimeout(150_000);
  await signIn(page);
  for (const [path, heading] of [
    ['/cost-order', 'Orders'],
    ['/cost-bill', 'Bills'],
  ]) {
    await open(page, path, heading);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page, 'main'), path).toEqual([]);
  }
  await page.goto('/#/cost-order?detail=ord-0154');
  await expect(page.getByRole('dialog', { name: 'Order ord-0154' }).getByTestId('order-detail-id')).toBeVisible();
  expect(await seriousViolations(page, '[role="dialog"]'), 'order drawer').toEqual([]);
});
