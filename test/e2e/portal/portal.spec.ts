// The public portal and the console home (issue 11, first half) on the built app and the mock: the six tabs
// without signing in, the requirements modal (contact rule, request body, thanks), the header's console button
// signed out and in, sign-out from the portal, the console home's modules with the mock's figures, the
// maintenance notice, and the screens in zh-CN and ja-JP. The mock is never reset; data is unique per run.
import { expect, test, type Page, type Response } from '@playwright/test';
import { collectPageErrors, expectPath, seedStorage, seriousViolations, sessionFor, signIn, storage } from '../support';

const TABS = ['App Center', 'Task Center', 'IP asset', 'AI deploy', 'GPU compute', 'API service'];

const answerOf = (page: Page, suffix: string) =>
  page.waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith(suffix) && r.status() === 200);

test('signed out, the portal shows content on each of its six tabs and its console button leads to /login', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  // The items the mock answered for each tab.
  const answered = new Map<string, string[]>();
  page.on('response', async (r) => {
    if (!r.url().endsWith('/portal/content') || r.status() !== 200) return;
    const tab = (r.request().postDataJSON() as { tab: string }).tab;
    const body = (await r.json()) as { data: { sections: { items: { title: string }[] }[] } };
    answered.set(
      tab,
      body.data.sections.flatMap((s) => s.items.map((i) => i.title)),
    );
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  await page.goto('/#/');
  await expect(page.getByRole('heading', { level: 1, name: 'AI Compute Platform' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('tab')).toHaveText(TABS);
  const keys = ['appCenter', 'taskCenter', 'ipAsset', 'aiDeploy', 'gpuCompute', 'apiService'];
  for (const [i, name] of TABS.entries()) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { level: 2, name })).toBeVisible();
    await expect(panel.getByTestId('portal-item').first()).toBeVisible();
    await expect.poll(() => answered.get(keys[i])?.length ?? 0).toBeGreaterThan(0);
    for (const title of answered.get(keys[i]) ?? [])
      await expect(panel.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
  // Signed out, a card leads to sign-in (the route guard keeps where it was going).
  await page.getByRole('tab', { name: 'GPU compute' }).click();
  await page.getByTestId('portal-item').first().getByRole('link').click();
  await expectPath(page, '/login');
  expect((await storage(page)).preLoginPath).toBe('/dedicated-computing');

  await page.goto('/#/');
  await expect(page.getByTestId('portal-sign-in')).toBeVisible();
  await expect(page.getByTestId('portal-profile')).toHaveCount(0);
  await page.getByTestId('portal-console').click();
  await expectPath(page, '/login');
  expect(errors).toEqual([]);
});

test('the requirements modal refuses a missing or malformed contact, sends a valid request and thanks', async ({
  page,
}) => {
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/requirement/create')) sent += 1;
  });
  await page.goto('/#/');
  await page.getByTestId('portal-requirement').click();
  const dialog = page.getByRole('dialog', { name: 'Requirements and partnership' });
  await expect(dialog).toBeVisible();

  const stamp = Date.now();
  const name = `E2E Visitor ${stamp}`;
  await dialog.getByRole('combobox', { name: 'Request type' }).click();
  await page.getByRole('option', { name: 'Model training / fine-tuning' }).click();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('combobox', { name: 'Enterprise type' }).click();
  await page.getByRole('option', { name: 'University' }).click();
  await dialog.getByRole('textbox', { name: 'Enterprise name' }).fill(`E2E University ${stamp}`);
  await dialog.getByRole('textbox', { name: 'Description' }).fill(`Fine-tune a 7B model (${stamp})`);

  const contact = dialog.getByRole('textbox', { name: 'Email or phone' });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('This field is required')).toBeVisible();
  await contact.fill('not-an-email@');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog.getByText('Please enter a valid email address!')).toBeVisible();
  await contact.fill('12ab');
  await contact.blur();
  await expect(dialog.getByText(/Please enter a valid mobile number/)).toBeVisible();
  expect(sent).toBe(0);
  // The input is kept after a refusal.
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue(name);

  const email = `e2e-${stamp}@example.com`;
  await contact.fill(email);
  const request = page.waitForRequest((r) => r.url().endsWith('/requirement/create'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  expect((await request).postDataJSON()).toMatchObject({
    requestType: 'modelTraining',
    fullName: name,
    contact: email,
    enterpriseType: 'university',
    enterpriseName: `E2E University ${stamp}`,
    description: `Fine-tune a 7B model (${stamp})`,
  });
  await expect(dialog.getByTestId('requirement-thanks')).toContainText(`Thank you, ${name}!`);
  await expect(dialog.getByTestId('requirement-id')).toContainText(/Request number: \S+/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // A phone number is a valid contact too.
  await page.getByTestId('portal-requirement').click();
  await dialog.getByRole('combobox', { name: 'Request type' }).click();
  await page.getByRole('option', { name: 'Compute cooperation' }).click();
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email or phone' }).fill('+86 138 0013 8000');
  await dialog.getByRole('combobox', { name: 'Enterprise type' }).click();
  await page.getByRole('option', { name: 'Company' }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Rent 64 GPUs');
  const second = page.waitForRequest((r) => r.url().endsWith('/requirement/create'));
  await dialog.getByRole('button', { name: 'Send' }).click();
  const body = (await second).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({
    requestType: 'computeCooperation',
    contact: '+86 138 0013 8000',
    enterpriseType: 'company',
  });
  expect(body).not.toHaveProperty('enterpriseName');
  await expect(dialog.getByTestId('requirement-thanks')).toBeVisible();
});

test('signed in, the portal header leads to the console home, shows the profile and signs out', async ({ page }) => {
  await signIn(page);
  await page.goto('/#/');
  await expect(page.getByTestId('portal-profile')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('portal-sign-in')).toHaveCount(0);
  await page.getByTestId('portal-console').click();
  await expectPath(page, '/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Console home' })).toBeVisible();

  await page.goto('/#/');
  await page.getByTestId('portal-profile').click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  const logout = page.waitForRequest((r) => r.url().endsWith('/consume_user/logout'));
  await page.getByTestId('portal-sign-out').click();
  await logout;
  await expectPath(page, '/login');
  await expect(page.getByText('Sign out successful')).toBeVisible();
  expect((await storage(page)).token).toBeUndefined();
});

test('the console home shows the organisation’s modules in their order with the mock’s figures', async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  const overviewAnswer = answerOf(page, '/home/overview');
  const modulesAnswer = answerOf(page, '/home_module/query');
  await page.goto('/#/portal');
  await expect(page.getByRole('heading', { level: 1, name: 'Console home' })).toBeVisible({ timeout: 30_000 });
  const overview = ((await (await overviewAnswer).json()) as { data: Record<string, number> }).data;
  const saved = (
    (await (await modulesAnswer).json()) as {
      data: { modules: { key: string; enabled: boolean; order: number }[] };
    }
  ).data.modules;
  const expected = [...saved]
    .sort((a, b) => a.order - b.order)
    .filter((m) => m.enabled)
    // the idle GPUs and their daily cost go with the GPUs in use (not a module of their own)
    .flatMap((m) => (m.key === 'gpusInUse' ? [m.key, 'idleGpus'] : [m.key]));
  expect(expected.length).toBeGreaterThan(0);

  const shown = page.locator('[data-module]');
  await expect(shown).toHaveCount(expected.length);
  expect(await shown.evaluateAll((els) => els.map((e) => e.getAttribute('data-module')))).toEqual(expected);

  const en = (n: number) => new Intl.NumberFormat('en-US').format(n);
  if (expected.includes('runningInstances')) {
    await expect(page.getByTestId('home-running-instances')).toHaveText(en(overview.runningInstances));
    await expect(page.getByTestId('home-module-runningInstances')).toContainText(
      `of ${en(overview.totalInstances)} instances`,
    );
  }
  if (expected.includes('gpusInUse')) {
    await expect(page.getByTestId('home-gpus-in-use')).toHaveText(en(overview.gpusInUse));
    await expect(page.getByTestId('home-module-gpusInUse')).toContainText(`of ${en(overview.gpusTotal)} GPUs`);
  }
  if (expected.includes('monthlySpend')) {
    const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
      overview.monthSpend,
    );
    await expect(page.getByTestId('home-month-spend')).toContainText(money);
    // The small chart is drawn, with its figures in words, when orders were paid this month (the spend is theirs).
    if ((overview.spendSeries as unknown as unknown[]).length) {
      await expect(page.getByTestId('home-spend-chart').locator('svg path').first()).toBeVisible();
      await expect(page.getByTestId('home-spend-chart').getByRole('img')).toHaveAttribute(
        'aria-label',
        /^Daily spend from /,
      );
    } else await expect(page.getByTestId('home-spend-chart')).toHaveCount(0);
  }
  if (expected.includes('pendingInvitations'))
    await expect(page.getByTestId('home-pending-invitations')).toHaveText(en(overview.pendingInvitations));
  if (expected.includes('shortcuts')) {
    await page.getByTestId('home-module-shortcuts').getByRole('link', { name: 'GPU management' }).click();
    await expectPath(page, '/gpu');
  }
  expect(errors).toEqual([]);
});

test('the portal, console home and maintenance notice read in zh-CN and ja-JP with no raw keys', async ({ page }) => {
  test.setTimeout(90_000);
  const screens: { path: string; zh: [string, string]; ja: [string, string] }[] = [
    {
      path: '/',
      zh: ['AI 算力开发平台', '需求与合作'],
      ja: ['AI コンピューティングプラットフォーム', 'ご要望・パートナーシップ'],
    },
    { path: '/portal', zh: ['控制台首页', '自定义模块'], ja: ['コンソールホーム', 'モジュールをカスタマイズ'] },
    {
      path: '/sys-upgrade',
      zh: ['系统维护', '当前没有进行中的维护'],
      ja: ['システムメンテナンス', '現在メンテナンスは行われていません'],
    },
  ];
  for (const locale of ['zh-CN', 'ja-JP'] as const) {
    const fresh = await page.context().newPage();
    await signIn(fresh, { locale });
    for (const s of screens) {
      const [h1, label] = locale === 'zh-CN' ? s.zh : s.ja;
      await fresh.goto(`/#${s.path}`);
      await expect(fresh.getByRole('heading', { level: 1 }).first(), `${locale} ${s.path}`).toHaveText(
        s.path === '/portal' ? new RegExp(h1) : h1,
        { timeout: 30_000 },
      );
      await expect(fresh.getByText(label).first()).toBeVisible();
      await expect(fresh.locator('body')).not.toContainText(/\b(portal|apps|common):[a-z]/);
    }
    // The tabs, the server's cards and the modal's fields too.
    await fresh.goto('/#/');
    await expect(fresh.getByRole('tab')).toHaveCount(6);
    const panel = fresh.getByRole('tabpanel');
    await expect(
      panel.getByRole('heading', { name: locale === 'zh-CN' ? '文档 OCR' : 'ドキュメント OCR', exact: true }),
    ).toBeVisible();
    await expect(panel.getByRole('heading', { name: locale === 'zh-CN' ? '热门应用' : '人気のアプリ' })).toBeVisible();
    await expect(panel).not.toContainText('Extract text from scans');
    await fresh.getByTestId('portal-requirement').click();
    await expect(fresh.getByRole('dialog')).toContainText(
      locale === 'zh-CN' ? '邮箱或手机号' : 'メールアドレスまたは電話番号',
    );
    await expect(fresh.locator('body')).not.toContainText(/\b(portal|apps|common):[a-z]/);
    await fresh.close();
  }
});

test('switching the language on the portal reads its cards again in the new language', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('__seeded')) localStorage.setItem('locale', 'zh-CN');
    sessionStorage.setItem('__seeded', '1');
  });
  await page.goto('/#/?tab=gpuCompute');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('8 卡专属节点')).toBeVisible({ timeout: 30_000 });
  const again = page.waitForRequest(
    (r) => r.url().endsWith('/portal/content') && r.headers()['accept-language'] === 'en',
  );
  await page.getByTestId('portal-language').click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  expect((await again).postDataJSON()).toMatchObject({ tab: 'gpuCompute' });
  await expect(panel.getByText('Dedicated 8-GPU nodes')).toBeVisible();
  await expect(panel).not.toContainText('8 卡专属节点');
  await expect(page.getByRole('tab', { name: 'GPU compute' })).toHaveAttribute('aria-selected', 'true');
});

test('the maintenance notice shows the server’s notice and its expected end, then that the platform is back', async ({
  page,
}) => {
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  // This session's next status call answers "under maintenance" (the mock itself only does so with MOCK_MAINTENANCE=1).
  const until = '2030-01-02T03:04:00.000Z';
  const fault = await page.request.post('/__mock__/faults', {
    data: {
      path: '/api/aispace/aispweb/system/status',
      token: session.token,
      count: 1,
      status: 200,
      body: {
        success: true,
        data: { maintenance: true, message: 'GPU drivers are being upgraded.', until },
        errorCode: '',
        errorMessage: '',
        showType: 0,
      },
    },
  });
  expect(fault.ok()).toBeTruthy();
  await page.goto('/#/sys-upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'System maintenance' })).toBeVisible({ timeout: 30_000 });
  const on = page.getByTestId('maintenance-on');
  await expect(on).toContainText('The platform is under maintenance');
  await expect(on).toContainText('GPU drivers are being upgraded.');
  const end = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(until));
  await expect(on).toContainText(`Expected to end at ${end}`);
  await expect(page.getByTestId('maintenance-off')).toHaveCount(0);

  // The fault is used up: the next check finds the platform running.
  await page.reload();
  await expect(page.getByTestId('maintenance-off')).toContainText('No maintenance in progress');
  await page.getByRole('link', { name: 'Go to the console' }).click();
  await expectPath(page, '/portal');
});

test('a portal tab while its content loads shows a named progress bar and has no serious accessibility violations', async ({
  page,
}) => {
  // The content call waits until the scan is done, so the scan sees the loading state.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/portal\/content$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.addInitScript(() => localStorage.setItem('locale', 'en-US'));
  await page.goto('/#/');
  const loading = page.getByRole('progressbar', { name: 'Loading' });
  await expect(loading.first()).toBeVisible({ timeout: 30_000 });
  const serious = await seriousViolations(page);
  release();
  expect(serious).toEqual([]);
  await expect(loading).toHaveCount(0);
});
