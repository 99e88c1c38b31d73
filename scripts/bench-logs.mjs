/* global PerformanceObserver, MutationObserver, requestAnimationFrame -- INSTRUMENT runs in the browser */
// The log viewer with 100,000+ lines in Chromium on the built app (issue 24): a task's log of that size is opened in
// its dialog, then scrolled (wheel and far jumps, each jump reading its page) and searched on the server.
//   firstLinesMs   the first lines painted after the first page's answer arrived (budget ≤ 300)
//   longestTaskMs  the longest task (PerformanceObserver "longtask", so 50 ms and more; 0 = none) while scrolling and
//                  searching (budget ≤ 100)
// `runLogViewerBench(page, base)` is what scripts/bench.mjs calls (a page of its browser, the served app's base URL);
// `node scripts/bench-logs.mjs [--port N] [--runs N]` runs it alone: it serves dist/ with the mock (MOCK_SCALE=100, as
// bench.mjs does; build first) and prints the figures.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signInDemo, startBenchMock } from './bench-support.mjs';
import chromiumFinder from './chromium.cjs';
import logViewerPage from './logViewerPage.cjs';

const LINES = 100_000;
export const LOG_BUDGETS = { firstLinesMs: 300, longestTaskMs: 100 };

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};

/** Runs in the page before the app: long tasks, and when the first log line was painted. */
const INSTRUMENT = () => {
  window.__logBench = { firstLine: null, tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__logBench.tasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  const seen = new MutationObserver(() => {
    if (window.__logBench.firstLine === null && document.querySelector('[data-testid="log-line"]')) {
      seen.disconnect();
      // Painted: the frame after the DOM change has been presented.
      requestAnimationFrame(() => setTimeout(() => (window.__logBench.firstLine = performance.now()), 0));
    }
  });
  seen.observe(document, { childList: true, subtree: true });
};

async function api(base, session, op, body) {
  const r = await fetch(`${base}/api/aispace/${op}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: session.token, 'accept-language': 'en' },
    body: JSON.stringify({ ugroupAddr: session.accountAddr, ...body }),
  });
  return r.json();
}

/** A task of the organisation whose log has at least 100,000 lines. */
async function bigTask(base, session) {
  for (let pageNum = 1; pageNum <= 20; pageNum += 1) {
    const list = (await api(base, session, 'aispweb/task/query', { pageNum, pageSize: 50 })).data.list;
    for (const task of list) {
      const page = (await api(base, session, 'aispweb/task_log/lines', { id: task.id, limit: 1 })).data;
      if (page.total >= LINES) return { ...task, lines: page.total };
    }
    if (list.length < 50) break;
  }
  throw new Error(`no task with ${LINES} log lines`);
}

/** Waits until every line in view has been read (no "loading lines" row left) and a frame has passed. */
const settled = (page) =>
  page.waitForFunction(
    () =>
      document.querySelector('[data-testid="log-line"]') !== null &&
      document.querySelector('[data-testid="log-lines"] .lv-pending') === null,
    undefined,
    { timeout: 30_000 },
  );

/** One run: open the log, then scroll and search it. */
async function runOnce(page, base, task) {
  // a fresh document each run: the same address again would be a same-document navigation that leaves the last
  // run's log dialog open over the grid
  await page.goto('about:blank');
  await page.goto(`${base}/#/task-list?q=${encodeURIComponent(task.name)}`);
  await page.getByRole('button', { name: `Logs of ${task.name}` }).click({ timeout: 60_000 });
  await page.waitForFunction(() => window.__logBench.firstLine !== null, undefined, { timeout: 60_000 });
  const firstLinesMs = await page.evaluate(() => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((e) => e.name.endsWith('/task_log/lines'))
      .map((e) => e.responseEnd);
    return window.__logBench.firstLine - answers[0];
  });
  await settled(page);
  await page.waitForTimeout(300);

  // From here on: every long task counts.
  await page.evaluate(() => (window.__logBench.tasks = []));
  const lines = page.getByTestId('log-lines');
  const box = await lines.boundingBox();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  for (let i = 0; i < 40; i += 1) {
    await page.mouse.wheel(0, -1200);
    await page.waitForTimeout(16);
  }
  await settled(page);
  for (const at of [0.5, 0.1, 0.9, 0.33]) {
    await lines.evaluate((el, f) => (el.scrollTop = el.scrollHeight * f), at);
    // rows in view at the new place first (logViewerPage.cjs says why)
    await page.waitForFunction(logViewerPage.rowsInView, await lines.elementHandle(), { timeout: 30_000 });
    await settled(page);
  }
  for (const text of ['out of memory', 'checkpoint']) {
    await page.getByTestId('log-search').fill(text);
    await page.getByTestId('log-search').press('Enter');
    await page.waitForFunction(
      (t) =>
        [...document.querySelectorAll('[data-testid="log-line"]')].some((el) =>
          el.textContent.toLowerCase().includes(t),
        ),
      text,
      { timeout: 30_000 },
    );
    await settled(page);
    for (let i = 0; i < 10; i += 1) {
      await page.mouse.wheel(0, -1200);
      await page.waitForTimeout(16);
    }
    await settled(page);
  }
  await page.waitForTimeout(200);
  const tasks = await page.evaluate(() => window.__logBench.tasks);
  return { firstLinesMs, longestTaskMs: tasks.length ? Math.max(...tasks) : 0 };
}

/**
 * The log viewer's figures on the app served at `base`, in `page` (its own sign-in; English texts):
 * { firstLinesMs, longestTaskMs, lines } as medians over `runs` runs.
 */
export async function runLogViewerBench(
  page,
  base,
  { runs = 3, log = (...a) => console.log('[bench-logs]', ...a) } = {},
) {
  const session = await signInDemo(base);
  const task = await bigTask(base, session);
  log(`task ${task.name} (${task.status}): ${task.lines} log lines`);
  await page.addInitScript(
    (entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { ...session, locale: 'en-US' },
  );
  await page.addInitScript(INSTRUMENT);
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await runOnce(page, base, task));
  log(`runs: ${results.map((r) => `${r.firstLinesMs.toFixed(1)} ms / ${r.longestTaskMs.toFixed(0)} ms`).join(', ')}`);
  return {
    firstLinesMs: median(results.map((r) => r.firstLinesMs)),
    longestTaskMs: median(results.map((r) => r.longestTaskMs)),
    lines: task.lines,
  };
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const argv = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? Number(argv[i + 1]) : fallback;
  };
  const port = flag('port', Number(process.env.BENCH_LOGS_PORT ?? 3403));
  const base = `http://localhost:${port}`;
  const { chromium } = await import('@playwright/test');
  const { ensureChromium, CHROMIUM_ARGS } = chromiumFinder;
  const { stop } = await startBenchMock({ port });
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  let figures;
  try {
    figures = await runLogViewerBench(page, base, { runs: flag('runs', 3) });
  } finally {
    await browser.close();
    stop();
  }
  const rows = [
    [
      'log viewer, 100,000+ lines: first lines painted after the answer (ms)',
      figures.firstLinesMs,
      LOG_BUDGETS.firstLinesMs,
    ],
    ['log viewer: longest task while scrolling and searching (ms)', figures.longestTaskMs, LOG_BUDGETS.longestTaskMs],
  ];
  console.log(
    [
      '',
      '| figure | value | budget | result |',
      '|---|---|---|---|',
      ...rows.map(([f, v, b]) => `| ${f} | ${Math.round(v * 10) / 10} | ≤ ${b} | ${v <= b ? 'pass' : 'FAIL'} |`),
      '',
    ].join('\n'),
  );
  console.log(
    `lines: ${figures.lines}; machine: ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  process.exit(rows.every(([, v, b]) => v <= b) ? 0 : 1);
}
