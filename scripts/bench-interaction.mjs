/* global PerformanceObserver, requestAnimationFrame -- the page functions run in the browser */
// Issue 26's browser figures, a step of `npm run bench` that also runs alone:
//   - first-3s: the JavaScript #/login fetches in its first 3 s (idle-time chunks included), gzip level 9 of the
//     dist files the browser asked for, as the size figures count them;
//   - lighthouse-mobile: Lighthouse performance of #/interactive-service signed in, default mobile throttling;
//   - inp: interaction to next paint at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate 4), read from the
//     browser's Event Timing entries (PerformanceObserver 'event', durationThreshold 16): typing in a grid's search
//     box, opening a row's action menu, opening a form dialog, switching the language; median of 5 each.
// Alone it serves dist/ (build first) with the mock at MOCK_SCALE=100, as the bench does:
//   node scripts/bench-interaction.mjs [--only first-3s,lighthouse-mobile,inp] [--runs N] [--port N]
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { DATA_ROW, signInDemo, startBenchMock } from './bench-support.mjs';
import chromiumFinder from './chromium.cjs';

const { ensureChromium, CHROMIUM_ARGS } = chromiumFinder;
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
export const PIECES = ['first-3s', 'lighthouse-mobile', 'inp'];
const INP_RUNS = 5;
const CPU_SLOWDOWN = 4;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
const log = (...a) => console.log('[bench:interaction]', ...a);
const gzipKb = (files) =>
  files.reduce((s, f) => s + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;

/** The JavaScript files of dist/ a fresh #/login asks for in its first `ms` milliseconds, and their gzip size. */
async function firstSecondsOfSignIn(browser, base, ms = 3000) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.waitForFunction((t) => performance.now() >= t, ms, { polling: 50, timeout: ms + 30_000 });
  const names = await page.evaluate(
    (t) =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.startTime <= t && /\.js(\?|$)/.test(e.name))
        .map((e) => new URL(e.name).pathname),
    ms,
  );
  await context.close();
  const files = [...new Set(names.map((n) => n.replace(/^\//, '')))];
  return { kb: gzipKb(files), files };
}

/** Lighthouse's performance score of a URL with a profile holding a signed-in session (mobile by default). */
function lighthouse(url, { executablePath, userDataDir, desktop = false }) {
  const out = path.join(os.tmpdir(), `lh-${process.pid}-${Date.now()}.json`);
  const flags = ['--headless=new', ...CHROMIUM_ARGS, `--user-data-dir=${userDataDir}`];
  const args = [
    url,
    '--only-categories=performance',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--chrome-flags=${flags.join(' ')}`,
    '--disable-storage-reset',
    ...(desktop ? ['--preset=desktop'] : []),
  ];
  const run = spawnSync('node_modules/.bin/lighthouse', args, {
    cwd: root,
    env: { ...process.env, CHROME_PATH: executablePath, NODE_OPTIONS: '' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lighthouse failed on ${url}: ${run.stderr?.slice(-500)}`);
  const report = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(out, { force: true });
  const audit = (id) => report.audits[id]?.numericValue;
  return {
    score: report.categories.performance.score * 100,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
}

async function signedInProfile(base, executablePath, storage) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath, args: CHROMIUM_ARGS, headless: true });
  const page = await context.newPage();
  await page.goto(`${base}/#/login`);
  await page.evaluate((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await context.close();
  return dir;
}

/** In the page: every Event Timing entry of an interaction (16 ms and longer), as web-vitals collects them. */
const OBSERVE_EVENTS = () => {
  window.__events = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) {
        window.__events.push({
          id: e.interactionId,
          name: e.name,
          duration: e.duration,
          // Where the time went: waiting for the main thread, the handlers, then rendering up to the paint.
          inputDelay: Math.round(e.processingStart - e.startTime),
          processing: Math.round(e.processingEnd - e.processingStart),
          presentation: Math.round(e.startTime + e.duration - e.processingEnd),
        });
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Two frames and a task: the entries of what was just painted have been delivered to the observer. */
const settle = (page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))),
  );

/**
 * Runs `act` and returns its interaction to next paint: the longest Event Timing entry of the interactions it
 * caused (one click or key press may be several events). An interaction shorter than 16 ms has no entry: it counts
 * as 16 ms (an upper bound).
 */
async function interaction(page, act) {
  await settle(page);
  const from = await page.evaluate(() => window.__events.length);
  await act();
  await settle(page);
  await page.waitForTimeout(150);
  const entries = await page.evaluate((n) => window.__events.slice(n), from);
  const worst = entries.reduce((w, e) => (!w || e.duration > w.duration ? e : w), null);
  return { value: worst ? Math.max(16, worst.duration) : 16, worst };
}

async function signedInPage(browser, base, storage, hash) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript((entries) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  await context.addInitScript(OBSERVE_EVENTS);
  const page = await context.newPage();
  await page.goto(`${base}/${hash}`);
  await page.locator(DATA_ROW).first().waitFor({ timeout: 60_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, context };
}

/** The four interactions, each measured INP_RUNS times at 4× CPU slowdown; medians and every run, in ms. */
async function interactionsAtSlowCpu(browser, base, storage) {
  const runs = { search: [], actionMenu: [], formDialog: [], language: [] };
  const worst = { search: [], actionMenu: [], formDialog: [], language: [] };
  const record = (key, measured) => {
    runs[key].push(measured.value);
    worst[key].push(measured.worst);
  };

  // Typing in a grid's search box (#/interactive-service): one key press per run, the box cleared in between.
  {
    const { page, context } = await signedInPage(browser, base, storage, '#/interactive-service');
    const box = page.getByRole('searchbox', { name: 'Search name or ID' });
    await box.click();
    for (let i = 0; i < INP_RUNS; i += 1) {
      record('search', await interaction(page, () => page.keyboard.press(String.fromCharCode(97 + i))));
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(600);
    }
    // A row's action menu, on the same grid: opened, then closed with Escape.
    const menuButtons = page.locator('[data-testid="instance-actions"]');
    for (let i = 0; i < INP_RUNS; i += 1) {
      const button = menuButtons.nth(i % Math.max(1, await menuButtons.count()));
      record(
        'actionMenu',
        await interaction(page, async () => {
          await button.click();
          await page.getByRole('menu').waitFor();
        }),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }
    // Switching the language: the top bar's menu opened (not measured), a language chosen (measured).
    const languages = ['zh-CN', 'en-US'];
    for (let i = 0; i < INP_RUNS; i += 1) {
      await page.getByTestId('language-switcher').click();
      const item = page.locator(`[role="menuitem"][lang="${languages[i % 2]}"]`);
      record('language', await interaction(page, () => item.click()));
      await page.getByRole('menu').waitFor({ state: 'detached' });
      await page.waitForTimeout(500);
    }
    await context.close();
  }

  // Opening a form dialog (#/gpu: a GPU's overcommit settings), closed with Escape between runs.
  {
    const { page, context } = await signedInPage(browser, base, storage, '#/gpu');
    const buttons = page.locator('button[aria-label^="Overcommit settings of "]');
    await buttons.first().waitFor({ timeout: 60_000 });
    for (let i = 0; i < INP_RUNS; i += 1) {
      record(
        'formDialog',
        await interaction(page, async () => {
          await buttons.nth(i % Math.max(1, await buttons.count())).click();
          await page.getByRole('dialog').waitFor();
        }),
      );
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await context.close();
  }
  return {
    runs,
    worst,
    medians: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, median(v)])),
  };
}

/**
 * The pieces asked for (all by default) against a running server at `base`; `storage` is the localStorage of a
 * signed-in session. Returns the bench's figures and the details.
 */
export async function runInteractionBench({ base, executablePath, storage, runs = 3, only = PIECES }) {
  const figures = [];
  const details = {};
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    if (only.includes('first-3s')) {
      log('JavaScript #/login fetches in its first 3 s');
      const first = await firstSecondsOfSignIn(browser, base);
      details.firstThreeSeconds = first;
      figures.push({
        figure: 'all JavaScript the sign-in page fetches in its first 3 s, idle-time chunks included (gzip KB)',
        value: first.kb,
        budget: 225,
        better: 'lower',
      });
    }
    if (only.includes('inp')) {
      log(`interaction to next paint at ${CPU_SLOWDOWN}× CPU slowdown, median of ${INP_RUNS}`);
      const inp = await interactionsAtSlowCpu(browser, base, storage);
      details.inp = inp;
      const names = {
        search: "typing in a grid's search box",
        actionMenu: "opening a row's action menu",
        formDialog: 'opening a form dialog',
        language: 'switching language',
      };
      for (const [key, label] of Object.entries(names)) {
        figures.push({
          figure: `interaction to next paint, ${CPU_SLOWDOWN}× CPU slowdown: ${label} (ms)`,
          value: inp.medians[key],
          budget: 100,
          better: 'lower',
        });
      }
    }
  } finally {
    await browser.close();
  }
  if (only.includes('lighthouse-mobile')) {
    log(`Lighthouse #/interactive-service (mobile, signed in), median of ${runs}`);
    const profile = await signedInProfile(base, executablePath, storage);
    try {
      const results = Array.from({ length: runs }, () =>
        lighthouse(`${base}/#/interactive-service`, { executablePath, userDataDir: profile }),
      );
      details.lighthouseMobile = results;
      figures.push({
        figure: 'Lighthouse performance #/interactive-service (signed in), mobile (default throttling)',
        value: median(results.map((r) => r.score)),
        budget: 90,
        better: 'higher',
      });
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  }
  return { figures, details };
}

// Alone: serve dist/ with the mock, sign in, run the pieces, print the figures.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const argv = process.argv.slice(2);
  const flag = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const only = flag('only', PIECES.join(',')).split(',');
  const unknown = only.filter((p) => !PIECES.includes(p));
  if (unknown.length) {
    console.error(`unknown piece(s): ${unknown.join(', ')} (pieces: ${PIECES.join(', ')})`);
    process.exit(2);
  }
  const port = Number(flag('port', process.env.BENCH_PORT ?? 3405));
  const base = `http://localhost:${port}`;
  const executablePath = ensureChromium();
  const { stop } = await startBenchMock({ port });
  process.on('SIGINT', () => process.exit(130));
  const storage = { ...(await signInDemo(base)), locale: 'en-US' };
  const { figures, details } = await runInteractionBench({
    base,
    executablePath,
    storage,
    runs: Number(flag('runs', 3)),
    only,
  });
  console.log(JSON.stringify(details, null, 2));
  for (const f of figures) {
    const pass = f.better === 'lower' ? f.value <= f.budget : f.value >= f.budget;
    console.log(
      `${f.figure}: ${Math.round(f.value * 10) / 10} (${f.better === 'lower' ? '≤' : '≥'} ${f.budget}) ${pass ? 'pass' : 'FAIL'}`,
    );
  }
  stop();
  process.exit(figures.every((f) => (f.better === 'lower' ? f.value <= f.budget : f.value >= f.budget)) ? 0 : 1);
}
