// Applications (issue 11, first half) on the built app and the mock: enabling an application from the centre
// (request body, then the service in my applications), disabling it after a confirmation, the detail pages
// (analytics charts with their text alternatives, service, API), unknown ids, and zh-CN / ja-JP.
// The mock is never reset: the test enables an application the organisation has not enabled yet.
import { expect, test } from '@playwright/test';
import { callOf, collectPageErrors, expectPath, gridRows, inGridView, signIn } from '../support';

test('an application is enabled from the centre, shows in my applications, and is disabled after a confirmation', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/#/apps?enabled=false');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('app-enabled-filter')).toContainText('Not enabled');
  const card = page.getByTestId('app-card').first();
  await expect(card).toBeVisible();
  const appId = await card.getAttribute('data-app-id');
  const appName = (await card.getByRole('heading').textContent()) ?? '';

  await card.getByRole('button', { name: `Enable ${appName}` }).click();
  const dialog = page.getByTestId('enable-dialog');
  await expect(dialog.getByRole('heading', { name: `Enable ${appName}` })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Portal' }).check();
  const plan = dialog.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio').first();
  await plan.check();
  const periods = dialog.getByRole('textbox', { name: /^Number of/ });
  const prepaid = (await periods.count()) > 0;
  if (prepaid) {
    await periods.fill('0');
    await dialog.getByRole('button', { name: 'Enable' }).click();
    await expect(dialog.getByText('Please enter a whole number greater than 0')).toBeVisible();
    await periods.fill('2');
    await expect(dialog.getByTestId('enable-price')).toContainText('× 2');
  }
  // The purchase is checked before it is sent: press Enable once the check of this choice has answered (a press while
  // it is under way is sent, and one its refusal overtakes is not; either way the test would race the check).
  await expect(dialog.getByTestId('preflight-allowed')).toBeVisible();
  let service: { id: string; name: string } | null = null;
  page.on('response', async (r) => {
    if (r.url().endsWith('/app/enable')) service = ((await r.json()) as { data: { id: string; name: string } }).data;
  });
  const body = await callOf(page, '/app/enable', () => dialog.getByRole('button', { name: 'Enable' }).click());
  expect(body).toMatchObject({ appId, accessMethod: 'portal' });
  expect(['shared', 'dedicated']).toContain(body.resourceMode);
  expect(['daily', 'monthly', 'annual']).toContain(body.billingMode);
  expect(body.payType).toBe(prepaid ? 'prepaid' : 'postpaid');
  if (prepaid) expect(body.periods).toBe(2);
  else expect(body).not.toHaveProperty('periods');
  expect(body).not.toHaveProperty('nactDeviceId');
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${appName} is enabled`)).toBeVisible();

  // My applications opens, newest first.
  await expect(page).toHaveURL(/tab=mine/);
  await expect(page.getByRole('tab', { name: 'My applications' })).toHaveAttribute('aria-selected', 'true');
  await expect.poll(() => service).not.toBeNull();
  const created = service as unknown as { id: string; name: string };
  const search = page.getByRole('searchbox', { name: 'Search name or ID' });
  await search.fill(created.id);
  await search.press('Enter');
  await expect(gridRows(page, 'my-apps-grid')).toHaveCount(1);
  const row = gridRows(page, 'my-apps-grid').and(page.locator(`[data-id="${created.id}"]`));
  await expect(row).toContainText(created.name);
  await expect(row).toContainText('demo');
  await expect(row).toContainText('Portal');
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'active');
  await expect(row.getByRole('link', { name: /^https:\/\/apps\.aispace\.dev\// })).toBeVisible();
  await expect(row.getByRole('button', { name: `Copy the access URL of ${created.name}` })).toBeVisible();

  // The centre now says it is enabled.
  await page.getByRole('tab', { name: 'Application centre' }).click();
  await page.getByRole('searchbox', { name: 'Search applications' }).fill(appName);
  await page.getByRole('searchbox', { name: 'Search applications' }).press('Enter');
  await expect(page.locator(`[data-app-id="${appId}"]`).locator('[data-status="enabled"]')).toBeVisible();

  // Disable it, after a confirmation naming it.
  await page.getByRole('tab', { name: 'My applications' }).click();
  await search.fill(created.id);
  await search.press('Enter');
  await expect(row).toHaveCount(1);
  // The actions are the last column: scroll the grid to them, as a person would.
  const scroller = page.getByTestId('my-apps-grid').locator('.MuiDataGrid-virtualScroller');
  await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
  await row.getByRole('button', { name: `Disable ${created.name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable this application?' });
  await expect(confirm).toContainText(created.name);
  const disable = await callOf(page, '/app_service/disable', () =>
    confirm.getByRole('button', { name: 'Disable' }).click(),
  );
  expect(disable).toMatchObject({ serviceId: created.id });
  await expect(confirm).toBeHidden();
  await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'disabled');
  await expect(row.getByRole('button', { name: `Disable ${created.name}` })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('at 1440 px my applications show expiry, access URL, usage and actions without scrolling sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page);
  await page.goto('/#/apps?tab=mine');
  const row = gridRows(page, 'my-apps-grid').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  for (const field of ['name', 'status', 'expiresAt', 'accessUrl', 'accessStats', 'actions'])
    expect(await inGridView(page, 'my-apps-grid', row.locator(`[data-field="${field}"]`)), field).toBe(true);
});

test('an application is enabled through a NacT device, dedicated, on the plan chosen, and listed so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  type App = { id: string; name: string; accessMethods: string[]; resourceModes: string[] };
  const catalogue = page.waitForResponse((r) => r.url().endsWith('/app/query') && r.status() === 200);
  await page.goto('/#/apps?accessMethod=nact&pageSize=48');
  await expect(page.getByRole('heading', { level: 1, name: 'Applications' })).toBeVisible({ timeout: 30_000 });
  const apps = ((await (await catalogue).json()) as { data: { list: App[] } }).data.list;
  const app = apps.find((a) => a.accessMethods.includes('nact') && a.resourceModes.includes('dedicated'));
  expect(app, 'an application reachable through NacT with dedicated resources').toBeDefined();
  const { id: appId, name: appName } = app as App;

  await page
    .locator(`[data-app-id="${appId}"]`)
    .getByRole('button', { name: `Enable ${appName}` })
    .click();
  const dialog = page.getByTestId('enable-dialog');
  await dialog.getByRole('radio', { name: 'NacT' }).check();
  // NacT access needs its device.
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(dialog.getByText('Choose the NacT device to reach the application through')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'NacT device' }).click();
  const device = page.getByRole('listbox').getByRole('option').first();
  await device.click();
  await dialog.getByRole('radio', { name: 'Dedicated' }).check();
  // The last plan offered (annual where there is one), whatever its payment.
  const plans = dialog.getByRole('radiogroup', { name: 'Plan' }).getByRole('radio');
  const plan = plans.last();
  await plan.check();
  // A plan's value is `billingMode:payType`.
  const [billingMode, payType] = String(await plan.getAttribute('value')).split(':');
  const modeText = { daily: 'Daily', monthly: 'Monthly', annual: 'Annual' }[billingMode];
  const payText = { prepaid: 'Prepaid', postpaid: 'Postpaid' }[payType];
  const periods = dialog.getByRole('textbox', { name: /^Number of/ });
  if (await periods.count()) await periods.fill('1');
  await expect(dialog.getByTestId('preflight-allowed')).toBeVisible();

  const body = await callOf(page, '/app/enable', () => dialog.getByRole('button', { name: 'Enable' }).click());
  expect(body).toMatchObject({ appId, accessMethod: 'nact', resourceMode: 'dedicated' });
  expect(body.nactDeviceId).toMatch(/\S/);
  expect(body).toMatchObject({ billingMode, payType });
  await expect(dialog).toBeHidden();

  // My applications shows it, newest first, as chosen.
  await expect(page).toHaveURL(/tab=mine/);
  const row = gridRows(page, 'my-apps-grid').first();
  await expect(row).toContainText(appName);
  await expect(row.locator('[data-field="accessMethod"]')).toHaveText('NacT');
  await expect(row.locator('[data-field="resourceMode"]')).toHaveText('Dedicated');
  await expect(row.locator('[data-field="billingMode"]')).toHaveText(`${modeText} · ${payText}`);
  await expect(row.locator('[data-field="accessUrl"]')).toHaveText('Through a NacT device');
  expect(errors).toEqual([]);
});

test('app detail draws its 30-day and 90-day charts with text alternatives; service and API details; unknown ids', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/#/app-detail?id=as-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Application detail' })).toBeVisible({ timeout: 30_000 });
  for (const testId of ['analytics-30-days', 'analytics-90-days']) {
    const chart = page.getByTestId(testId);
    await expect(chart.locator('.MuiLineChart-line').first()).toBeVisible();
    await expect(chart.locator('figcaption')).toContainText(/calls/);
  }
  await expect(
    page.getByTestId('analytics-30-days').getByRole('heading', { name: 'Access in the last 30 days' }),
  ).toBeVisible();
  await expect(
    page.getByTestId('analytics-90-days').getByRole('heading', { name: '90-day trend of calls' }),
  ).toBeVisible();
  // The table alternative holds one row a day.
  await page.getByTestId('analytics-30-days').getByRole('button', { name: 'Show the figures as a table' }).click();
  await expect(page.getByTestId('analytics-30-days').getByRole('table').locator('tbody tr')).toHaveCount(30);
  await page.getByTestId('analytics-90-days').getByRole('button', { name: 'Show the figures as a table' }).click();
  await expect(page.getByTestId('analytics-90-days').getByRole('table').locator('tbody tr')).toHaveCount(90);

  await page.goto('/#/service-detail?id=as-01');
  await expect(page.getByRole('heading', { level: 1, name: 'Service detail' })).toBeVisible();
  await expect(page.getByTestId('service-id')).toContainText('as-01');
  await expect(page.getByTestId('service-application')).toHaveText('Document OCR (app-ocr)');
  await expect(page.getByTestId('service-total-calls')).not.toBeEmpty();
  await page.getByRole('link', { name: 'API' }).click();
  await expectPath(page, '/api-service-detail');
  await expect(page.getByRole('heading', { level: 1, name: 'API service detail' })).toBeVisible();
  await expect(page.getByTestId('api-endpoint')).toContainText('https://api.aispace.dev/v1/');
  await expect(page.getByTestId('api-snippet-curl')).toContainText('curl -X POST');

  for (const path of ['/app-detail?id=no-such-service', '/service-detail', '/api-service-detail?id=no-such-service']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('detail-not-found')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('the application screens read in zh-CN and ja-JP with no raw keys', async ({ page }) => {
  test.setTimeout(90_000);
  const screens = [
    { path: '/apps', zh: ['应用', '应用中心'], ja: ['アプリケーション', 'アプリケーションセンター'] },
    { path: '/apps?tab=mine', zh: ['应用', '接入方式'], ja: ['アプリケーション', 'アクセス方式'] },
    {
      path: '/app-detail?id=as-01',
      zh: ['应用详情', '近 30 天访问'],
      ja: ['アプリケーション詳細', '直近 30 日のアクセス'],
    },
    { path: '/service-detail?id=as-01', zh: ['服务详情', '访问统计'], ja: ['サービス詳細', 'アクセス統計'] },
    {
      path: '/api-service-detail?id=as-01',
      zh: ['API 服务详情', '接口地址'],
      ja: ['API サービス詳細', 'エンドポイント'],
    },
  ];
  for (const locale of ['zh-CN', 'ja-JP'] as const) {
    const fresh = await page.context().newPage();
    await signIn(fresh, { locale });
    for (const s of screens) {
      const [h1, label] = locale === 'zh-CN' ? s.zh : s.ja;
      await fresh.goto(`/#${s.path}`);
      await expect(fresh.getByRole('heading', { level: 1 }).first(), `${locale} ${s.path}`).toHaveText(h1, {
        timeout: 30_000,
      });
      await expect(fresh.getByText(label, { exact: true }).first()).toBeVisible();
      await expect(fresh.locator('body')).not.toContainText(/\b(portal|apps|common):[a-z]/);
    }
    await fresh.close();
  }
});
