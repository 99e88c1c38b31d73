// AI deploy (issue 8, first half) on the built app and the mock (MOCK_TICK_MS=200): the deploy centre, the
// four-step wizard with live progress, resource refusals with their way out, a reload mid-wizard, the deploy
// history (with each deployment's log, a failed one's error found by "jump to first error"), service operations and
// offline environments. Data is unique per run; the mock is never reset here.
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { callOf, collectPageErrors, gridRows, holdRequests, seriousViolations, signIn } from '../support';

const SERVICE = 'svc-qwen2';
const A100 = 'NVIDIA A100 80GB';
const RTX4090 = 'NVIDIA RTX 4090 24GB';
const NO_COMPUTE =
  'No compute resources available. Please switch to another model or release active instances and try again';
const NO_AVAILABLE = 'No available resources';

// The machine running the suite may be busy: screens get more time to show than the default 10 s.
const expect = baseExpect.configure({ timeout: 30_000 });

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
const stepper = (page: Page) => page.getByTestId('deploy-stepper');

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label });
  await box.fill(text);
  await box.press('Enter');
}

/** From the deploy centre, searching the service and pressing its Deploy button. */
async function deployFromCentre(page: Page) {
  await page.goto('/#/assembly-service');
  await expect(page.getByRole('heading', { name: 'Deploy centre', level: 1 })).toBeVisible();
  await search(page, 'Search by name, ID or description', SERVICE);
  const row = gridRows(page, 'deploy-services-grid').filter({ has: page.getByText(SERVICE, { exact: true }) });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Deploy / }).click();
  await expect(page.getByRole('heading', { name: 'Deploy service', level: 1 })).toBeVisible();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const quote = (page: Page) => page.getByTestId('deploy-quote');

test('deploys from the centre through the four steps to a running instance; a reload keeps the choices; the history opens its service operations', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const name = `e2e-deploy-${stamp()}`;
  await signIn(page);
  await deployFromCentre(page);

  // Step 1: a second image, annual and postpaid, a name; the cost shows before going on.
  const imageBox = page.getByRole('combobox', { name: 'Image' });
  await imageBox.click();
  const images = page.getByRole('option');
  const secondImage = ((await images.nth(1).textContent()) ?? '').trim();
  await images.nth(1).click();
  await expect(page.getByRole('combobox', { name: 'GPU model' })).toHaveText(A100);
  await page.getByRole('radio', { name: /^Annual/ }).check();
  await page.getByRole('radio', { name: 'Postpaid' }).check();
  // Whose resources: the user's own by default (orderInfo), the organisation's when chosen.
  await expect(page.getByRole('radio', { name: 'Mine' })).toBeChecked();
  await page.getByRole('radio', { name: 'The organisation' }).check();
  await page.getByRole('textbox', { name: 'Instance name' }).fill('Bad Name');
  await expect(quote(page).getByTestId('deploy-quote-amount')).toContainText('per year');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter')).toBeVisible();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
  await page.getByRole('textbox', { name: 'Instance name' }).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2 survives a reload, and going back keeps every choice.
  await expect(stepper(page)).toHaveAttribute('data-step', 'confirm');
  await page.reload();
  await expect(stepper(page)).toHaveAttribute('data-step', 'confirm');
  const summary = page.getByTestId('deploy-summary');
  for (const text of [secondImage, `1 × ${A100}`, 'Annual', 'Postpaid', 'The organisation', name])
    await expect(summary).toContainText(text);
  await expect(quote(page).getByTestId('deploy-quote-amount')).toContainText('per year');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
  await expect(page.getByRole('textbox', { name: 'Instance name' })).toHaveValue(name);
  await expect(page.getByRole('combobox', { name: 'Image' })).toHaveText(secondImage);
  await expect(page.getByRole('radio', { name: /^Annual/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'The organisation' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 3: the deployment is created with the choices and its steps move to done.
  const doneCounts: number[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('/deployment/progress')) return;
    const body = (await response.json().catch(() => null)) as { data?: { steps: { state: string }[] } } | null;
    if (body?.data) doneCounts.push(body.data.steps.filter((s) => s.state === 'done').length);
  });
  const body = await callOf(page, '/deployment/create', () =>
    page.getByRole('button', { name: 'Confirm and deploy' }).click(),
  );
  expect(body).toEqual({
    ugroupAddr: expect.any(String),
    serviceId: SERVICE,
    image: secondImage,
    gpuModel: A100,
    gpuCount: 1,
    billingMode: 'annual',
    payType: 'postpaid',
    cprsSource: 'org',
    name,
    type: 'interactive',
  });

  // Step 4: access URL and SSH command with copy; every step done; the progress went through partial states.
  await expect(stepper(page)).toHaveAttribute('data-step', 'complete');
  await expect(page.getByTestId('deploy-step')).toHaveCount(12);
  await expect(page.locator('[data-testid="deploy-step"][data-state="done"]')).toHaveCount(12);
  expect(doneCounts.some((n) => n < 12)).toBe(true);
  expect(doneCounts[doneCounts.length - 1]).toBe(12);
  await expect(page.getByTestId('deploy-result-url')).toContainText(/https:\/\/\S+/);
  const ssh = page.getByTestId('deploy-result-ssh');
  await expect(ssh.locator('code')).toContainText('ssh ');
  const sshText = (await ssh.locator('code').textContent()) ?? '';
  await ssh.getByRole('button', { name: 'Copy SSH command' }).click();
  await expect(page.getByText('copied successfully')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sshText);
  const instanceId = ((await page.getByTestId('deploy-result-instance').locator('td').textContent()) ?? '').trim();
  expect(instanceId).toMatch(/^ins-/);
  // Under the steps, the deployment's log: its lines from the first step to the last, each prefixed by its step.
  const deploymentLog = page.getByRole('region', { name: 'Deployment log' });
  await expect(deploymentLog.getByTestId('log-line').first()).toContainText('[allocate_host]');
  await expect(deploymentLog.getByTestId('log-line').last()).toContainText('[create_portal_link]');

  // A reload of the finished wizard shows the result again; the instance link opens its management panel.
  await page.reload();
  await expect(page.getByTestId('deploy-result-url')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Online instances' })).toHaveAttribute('href', '#/interactive-service');
  await page.getByTestId('deploy-open-instance').click();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#/management-panel?id=${instanceId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The deploy history lists the deployment; its row opens the deployed service's operations.
  await page.goto('/#/assembly-record');
  await search(page, 'Search by instance, service or record ID', name);
  const row = gridRows(page, 'deploy-history-grid');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(instanceId);
  await expect(row.locator('[data-status="success"]')).toBeVisible();
  // Its log, opened from the entry.
  await row.getByRole('button', { name: `Deployment log of ${name}` }).click();
  const logDialog = page.getByRole('dialog', { name: `Deployment log of ${name}` });
  await expect(logDialog.getByTestId('log-line').first()).toContainText('[allocate_host]');
  await logDialog.getByRole('button', { name: 'Close' }).click();
  await expect(logDialog).toBeHidden();
  await row.getByRole('link', { name: `Operations of ${name}` }).click();
  await expect(page.getByRole('heading', { name: 'Service operations', level: 1 })).toBeVisible();
  await expect(page.getByText(name, { exact: true }).first()).toBeVisible();

  // Restart, confirmed by name.
  await page.getByRole('button', { name: 'Restart' }).click();
  const restartDialog = page.getByRole('dialog', { name: `Restart ${name}?` });
  const restart = await callOf(page, '/assembly/restart', () =>
    restartDialog.getByRole('button', { name: 'Restart' }).click(),
  );
  expect(restart).toEqual({
    ugroupAddr: expect.any(String),
    id: expect.stringMatching(/^asm-/),
    assemAddr: expect.any(String),
  });
  await expect(restartDialog).toHaveCount(0);
  await expect(page.getByTestId('assembly-status')).toHaveAttribute('data-status', 'running');

  // Scale: a wrong number is refused where typed; 3 replicas are asked for and become ready.
  await page.getByRole('button', { name: 'Scale' }).click();
  const scaleDialog = page.getByRole('dialog', { name: `Scale ${name}` });
  await scaleDialog.getByRole('textbox', { name: 'Replicas' }).fill('2.5');
  await scaleDialog.getByRole('button', { name: 'Scale' }).click();
  await expect(scaleDialog.getByText('Please enter a whole number')).toBeVisible();
  await scaleDialog.getByRole('textbox', { name: 'Replicas' }).fill('3');
  const scale = await callOf(page, '/assembly/scale', () => scaleDialog.getByRole('button', { name: 'Scale' }).click());
  expect(scale).toMatchObject({ id: restart.id, assemAddr: restart.assemAddr, replicas: 3 });
  await expect(page.getByTestId('assembly-replicas')).toHaveText('3 of 3 ready');

  // Logs of one replica: the call names it and every line comes from it.
  const logs = page.getByTestId('assembly-logs');
  await expect(logs).toContainText('replica-');
  // The logs refresh on their own, so the call to look at is the first one that names a replica.
  const replicaCall = page.waitForRequest(
    (r) =>
      new URL(r.url()).pathname.endsWith('/assembly_log/lines') &&
      Boolean((r.postDataJSON() as { replica?: string } | null)?.replica),
  );
  await page.getByRole('combobox', { name: 'Replica' }).click();
  await page.getByRole('option', { name: 'replica-2', exact: true }).click();
  const oneReplica = (await replicaCall).postDataJSON() as Record<string, unknown>;
  expect(oneReplica).toMatchObject({ id: restart.id, assemAddr: restart.assemAddr, replica: 'replica-2' });
  await expect(logs).not.toContainText('replica-0');
  await expect(logs).toContainText('[replica-2]');

  // Versions: switching to another is confirmed, sent, and becomes the current one.
  await page.getByRole('tab', { name: 'Versions' }).click();
  const versions = gridRows(page, 'assembly-versions-grid');
  await expect(versions.filter({ hasText: 'Running now' })).toContainText(/^\s*1/);
  await page.getByRole('button', { name: 'Switch to version 2' }).click();
  const switchDialog = page.getByRole('dialog', { name: 'Switch to version 2?' });
  await expect(switchDialog).toContainText(`${name} moves from version 1 to version 2`);
  const switched = await callOf(page, '/assembly/switch_version', () =>
    switchDialog.getByRole('button', { name: 'Switch' }).click(),
  );
  expect(switched).toEqual({
    ugroupAddr: expect.any(String),
    id: restart.id,
    assemAddr: restart.assemAddr,
    version: '2',
  });
  await expect(versions.filter({ hasText: 'Running now' })).toContainText(/^\s*2/);
  await expect(page.getByTestId('assembly-status')).toHaveAttribute('data-status', 'running');

  // The deployed instance is online; releasing it (the dialog says what release does) goes removing →
  // removed_success, and the release history lists it.
  await page.goto(`/#/interactive-service?q=${instanceId}`);
  const online = gridRows(page, 'instances-grid').filter({ hasText: instanceId });
  await expect(online).toHaveCount(1);
  await expect(online.getByTestId('instance-status')).toHaveAttribute('data-status', 'running');
  await expect(online).toContainText(secondImage);
  await online.getByTestId('instance-actions').click();
  await page.getByRole('menuitem', { name: 'Release' }).click();
  const releaseDialog = page.getByRole('dialog');
  await expect(releaseDialog).toContainText(`Release ${name} (${instanceId})?`);
  await expect(releaseDialog).toContainText('destroys the container and its data and stops billing');
  // The list's own refreshes wait until the release's answer (removing) has been seen: removing lasts a few mock
  // ticks, which a refresh on a loaded machine can pass over.
  const lists = await holdRequests(page, '**/api/aispace/aispweb/instance/query');
  const released = await callOf(page, '/instance/release', () =>
    releaseDialog.getByRole('button', { name: 'Release' }).click(),
  );
  expect(released).toEqual({ ugroupAddr: expect.any(String), id: instanceId });
  await expect(
    online.locator('[data-testid="instance-status"][data-status="removing"][data-transitional="true"]'),
  ).toBeVisible();
  await lists.release();
  await expect(online.getByTestId('instance-status')).toHaveAttribute('data-status', 'removed_success');
  await expect(online.getByTestId('instance-status')).toHaveText('Released');

  await page.goto('/#/assembly-record?tab=release');
  await expect(page.getByRole('tab', { name: 'Release history' })).toHaveAttribute('aria-selected', 'true');
  await search(page, 'Search by instance, service or record ID', instanceId);
  const releaseRow = gridRows(page, 'release-history-grid');
  await expect(releaseRow).toHaveCount(1);
  await expect(releaseRow).toContainText(name);
  await expect(releaseRow.locator('[data-status="success"]')).toBeVisible();
  expect(errors.map((e) => e.message)).toEqual([]);
});

test('a resource refusal shows its message and way out: switch the GPU model, or release active instances', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await deployFromCentre(page);

  // The RTX 4090 node is full: the quote says so and offers both ways out; Next waits.
  await choose(page, 'GPU model', RTX4090);
  const refusal = quote(page).getByTestId('resource-error');
  await expect(refusal).toContainText(NO_COMPUTE);
  await expect(refusal.getByRole('link', { name: 'Release active instances' })).toHaveAttribute(
    'href',
    '#/interactive-service',
  );
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
  await refusal.getByRole('button', { name: 'Switch GPU model' }).click();
  await expect(page.getByRole('combobox', { name: 'GPU model' })).toBeFocused();
  await choose(page, 'GPU model', A100);
  await expect(quote(page).getByTestId('deploy-quote-amount')).toBeVisible();
  await expect(quote(page).getByTestId('resource-error')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Instance name' }).fill(`e2e-refused-${stamp()}`);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'confirm');

  // Capacity gone between quote and deploy (a fault for this session only): the refusal shows on step 2.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  await page.request.post('/__mock__/faults', {
    data: {
      path: '/api/aispace/aispweb/deployment/create',
      status: 200,
      token,
      body: {
        success: false,
        data: null,
        errorCode: 'NO_AVAILABLE_RESOURCES',
        errorMessage: NO_AVAILABLE,
        showType: 2,
      },
    },
  });
  await page.getByRole('button', { name: 'Confirm and deploy' }).click();
  const createRefusal = page.getByTestId('resource-error').filter({ hasText: NO_AVAILABLE });
  await expect(createRefusal).toBeVisible();
  await expect(stepper(page)).toHaveAttribute('data-step', 'confirm');
  await createRefusal.getByRole('button', { name: 'Switch GPU model' }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
  await expect(page.getByRole('combobox', { name: 'GPU model' })).toBeFocused();

  // The other way out leads to the online instances.
  await choose(page, 'GPU model', RTX4090);
  await quote(page).getByRole('link', { name: 'Release active instances' }).click();
  await expect(page.getByRole('heading', { name: 'Online instances', level: 1 })).toBeVisible();
  expect(errors.map((e) => e.message)).toEqual([]);
});

test("a deployment whose step fails says which step and why, and goes back to the choices; a failed deployment's log stays readable from the history", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const name = `e2e-failing-${stamp()}`;
  await signIn(page);
  await deployFromCentre(page);
  await page.getByRole('textbox', { name: 'Instance name' }).fill(name);
  await expect(quote(page).getByTestId('deploy-quote-amount')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'confirm');

  // The progress this session is told (a fault of the mock, for this token only): the image pull failed.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const at = new Date().toISOString();
  await page.request.post('/__mock__/faults', {
    data: {
      path: '/api/aispace/aispweb/deployment/progress',
      status: 200,
      count: 0,
      token,
      body: {
        success: true,
        errorCode: '',
        errorMessage: '',
        showType: 0,
        data: {
          deploymentId: 'dep-failing',
          instanceId: 'ins-failing',
          status: 'failed',
          steps: [
            { name: 'allocate_host', state: 'done', startedAt: at, finishedAt: at, message: null },
            {
              name: 'pull_image',
              state: 'failed',
              startedAt: at,
              finishedAt: at,
              message: 'manifest unknown for the requested tag',
            },
            { name: 'create_container', state: 'pending', startedAt: null, finishedAt: null, message: null },
          ],
          accessUrl: null,
          sshCommand: null,
        },
      },
    },
  });
  // (the fault stays with this session's token, which no other test has)
  await page.getByRole('button', { name: 'Confirm and deploy' }).click();
  const failure = page.getByTestId('deploy-failed');
  await expect(failure).toContainText('The deployment failed');
  await expect(failure).toContainText('Pull image: manifest unknown for the requested tag');
  await expect(stepper(page)).toHaveAttribute('data-step', 'progress');
  await expect(page.locator('[data-testid="deploy-step"][data-step="pull_image"]')).toHaveAttribute(
    'data-state',
    'failed',
  );
  await expect(page.locator('[data-testid="deploy-step"][data-step="create_container"]')).toHaveAttribute(
    'data-state',
    'pending',
  );
  await expect(failure.getByRole('link', { name: 'Deploy history' })).toHaveAttribute('href', '#/assembly-record');
  await failure.getByRole('button', { name: 'Change the choices and deploy again' }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
  await expect(page.getByRole('textbox', { name: 'Instance name' })).toHaveValue(name);

  // A failed deployment of the history: its log stays readable, and "jump to first error" finds the failing step's
  // error.
  await page.goto('/#/assembly-record?result=failure');
  const row = gridRows(page, 'deploy-history-grid').first();
  await expect(row.locator('[data-status="failure"]')).toBeVisible();
  await expect(row).toContainText('manifest unknown for the requested tag');
  const open = row.getByRole('button', { name: /^Deployment log of / });
  const failedName = ((await open.getAttribute('aria-label')) ?? '').replace('Deployment log of ', '');
  const pages = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/deployment_log/lines'));
  await open.click();
  const dialog = page.getByRole('dialog', { name: `Deployment log of ${failedName}` });
  const first = (await (await pages).json()).data;
  expect(first).toMatchObject({ finished: true });
  // Its lines, each prefixed by the step that wrote it, from the first step on; it has ended.
  await expect(dialog.getByTestId('log-line').first()).toBeVisible();
  await expect(dialog.getByTestId('log-count')).toContainText(`${first.total.toLocaleString('en-US')} lines`);
  await expect(dialog.getByTestId('log-line').last()).toContainText('[pull_image]');
  // Scrolled to the top, then "jump to first error": the failing step's error, in view and marked.
  await dialog.getByTestId('log-lines').evaluate((el) => el.scrollTo(0, 0));
  await expect(dialog.getByTestId('log-line').first()).toContainText('[allocate_host]');
  await dialog.getByTestId('log-first-error').click();
  const marked = dialog.locator('[data-testid="log-line"].lv-marked');
  await expect(marked).toBeVisible();
  await expect(marked).toHaveAttribute('data-level', 'error');
  await expect(marked).toContainText('[pull_image]');
  await expect(marked).toContainText('pull_image: manifest unknown for the requested tag');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  expect(errors.map((e) => e.message)).toEqual([]);
});

test('offline environments: create (with the name rule), download link once ready, delete after confirming', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  const name = `e2e-env-${stamp()}`;
  await signIn(page);
  await page.goto('/#/offline-env');
  await expect(page.getByRole('heading', { name: 'Offline environments', level: 1 })).toBeVisible();
  await expect(gridRows(page, 'offline-envs-grid').first()).toBeVisible();

  await page.getByRole('button', { name: 'Create environment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an offline environment' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Bad_Name');
  await dialog.getByRole('textbox', { name: 'Base image' }).fill('aispace/pytorch:2.3');
  await dialog.getByRole('textbox', { name: 'Extra packages' }).fill('numpy==1.26, pandas');
  await dialog.getByRole('button', { name: 'Create environment' }).click();
  await expect(dialog.getByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Bad_Name');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const created = await callOf(page, '/offline_env/create', () =>
    dialog.getByRole('button', { name: 'Create environment' }).click(),
  );
  expect(created).toEqual({
    ugroupAddr: expect.any(String),
    name,
    baseImage: 'aispace/pytorch:2.3',
    packages: ['numpy==1.26', 'pandas'],
  });
  await expect(dialog).toHaveCount(0);

  await search(page, 'Search by name, ID or description', name);
  const row = gridRows(page, 'offline-envs-grid');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('numpy==1.26, pandas');
  // A building environment refreshes by itself until it is ready.
  await expect(row.locator('[data-status="ready"]')).toBeVisible();
  const urlCall = await callOf(page, '/offline_env/download_url', () =>
    row.getByRole('button', { name: `Download ${name}` }).click(),
  );
  expect(urlCall).toEqual({ ugroupAddr: expect.any(String), id: expect.stringMatching(/^env-/) });
  const download = page.getByRole('dialog', { name: `Download ${name}` });
  await expect(download.getByTestId('download-url')).toContainText('/files/signed/offline/');
  await download.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(confirm).toContainText(name);
  const removed = await callOf(page, '/offline_env/delete', () =>
    confirm.getByRole('button', { name: 'Delete' }).click(),
  );
  expect(removed).toEqual({ ugroupAddr: expect.any(String), id: expect.any(String) });
  await expect(gridRows(page, 'offline-envs-grid')).toHaveCount(0);
  await expect(page.getByTestId('offline-envs-grid').getByText('No data')).toBeVisible();
  expect(errors.map((e) => e.message)).toEqual([]);
});

test('screens with nothing chosen or an unknown service say so under their title', async ({ page }) => {
  test.setTimeout(150_000);
  const errors = collectPageErrors(page);
  await signIn(page);
  await page.goto('/#/step-page');
  await expect(page.getByRole('heading', { name: 'Deploy service', level: 1 })).toBeVisible();
  await expect(page.getByTestId('deploy-choose-service')).toContainText('Choose a service first');
  await page.goto('/#/assembly-service-ops/svc-1/addr-1');
  await expect(page.getByRole('heading', { name: 'Service operations', level: 1 })).toBeVisible();
  await expect(page.getByTestId('assembly-not-found')).toBeVisible();
  await page.goto('/#/assembly-detail');
  await expect(page.getByTestId('service-not-chosen')).toBeVisible();
  await page.goto('/#/assembly-detail?id=no-such-service');
  await expect(page.getByTestId('service-not-found')).toBeVisible();
  // A known service's detail deploys into the wizard.
  await page.goto(`/#/assembly-detail?id=${SERVICE}`);
  await expect(page.getByTestId('service-name')).toBeVisible();
  await page.getByRole('button', { name: 'Deploy', exact: true }).click();
  await expect(stepper(page)).toHaveAttribute('data-step', 'start');
  expect(errors.map((e) => e.message)).toEqual([]);
});

const SCREENS = {
  'zh-CN': [
    { path: '/assembly-service', h1: '部署中心', text: '每卡时价格' },
    { path: `/assembly-detail?id=${SERVICE}`, h1: '部署服务详情', text: '各计费方式价格' },
    { path: '/step-page', h1: '部署服务', text: '请先选择服务' },
    { path: '/assembly-record', h1: '部署与发布记录', text: '操作人' },
    { path: '/assembly-service-ops/asm-01/asm-7c1e', h1: '服务运维', text: '每副本 GPU' },
    { path: '/offline-env', h1: '离线环境', text: '基础镜像' },
  ],
  'ja-JP': [
    { path: '/assembly-service', h1: 'デプロイセンター', text: 'GPU 時間単価' },
    { path: `/assembly-detail?id=${SERVICE}`, h1: 'デプロイサービス詳細', text: '課金方式ごとの料金' },
    { path: '/step-page', h1: 'サービスをデプロイ', text: '先にサービスを選んでください' },
    { path: '/assembly-record', h1: 'デプロイ・リリース履歴', text: '操作者' },
    { path: '/assembly-service-ops/asm-01/asm-7c1e', h1: 'サービス運用', text: 'レプリカあたりの GPU' },
    { path: '/offline-env', h1: 'オフライン環境', text: 'ベースイメージ' },
  ],
} as const;

for (const [locale, screens] of Object.entries(SCREENS)) {
  test(`every deploy screen reads in ${locale}`, async ({ page }) => {
    test.setTimeout(150_000);
    const errors = collectPageErrors(page);
    await signIn(page, { locale: locale as 'zh-CN' | 'ja-JP' });
    for (const screen of screens) {
      await page.goto(`/#${screen.path}`);
      await expect(page.getByRole('heading', { name: screen.h1, level: 1 }), screen.path).toBeVisible();
      await expect(page.getByText(screen.text).first(), screen.path).toBeVisible();
      await expect(page.locator('body'), screen.path).not.toContainText('deploy:');
    }
    expect(errors.map((e) => e.message)).toEqual([]);
  });
}
