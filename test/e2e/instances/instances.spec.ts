// Instances (issue 8, second half) on the built app and the mock (MOCK_TICK_MS=200): grids with status chips,
// URL filters and CSV; every instance action with its confirmation, request body and status transition;
// archive and restore with the recovery log (and the corrupt fixture archive failing); the management panel's
// tabs and charts; the web terminal over its WebSocket. The mock is never reset: actions use instances nobody else
// touches — those built by member@aispace.dev (ins-0004 stays running, ins-0038 goes archived ↔ running) and
// rows picked by status (failed creations and releases), each run taking fresh ones.
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import {
  callOf,
  collectPageErrors,
  gridRows,
  holdRequests,
  seriousViolations,
  sessionFor,
  signIn,
  type Locale,
} from '../support';

const MEMBER = { email: 'member@aispace.dev', password: 'Member@1234' };
/** Built by member@aispace.dev, running, on no dedicated request: the actions and terminal instance. */
const ACTIONS_INSTANCE = 'ins-0004';
/** Built by member@aispace.dev, archived in the fixtures (one L40S GPU): archived and restored here. */
const ARCHIVE_INSTANCE = 'ins-0038';

// Several pages, each waiting for lifecycles and lazy chunks: more time than the default on a busy machine.
test.describe.configure({ timeout: 90_000 });

const dialog = (page: Page) => page.getByRole('dialog');

async function firstVisible(page: Page, testId: string) {
  // The first page of a run also waits for the session fetch and the lazy chunks of a cold server.
  await expect(gridRows(page, testId).first()).toBeVisible({ timeout: 45_000 });
}

/** A mock call with a member's session (test setup only; what is tested is done through the screens). */
async function memberApi(page: Page) {
  const session = await sessionFor(page.request, MEMBER.email, MEMBER.password);
  return async (path: string, body: Record<string, unknown>) => {
    const response = await page.request.post(`/api/aispace/aispweb/${path}`, {
      data: { ...body, ugroupAddr: session.accountAddr },
      headers: { Authorization: session.token, 'Accept-Language': 'en' },
    });
    return (await response.json()) as {
      success: boolean;
      data: Record<string, unknown> & { list?: Record<string, unknown>[] };
    };
  };
}

test.describe('instance grids', () => {
  test('status chips, search and sort live in the URL and the list call; CSV export holds the filtered rows', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.goto('/#/interactive-service');
    await expect(page.getByRole('heading', { name: 'Online instances', level: 1 })).toBeVisible({ timeout: 45_000 });
    await firstVisible(page, 'instances-grid');

    const filtered = page.waitForRequest(
      (r) => r.url().endsWith('/instance/query') && JSON.stringify(r.postDataJSON()).includes('statuses'),
    );
    await page.getByTestId('status-filter').getByRole('button', { name: 'Running', exact: true }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ type: 'interactive', statuses: ['running'] });
    await expect(page).toHaveURL(/statuses=running/);
    await expect(
      page.getByTestId('status-filter').getByRole('button', { name: 'Running', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    const rows = gridRows(page, 'instances-grid');
    // Every row shown is running, once the filtered answer has replaced the whole list: the unfiltered list's first
    // row can be a running one too, so that row alone does not tell the two lists apart.
    await expect
      .poll(async () => {
        const statuses = await rows
          .getByTestId('instance-status')
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-status')));
        return statuses.length > 0 && statuses.every((status) => status === 'running') ? 'all running' : statuses;
      })
      .toBe('all running');
    // running instances tick
    const runtime = rows.first().getByTestId('runtime');
    const before = await runtime.innerText();
    await expect(runtime).not.toHaveText(before, { timeout: 3000 });

    const sorted = callOf(page, '/instance/query', () =>
      page.getByRole('columnheader', { name: 'Name' }).locator('.MuiDataGrid-columnHeaderTitle').click(),
    );
    expect(await sorted).toMatchObject({ sortField: 'name', sortOrder: 'asc', statuses: ['running'] });
    await expect(page).toHaveURL(/sort=name/);

    const download = page.waitForEvent('download');
    await page.getByTestId('instances-grid-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('online-instances.csv');
    const csv = readFileSync(await file.path(), 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(csv[0]).toContain('Name,Instance ID,Type,Status');
    expect(csv.length).toBeGreaterThan(2);
    for (const line of csv.slice(1)) expect(line).toContain(',Running,');

    expect(errors).toEqual([]);
  });

  test('at 1440 px the actions column stays at the right edge while the other columns scroll', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/#/interactive-service');
    await firstVisible(page, 'instances-grid');
    const grid = page.getByTestId('instances-grid');
    const scroller = grid.locator('.MuiDataGrid-virtualScroller');
    const box = (await scroller.boundingBox())!;
    const actions = gridRows(page, 'instances-grid').first().locator('[data-field="actions"]');
    const header = grid.locator('.MuiDataGrid-columnHeader[data-field="actions"]');
    for (const scrollLeft of [0, 200, 100_000]) {
      await scroller.evaluate((el, left) => el.scrollTo({ left }), scrollLeft);
      for (const cell of [actions, header]) {
        const b = (await cell.boundingBox())!;
        expect(b.x).toBeGreaterThanOrEqual(box.x);
        expect(b.x + b.width).toBeLessThanOrEqual(box.x + box.width + 1);
      }
    }
    // the other columns do scroll sideways under it
    expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await expect(actions.getByRole('button')).toBeInViewport();
  });

  test('a Basic Member acts on their own instances only; "built by me" filters by builder', async ({ page }) => {
    await signIn(page, MEMBER);
    await page.goto('/#/non-interactive');
    await firstVisible(page, 'instances-grid');
    const someoneElses = gridRows(page, 'instances-grid').filter({
      hasNot: page.getByRole('gridcell', { name: 'member', exact: true }),
    });
    await someoneElses.first().getByTestId('instance-actions').click();
    await expect(page.getByRole('menuitem', { name: 'No operation permission' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Release' })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    const mine = callOf(page, '/instance/query', () => page.getByTestId('mine-only').click());
    expect(await mine).toMatchObject({ type: 'nonInteractive', builder: 'member' });
    await expect(page).toHaveURL(/mine=1/);
    await expect(gridRows(page, 'instances-grid').filter({ hasText: ACTIONS_INSTANCE })).toHaveCount(1);
  });
});

test.describe('instance actions', () => {
  test('release from the row menu: the dialog says what release does, then removing → removed_success; bulk release sends the ids', async ({
    page,
  }) => {
    await signIn(page);
    // A failed release, tried again: fixture rows in removed_failure are used by no other spec.
    await page.goto('/#/interactive-service?statuses=removed_failure');
    await firstVisible(page, 'instances-grid');
    const id = (await gridRows(page, 'instances-grid').first().locator('[data-field="id"]').innerText()).trim();
    await page.goto(`/#/interactive-service?q=${id}`);
    const row = gridRows(page, 'instances-grid').filter({ hasText: id });
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('instance-status')).toHaveAttribute('data-status', 'removed_failure');

    await row.getByTestId('instance-actions').click();
    await page.getByRole('menuitem', { name: 'Release' }).click();
    await expect(dialog(page)).toContainText('destroys the container');
    await expect(dialog(page)).toContainText('stops billing');
    await expect(dialog(page)).toContainText(id);
    const body = await callOf(page, '/instance/release', () =>
      dialog(page).getByRole('button', { name: 'Release' }).click(),
    );
    expect(body).toMatchObject({ id });
    // the transitional status shows (animated) until the release is done
    await expect(
      row.locator('[data-testid="instance-status"][data-status="removing"][data-transitional="true"]'),
    ).toBeVisible();
    await expect(row.getByTestId('instance-status')).toHaveAttribute('data-status', 'removed_success');
    await expect(row.getByTestId('instance-status')).toHaveText('Released');

    // bulk: two failed creations, one confirmation naming both
    await page.goto('/#/interactive-service?statuses=created_failure');
    const rows = gridRows(page, 'instances-grid');
    // the previous search's row stays shown until the new page arrives
    await expect(rows.nth(1).getByTestId('instance-status')).toHaveAttribute('data-status', 'created_failure');
    await expect(rows.first().getByTestId('instance-status')).toHaveAttribute('data-status', 'created_failure');
    const ids = [
      (await rows.nth(0).locator('[data-field="id"]').innerText()).trim(),
      (await rows.nth(1).locator('[data-field="id"]').innerText()).trim(),
    ];
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await page.getByTestId('bulk-release').click();
    await expect(dialog(page)).toContainText('Release 2 instances');
    const bulk = await callOf(page, '/instance/batch_release', () =>
      dialog(page).getByRole('button', { name: 'Release' }).click(),
    );
    expect((bulk.ids as string[]).sort()).toEqual([...ids].sort());
    await expect(page.getByText('Release of 2 instances started')).toBeVisible();
  });

  test('bulk restart: one confirmation naming the instances, then their ids are sent and they restart', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/#/interactive-service?statuses=running&mine=1&sort=name&order=asc');
    await firstVisible(page, 'instances-grid');
    const rows = gridRows(page, 'instances-grid');
    await expect(rows.nth(1).getByTestId('instance-status')).toHaveAttribute('data-status', 'running');
    const picked = [0, 1].map(async (n) => ({
      id: (await rows.nth(n).locator('[data-field="id"]').innerText()).trim(),
      name: (await rows.nth(n).locator('[data-field="name"]').innerText()).trim(),
    }));
    const [a, b] = await Promise.all(picked);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await expect(page.getByTestId('bulk-restart')).toHaveText('Restart (2)');
    await page.getByTestId('bulk-restart').click();
    await expect(dialog(page)).toContainText('Restart 2 instances');
    await expect(dialog(page)).toContainText(`${a.name}, ${b.name}`);
    const body = await callOf(page, '/instance/batch_restart', () =>
      dialog(page).getByRole('button', { name: 'Restart' }).click(),
    );
    expect(body).toEqual({ ugroupAddr: expect.any(String), ids: [a.id, b.id] });
    await expect(page.getByText('2 instances are restarting')).toBeVisible();
    await expect(dialog(page)).toHaveCount(0);
    await page.goto(`/#/interactive-service?q=${a.id}`);
    await expect(
      gridRows(page, 'instances-grid').filter({ hasText: a.id }).getByTestId('instance-status'),
    ).toHaveAttribute('data-status', 'running');
  });

  test('restart, VXLAN, public access, compute network, save image, upload, download and reset each send their call', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page, MEMBER);
    await page.goto(`/#/management-panel?id=${ACTIONS_INSTANCE}`);
    const status = page.getByTestId('header-status');
    await expect(status).toHaveAttribute('data-status', 'running', { timeout: 45_000 });
    const act = (action: string) => page.locator(`button[data-action="${action}"]`);

    // restart
    await act('restart').click();
    await expect(dialog(page)).toContainText('Running processes stop');
    // The panel's own refreshes wait until the restart's answer has been seen: the mock's creating lasts two ticks
    // (400 ms here), which a refresh on a loaded machine can pass over.
    const details = await holdRequests(page, '**/api/aispace/aispweb/instance/detail');
    expect(
      await callOf(page, '/instance/restart', () => dialog(page).getByRole('button', { name: 'Restart' }).click()),
    ).toMatchObject({
      id: ACTIONS_INSTANCE,
    });
    await expect(page.getByText('qwen2-demo-004 is restarting')).toBeVisible();
    // the container starts again: creating (animated, from the restart's answer) until it is running
    await expect(page.locator('[data-testid="header-status"][data-transitional="true"]')).toHaveAttribute(
      'data-status',
      'creating',
    );
    await details.release();
    await expect(status).toHaveAttribute('data-status', 'running');

    // repair VXLAN
    await act('repairVxlan').click();
    expect(
      await callOf(page, '/instance/repair_vxlan', () =>
        dialog(page).getByRole('button', { name: 'Repair VXLAN' }).click(),
      ),
    ).toMatchObject({ id: ACTIONS_INSTANCE });
    await expect(dialog(page)).toBeHidden();

    // public access on (a public URL appears) and off again
    await act('enablePublicAccess').click();
    expect(
      await callOf(page, '/instance/public_access', () =>
        dialog(page).getByRole('button', { name: 'Enable public access' }).click(),
      ),
    ).toEqual(expect.objectContaining({ id: ACTIONS_INSTANCE, enabled: true }));
    await expect(page.getByTestId('public-url')).toContainText(`pub-${ACTIONS_INSTANCE}`);
    await act('disablePublicAccess').click();
    expect(
      await callOf(page, '/instance/public_access', () =>
        dialog(page).getByRole('button', { name: 'Disable public access' }).click(),
      ),
    ).toEqual(expect.objectContaining({ enabled: false }));
    await expect(page.getByTestId('public-access-state')).toHaveText('Off');

    // compute network on and off again
    await act('enableComputeNetwork').click();
    expect(
      await callOf(page, '/instance/compute_network', () =>
        dialog(page).getByRole('button', { name: 'Enable compute network' }).click(),
      ),
    ).toEqual(expect.objectContaining({ id: ACTIONS_INSTANCE, enabled: true }));
    await expect(page.getByTestId('compute-network-state')).toHaveText('On');
    await act('disableComputeNetwork').click();
    expect(
      await callOf(page, '/instance/compute_network', () =>
        dialog(page).getByRole('button', { name: 'Disable compute network' }).click(),
      ),
    ).toEqual(expect.objectContaining({ enabled: false }));
    await expect(page.getByTestId('compute-network-state')).toHaveText('Off');

    // save image: the rules first (nothing sent), then name, digits-only version and comma separated tags
    let saveCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/instance/save_image')) saveCalls += 1;
    });
    await act('saveImage').click();
    const save = page.getByTestId('save-image-dialog');
    await save.getByLabel('Image name').fill('Bad_Name');
    await save.getByLabel('Version').fill('v1');
    await save.getByRole('button', { name: 'Save image' }).click();
    await expect(save.getByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter')).toBeVisible();
    await expect(save.getByText('Version must contain digits only')).toBeVisible();
    expect(saveCalls).toBe(0);
    const imageName = `e2e-img-${Date.now()}`;
    await save.getByLabel('Image name').fill(imageName);
    await save.getByLabel('Version').fill('3');
    await save.getByLabel('Tags').fill('pytorch, cuda12');
    expect(
      await callOf(page, '/instance/save_image', () => save.getByRole('button', { name: 'Save image' }).click()),
    ).toEqual(expect.objectContaining({ id: ACTIONS_INSTANCE, imageName, version: '3', tags: ['pytorch', 'cuda12'] }));
    await expect(page.getByText(`Image ${imageName}:3 is being built`)).toBeVisible();
    // the control panel's latest image is the saved one
    await expect(page.getByText(`${imageName}:3`, { exact: true })).toBeVisible();

    // upload: a call that hangs can be cancelled (the bar says so, nothing is saved), then an upload to done
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.request.post('/__mock__/faults', {
      data: { path: '/api/aispace/aispweb/instance/upload_data', delayMs: 30_000, token, count: 1 },
    });
    await act('uploadData').click();
    const upload = page.getByTestId('upload-dialog');
    await upload
      .getByTestId('upload-drop')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'big.bin', mimeType: 'application/octet-stream', buffer: Buffer.alloc(64 * 1024, 7) });
    await callOf(page, '/instance/upload_data', () =>
      upload.getByRole('button', { name: 'Upload', exact: true }).click(),
    );
    const progress = upload.getByTestId('upload-progress');
    await expect(progress).toHaveAttribute('data-status', 'running');
    await expect(progress.getByRole('progressbar')).toBeVisible();
    await progress.getByRole('button', { name: 'Cancel upload' }).click();
    await expect(progress).toHaveAttribute('data-status', 'cancelled');
    await expect(upload.getByTestId('upload-saved-as')).toHaveCount(0);
    await upload.getByRole('button', { name: 'Cancel' }).click();
    await expect(upload).toHaveCount(0);

    await act('uploadData').click();
    await upload
      .getByTestId('upload-drop')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello data') });
    const sent = await callOf(page, '/instance/upload_data', () =>
      upload.getByRole('button', { name: 'Upload', exact: true }).click(),
    );
    expect(sent).toEqual(
      expect.objectContaining({
        id: ACTIONS_INSTANCE,
        targetPath: '/root/data',
        file: expect.objectContaining({
          fileName: 'notes.txt',
          contentBase64: Buffer.from('hello data').toString('base64'),
        }),
      }),
    );
    await expect(upload.getByTestId('upload-progress')).toHaveAttribute('data-status', 'done');
    await expect(upload.getByTestId('upload-saved-as')).toHaveText('Saved as /root/data/notes.txt');
    await upload.getByRole('button', { name: 'Close' }).click();

    // download: a signed link
    await act('downloadData').click();
    const download = page.getByTestId('download-dialog');
    expect(
      await callOf(page, '/instance/download_data', () =>
        download.getByRole('button', { name: 'Get download link' }).click(),
      ),
    ).toEqual(expect.objectContaining({ id: ACTIONS_INSTANCE, path: '/root/output' }));
    await expect(download.getByRole('link', { name: 'Download output' })).toHaveAttribute(
      'href',
      new RegExp(`/files/signed/${ACTIONS_INSTANCE}/`),
    );
    // the link downloads the instance's data: the folder packed as output.tar.gz, as the dialog says
    await expect(download.getByRole('link', { name: 'Download output.tar.gz' })).toBeVisible();
    const fileEvent = page.waitForEvent('download');
    await download.getByRole('link', { name: 'Download output.tar.gz' }).click();
    const file = await fileEvent;
    expect(file.suggestedFilename()).toBe('output.tar.gz');
    expect(gunzipSync(readFileSync(await file.path())).toString('utf8')).toContain(`/root/output of `);
    await download.getByRole('button', { name: 'Close' }).click();

    // reset refuses until 初始化 is typed, then creating → running
    await act('reset').click();
    const reset = page.getByTestId('reset-dialog');
    const confirm = reset.getByRole('button', { name: 'Reset to initial' });
    await expect(confirm).toBeDisabled();
    await reset.getByTestId('reset-phrase').fill('初始');
    await reset.getByTestId('reset-phrase').press('Enter');
    await expect(confirm).toBeDisabled();
    await expect(reset.getByText('Type 初始化 to confirm', { exact: true })).toBeVisible();
    await reset.getByTestId('reset-phrase').fill('reset');
    await expect(confirm).toBeDisabled();
    await reset.getByTestId('reset-phrase').fill('初始化');
    await expect(confirm).toBeEnabled();
    expect(await callOf(page, '/instance/reset', () => confirm.click())).toEqual(
      expect.objectContaining({ id: ACTIONS_INSTANCE, confirmation: '初始化' }),
    );
    await expect(status).toHaveAttribute('data-status', 'creating');
    await expect(status).toHaveAttribute('data-status', 'running');

    // the operation log has them
    await page.getByRole('tab', { name: 'Operation logs' }).click();
    await expect(page).toHaveURL(/tab=operations/);
    const ops = gridRows(page, 'operations-grid');
    await expect(ops.first()).toContainText('Reset to initial');
    await expect(ops.filter({ hasText: 'Save image' }).first()).toContainText('member');

    // the audit has the download and the exposed port, each with its detail
    await page.getByRole('tab', { name: 'Audit management' }).click();
    const audits = gridRows(page, 'audit-grid');
    await expect(audits.filter({ hasText: 'File downloaded' }).first()).toContainText('/root/output');
    await expect(audits.filter({ hasText: 'Port exposed' }).first()).toContainText(
      `https://pub-${ACTIONS_INSTANCE}.aispace.app`,
    );
    await expect(audits.filter({ hasText: 'Port exposed' }).first()).toContainText('member');
    expect(errors).toEqual([]);
  });
});

test.describe('archive and restore', () => {
  test('archive then restore: the recovery log goes INITED → SUCCESS and the instance is back online', async ({
    page,
  }) => {
    // Setup: the fixture archive of ins-0038 restored (through the API) so the screens can archive it again.
    const api = await memberApi(page);
    await expect
      .poll(
        async () => {
          const inst = (await api('instance/detail', { id: ARCHIVE_INSTANCE })).data;
          if (inst.status === 'archived') {
            const archive = (await api('archived_instance/query', { keyword: ARCHIVE_INSTANCE })).data.list?.[0];
            if (archive && archive.recoveryStatus !== 'INITED')
              await api('archived_instance/restore', { id: archive.id });
          }
          return inst.status;
        },
        { timeout: 20_000, intervals: [300] },
      )
      .toBe('running');

    const errors = collectPageErrors(page);
    await signIn(page, MEMBER);
    await page.goto(`/#/interactive-service?q=${ARCHIVE_INSTANCE}`);
    await firstVisible(page, 'instances-grid');
    const row = gridRows(page, 'instances-grid').filter({ hasText: ARCHIVE_INSTANCE });
    await row.getByTestId('instance-actions').click();
    await page.getByRole('menuitem', { name: 'Archive' }).click();
    await expect(dialog(page)).toContainText('GPUs are freed');
    expect(
      await callOf(page, '/instance/archive', () => dialog(page).getByRole('button', { name: 'Archive' }).click()),
    ).toMatchObject({
      id: ARCHIVE_INSTANCE,
    });
    await expect(row.getByTestId('instance-status')).toHaveAttribute('data-status', 'archiving');
    await expect(row.getByTestId('instance-status')).toHaveAttribute('data-status', 'archived');

    await page.goto(`/#/archived-instance?q=${ARCHIVE_INSTANCE}`);
    await firstVisible(page, 'archived-grid');
    const archived = gridRows(page, 'archived-grid').filter({ hasText: ARCHIVE_INSTANCE });
    await expect(archived).toContainText('member');
    await archived.getByRole('button', { name: /^Restore / }).click();
    await expect(dialog(page)).toContainText('back to an online instance');
    const restored = await callOf(page, '/archived_instance/restore', () =>
      dialog(page).getByRole('button', { name: 'Restore' }).click(),
    );
    expect(restored.id).toMatch(/^arc-/);
    const log = page.getByTestId('recovery-log');
    await expect(log.getByTestId('recovery-status')).toHaveAttribute('data-status', /INITED|SUCCESS/);
    await expect(log.getByTestId('recovery-status')).toHaveAttribute('data-status', 'SUCCESS');
    // The entries in the log viewer: each with its state, the last one the success.
    const entries = log.getByRole('log', { name: /Recovery log/ }).getByTestId('log-line');
    await expect(entries.filter({ hasText: '[Recovering]' }).first()).toBeVisible();
    await expect(entries.filter({ hasText: '[Succeeded]' })).toContainText('back online');
    await expect(log.getByTestId('recovery-success')).toBeVisible();
    await log.getByRole('link', { name: 'Open instance' }).click();
    await expect(page).toHaveURL(new RegExp(`management-panel\\?id=${ARCHIVE_INSTANCE}`));
    await expect(page.getByTestId('header-status')).toHaveAttribute('data-status', 'running');
    expect(errors).toEqual([]);
  });

  test('the corrupt snapshot fails to restore (FAILED with the reason); deleting an archive is confirmed', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/#/archived-instance?q=corrupt-snapshot');
    await firstVisible(page, 'archived-grid');
    const corrupt = gridRows(page, 'archived-grid').first();
    await expect(corrupt).toContainText('-corrupt-snapshot');
    await corrupt.getByRole('button', { name: /^Restore / }).click();
    await callOf(page, '/archived_instance/restore', () =>
      dialog(page).getByRole('button', { name: 'Restore' }).click(),
    );
    const log = page.getByTestId('recovery-log');
    await expect(log.getByTestId('recovery-status')).toHaveAttribute('data-status', 'FAILED');
    await expect(log.getByTestId('recovery-failed')).toContainText('Snapshot checksum mismatch');
    await log.getByRole('button', { name: 'Close' }).click();
    await expect(corrupt.locator('[data-field="recoveryStatus"]')).toContainText('Failed');

    // delete the oldest archive of someone no other spec uses (not member's, not the corrupt one)
    await page.goto('/#/archived-instance?sort=archivedAt&order=asc');
    await firstVisible(page, 'archived-grid');
    const victim = gridRows(page, 'archived-grid')
      .filter({ hasNotText: 'corrupt-snapshot' })
      .filter({ hasNot: page.getByRole('gridcell', { name: /^(member|demo|admin)$/ }) })
      .first();
    const name = (await victim.locator('[data-field="name"]').innerText()).trim();
    await victim.getByRole('button', { name: `Delete archive ${name}` }).click();
    await expect(dialog(page)).toContainText('deleted permanently');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await victim.getByRole('button', { name: `Delete archive ${name}` }).click();
    const body = await callOf(page, '/archived_instance/delete', () =>
      dialog(page).getByRole('button', { name: 'Delete' }).click(),
    );
    expect(body.id).toMatch(/^arc-/);
    await expect(page.getByText(`Archive of ${name} deleted`)).toBeVisible();
    await expect(gridRows(page, 'archived-grid').filter({ hasText: name })).toHaveCount(0);
  });
});

test.describe('management panel and terminal', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('the terminal echoes a typed command, follows the window size, copies and pastes, ends on exit and reconnects; the audit tab lists the session', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await signIn(page, MEMBER);
    const sessionCall = page.waitForRequest((r) => r.url().endsWith('/instance/terminal'));
    await page.goto(`/#/XTerm?id=${ACTIONS_INSTANCE}`);
    expect((await sessionCall).postDataJSON()).toEqual({ ugroupAddr: expect.any(String), id: ACTIONS_INSTANCE });
    await expect(page.getByRole('heading', { name: 'Web terminal', level: 1 })).toBeVisible({ timeout: 45_000 });
    const state = page.getByTestId('terminal-state');
    await expect(state).toHaveAttribute('data-state', 'open', { timeout: 20_000 });
    const rows = page.locator('.xterm-rows');
    await expect(rows).toContainText(`root@${ACTIONS_INSTANCE}:~#`);

    await page.getByTestId('terminal').click();
    await page.keyboard.type('echo hello');
    await page.keyboard.press('Enter');
    await expect(rows).toContainText(`root@${ACTIONS_INSTANCE}:~# echo hello`);
    await expect(rows.locator(':scope > div', { hasText: /^\s*hello\s*$/ })).toHaveCount(1);
    await page.keyboard.type('nvidia-smi');
    await page.keyboard.press('Enter');
    await expect(rows).toContainText('NVIDIA-SMI');
    await expect(rows).toContainText('RTX 4090');
    await page.keyboard.type('ls');
    await page.keyboard.press('Enter');
    await expect(rows).toContainText('requirements.txt');

    // the shell knows the terminal's size, and learns the new one when the window shrinks
    const sizes = async () =>
      [...(await rows.innerText()).matchAll(/stty size\s*\n\s*(\d+) (\d+)/g)].map((m) => ({
        rows: Number(m[1]),
        cols: Number(m[2]),
      }));
    await page.keyboard.type('clear');
    await page.keyboard.press('Enter');
    await page.keyboard.type('stty size');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await sizes()).length).toBe(1);
    const [wide] = await sizes();
    expect(wide.cols).toBeGreaterThan(100);
    await page.setViewportSize({ width: 800, height: 600 });
    await page.keyboard.type('stty size');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await sizes()).length).toBe(2);
    const narrow = (await sizes())[1];
    expect(narrow.cols).toBeLessThan(wide.cols);
    expect(narrow.rows).toBeLessThan(wide.rows);
    expect(narrow.cols).toBeGreaterThan(40);

    // paste from the clipboard into the shell; copy a selected word out of it
    await page.evaluate(() => navigator.clipboard.writeText('echo pasted-text'));
    await page.getByRole('button', { name: 'Paste' }).click();
    await expect(rows).toContainText(`root@${ACTIONS_INSTANCE}:~# echo pasted-text`);
    await expect(page.locator('.xterm-helper-textarea')).toBeFocused();
    await page.keyboard.press('Enter');
    const pasted = rows.locator(':scope > div', { hasText: /^\s*pasted-text\s*$/ });
    await expect(pasted).toHaveCount(1);
    // a double click on the word selects it (xterm's screen layer takes the mouse over the text rows)
    const box = (await pasted.boundingBox())!;
    await page.mouse.dblclick(box.x + 20, box.y + box.height / 2);
    await page.getByRole('button', { name: 'Copy selection' }).click();
    await expect(page.getByText('copied successfully')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('pasted-text');
    await page.getByTestId('terminal').click();

    await page.keyboard.type('exit');
    await page.keyboard.press('Enter');
    await expect(state).toHaveAttribute('data-state', 'ended');
    await expect(state).toContainText('Session ended');
    await page.getByTestId('terminal-reconnect').click();
    await expect(state).toHaveAttribute('data-state', 'open');

    // the instance restarts (from elsewhere): its shell closes, the terminal waits and reconnects by itself
    await expect(rows).toContainText(`root@${ACTIONS_INSTANCE}:~#`);
    const api = await memberApi(page);
    expect((await api('instance/restart', { id: ACTIONS_INSTANCE })).success).toBe(true);
    await expect(rows).toContainText('Connection closed: instance is creating');
    await expect(state).toHaveAttribute('data-state', 'waiting');
    await expect(state).toHaveAttribute('data-state', 'open');
    await page.getByTestId('terminal').click();
    await page.keyboard.type('echo again');
    await page.keyboard.press('Enter');
    await expect(rows.locator(':scope > div', { hasText: /^\s*again\s*$/ })).toHaveCount(1);

    await page.goto(`/#/management-panel?id=${ACTIONS_INSTANCE}&tab=audit`);
    const actionFilter = page.getByRole('combobox', { name: 'Action' });
    await expect(actionFilter).toBeVisible({ timeout: 45_000 });
    const filtered = page.waitForRequest(
      (r) => r.url().endsWith('/audit_log/query') && (r.postDataJSON() as { action?: string }).action !== undefined,
    );
    await actionFilter.click();
    await page.getByRole('option', { name: 'Web terminal opened' }).click();
    expect((await filtered).postDataJSON()).toMatchObject({ instanceId: ACTIONS_INSTANCE, action: 'terminal.open' });
    await expect(page).toHaveURL(/action=terminal\.open/);
    await expect(gridRows(page, 'audit-grid').first()).toContainText('Web terminal opened');
    await expect(gridRows(page, 'audit-grid').first()).toContainText('member');
    expect(errors).toEqual([]);
  });

  test('monitoring charts render with data and numbers as text and refresh; access statistics; service navigation', async ({
    page,
  }) => {
    await signIn(page, MEMBER);
    await page.goto(`/#/management-panel?id=${ACTIONS_INSTANCE}&tab=monitoring`);
    await expect(page.getByRole('tab', { name: 'Resource monitoring' })).toHaveAttribute('aria-selected', 'true', {
      timeout: 30_000,
    });
    for (const chart of ['gpu', 'vram', 'cpu', 'memory', 'network']) {
      const figure = page.getByTestId(`chart-${chart}`);
      await expect(figure.locator('svg path').first()).toBeAttached();
      expect(await figure.locator('svg path').count()).toBeGreaterThan(1);
      await expect(figure.getByTestId('chart-summary')).toHaveText(/latest \d[\d.,]* .+average \d.+60 points/);
    }
    await expect(page.getByTestId('chart-network').getByTestId('chart-summary')).toContainText('Inbound: latest');
    await expect(page.getByTestId('chart-network').getByTestId('chart-summary')).toContainText('Outbound: latest');
    // the charts refresh by themselves every 15 s, and on demand
    const auto = await page.waitForRequest((r) => r.url().endsWith('/instance/metrics'), { timeout: 25_000 });
    expect(auto.postDataJSON()).toMatchObject({ id: ACTIONS_INSTANCE, range: '1h' });
    await expect(page.getByRole('switch', { name: 'Refresh every 15 s' })).toBeChecked();
    const refreshed = await callOf(page, '/instance/metrics', () =>
      page.getByRole('button', { name: 'Refresh now' }).click(),
    );
    expect(refreshed).toMatchObject({ id: ACTIONS_INSTANCE, range: '1h' });
    const ranged = await callOf(page, '/instance/metrics', () =>
      page.getByRole('button', { name: 'Last 6 hours' }).click(),
    );
    expect(ranged).toMatchObject({ id: ACTIONS_INSTANCE, range: '6h' });
    await expect(page.getByTestId('chart-gpu').getByTestId('chart-summary')).toContainText('72 points');

    await page.getByRole('tab', { name: 'Access statistics' }).click();
    await expect(page.getByTestId('access-total')).toHaveText(/^\d[\d,]*$/);
    await expect(page.getByTestId('access-chart').locator('svg rect').first()).toBeAttached();
    await expect(page.getByTestId('access-summary')).toHaveText(/\d+ requests from \d+ visitors/);
    const weekly = await callOf(page, '/access_stat/query', () =>
      page.getByRole('button', { name: 'Last 7 days' }).click(),
    );
    expect(weekly).toMatchObject({ instanceId: ACTIONS_INSTANCE, period: 'last7days' });
    await page.getByRole('button', { name: 'Show as table' }).click();
    await expect(page.getByTestId('access-chart').getByRole('row')).toHaveCount(8);

    // every tool of the running instance is available: SSH through the gateway, the others at its address
    await page.getByRole('tab', { name: 'Service navigation' }).click();
    const cards = page.getByTestId('tool-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards.getByText('Not available now')).toHaveCount(0);
    await expect(cards.filter({ hasText: 'SSH' }).getByRole('link')).toHaveAttribute(
      'href',
      /^ssh:\/\/root@ssh\.aispace\.dev:\d+$/,
    );
    for (const link of await cards.filter({ hasNotText: 'SSH' }).getByRole('link').all())
      await expect(link).toHaveAttribute('href', new RegExp(`^https://${ACTIONS_INSTANCE}\\.aispace\\.dev/`));
  });

  test('unknown ids show the title and a not-found state, without page errors', async ({ page }) => {
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.goto('/#/management-panel?id=1');
    await expect(page.getByRole('heading', { name: 'Instance management', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('instance-not-found')).toContainText('No instance with ID 1');
    await page.goto('/#/XTerm?id=1');
    await expect(page.getByRole('heading', { name: 'Web terminal', level: 1 })).toBeVisible();
    await expect(page.getByTestId('terminal-error')).toContainText('No instance with ID 1');
    await expect(page.locator('.xterm')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('who may open a shell', () => {
  test("a Basic Member is not offered, and cannot open, a terminal on another member's instance", async ({ page }) => {
    const errors = collectPageErrors(page);
    const sessionCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/instance/terminal')) sessionCalls.push(r.url());
    });
    await signIn(page, MEMBER);
    // ins-0047 is running and was built by kaito_wang: its actions say "No operation permission"
    await page.goto('/#/management-panel?id=ins-0047');
    await expect(page.getByRole('heading', { name: 'Instance management', level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(page.getByTestId('no-permission')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Web terminal' })).toHaveAttribute('aria-disabled', 'true');
    // typed in the address bar: no ticket asked for, no shell, the reason shown
    await page.goto('/#/XTerm?id=ins-0047');
    await expect(page.getByTestId('terminal-error')).toContainText('No operation permission');
    await expect(page.locator('.xterm')).toHaveCount(0);
    expect(sessionCalls).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe('languages and accessibility', () => {
  const SCREENS: Record<Exclude<Locale, 'en-US'>, { path: string; h1: string; text: string }[]> = {
    'zh-CN': [
      { path: '/interactive-service', h1: '在线实例', text: '基础镜像' },
      { path: '/non-interactive', h1: '非交互式实例', text: '运行时长' },
      { path: '/archived-instance', h1: '归档实例', text: '归档人' },
      { path: `/management-panel?id=${ACTIONS_INSTANCE}`, h1: '实例管理面板', text: '控制面板' },
      { path: '/XTerm?id=1', h1: 'Web 终端', text: '本组织中没有 ID 为 1 的实例' },
    ],
    'ja-JP': [
      { path: '/interactive-service', h1: 'オンラインインスタンス', text: 'ベースイメージ' },
      { path: '/non-interactive', h1: 'バッチインスタンス', text: '稼働時間' },
      { path: '/archived-instance', h1: 'アーカイブ済みインスタンス', text: 'アーカイブした人' },
      { path: `/management-panel?id=${ACTIONS_INSTANCE}`, h1: 'インスタンス管理パネル', text: 'コントロールパネル' },
      { path: '/XTerm?id=1', h1: 'Web ターミナル', text: 'この組織に ID 1 のインスタンスはありません' },
    ],
  };

  const PAGER = { 'zh-CN': /^第 1–10 条，共 \d+ 条$/, 'ja-JP': /^1–10 件（全 \d+ 件）$/ };

  for (const locale of ['zh-CN', 'ja-JP'] as const) {
    test(`every instances screen in ${locale}: translated title and labels, no raw keys`, async ({ page }) => {
      await signIn(page, { locale });
      for (const screen of SCREENS[locale]) {
        await page.goto(`/#${screen.path}`);
        await expect(page.getByRole('heading', { name: screen.h1, level: 1 }), screen.path).toBeVisible({
          timeout: 30_000,
        });
        await expect(page.getByText(screen.text).first(), screen.path).toBeVisible();
        await expect(page.locator('body'), screen.path).not.toContainText('instances:');
      }
      // the grid's pager reads in the language too
      await page.goto('/#/interactive-service');
      await expect(page.getByText(PAGER[locale])).toBeVisible({ timeout: 30_000 });
    });
  }

  test('the management panel, its charts and the terminal have no serious or critical axe violations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, MEMBER);
    // The side menu is the shared layout's (its list items are reported apart from this area's screens).
    const serious = () => seriousViolations(page, { exclude: 'nav', tags: null });
    await page.goto(`/#/management-panel?id=${ACTIONS_INSTANCE}`);
    await expect(page.getByTestId('header-status')).toBeVisible({ timeout: 45_000 });
    expect(await serious()).toEqual([]);
    await page.getByRole('tab', { name: 'Resource monitoring' }).click();
    await expect(page.getByTestId('chart-gpu').getByTestId('chart-summary')).toContainText('latest');
    expect(await serious()).toEqual([]);
    await page.getByRole('tab', { name: 'Access statistics' }).click();
    await expect(page.getByTestId('access-summary')).toBeVisible();
    expect(await serious()).toEqual([]);
    await page.goto(`/#/XTerm?id=${ACTIONS_INSTANCE}`);
    await expect(page.getByTestId('terminal-state')).toHaveAttribute('data-state', 'open', { timeout: 20_000 });
    expect(await serious()).toEqual([]);
  });
});
