/* global requestAnimationFrame, MutationObserver -- parts run in the browser */
// Grid figures of `npm run bench`, measured in Chromium on the built app against a running mock:
//   - gridTimings: the first page painted after its list answer, a page change and a sort change repainted after
//     theirs (the answer's responseEnd → the frame that shows the new rows);
//   - heapGrowth: JS heap growth over round trips between two grid routes;
//   - autoRefreshHeap: JS heap growth while #/gpu refreshes itself every 2 s (the page's own polling, its clock run
//     forward by Playwright so 600 refreshes take a minute or two, not 20).
// scripts/bench.mjs runs them at MOCK_SCALE=100, and the grid timings again at MOCK_SCALE=1000 (bench-mock.mjs).

import { DATA_ROW } from './bench-support.mjs';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** Records, in the page, when grid rows were painted (a frame after each change of the first row or the row count). */
const INSTRUMENT = () => {
  window.__bench = { painted: [] };
  const grid = () =>
    document.querySelector('[data-testid$="-grid"] .MuiDataGrid-virtualScrollerRenderZone') ??
    document.querySelector('.MuiDataGrid-virtualScrollerRenderZone');
  let last = '';
  const check = () => {
    const zone = grid();
    const first = zone?.querySelector('.MuiDataGrid-row');
    const key = first ? `${first.getAttribute('data-id')}|${zone.children.length}` : '';
    if (key && key !== last) {
      last = key;
      // Painted: the frame after the DOM change has been presented.
      requestAnimationFrame(() => setTimeout(() => window.__bench.painted.push(performance.now()), 0));
    }
  };
  new MutationObserver(check).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['data-id'],
  });
};

async function listEnds(page, suffix) {
  return page.evaluate(
    (s) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith(s))
        .map((e) => e.responseEnd),
    suffix,
  );
}

async function signedInContext(browser, storage, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 }, ...options });
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  return context;
}

/** Waits for the grid's first row to change from `firstId`, then for the paint after it; ms from answer to paint. */
async function repaintAfter(page, firstId, paintsBefore) {
  await page.waitForFunction(
    ([id, row]) => document.querySelector(row)?.getAttribute('data-id') !== id,
    [firstId, DATA_ROW],
    { timeout: 60_000 },
  );
  await page.waitForFunction((n) => window.__bench.painted.length > n, paintsBefore);
  const ends = await listEnds(page, '/instance/query');
  const painted = await page.evaluate(() => window.__bench.painted);
  return painted[painted.length - 1] - ends[ends.length - 1];
}

/**
 * #/interactive-service: the first page painted after its answer, the next page and a sort change (by name)
 * repainted after theirs; medians of `runs` fresh contexts.
 */
export async function gridTimings(browser, base, storage, { runs = 5 } = {}) {
  const firstPaint = [];
  const repaint = [];
  const sortRepaint = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await signedInContext(browser, storage);
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    await page.goto(`${base}/#/interactive-service`);
    await page.locator(DATA_ROW).first().waitFor({ timeout: 120_000 });
    await page.waitForFunction(() => window.__bench.painted.length > 0);
    const ends = await listEnds(page, '/instance/query');
    const painted = await page.evaluate(() => window.__bench.painted);
    firstPaint.push(painted[0] - ends[ends.length - 1]);

    // Next page: the answer's end → the new rows painted.
    let firstId = await page.locator(DATA_ROW).first().getAttribute('data-id');
    let before = (await page.evaluate(() => window.__bench.painted)).length;
    await page.getByRole('button', { name: 'Go to next page' }).click();
    repaint.push(await repaintAfter(page, firstId, before));

    // Sort change: a click on the Name column header sorts by name (page 1 again).
    firstId = await page.locator(DATA_ROW).first().getAttribute('data-id');
    before = (await page.evaluate(() => window.__bench.painted)).length;
    await page.locator('.MuiDataGrid-columnHeader[data-field="name"] .MuiDataGrid-columnHeaderTitleContainer').click();
    sortRepaint.push(await repaintAfter(page, firstId, before));
    await context.close();
  }
  return { firstPaint: median(firstPaint), repaint: median(repaint), sortRepaint: median(sortRepaint) };
}

async function heapMeter(context, page) {
  const cdp = await context.newCDPSession(page);
  return async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };
}

/** JS heap growth (MB) over `trips` round trips #/gpu ↔ #/interactive-service, after 5 to warm up. */
export async function heapGrowth(browser, base, storage, { trips = 100 } = {}) {
  const context = await signedInContext(browser, storage);
  const page = await context.newPage();
  const used = await heapMeter(context, page);
  const visit = async (hash) => {
    await page.evaluate((h) => (window.location.hash = h), hash);
    await page.waitForFunction(
      ([h, row]) => window.location.hash === h && !!document.querySelector(row),
      [hash, DATA_ROW],
      { timeout: 60_000 },
    );
  };
  await page.goto(`${base}/#/interactive-service`);
  await page.locator(DATA_ROW).first().waitFor({ timeout: 60_000 });
  // Warm up: every chunk loaded and cached once before the baseline.
  for (let i = 0; i < 5; i += 1) {
    await visit('#/gpu');
    await visit('#/interactive-service');
  }
  const start = await used();
  for (let i = 0; i < trips; i += 1) {
    await visit('#/gpu');
    await visit('#/interactive-service');
  }
  const end = await used();
  await context.close();
  return (end - start) / 2 ** 20;
}

/**
 * JS heap growth (MB) on #/gpu?refresh=2 over `refreshes` of its own polls (after 20 to warm up). The page's clock
 * is Playwright's: each step runs it 2 s forward, which fires the poll, and waits for the answer and a frame.
 */
export async function autoRefreshHeap(browser, base, storage, { refreshes = 600 } = {}) {
  const context = await signedInContext(browser, storage);
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`${base}/#/gpu?refresh=2`);
  await page.locator(DATA_ROW).first().waitFor({ timeout: 60_000 });
  const used = await heapMeter(context, page);
  const refresh = async () => {
    const answered = page.waitForResponse((r) => r.url().endsWith('/gpu/query'), { timeout: 30_000 });
    await page.clock.runFor(2000);
    await answered;
    // the answer handled and rendered
    await page.clock.runFor(50);
  };
  for (let i = 0; i < 20; i += 1) await refresh();
  const start = await used();
  for (let i = 0; i < refreshes; i += 1) await refresh();
  const end = await used();
  const rows = await page.locator(DATA_ROW).count();
  await context.close();
  if (!rows) throw new Error('#/gpu showed no rows after its refreshes');
  return (end - start) / 2 ** 20;
}
