// Cost and quota preflight (docs/product-rules.md#cost-and-quota-preflight) on the built app and the mock: a deploy the
// organisation cannot afford is refused in the wizard before any request is sent, with the reason and what to
// change, in en-US, ja-JP and zh-CN; an unpaid order the balance cannot cover is refused in its pay confirmation before
// it is sent, and by the mock with the same text when sent directly; the organisation page shows quotas and usage, and
// an Admin sets the monthly budget
// and sees a crossed threshold while a Basic Member may only read it; axe finds nothing serious. partner-org is the
// small account of the fixtures (demo is a Basic Member there); the budget of demo-lab is put back at the end.
import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import { collectPageErrors, gridRows, seedStorage, seriousViolations, sessionFor } from '../support';

const expect = baseExpect.configure({ timeout: 30_000 });
const PARTNER_ORG_ADDR = 'ug-2b81d0aa';
const SERVICE = 'svc-qwen2';

/** Every spending call the page sends, recorded from the start. */
function spendingCalls(page: Page): string[] {
  const sent: string[] = [];
  const SPENDING =
    /\/(deployment\/create|dedicated\/(create|extend)|task\/create|app\/enable|volume\/(create|expand)|order\/pay)$/;
  page.on('request', (r: Request) => {
    if (SPENDING.test(new URL(r.url()).pathname)) sent.push(r.url());
  });
  return sent;
}

/** What a spending test watches from the start: page errors and spending calls; and demo's session. */
async function watch(page: Page) {
  return { errors: collectPageErrors(page), sent: spendingCalls(page), session: await sessionFor(page.request) };
}

test('a deploy the organisation cannot afford is refused before it is sent, with the reason and what to change, in three languages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { errors, sent, session } = await watch(page);
  await seedStorage(page, { ...session, accountAddr: PARTNER_ORG_ADDR, locale: 'en-US' });

  await page.goto('/#/assembly-service');
  await expect(page.getByRole('heading', { name: 'Deploy centre', level: 1 })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search by name, ID or description' });
  await search.fill(SERVICE);
  await search.press('Enter');
  const row = gridRows(page, 'deploy-services-grid').filter({ has: page.getByText(SERVICE, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Deploy / }).click();
  await expect(page.getByRole('heading', { name: 'Deploy service', level: 1 })).toBeVisible();

  // Monthly and prepaid (the defaults): one A100 for a month costs more than partner-org's balance.
  await page.getByRole('radio', { name: /^Monthly/ }).check();
  await page.getByRole('radio', { name: 'Prepaid' }).check();
  await page.getByRole('textbox', { name: 'Instance name' }).fill(`e2e-costly-${Date.now().toString(36)}`);
  const block = page.getByTestId('preflight');
  await expect(block.getByRole('heading', { name: 'Cost and quota check' })).toBeVisible();
  await expect(block.getByTestId('preflight-unit-price')).toContainText('per month');
  await expect(block.getByTestId('preflight-balance')).toContainText('1,500.00');
  const refusal = block.getByTestId('preflight-refusal');
  await expect(refusal).toContainText("The organisation's balance does not cover this prepaid purchase");
  await expect(refusal).toContainText('Choose a shorter billing period, fewer resources or postpaid');
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  // Enter in a field does not go on either.
  await page.getByRole('textbox', { name: 'Instance name' }).press('Enter');
  await expect(page.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'start');
  expect(await seriousViolations(page, { still: true })).toEqual([]);

  // More GPUs than the quota leaves: both reasons, each with its way out.
  await page.getByRole('combobox', { name: 'GPU count' }).click();
  await page.getByRole('option', { name: '8', exact: true }).click();
  await expect(refusal).toContainText("The organisation's GPU quota would be exceeded");
  await expect(refusal).toContainText(/Choose at most \d+ GPUs/);
  await page.getByRole('combobox', { name: 'GPU count' }).click();
  await page.getByRole('option', { name: '1', exact: true }).click();

  // The same refusal in Japanese and Chinese (the wizard keeps its choices across the reload).
  for (const [locale, text, button] of [
    ['ja-JP', '組織の残高ではこの前払いの購入を支払えません', '次へ'],
    ['zh-CN', '组织余额不足以支付此次预付费购买', '下一步'],
  ] as const) {
    await page.evaluate((l) => localStorage.setItem('locale', l), locale);
    await page.reload();
    await expect(page.getByTestId('preflight-refusal')).toContainText(text);
    await expect(page.getByRole('button', { name: button })).toBeDisabled();
  }
  await page.evaluate(() => localStorage.setItem('locale', 'en-US'));
  await page.reload();

  // Daily and postpaid fits the month's credit: the check allows it and Next opens.
  await page.getByRole('radio', { name: /^Daily/ }).check();
  await page.getByRole('radio', { name: 'Postpaid' }).check();
  await expect(block.getByTestId('preflight-allowed')).toBeVisible();
  await expect(block.getByTestId('preflight-month-to-date')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();

  expect(sent).toEqual([]);
  expect(errors).toEqual([]);
});

test('the mock refuses the same deploy when it is sent directly, with the same reason', async ({ page }) => {
  const session = await sessionFor(page.request);
  const r = await page.request.post('/api/aispace/aispweb/deployment/create', {
    headers: { Authorization: session.token, 'Accept-Language': 'en' },
    data: {
      ugroupAddr: PARTNER_ORG_ADDR,
      serviceId: SERVICE,
      image: 'aispace/llama3-peft:24.05',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 1,
      billingMode: 'monthly',
      payType: 'prepaid',
      name: 'e2e-sent-directly',
      type: 'interactive',
    },
  });
  expect(r.status()).toBe(200);
  expect(await r.json()).toMatchObject({
    success: false,
    errorCode: 'INSUFFICIENT_BALANCE',
    errorMessage: "The organisation's balance does not cover this prepaid purchase",
  });
});

test('an order the balance cannot cover is refused before it is sent, and by the mock with the same text', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { errors, sent, session } = await watch(page);
  const api = (path: string, data: Record<string, unknown>, lang = 'en') =>
    page.request.post(`/api/aispace/aispweb/${path}`, {
      headers: { Authorization: session.token, 'Accept-Language': lang },
      data: { ugroupAddr: PARTNER_ORG_ADDR, ...data },
    });
  // An unpaid order of partner-org (its balance is 1,500) for 40 months of storage: at least 4,000.
  const created = await (
    await api('order/create', {
      category: 'storage',
      serviceType: 'Object storage',
      configuration: '1 TiB standard',
      billingMode: 'monthly',
      payType: 'prepaid',
      quantity: 40,
    })
  ).json();
  expect(created).toMatchObject({ success: true, data: { status: 'unpaid' } });
  const orderId = String(created.data.orderId);
  const balance = async () => (await (await api('budget/detail', {})).json()).data.balance as number;
  const before = await balance();

  await seedStorage(page, { ...session, accountAddr: PARTNER_ORG_ADDR, locale: 'en-US' });
  await page.goto(`/#/cost-order?q=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const row = gridRows(page, 'orders-grid').filter({ has: page.getByText(orderId, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Pay order ${orderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pay order ${orderId}?` });
  const block = dialog.getByTestId('preflight');
  await expect(block.getByTestId('preflight-balance')).toContainText('1,500.00');
  await expect(block.getByTestId('preflight-cost')).toBeVisible();
  const refusal = block.getByTestId('preflight-refusal');
  await expect(refusal).toContainText("The organisation's balance does not cover this prepaid purchase");
  await expect(refusal).toContainText('Top up the balance');
  await expect(dialog.getByRole('button', { name: 'Pay', exact: true })).toBeDisabled();
  await page.keyboard.press('Enter');
  expect(await seriousViolations(page, { still: true })).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(sent).toEqual([]);

  // Sent directly, the mock refuses it with the same reason and text, in each language, and charges nothing.
  for (const [lang, text] of [
    ['en', "The organisation's balance does not cover this prepaid purchase"],
    ['zh', '组织余额不足以支付此次预付费购买'],
    ['ja', '組織の残高ではこの前払いの購入を支払えません'],
  ] as const) {
    const r = await api('order/pay', { orderId }, lang);
    expect(r.status()).toBe(200);
    expect(await r.json()).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_BALANCE', errorMessage: text });
  }
  expect(await balance()).toBe(before);
  // left unpaid for the next run: cancelled
  expect((await (await api('order/cancel', { orderId })).json()).success).toBe(true);
  expect(errors).toEqual([]);
});

for (const locale of ['en-US', 'ja-JP'] as const) {
  const T = {
    'en-US': {
      quota: 'Quotas and usage',
      budget: 'Funds and monthly budget',
      set: 'Set budget',
      dialog: 'Monthly budget',
      limit: 'Monthly budget (CNY)',
      save: 'Save',
      crossed: 'has crossed 50%, 80%, 100% of the monthly budget',
      none: 'None set',
    },
    'ja-JP': {
      quota: 'クォータと使用量',
      budget: '資金と月間予算',
      set: '予算を設定',
      dialog: '月間予算',
      limit: '月間予算（CNY）',
      save: null,
      crossed: '50%, 80%, 100% を超えました',
      none: '未設定',
    },
  }[locale];

  test(`organisation page (${locale}): quotas and usage; an Admin sets the budget and sees it crossed; a Basic Member reads it`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const errors = collectPageErrors(page);
    await seedStorage(page, {
      ...(await sessionFor(page.request, 'admin@aispace.dev', 'Admin@1234')),
      locale,
    });
    await page.goto('/#/org-info');
    const quota = page.getByTestId('org-quota-section');
    await expect(quota.getByRole('heading', { name: T.quota })).toBeVisible();
    for (const k of ['gpus', 'instances', 'storageGiB'])
      await expect(quota.getByTestId(`org-quota-${k}`)).toBeVisible();
    await expect(quota.getByRole('progressbar')).toHaveCount(3);
    const budget = page.getByTestId('org-budget-section');
    await expect(budget.getByRole('heading', { name: T.budget })).toBeVisible();
    await expect(budget.getByTestId('budget-balance')).toBeVisible();

    // A budget of 1 is crossed at every threshold by any spending this month.
    await budget.getByRole('button', { name: T.set }).click();
    const dialog = page.getByRole('dialog', { name: T.dialog });
    await dialog.getByRole('textbox', { name: T.limit }).fill('1');
    const saved = page.waitForResponse((r) => r.url().endsWith('/budget/update'));
    await dialog.getByRole('button', { name: T.save ?? '保存' }).click();
    expect((await (await saved).json()).success).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(budget.getByTestId('budget-crossed')).toContainText(T.crossed);
    expect(await seriousViolations(page, { still: true })).toEqual([]);

    // A Basic Member of the same organisation reads the same budget and may not change it.
    const memberPage = await browser.newPage();
    await seedStorage(memberPage, {
      ...(await sessionFor(memberPage.request, 'member@aispace.dev', 'Member@1234')),
      locale,
    });
    await memberPage.goto('/#/org-info');
    const memberBudget = memberPage.getByTestId('org-budget-section');
    await expect(memberBudget.getByTestId('budget-crossed')).toBeVisible();
    await expect(memberBudget.getByRole('button', { name: T.set })).toBeDisabled();
    await expect(memberBudget.getByTestId('no-permission')).toBeVisible();
    await memberPage.close();

    // Back to no budget.
    await budget.getByRole('button', { name: T.set }).click();
    await dialog.getByRole('textbox', { name: T.limit }).fill('');
    await dialog.getByRole('button', { name: T.save ?? '保存' }).click();
    await expect(dialog).toBeHidden();
    await expect(budget.getByTestId('budget-limit')).toHaveText(T.none);
    await expect(budget.getByTestId('budget-crossed')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
