// The one log viewer at volume (issue 24) on the built app and the mock: a task log of 100,000+ lines opens on its
// tail, scrolls (wheel and far jumps) and is searched on the server with no long task over 200 ms; it jumps to the
// first error, downloads the whole log as .log.gz (the same lines), keeps a failed task's log readable, scrolls long
// lines sideways or wraps them within the view (each row below the one before), and is axe-clean in en-US and ja-JP.
import fs from 'node:fs';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { rowsInView } from '../../../scripts/logViewerPage.cjs';
import { collectPageErrors, seriousViolations, sessionFor, seedStorage, type Locale } from '../support';

const LINES = 100_000;

interface Found {
  id: string;
  name: string;
  status: string;
  lines: number;
}

/** Tasks of the demo organisation with their log sizes (the first 100). */
async function tasksWithLogs(page: Page, session: Record<string, string>): Promise<Found[]> {
  const call = async (op: string, body: Record<string, unknown>) =>
    (
      await (
        await page.request.post(`/api/aispace/${op}`, {
          data: { ugroupAddr: session.accountAddr, ...body },
          headers: { authorization: session.token, 'accept-language': 'en' },
        })
      ).json()
    ).data;
  const list = (await call('aispweb/task/query', { pageNum: 1, pageSize: 100 })).list as Found[];
  const found: Found[] = [];
  for (const task of list) {
    const total = (await call('aispweb/task_log/lines', { id: task.id, limit: 1 })).total as number;
    found.push({ id: task.id, name: task.name, status: task.status, lines: total });
  }
  return found;
}

/** Long tasks in the page (PerformanceObserver "longtask"), recorded from the start. */
const watchLongTasks = (page: Page) =>
  page.addInitScript(() => {
    (window as unknown as { __long: number[] }).__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) (window as unknown as { __long: number[] }).__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
const longTasks = (page: Page) => page.evaluate(() => (window as unknown as { __long: number[] }).__long);
const resetLongTasks = (page: Page) => page.evaluate(() => ((window as unknown as { __long: number[] }).__long = []));

/** Every line in view has been read (no "loading lines" row left). */
async function settled(page: Page) {
  await expect(page.getByTestId('log-line').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[data-testid="log-lines"] .lv-pending')).toHaveCount(0, { timeout: 20_000 });
}

async function openLog(page: Page, task: Found, label: string) {
  await page.goto(`/#/task-list?q=${encodeURIComponent(task.name)}`);
  await page.getByRole('button', { name: label }).click({ timeout: 30_000 });
  await settled(page);
  return page.getByTestId('task-logs-dialog');
}

test.describe('log viewer', () => {
  let session: Record<string, string>;
  let big: Found;
  let failed: Found | undefined;

  test.beforeEach(async ({ page }) => {
    session = await sessionFor(page.request);
    if (!big) {
      const tasks = await tasksWithLogs(page, session);
      big = tasks.filter((t) => t.lines >= LINES).sort((a, b) => a.lines - b.lines)[0];
      failed = tasks.find((t) => t.status === 'failed' && t.lines > 0);
    }
    expect(big, `a task with ${LINES}+ log lines`).toBeDefined();
  });

  // @timing: runs alone, after every other test (playwright.config.ts), so the long tasks measured are the console's
  test('100,000+ lines scroll and are searched with no long task over 200 ms; first error; download @timing', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    await seedStorage(page, { ...session, locale: 'en-US' });
    await watchLongTasks(page);
    const logs = await openLog(page, big, `Logs of ${big.name}`);
    await expect(logs.getByTestId('log-count')).toContainText(`${big.lines.toLocaleString('en-US')} lines`);
    // The tail first: the last line of the log is in view; only the lines in view are in the page.
    const numbers = () =>
      logs.getByTestId('log-line').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-n'))));
    expect(Math.max(...(await numbers()))).toBeGreaterThanOrEqual(big.lines);
    expect((await numbers()).length).toBeLessThan(200);

    await page.waitForTimeout(300);
    await resetLongTasks(page);
    const lines = logs.getByTestId('log-lines');
    const box = (await lines.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 40; i += 1) {
      await page.mouse.wheel(0, -1500);
      await page.waitForTimeout(16);
    }
    await settled(page);
    await expect(logs.getByTestId('log-latest')).toBeVisible();
    for (const at of [0.5, 0.05, 0.8]) {
      await lines.evaluate((el, f) => (el.scrollTop = el.scrollHeight * f), at);
      // Rows are in view at the new place (read or still loading) before "every line in view is read" means it.
      await expect.poll(() => lines.evaluate(rowsInView)).toBe(true);
      await settled(page);
    }
    const middle = await numbers();
    expect(Math.min(...middle)).toBeGreaterThan(big.lines * 0.7);
    expect(Math.max(...middle)).toBeLessThan(big.lines * 0.9);

    // Search on the server: every line shown holds the text, the count says how many of all match.
    const search = logs.getByTestId('log-search');
    await search.fill('out of memory');
    await search.press('Enter');
    await expect(logs.getByTestId('log-count')).toContainText(`of ${big.lines.toLocaleString('en-US')} lines match`);
    await settled(page);
    for (const text of await logs.getByTestId('log-line').allInnerTexts())
      expect(text.toLowerCase()).toContain('out of memory');
    const longest = Math.max(0, ...(await longTasks(page)));
    // Soft: a long task fails the test, and the checks below still run and report.
    expect.soft(longest, 'longest task while scrolling and searching (ms)').toBeLessThan(200);

    // No line matches: said so, and the filters clear.
    await search.fill('no line says this');
    await search.press('Enter');
    await expect(logs.getByTestId('log-empty')).toHaveText('No lines match');
    await logs.getByRole('button', { name: 'Clear filters' }).click();
    await settled(page);

    // Level: errors only.
    await logs.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'ERROR' }).click();
    await settled(page);
    for (const level of await logs
      .getByTestId('log-line')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-level'))))
      expect(level).toBe('error');
    await logs.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'All levels' }).click();
    await settled(page);

    // The first error: in view, marked, an error line.
    await logs.getByTestId('log-first-error').click();
    const marked = logs.locator('[data-testid="log-line"].lv-marked');
    await expect(marked).toBeVisible();
    await expect(marked).toHaveAttribute('data-level', 'error');
    await expect(logs.getByTestId('log-latest')).toBeVisible();
    await logs.getByTestId('log-latest').click();
    // the viewer renders the tail after the scroll event: until then the first error's rows, all read, are settled
    await expect.poll(async () => Math.max(...(await numbers()))).toBeGreaterThanOrEqual(big.lines);
    await settled(page);

    // The whole log, compressed: a .log.gz that decompresses to every line.
    const download = page.waitForEvent('download');
    await logs.getByTestId('log-download').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.log\.gz$/);
    const text = zlib.gunzipSync(fs.readFileSync((await file.path())!)).toString('utf8');
    const all = text.split('\n').filter(Boolean);
    expect(all.length).toBeGreaterThanOrEqual(big.lines);
    expect(all[0]).toMatch(/^\d{4}-\d\d-\d\dT[\d:.]+Z (DEBUG|INFO|WARN|ERROR) \[main\] /);
    expect(text).not.toContain('\u001b');

    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  test("a failed task's log stays readable and ends with the failure", async ({ page }) => {
    expect(failed, 'a failed task of the organisation').toBeDefined();
    await seedStorage(page, { ...session, locale: 'en-US' });
    const logs = await openLog(page, failed!, `Logs of ${failed!.name}`);
    await expect(logs.getByTestId('log-follow-state')).toHaveText('Ended: no more lines will come');
    await expect(logs.getByTestId('log-line').last()).toContainText('Process exited with code 1');
    await expect(logs.getByTestId('log-line').last()).toHaveAttribute('data-level', 'error');
  });

  test('long lines scroll sideways, or wrap within the view when asked, each row below the one before', async ({
    page,
  }) => {
    expect(failed, 'a failed task of the organisation').toBeDefined();
    await page.setViewportSize({ width: 640, height: 860 });
    await seedStorage(page, { ...session, locale: 'en-US' });
    const logs = await openLog(page, failed!, `Logs of ${failed!.name}`);
    const layout = () =>
      logs.getByTestId('log-lines').evaluate((el) => {
        const rows = [...el.querySelectorAll('[data-testid="log-line"]')].map((r) => r.getBoundingClientRect());
        return {
          sideways: el.scrollWidth > el.clientWidth,
          tallest: Math.max(...rows.map((r) => Math.round(r.height))),
          stacked: rows.every((r, i) => i === 0 || r.top >= rows[i - 1].bottom - 1),
        };
      });
    // the traceback's lines are longer than the view: one line each, the view scrolls sideways
    expect(await layout()).toEqual({ sideways: true, tallest: 20, stacked: true });
    await logs.getByLabel('Wrap lines').check();
    await expect.poll(layout).toMatchObject({ sideways: false, stacked: true });
    expect((await layout()).tallest).toBeGreaterThanOrEqual(40);
  });

  for (const [locale, label, texts] of [
    ['en-US', 'Logs of', ['Search', 'Wrap lines', 'Jump to first error', 'Download (.log.gz)']],
    ['ja-JP', 'のログ', ['検索', '行を折り返す', '最初のエラーへ移動', 'ダウンロード（.log.gz）']],
  ] as [Locale, string, string[]][]) {
    test(`the viewer in ${locale}, axe-clean`, async ({ page }) => {
      await seedStorage(page, { ...session, locale });
      await page.goto(`/#/task-list?q=${encodeURIComponent(big.name)}`);
      await page
        .getByRole('button', { name: new RegExp(label) })
        .first()
        .click({ timeout: 30_000 });
      await settled(page);
      const logs = page.getByTestId('task-logs-dialog');
      for (const text of texts) await expect(logs.getByText(text, { exact: true }).first()).toBeVisible();
      await expect(logs.getByTestId('log-count')).toContainText(locale === 'ja-JP' ? '行' : 'lines');
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });
  }
});
