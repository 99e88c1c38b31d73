// Dedicated GPU compute (issue 7) on the built app and the mock: server paging and sorting of every grid, the
// early-release rule (2 days refused, 3 accepted), linked instances blocking a release until they are released,
// whole GPU counts and converting a request to a resource ticket, a compute group's life, GPU polling, and the
// screens in zh-CN and ja-JP. Data is unique per run; the mock is never reset and its clock never moved.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, isPageChunk, pageTitle, seedStorage, sessionFor, type Locale } from '../support';

// The shared test machine stalls now and then: give the browser room without sleeping anywhere.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const DEMO_ORG = 'ug-7f3a9c2e';
const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` `days` after today, by the UTC day (as the console and the mock count). */
const day = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
/** What a person types into a date field's Year section: the digits of `YYYY-MM-DD`. */
const digits = (iso: string) => iso.replace(/-/g, '');

async function signIn(page: Page, locale: Locale = 'en-US'): Promise<string> {
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale });
  return session.token;
}

/** A call to the mock as the signed-in user (for setting up data the test then acts on in the browser). */
async function api<T = Record<string, unknown>>(page: Page, token: string, path: string, body: object): Promise<T> {
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
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 60_000 });
}

/** Types a date into the date field named `label` inside `scope`, section by section as a person would. */
async function typeDate(page: Page, scope: ReturnType<Page['getByRole']>, label: string, iso: string) {
  await scope.getByRole('group', { name: label }).getByRole('spinbutton', { name: 'Year' }).click();
  await page.keyboard.type(digits(iso));
}

const listCall = (page: Page, suffix: string, check: (body: Record<string, unknown>) => boolean) =>
  page.waitForRequest((r) => r.url().endsWith(suffix) && check(r.postDataJSON() as Record<string, unknown>));

test.describe('grids', () => {
  test('each grid pages and sorts on the server and keeps it in the URL; CSV holds the current filter', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    const grids = [
      {
        path: '/dedicated?pageSize=5',
        title: 'Compute nodes',
        testId: 'nodes-grid',
        call: '/node/query',
        column: 'Region',
        field: 'region',
      },
      {
        path: '/gpu',
        title: 'GPU management',
        testId: 'gpu-grid',
        call: '/gpu/query',
        column: 'Model',
        field: 'model',
      },
      {
        path: '/gpu-group',
        title: 'GPU compute groups',
        testId: 'groups-grid',
        call: '/compute_group/query',
        column: 'Group name',
        field: 'name',
      },
      {
        path: '/dedicated-computing',
        title: 'Dedicated computing',
        testId: 'dedicated-grid',
        call: '/dedicated/query',
        column: 'Resource name',
        field: 'resourceName',
      },
      {
        path: '/resource-ticket',
        title: 'Resource tickets',
        testId: 'tickets-grid',
        call: '/ticket/query',
        column: 'Ticket number',
        field: 'ticketNo',
      },
      {
        path: '/resource-queue',
        title: 'Resource queues',
        testId: 'queues-grid',
        call: '/queue/query',
        column: 'Queue name',
        field: 'name',
      },
    ];
    for (const g of grids) {
      await open(page, g.path, g.title);
      const grid = page.getByTestId(g.testId);
      await expect(gridRows(page, g.testId).first()).toBeVisible({ timeout: 20_000 });
      const firstId = await gridRows(page, g.testId).first().getAttribute('data-id');

      const next = listCall(page, g.call, (b) => b.pageNum === 2);
      await grid.getByRole('button', { name: 'Go to next page' }).click();
      expect((await next).postDataJSON(), g.path).toMatchObject({ pageNum: 2 });
      await expect(page, g.path).toHaveURL(/page=2/);
      await expect(gridRows(page, g.testId).first(), g.path).not.toHaveAttribute('data-id', firstId ?? '');

      const sorted = listCall(page, g.call, (b) => b.sortField === g.field);
      await grid.getByRole('columnheader', { name: g.column, exact: true }).click();
      expect((await sorted).postDataJSON(), g.path).toMatchObject({ pageNum: 1, sortField: g.field, sortOrder: 'asc' });
      await expect(page, g.path).toHaveURL(new RegExp(`sort=${g.field}&order=asc`));
      await expect(page, g.path).not.toHaveURL(/page=2/);
    }

    // Export of the current filter: every GPU of one node, not only the page shown.
    await open(page, '/gpu?nodeId=node-04&pageSize=10&paused=1', 'GPU management');
    await expect(gridRows(page, 'gpu-grid')).toHaveCount(8);
    const download = page.waitForEvent('download');
    await page.getByTestId('gpu-grid-export').click();
    const file = await (await download).path();
    const { readFileSync } = await import('node:fs');
    const lines = readFileSync(file, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toContain('GPU ID');
    expect(lines.slice(1)).toHaveLength(8);
    expect(lines.slice(1).every((l) => l.startsWith('gpu-04-'))).toBe(true);
    expect(errors).toEqual([]);
  });
});

test("a node's drawer lists its GPUs and instances, each linking to its own screen", async ({ page }) => {
  await signIn(page);
  await open(page, '/dedicated', 'Compute nodes');
  await gridRows(page, 'nodes-grid')
    .filter({ hasText: 'node-07' })
    .getByRole('button', { name: 'gpu-h800-07', exact: true })
    .click();
  await expect(page).toHaveURL(/node=node-07/);
  const drawer = page.getByTestId('node-drawer');
  await expect(drawer.getByRole('heading', { name: 'Node gpu-h800-07' })).toBeVisible();
  await expect(drawer.getByTestId('node-gpus').locator('tbody tr')).toHaveCount(8);
  await expect(drawer.getByRole('link', { name: 'gpu-07-0' })).toHaveAttribute(
    'href',
    '#/gpu?nodeId=node-07&q=gpu-07-0',
  );
  await expect(drawer.getByRole('link', { name: 'bert-eval-009' })).toHaveAttribute(
    'href',
    '#/management-panel?id=ins-0009',
  );
  await drawer.getByRole('link', { name: 'Open in GPU management' }).click();
  await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/nodeId=node-07/);
  await expect(gridRows(page, 'gpu-grid')).toHaveCount(8);
});

test.describe('dedicated requests', () => {
  test('early release refuses a date 2 days ahead and accepts 3 days ahead', async ({ page }) => {
    const token = await signIn(page);
    // A request of the organisation with an expiry, no linked instances and nobody else's test on it (ded-01 has
    // linked instances, ded-02 is the next test's).
    const page1 = await api<{ list: { id: string; resourceName: string; status: string; currentExpiry: string }[] }>(
      page,
      token,
      'dedicated/query',
      { status: 'active', pageSize: 20, sortField: 'id', sortOrder: 'asc' },
    );
    const target = page1.list.find(
      (r) => !['ded-01', 'ded-02'].includes(r.id) && r.currentExpiry && r.currentExpiry.slice(0, 10) > day(5),
    );
    expect(target, 'an active request in the fixtures').toBeTruthy();
    const { id, resourceName } = target!;

    await open(page, `/dedicated-computing?q=${id}`, 'Dedicated computing');
    const row = gridRows(page, 'dedicated-grid').filter({ hasText: id });
    await row.getByRole('button', { name: `Release ${resourceName} early` }).click();
    const dialog = page.getByTestId('release-dialog');
    await expect(dialog.getByRole('heading', { name: `Release ${resourceName} early` })).toBeVisible();

    let sent = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/dedicated/early_release')) sent += 1;
    });
    await typeDate(page, dialog, 'Release date', day(2));
    await expect(dialog.getByText('The release date must be at least 3 days after today')).toBeVisible();
    await dialog.getByTestId('release-submit').click();
    await expect(dialog.getByText('The release date must be at least 3 days after today')).toBeVisible();
    expect(sent).toBe(0);

    await typeDate(page, dialog, 'Release date', day(3));
    await expect(dialog.getByText('The release date must be at least 3 days after today')).toHaveCount(0);
    const release = page.waitForRequest((r) => r.url().endsWith('/dedicated/early_release'));
    await dialog.getByTestId('release-submit').click();
    expect((await release).postDataJSON()).toMatchObject({ id, releaseDate: day(3) });
    await expect(dialog).toBeHidden();
    await expect(row.locator('[data-field="status"]')).toHaveText('Release scheduled');
    await expect(row.locator('[data-field="earlyReleaseDate"]')).not.toHaveText('—');
  });

  test('linked instances are listed and block the release until they are released', async ({ page }) => {
    const token = await signIn(page);

    // ded-01 (fixtures): two running instances; the dialog names them, links them and refuses.
    await open(page, '/dedicated-computing?q=ded-01', 'Dedicated computing');
    await gridRows(page, 'dedicated-grid')
      .filter({ hasText: 'ded-01' })
      .getByRole('button', { name: /^Release .* early$/ })
      .click();
    let dialog = page.getByTestId('release-dialog');
    await expect(dialog.getByTestId('linked-instance')).toHaveCount(2);
    await expect(dialog.getByRole('link', { name: 'bert-eval-009' })).toHaveAttribute(
      'href',
      '#/management-panel?id=ins-0009',
    );
    await expect(dialog.getByText(/instances are linked to this resource\. Release them first/)).toBeVisible();
    await expect(dialog.getByTestId('release-submit')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // An instance of this run on ded-02 (which has none): listed, released from the dialog, then the block lifts.
    const name = `e2e-ded-${Date.now()}`;
    const deployed = await api<{ instanceId: string }>(page, token, 'deployment/create', {
      serviceId: 'svc-llama3',
      image: 'aispace/pytorch:2.3-cuda12.1',
      gpuModel: 'NVIDIA H800 80GB',
      gpuCount: 1,
      billingMode: 'daily',
      payType: 'postpaid',
      name,
      type: 'interactive',
      dedicatedRequestId: 'ded-02',
    });
    await open(page, '/dedicated-computing?q=ded-02', 'Dedicated computing');
    await gridRows(page, 'dedicated-grid')
      .filter({ hasText: 'ded-02' })
      .getByRole('button', { name: /^Release .* early$/ })
      .click();
    dialog = page.getByTestId('release-dialog');
    const linked = dialog.getByTestId('linked-instance').filter({ hasText: name });
    await expect(linked).toBeVisible();
    await expect(dialog.getByTestId('release-submit')).toBeDisabled();
    // The deployment finishes first (a creating instance cannot be released yet).
    await expect(linked.getByText('Running')).toBeVisible({ timeout: 20_000 });
    await linked.getByRole('button', { name: `Release instance ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Release instance' });
    await expect(confirm).toContainText(deployed.instanceId);
    const releaseCall = page.waitForRequest((r) => r.url().endsWith('/instance/release'));
    await confirm.getByRole('button', { name: 'Release instance' }).click();
    expect((await releaseCall).postDataJSON()).toMatchObject({ id: deployed.instanceId });
    await expect(dialog.getByTestId('linked-instance')).toHaveCount(0, { timeout: 20_000 });
    await typeDate(page, dialog, 'Release date', day(3));
    await expect(dialog.getByText('The release date must be at least 3 days after today')).toHaveCount(0);
    await expect(dialog.getByTestId('release-submit')).toBeEnabled();
    // ded-02 stays active for other specs: the acceptance itself is the test above.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a non-integer GPU count is refused; a request resources cannot meet is modified in place, then converted to a resource ticket', async ({
    page,
  }) => {
    await signIn(page);
    await open(page, '/dedicated-computing', 'Dedicated computing');
    await page.getByTestId('new-request').click();
    const dialog = page.getByTestId('request-dialog');
    const name = `e2e-ded-${Date.now()}`;
    await dialog.getByLabel('Resource name').fill(name);
    await dialog.getByTestId('request-gpu-model').click();
    await page.getByRole('option', { name: 'NVIDIA H800 80GB' }).click();
    await dialog.getByLabel('Minimum GPUs per machine').fill('2.5');
    await typeDate(page, dialog, 'Usage end date', day(40));
    await typeDate(page, dialog, 'Availability end date', day(10));

    let created = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/dedicated/create')) created += 1;
    });
    await dialog.getByTestId('request-submit').click();
    await expect(dialog.getByText('Please enter a whole number')).toBeVisible();
    await expect(dialog.getByLabel('Minimum GPUs per machine')).toHaveValue('2.5');
    expect(created).toBe(0);

    await dialog.getByLabel('Minimum GPUs per machine').fill('8');
    const create = page.waitForRequest((r) => r.url().endsWith('/dedicated/create'));
    await dialog.getByTestId('request-submit').click();
    expect((await create).postDataJSON()).toMatchObject({
      resourceName: name,
      gpuModel: 'NVIDIA H800 80GB',
      minGpusPerMachine: 8,
      machineCount: 1,
      usageEndDate: day(40),
      availabilityEndDate: day(10),
    });
    const refusal = dialog.getByTestId('request-refusal');
    await expect(refusal).toContainText(
      'current resources do not meet requirements (modify or convert to resource ticket)',
    );

    // Modify: the request the platform kept as pending changes in place (its name stays); never a second one.
    await expect(dialog.getByRole('heading', { name: `Modify ${name}` })).toBeVisible();
    await refusal.getByRole('button', { name: 'Modify request' }).click();
    await expect(dialog.getByLabel('Resource name')).toBeDisabled();
    await dialog.getByLabel('Machines').fill('2');
    const update = page.waitForRequest((r) => r.url().endsWith('/dedicated/update'));
    await dialog.getByRole('button', { name: 'Request again with changes' }).click();
    const updated = (await update).postDataJSON() as Record<string, unknown>;
    expect(updated).toMatchObject({ id: expect.stringMatching(/^ded-/), machineCount: 2, minGpusPerMachine: 8 });
    expect(updated).not.toHaveProperty('resourceName');
    await expect(refusal).toContainText(
      'current resources do not meet requirements (modify or convert to resource ticket)',
    );
    expect(created).toBe(1);

    const convert = page.waitForRequest((r) => r.url().endsWith('/dedicated/convert_to_ticket'));
    await refusal.getByRole('button', { name: 'Convert to resource ticket' }).click();
    expect((await convert).postDataJSON()).toMatchObject({ id: updated.id });
    // The ticket opens in its drawer on the resource ticket screen.
    await expect(page).toHaveURL(/#\/resource-ticket\?ticket=/);
    const drawer = page.getByTestId('ticket-drawer');
    await expect(drawer).toContainText(name);
    await expect(drawer).toContainText('16x H800 80GB');
    await expect(drawer).toContainText('Pending');
    // one request of that name, converted
    await page.goto(`/#/dedicated-computing?q=${name}`);
    await expect(gridRows(page, 'dedicated-grid')).toHaveCount(1);
    await expect(gridRows(page, 'dedicated-grid').locator('[data-field="status"]')).toHaveText('Converted to ticket');
  });
});

test('a compute group is created, renamed, gets and loses a node, and is deleted once empty', async ({ page }) => {
  const token = await signIn(page);
  // node-03 leaves its fixture group for this test (every node is in a group) and goes back at the end.
  await api(page, token, 'compute_group/remove_nodes', { groupId: 'grp-01', nodeIds: ['node-03'] });
  await open(page, '/gpu-group', 'GPU compute groups');
  await page.getByTestId('create-group').click();
  // A new group's form is titled so (the page and the document); once created, it edits the group.
  await expect(page.getByRole('heading', { name: 'New compute group', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(pageTitle('New compute group'));

  const form = page.getByTestId('group-form');
  await form.getByLabel('Group name').fill('9-bad name');
  await form.getByTestId('group-save').click();
  await expect(form.getByText('Use 4-64 letters, digits, - _ or ., starting with a letter')).toBeVisible();

  const name = `e2e-grp-${Date.now()}`;
  await form.getByLabel('Group name').fill(name);
  await form.getByLabel('Description').fill('Created by the compute e2e test');
  const create = page.waitForRequest((r) => r.url().endsWith('/compute_group/create'));
  await form.getByTestId('group-save').click();
  expect((await create).postDataJSON()).toMatchObject({
    name,
    description: 'Created by the compute e2e test',
    nodeIds: [],
  });
  await expect(page).toHaveURL(/gpu-group-operate\?id=grp-/);
  await expect(page.getByRole('heading', { name: 'Edit compute group', level: 1 })).toBeVisible();
  const groupId = new URL(page.url().replace('#/', '')).searchParams.get('id');
  await expect(page.getByText(`Group ${name}`, { exact: true })).toBeVisible();

  const renamed = `${name}.renamed`;
  await form.getByLabel('Group name').fill(renamed);
  const update = page.waitForRequest((r) => r.url().endsWith('/compute_group/update'));
  await form.getByTestId('group-save').click();
  expect((await update).postDataJSON()).toMatchObject({ groupId, name: renamed });
  await expect(page.getByText(`Compute group ${renamed} saved`)).toBeVisible();

  // Add node-03 (in no group now), then remove it again after a confirmation.
  await page.getByTestId('add-nodes').click();
  const add = page.getByTestId('add-nodes-dialog');
  await add.getByRole('checkbox', { name: /gpu-a100-03 \(node-03\)/ }).check();
  const added = page.waitForRequest((r) => r.url().endsWith('/compute_group/add_nodes'));
  await add.getByRole('button', { name: 'Add 1 node' }).click();
  expect((await added).postDataJSON()).toMatchObject({ groupId, nodeIds: ['node-03'] });
  const nodes = page.getByTestId('group-nodes');
  await expect(nodes.getByRole('link', { name: 'gpu-a100-03' })).toBeVisible();
  await expect(page.getByTestId('delete-group')).toBeDisabled();
  await nodes.getByRole('button', { name: 'Remove gpu-a100-03 from the group' }).click();
  const removeConfirm = page.getByRole('dialog', { name: 'Remove node from group' });
  await expect(removeConfirm).toContainText(renamed);
  const removed = page.waitForRequest((r) => r.url().endsWith('/compute_group/remove_nodes'));
  await removeConfirm.getByRole('button', { name: 'Remove from group' }).click();
  expect((await removed).postDataJSON()).toMatchObject({ groupId, nodeIds: ['node-03'] });
  await expect(nodes.getByText('No node is in this group yet.')).toBeVisible();
  await expect(page.getByTestId('delete-group')).toBeEnabled();
  await api(page, token, 'compute_group/add_nodes', { groupId: 'grp-01', nodeIds: ['node-03'] });

  await page.getByRole('link', { name: 'Back to compute groups' }).click();
  await page.getByRole('searchbox', { name: 'Search name or ID' }).fill(name);
  await page.getByRole('searchbox', { name: 'Search name or ID' }).press('Enter');
  const row = gridRows(page, 'groups-grid').filter({ hasText: renamed });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Delete ${renamed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete compute group' });
  await expect(confirm).toContainText(renamed);
  const remove = page.waitForRequest((r) => r.url().endsWith('/compute_group/delete'));
  await confirm.getByRole('button', { name: 'Delete group' }).click();
  expect((await remove).postDataJSON()).toMatchObject({ groupId });
  await expect(confirm).toBeHidden();
  await expect(gridRows(page, 'groups-grid').filter({ hasText: renamed })).toHaveCount(0);
});

test('the GPU screen updates utilisation while polling, stops when paused, and shows a refused split', async ({
  page,
}) => {
  const token = await signIn(page);
  // Every 2 s, chosen in the URL as the interval select would put it.
  await open(page, '/gpu?nodeId=node-04&refresh=2', 'GPU management');
  await expect(page.getByTestId('refresh-interval')).toContainText('Every 2 s');
  const firstUtil = page.getByTestId('gpu-grid').getByTestId('gpu-utilization').first();
  await expect(firstUtil).toBeVisible({ timeout: 20_000 });
  const shown = async () => (await firstUtil.innerText()).trim();

  const before = await shown();
  await expect.poll(shown, { timeout: 15_000 }).not.toBe(before);

  await page.getByTestId('auto-refresh-switch').click();
  await expect(page).toHaveURL(/paused=1/);
  // A poll already on its way when the switch was flipped still lands.
  await page.waitForLoadState('networkidle');
  const paused = await shown();
  // Three intervals without a single list call, and the numbers stay.
  const polled = page.waitForRequest((r) => r.url().endsWith('/gpu/query'), { timeout: 6_000 });
  await expect(polled).rejects.toThrow();
  expect(await shown()).toBe(paused);

  await page.getByTestId('auto-refresh-switch').click();
  await expect(page).not.toHaveURL(/paused=1/);
  await expect.poll(shown, { timeout: 15_000 }).not.toBe(paused);

  // A GPU with running instances: the platform refuses to split or unsplit it and says why.
  const gpus = await api<{ list: { id: string; runningInstanceCount?: number }[] }>(page, token, 'gpu/query', {
    nodeId: 'node-04',
    pageSize: 10,
  });
  const gpuId = gpus.list.find((g) => (g.runningInstanceCount ?? 0) > 0)?.id ?? '';
  expect(gpuId, 'a busy GPU on node-04').not.toBe('');
  await open(page, `/gpu?q=${gpuId}&paused=1`, 'GPU management');
  const busy = gridRows(page, 'gpu-grid').filter({ hasText: gpuId });
  await busy.getByRole('button', { name: new RegExp(`^(Split|Unsplit) ${gpuId}$`) }).click();
  const confirm = page.getByRole('dialog', { name: new RegExp(`${gpuId}$`) });
  await expect(confirm.getByText(/the platform refuses changes to a GPU while instances run on it/)).toBeVisible();
  await confirm.getByRole('button', { name: /^(Split|Unsplit)$/ }).click();
  await expect(confirm.getByText('Instances are running on this GPU', { exact: true })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
});

test('a queue just created opens its detail at once: loading... in place of the form while the detail loads', async ({
  page,
}) => {
  await signIn(page);
  await open(page, '/resource-queue', 'Resource queues');
  await page.getByTestId('new-queue').click();
  const form = page.getByTestId('queue-form');
  await expect(form).toBeVisible();
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  await page.route(isPageChunk('resourceQueueDetail'), async (route) => {
    await gate;
    await route.continue();
  });
  const name = `e2e-queue-open-${Date.now()}`;
  await form.getByLabel('Queue name').fill(name);
  await form.getByTestId('queue-save').click();
  await expect(page).toHaveURL(/resource-queue-detail\?id=q-/);
  await expect(page.locator('#main-content').getByText('loading...', { exact: true })).toBeVisible();
  await expect(page.getByTestId('queue-form')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Resource queue detail', level: 1 })).toBeVisible();
  await expect(page.getByTestId('queue-name')).toHaveText(name);
});

test('resource queues: a queue is added with members and its detail shows its tasks', async ({ page }) => {
  await signIn(page);
  await open(page, '/resource-queue-add', 'New resource queue');
  const form = page.getByTestId('queue-form');
  const name = `e2e-queue-${Date.now()}`;
  await form.getByLabel('Queue name').fill(name);
  await form.getByLabel('GPU quota').fill('4.5');
  await form.getByTestId('queue-save').click();
  await expect(form.getByText('Please enter a whole number')).toBeVisible();
  await form.getByLabel('GPU quota').fill('16');
  await form.getByLabel('Priority').fill('7');
  await form.getByLabel('Members').click();
  await page.getByRole('option', { name: 'admin', exact: true }).click();
  const create = page.waitForRequest((r) => r.url().endsWith('/queue/create'));
  await form.getByTestId('queue-save').click();
  expect((await create).postDataJSON()).toMatchObject({ name, gpuQuota: 16, priority: 7, memberIds: ['u-1002'] });
  await expect(page.getByRole('heading', { name: 'Resource queue detail', level: 1 })).toBeVisible();
  await expect(page.getByTestId('queue-name')).toHaveText(name);
  await expect(page.getByTestId('queue-info')).toContainText('admin');

  // A fixture queue with tasks waiting: listed in order.
  await open(page, '/resource-queue-detail?id=q-04', 'Resource queue detail');
  await expect(page.getByTestId('queued-tasks').locator('tbody tr').first()).toBeVisible();
});

const SCREENS: { path: string; zh: string; ja: string; label: { zh: string; ja: string } }[] = [
  { path: '/dedicated', zh: '算力节点', ja: '計算ノード', label: { zh: '机器状态', ja: 'マシンステータス' } },
  { path: '/gpu', zh: 'GPU 管理', ja: 'GPU 管理', label: { zh: 'GPU 利用率', ja: 'GPU 使用率' } },
  { path: '/gpu-group', zh: 'GPU 算力组', ja: 'GPU 計算グループ', label: { zh: '算力组名称', ja: 'グループ名' } },
  {
    path: '/gpu-group-operate',
    zh: '新建算力组',
    ja: '計算グループの作成',
    label: { zh: '算力组名称', ja: 'グループ名' },
  },
  {
    path: '/dedicated-computing',
    zh: '专属算力',
    ja: '専用コンピューティング',
    label: { zh: '当前到期', ja: '現在の有効期限' },
  },
  { path: '/resource-ticket', zh: '资源工单', ja: 'リソースチケット', label: { zh: '工单编号', ja: 'チケット番号' } },
  { path: '/resource-queue', zh: '资源队列', ja: 'リソースキュー', label: { zh: 'GPU 配额', ja: 'GPU クォータ' } },
  {
    path: '/resource-queue-add',
    zh: '新建资源队列',
    ja: 'リソースキューの作成',
    label: { zh: '队列名称', ja: 'キュー名' },
  },
  {
    path: '/resource-queue-detail?id=q-01',
    zh: '资源队列详情',
    ja: 'リソースキュー詳細',
    label: { zh: '运行中的任务', ja: '実行中のタスク' },
  },
];

for (const locale of ['zh-CN', 'ja-JP'] as const) {
  test(`every compute screen is translated in ${locale}`, async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page, locale);
    const key = locale === 'zh-CN' ? 'zh' : 'ja';
    await page.goto('/#/portal');
    // The console has started (a hash set during start-up is taken back by the first route).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 60_000 });
    for (const screen of SCREENS) {
      await page.evaluate((hash) => (window.location.hash = hash), `#${screen.path}`);
      await expect(page.getByRole('heading', { name: screen[key], level: 1 }), screen.path).toBeVisible({
        timeout: 30_000,
      });
      await expect(page.getByText(screen.label[key]).first(), screen.path).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('main, section').first(), screen.path).not.toContainText('compute:');
    }
    expect(errors).toEqual([]);
  });
}
