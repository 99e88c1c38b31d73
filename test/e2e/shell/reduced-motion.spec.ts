// Less motion on request (prefers-reduced-motion: reduce, src/index.html): a menu opens without its transition and a
// press draws no ripple; without the request both move as MUI makes them.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support';

/** The open language menu's transition (the computed duration of its paper) and the ripple's display on a press. */
async function motionOf(page: Page): Promise<{ menu: string; ripple: string }> {
  await signIn(page);
  await page.goto('/#/portal');
  const switcher = page.getByTestId('language-switcher');
  await switcher.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const duration = await page
    .locator('.MuiPopover-paper')
    .evaluate((el) => getComputedStyle(el).transitionDuration.split(',')[0].trim());
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  const ripple = await switcher.locator('.MuiTouchRipple-root').evaluate((el) => getComputedStyle(el).display);
  return { menu: duration, ripple };
}

test('with reduced motion asked for, a menu opens without its transition and a press draws no ripple', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await motionOf(page)).toEqual({ menu: '0s', ripple: 'none' });
});

test('without it, the menu has its transition and the ripple is there', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const { menu, ripple } = await motionOf(page);
  expect(menu).not.toBe('0s');
  expect(ripple).not.toBe('none');
});
