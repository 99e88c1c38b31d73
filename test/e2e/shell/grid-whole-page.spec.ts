// A short page is drawn whole: at 10 rows every column of #/gpu is rendered (the virtualiser's bookkeeping on every
// render cost more than the columns it left out); a 50-row page stays virtualised, drawing only the columns in view.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, DATA_ROW, signIn } from '../support';

async function renderedColumns(page: Page, pageSize: number) {
  await page.goto(`/#/gpu?pageSize=${pageSize}`);
  await expect(page.locator(DATA_ROW).first()).toBeVisible({ timeout: 30_000 });
  return page.evaluate(
    (row) => ({
      all: Number(document.querySelector('[role="grid"]')?.getAttribute('aria-colcount')),
      drawn: document.querySelector(row)?.querySelectorAll('[role="gridcell"]').length ?? 0,
    }),
    DATA_ROW,
  );
}

test('a 10-row page draws every column, a 50-row page only those in view', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1366, height: 860 });
  await signIn(page);
  const short = await renderedColumns(page, 10);
  expect(short.all).toBeGreaterThan(10);
  expect(short.drawn).toBe(short.all);
  const long = await renderedColumns(page, 50);
  expect(long.all).toBe(short.all);
  expect(long.drawn).toBeLessThan(long.all);
  expect(errors).toEqual([]);
});
