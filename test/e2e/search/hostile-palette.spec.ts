// The command palette against the hostile mock (MOCK_HOSTILE=1, the `hostile` project): members' nicknames carry
// injections, long unbroken strings, RTL and emoji text; the palette lists them as text, runs none of them
// (`window.__xss` stays unset, no element is made from a payload), never scrolls sideways and throws no page error.
import { expect, test } from '@playwright/test';
import { collectPageErrors, seedStorage, sessionFor } from '../support';

test('members with hostile nicknames are listed as text', async ({ page }) => {
  const errors = collectPageErrors(page);
  await seedStorage(page, { ...(await sessionFor(page.request)), locale: 'en-US' });
  await page.goto('/#/portal');
  await expect(page.getByTestId('palette-button')).toBeVisible({ timeout: 45_000 });
  await page.keyboard.press('Control+k');
  await page.getByTestId('palette-input').fill('aispace.dev');
  const members = page.getByRole('option', { name: /Member · / });
  await expect(members.first()).toBeVisible();
  expect(await members.count()).toBeGreaterThan(1);

  const shown = await page.getByRole('listbox').innerText();
  // some nickname's payload is on screen, as text
  expect(shown).toMatch(/<img src=x onerror=|"><script>window\.__xss|<svg onload=|LONGWWWW|مرحبا|🚀/);
  const findings = await page.evaluate(() => {
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    return {
      xss: (window as unknown as { __xss?: unknown }).__xss,
      made: document.querySelectorAll('[role="dialog"] img, [role="dialog"] script, [role="dialog"] svg[onload]')
        .length,
      sideways: dialog.scrollWidth > dialog.clientWidth + 1 || document.documentElement.scrollWidth > innerWidth,
    };
  });
  expect(findings).toEqual({ xss: undefined, made: 0, sideways: false });
  expect(errors).toEqual([]);
});
