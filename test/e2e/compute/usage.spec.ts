// Allocation against use over time (issue 24) on the built app and the mock: an idle GPU appears under the GPU
// grid's idle filter (kept in the URL) and releasing the instance behind it, in one step from its idle marker,
// works; a node's history chart renders and switches range; the console home shows idle GPUs and their daily cost;
// labels in en-US and ja-JP; axe clean. The mock is shared with other specs: never reset, its clock never moved.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { collectPageErrors, seedStorage, seriousViolations, sessionFor, type Locale } from '../support';

const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const DEMO_ORG = 'ug-7f3a9c2e';

async function signIn(page: Page, locale: Locale = 'en-US'): Promise<string> {
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale });
  return session.token;
}

async function api<T>(page: Page, token: string, path: string, body: object): Promise<T> {
  const response = await page.request.post(`/api/aispace/aispweb/${path}`, {
    data: { ugroupAddr: DEMO_ORG, ...body },
    headers: { Authorization: token, 'Accept-Language': 'en' },
  });
  const envelope = (await response.json()) as { success: boolean; data: T; errorMessage: string };
  expect(envelope.success, `${path}: ${envelope.errorMessage}`).toBe(true);
  return envelope.data;
}

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
}

type IdleGpu = {
  id: string;
  model: string;
  idle: boolean;
  instanceId: string | null;
  dedicatedRequestId: string | null;
};
/** The deploy spec's resource refusal needs the RTX 4090 node full: its GPUs are not released here. */
const KEPT_FULL = 'NVIDIA RTX 4090 24GB';

test('an idle GPU appears under the idle filter, and releasing the instance behind it works', async ({ page }) => {
  const errors = collectPageErrors(page);
  const token = await signIn(page);
  const idle = await api<{ list: IdleGpu[] }>(page, token, 'gpu/query', { idle: true, pageSize: 100 });
  // a GPU of a shared node held by an instance of this organisation (the nodes serve other organisations too)
  let target: IdleGpu | undefined;
  for (const g of idle.list.filter((x) => x.instanceId && !x.dedicatedRequestId && x.model !== KEPT_FULL)) {
    const r = await page.request.post('/api/aispace/aispweb/instance/detail', {
      data: { ugroupAddr: DEMO_ORG, id: g.instanceId },
      headers: { Authorization: token },
    });
    const body = (await r.json()) as { success: boolean; data: { status: string } | null };
    if (body.success && body.data?.status === 'running') {
      target = g;
      break;
    }
  }
  expect(target, 'an idle GPU held by a running instance of demo-lab').toBeTruthy();
  const gpu = target!;

  const listed = page.waitForRequest(
    (r) => r.url().endsWith('/gpu/query') && (r.postDataJSON() as { idle?: boolean }).idle === true,
  );
  await open(page, `/gpu?idle=1&q=${gpu.id}`, 'GPU management');
  await listed;
  await expect(page.getByTestId('idle-only').locator('input')).toBeChecked();
  await expect(page.getByTestId('idle-rule')).toHaveText('Idle: under 5 % for 6 h');
  const row = page.getByTestId('gpu-grid').locator(`.MuiDataGrid-row[data-id="${gpu.id}"]`);
  await expect(row).toBeVisible();
  // every row the idle filter shows is marked idle
  const rows = page.getByTestId('gpu-grid').locator('.MuiDataGrid-row[data-id]');
  await expect(rows.first()).toBeVisible();
  await expect
    .poll(async () => (await rows.count()) === (await page.getByTestId('gpu-grid').getByTestId('idle-actions').count()))
    .toBe(true);

  await row.getByRole('button', { name: `Idle: act on ${gpu.id}` }).click();
  await page.getByRole('menuitem', { name: `Release instance ${gpu.instanceId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Release instance' });
  await expect(dialog).toContainText(gpu.instanceId!);
  const release = page.waitForRequest((r) => r.url().endsWith('/instance/release'));
  await dialog.getByRole('button', { name: 'Release' }).click();
  expect(((await release).postDataJSON() as { id: string }).id).toBe(gpu.instanceId);
  await expect(dialog).toBeHidden();
  // once the release has freed the GPU it leaves the idle list (the grid polls it)
  await expect(row).toBeHidden({ timeout: 60_000 });
  const after = await api<{ list: IdleGpu[] }>(page, token, 'gpu/query', { idle: true, pageSize: 100 });
  expect(after.list.map((g) => g.id)).not.toContain(gpu.id);
  // the filter is in the URL: off again, the GPU is listed (not idle)
  await page.getByTestId('idle-only').click();
  await expect.poll(() => new URL(page.url()).hash).not.toContain('idle=1');
  expect(errors).toEqual([]);
});

test("a node's history chart renders with a range switch, a text summary, and no axe violation", async ({ page }) => {
  const errors = collectPageErrors(page);
  await signIn(page);
  // the drawer is modal: it hides the page's own heading from assistive technology
  await page.goto('/#/dedicated?node=node-01');
  const drawer = page.getByRole('dialog', { name: 'Node gpu-a100-01' });
  const history = drawer.getByTestId('usage-history');
  await expect(history).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(history.getByRole('heading', { name: 'Allocated against used' })).toBeVisible();
  await expect(history.getByTestId('usage-chart-gpu').locator('svg').first()).toBeVisible();
  await expect(history.getByTestId('usage-chart-vram').locator('svg').first()).toBeVisible();
  await expect(history.getByTestId('usage-summary')).toContainText('GPUs over the last 24 hours: on average');
  await expect(history.getByTestId('usage-summary')).toContainText('96 points');

  const weekly = page.waitForRequest(
    (r) => r.url().endsWith('/usage/history') && (r.postDataJSON() as { range?: string }).range === '7d',
  );
  await history.getByRole('button', { name: '7 days' }).click();
  await weekly;
  await expect(history.getByTestId('usage-summary')).toContainText('GPUs over the last 7 days');
  await expect(history.getByTestId('usage-summary')).toContainText('168 points');
  await expect(history.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');

  expect(await seriousViolations(page, { include: '[data-testid="node-drawer"]', still: true })).toEqual([]);
  expect(errors).toEqual([]);
});

test('the history says when it could not be read, and reads it again', async ({ page }) => {
  await signIn(page);
  await page.route('**/api/aispace/aispweb/usage/history', (route) => route.fulfill({ status: 500, body: '' }), {
    times: 1,
  });
  await page.goto('/#/dedicated?node=node-02');
  const history = page.getByTestId('node-drawer').getByTestId('usage-history');
  await expect(history).toHaveAttribute('data-state', 'error', { timeout: 60_000 });
  await expect(history).toContainText('The history could not be read.');
  await history.getByRole('button', { name: 'Retry' }).click();
  await expect(history).toHaveAttribute('data-state', 'ready');
});

test('the console home shows idle GPUs and what they cost per day', async ({ page }) => {
  const token = await signIn(page);
  const summary = await api<{ idleGpuCount: number; costPerDay: number }>(page, token, 'usage/idle_summary', {});
  expect(summary.idleGpuCount).toBeGreaterThan(0);
  await open(page, '/portal', 'Console home');
  const card = page.getByTestId('home-module-idleGpus');
  await expect(card.getByRole('heading', { name: 'Idle GPUs' })).toBeVisible();
  await expect(card).toContainText('a day');
  await expect(card).toContainText('Under 5 % for the last 6 h.');
  await card.getByRole('link', { name: 'Show idle GPUs' }).click();
  await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
  await expect(page.getByTestId('idle-only').locator('input')).toBeChecked();
});

test('ja-JP labels: the idle filter, the rule and the history', async ({ page }) => {
  await signIn(page, 'ja-JP');
  await open(page, '/gpu?paused=1', 'GPU 管理');
  await expect(page.getByText('アイドルのみ')).toBeVisible();
  await expect(page.getByTestId('idle-rule')).toHaveText('アイドル：使用率 5% 未満が 6 時間');
  await expect(page.getByRole('columnheader', { name: 'アイドル' })).toBeVisible();
  await page.goto('/#/dedicated?node=node-01');
  const history = page.getByTestId('node-drawer').getByTestId('usage-history');
  await expect(history.getByRole('heading', { name: '割り当てと実使用' })).toBeVisible();
  await expect(history.getByRole('button', { name: '30 日間' })).toBeVisible();
  await expect(history.getByTestId('usage-summary')).toContainText('直近 24 時間 の GPU');
});
