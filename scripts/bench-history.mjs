/* global requestAnimationFrame, MutationObserver -- INSTRUMENT runs in the browser */
// The history chart of a node (issue 24): the time from the end of its history answer to the chart painted, in
// Chromium on the built app, at #/dedicated?node=node-01 (the node drawer). `runHistoryChartBench(page, base)` is
// used by scripts/bench.mjs with its own server and browser; alone, `node scripts/bench-history.mjs [--port N]
// [--runs N]` serves dist/ with the mock itself (as bench.mjs does) and prints the figure against its 300 ms budget.
import { chromium } from '@playwright/test';
import { signInDemo, startBenchMock } from './bench-support.mjs';
import chromiumFinder from './chromium.cjs';

export const HISTORY_CHART_BUDGET_MS = 300;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** In the page: when the GPU chart's lines were first painted (the frame after they entered the DOM). */
const INSTRUMENT = () => {
  window.__historyBench = { painted: null };
  const check = () => {
    if (window.__historyBench.painted !== null) return;
    const line = document.querySelector('[data-testid="usage-chart-gpu"] svg path[d]');
    if (!line || !line.getAttribute('d')) return;
    window.__historyBench.painted = -1;
    requestAnimationFrame(() => setTimeout(() => (window.__historyBench.painted = performance.now()), 0));
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
};

/**
 * Opens the node drawer `runs` times on `page` (signed in through the mock at `base`) and returns the median time
 * from the end of the history answer to the painted chart, and each run's time.
 */
export async function runHistoryChartBench(page, base, { runs = 5 } = {}) {
  const storage = { ...(await signInDemo(base)), locale: 'en-US' };
  await page.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await page.addInitScript(INSTRUMENT);
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    // a fresh document each run (a hash change alone would keep the last run's page): the drawer, its history call
    // and the chart start from nothing; the browser's cache keeps the content-hashed chunks after the first run
    await page.goto('about:blank');
    await page.goto(`${base}/#/dedicated?node=node-01&run=${run}`);
    await page.waitForFunction(() => (window.__historyBench?.painted ?? 0) > 0, null, { timeout: 60_000 });
    const { painted, ends } = await page.evaluate(() => ({
      painted: window.__historyBench.painted,
      ends: performance
        .getEntriesByType('resource')
        .filter((e) => e.name.endsWith('/usage/history'))
        .map((e) => e.responseEnd),
    }));
    if (!ends.length) throw new Error('no history answer was seen');
    times.push(painted - ends[ends.length - 1]);
  }
  const paintMs = Math.round(median(times) * 10) / 10;
  return { paintMs, runs: times.map((t) => Math.round(t * 10) / 10) };
}

// Alone: serve dist/ with the mock, measure, print, exit 1 over budget.
if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const port = Number(flag('port', process.env.BENCH_PORT ?? 3411));
  const runs = Number(flag('runs', 5));
  const base = `http://localhost:${port}`;
  const { stop } = await startBenchMock({ port });
  process.on('SIGINT', () => process.exit(130));
  const { ensureChromium, CHROMIUM_ARGS } = chromiumFinder;
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  const result = await runHistoryChartBench(page, base, { runs });
  await browser.close();
  stop();
  const pass = result.paintMs <= HISTORY_CHART_BUDGET_MS;
  console.log(
    `[bench] node history chart painted after its answer: ${result.paintMs} ms (runs ${result.runs.join(', ')}), ` +
      `budget ≤ ${HISTORY_CHART_BUDGET_MS}: ${pass ? 'pass' : 'FAIL'}`,
  );
  process.exit(pass ? 0 : 1);
}
