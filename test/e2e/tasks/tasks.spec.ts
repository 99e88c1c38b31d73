// AI tasks (issue 11) on the built app and the mock: a task is created (a fractional GPU count refused first),
// listed, its log followed and it is stopped; the task centre counts tasks and starts one from a template; the
// screens in zh-CN and ja-JP. Task names are unique per run; the mock is never reset here.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, seriousViolations, signIn, type Locale } from '../support';

async function open(page: Page, path: string, heading: string) {
  await page.goto(`/#${path}`);
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

async function choose(page: Page, field: string, option?: RegExp) {
  await page.getByRole('combobox', { name: field }).click();
  const listbox = page.getByRole('listbox');
  const choice = option
    ? listbox.getByRole('option', { name: option })
    : listbox.getByRole('option', { disabled: false }).first();
  const label = (await choice.innerText()).trim();
  await choice.click();
  await expect(listbox).toBeHidden();
  return label;
}

test('a task is created (a fractional GPU count refused first), listed, its log shown, and stopped', async ({
  page,
}) => {
  // One long flow: create, watch it start, follow its log, stop it (the mock runs it for 30 s).
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await open(page, '/createTask', 'Create task');
  const name = `e2e-task-${Date.now()}`;
  const creates: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/aispweb/task/create')) creates.push(r.postDataJSON());
  });

  const form = page.getByTestId('create-task-form');
  await form.getByRole('textbox', { name: 'Task name' }).fill(name);
  await choose(page, 'Image');
  await choose(page, 'Resource queue');
  await form.getByRole('textbox', { name: 'Command' }).fill('python train.py --epochs 1');
  const gpus = form.getByRole('textbox', { name: 'GPU count' });
  await gpus.fill('1.5');
  await form.getByRole('button', { name: 'Submit task' }).click();
  await expect(form.getByText('Please enter a whole number greater than 0')).toBeVisible();
  await expect(gpus).toHaveValue('1.5');
  expect(creates).toEqual([]);

  await gpus.fill('1');
  const create = page.waitForRequest((r) => r.url().endsWith('/aispweb/task/create'));
  await form.getByRole('button', { name: 'Submit task' }).click();
  expect((await create).postDataJSON()).toMatchObject({ name, gpuCount: 1, command: 'python train.py --epochs 1' });

  // The list opens on the new task.
  await expect(page).toHaveURL(new RegExp(`#/task-list\\?q=${name}`));
  const row = gridRows(page, 'tasks-grid').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('task-status')).toHaveAttribute('data-status', /queued|running/);
  await expect(row.getByTestId('task-status')).toHaveAttribute('data-status', 'running', { timeout: 15_000 });

  // The log shows lines and keeps being read while the task runs.
  await row.getByRole('button', { name: `Logs of ${name}` }).click();
  const logs = page.getByTestId('task-logs-dialog');
  await expect(logs.getByRole('heading', { name: `Logs of ${name}` })).toBeVisible();
  await expect(logs.getByTestId('log-follow-state')).toHaveText('Following new lines');
  await expect(logs.getByTestId('log-line').first()).toBeVisible({ timeout: 15_000 });
  // Lines keep coming: the last line shown (the viewer follows the tail) is a later one.
  const lastLine = async () =>
    Math.max(
      ...(await logs.getByTestId('log-line').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-n'))))),
    );
  const before = await lastLine();
  await expect.poll(lastLine, { timeout: 15_000 }).toBeGreaterThan(before);
  await logs.getByRole('button', { name: 'Close' }).click();
  await expect(logs).toBeHidden();

  // Stop, after a confirmation naming the task.
  await row.getByRole('button', { name: `Stop ${name}` }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(name);
  const stop = page.waitForRequest((r) => r.url().endsWith('/aispweb/task/stop'));
  await confirm.getByRole('button', { name: 'Stop task' }).click();
  const stopped = (await stop).postDataJSON() as { id: string };
  expect(stopped.id).toMatch(/\S/);
  await expect(confirm).toBeHidden();
  await expect(row.getByTestId('task-status')).toHaveAttribute('data-status', 'stopped', { timeout: 20_000 });
  await expect(row.getByRole('button', { name: `Stop ${name}` })).toBeDisabled();
  await expect(row.getByTestId('task-duration')).not.toHaveText('00:00:00');
  expect(errors).toEqual([]);
});

test('the task centre counts tasks by status and starts a task from a template', async ({ page }) => {
  await signIn(page);
  await open(page, '/task-center', 'Task centre');
  await expect(page.getByTestId('task-count-all').getByTestId('task-count-value')).toHaveText(/^\d+$/);
  const template = gridRows(page, 'task-templates-grid').first();
  const command = (await template.locator('[data-field="command"]').innerText()).trim();
  await template.getByRole('link', { name: /^Start a task from / }).click();
  await expect(page).toHaveURL(/#\/createTask\?template=tpl-/);
  await expect(page.getByRole('textbox', { name: 'Command' })).toHaveValue(command);

  // A status count opens the list filtered by that status, on the server.
  await page.goto('/#/task-center');
  const query = page.waitForRequest(
    (r) => r.url().endsWith('/aispweb/task/query') && JSON.stringify(r.postDataJSON().statuses) === '["failed"]',
  );
  await page.getByTestId('task-count-failed').getByRole('link').click();
  await query;
  await expect(page).toHaveURL(/#\/task-list\?status=failed/);
  const statuses = gridRows(page, 'tasks-grid').getByTestId('task-status');
  await expect(statuses.first()).toBeVisible();
  for (const status of await statuses.all()) await expect(status).toHaveAttribute('data-status', 'failed');
});

const TEXTS: Record<Exclude<Locale, 'en-US'>, { path: string; h1: string; shown: (page: Page) => Locator }[]> = {
  'zh-CN': [
    { path: '/task-center', h1: '任务中心', shown: (p) => p.getByRole('heading', { name: '任务模板' }) },
    { path: '/task-list', h1: '任务列表', shown: (p) => p.getByRole('columnheader', { name: '资源队列' }) },
    { path: '/createTask', h1: '创建任务', shown: (p) => p.getByRole('textbox', { name: 'GPU 数量' }) },
  ],
  'ja-JP': [
    {
      path: '/task-center',
      h1: 'タスクセンター',
      shown: (p) => p.getByRole('heading', { name: 'タスクテンプレート' }),
    },
    { path: '/task-list', h1: 'タスク一覧', shown: (p) => p.getByRole('columnheader', { name: 'リソースキュー' }) },
    { path: '/createTask', h1: 'タスクの作成', shown: (p) => p.getByRole('textbox', { name: 'GPU 数' }) },
  ],
};

for (const locale of ['zh-CN', 'ja-JP'] as const) {
  test(`the task screens speak ${locale}, with no raw keys`, async ({ page }) => {
    await signIn(page, { locale });
    for (const screen of TEXTS[locale]) {
      await open(page, screen.path, screen.h1);
      await expect(screen.shown(page)).toBeVisible();
      await expect(page.locator('body')).not.toContainText('tasks:');
    }
  });
}

test('the task screens have no serious accessibility violations', async ({ page }) => {
  // axe over full data grids takes a while on a busy machine.
  test.setTimeout(150_000);
  await signIn(page);
  for (const [path, heading] of [
    ['/task-center', 'Task centre'],
    // Ended tasks only: ticking run times and pulsing chips make axe re-measure the page for a minute.
    ['/task-list?status=succeeded', 'Task list'],
    ['/createTask', 'Create task'],
  ]) {
    await open(page, path, heading);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(await seriousViolations(page, 'main'), path).toEqual([]);
  }
});
