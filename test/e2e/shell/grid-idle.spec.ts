// A grid screen left alone stays still: no navigation once its first page is shown. The grid reports back the models
// it was given (sort, page); when such a report navigated to the same address, the navigation re-rendered the screen
// and set off the next report, and #/task-list replaced its address ~15 times a second for as long as it was open
// (every list and log on it slowed to long tasks of 100-600 ms).
import { expect, test } from '@playwright/test';
import { collectPageErrors, DATA_ROW, signIn } from '../support';

/** Screens whose main content is a server-paged grid. */
const GRID_SCREENS = [
  '/dedicated',
  '/gpu',
  '/gpu-group',
  '/dedicated-computing',
  '/resource-ticket',
  '/resource-queue',
  '/assembly-service',
  '/assembly-record',
  '/interactive-service',
  '/non-interactive',
  '/archived-instance',
  '/task-center',
  '/task-list',
  '/gitlab-storage',
  '/br-mirror',
  '/br-dataset',
  '/br-model',
  '/object-storage',
  '/block-storage',
];

/** Pages that watch the screens side by side (the waiting is most of the test's time). */
const PAGES = 5;

test('a grid screen does not navigate while nobody touches it', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.addInitScript(() => {
    const w = window as unknown as { __navigations: string[] };
    w.__navigations = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        w.__navigations.push(`${method} ${String(args[2])}`);
        return original(...args);
      };
    }
  });
  const pages = [page, ...(await Promise.all(Array.from({ length: PAGES - 1 }, () => context.newPage())))];
  // collected from the start, sign-in included
  const errors = pages.map((p) => collectPageErrors(p));
  for (const p of pages) await signIn(p);
  const restless: string[] = [];
  await Promise.all(
    pages.map(async (p, i) => {
      for (const screen of GRID_SCREENS.filter((_, k) => k % PAGES === i)) {
        await p.goto(`/#${screen}`);
        await expect(p.locator(DATA_ROW).first()).toBeVisible({ timeout: 30_000 });
        // a page in the background would not show what its screen does on its own (polling may pause there)
        expect(await p.evaluate(() => document.visibilityState), screen).toBe('visible');
        // the grid's first reports (its view written into the address) are over
        await p.waitForTimeout(800);
        await p.evaluate(() => ((window as unknown as { __navigations: string[] }).__navigations = []));
        await p.waitForTimeout(1500);
        const seen = await p.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations);
        if (seen.length) restless.push(`${screen}: ${seen.length} navigations, e.g. ${seen[0]}`);
      }
    }),
  );
  expect(restless).toEqual([]);
  expect(errors.flat()).toEqual([]);
});
