// Accessibility (issue 12): axe (WCAG 2 A/AA) on every route of docs/product-rules.md#routes-and-guards, signed in and signed out, in zh-CN,
// en-US and ja-JP, with zero serious or critical violations; and the console used by keyboard alone (sign-in,
// invitation, side menu, grid, dialog, tabs).
import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/locales/en-US/common.json';
import ja from '../../src/i18n/locales/ja-JP/common.json';
import zh from '../../src/i18n/locales/zh-CN/common.json';
import { ROUTE_TABLE } from './routeTable';
import { INVITATION_CODE } from './sessionSupport';
import { gridRows, LOCALES, seedStorage, seriousViolations, sessionFor, type Locale } from './support';

const SIGNED_OUT = ['/', '/login', `/invite-login?code=${INVITATION_CODE}`];

/**
 * Lets a screen settle: its h1, no loading overlay, no pending progress bar (polling screens never go network-idle).
 * A spinner inside a grid row is a row's status (a request being allocated, a task running), not the screen loading.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  await expect(
    page.locator(
      '.MuiDataGrid-overlay .MuiLinearProgress-root, [role="progressbar"]:not([aria-valuenow]):not(.MuiDataGrid-row *)',
    ),
  )
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => undefined);
}

/** The settled screen's serious and critical WCAG violations, each named with where it was found. */
async function violationsAt(page: Page, where: string): Promise<string[]> {
  return (await seriousViolations(page, { still: true })).map((v) => `${where}: ${v}`);
}

async function open(page: Page, path: string): Promise<void> {
  // The old page's heading is marked, so settling waits for the new page's own heading.
  await page.evaluate((hash) => {
    document.querySelectorAll('h1').forEach((h) => h.setAttribute('data-left', '1'));
    window.location.hash = hash;
  }, `#${path}`);
  await expect(page.locator('h1:not([data-left])').first()).toBeVisible({ timeout: 30_000 });
  await settle(page);
}

/** The routes in groups, so each test stays short and the groups run on parallel workers. */
test.describe.configure({ mode: 'parallel' });
const GROUP_SIZE = 13;
const ROUTE_GROUPS = Array.from({ length: Math.ceil(ROUTE_TABLE.length / GROUP_SIZE) }, (_, i) =>
  ROUTE_TABLE.slice(i * GROUP_SIZE, (i + 1) * GROUP_SIZE),
);

/** Switches the console's language with the top bar's menu (on /portal when the current screen has no top bar). */
async function switchTo(page: Page, locale: Locale): Promise<void> {
  const switcher = page.getByTestId('language-switcher');
  if (!(await switcher.isVisible())) await open(page, '/portal');
  await switcher.click();
  await page.locator(`[role="menuitem"][lang="${locale}"]`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  // the console re-renders in a transition, committed at once: the switcher's own name is in the new language then
  await expect(switcher).toHaveAccessibleName(LANGUAGE_LABEL[locale]);
}

/** The language switcher's name in each language (common:layout.language, read from the console's texts). */
const LANGUAGE_LABEL: Record<Locale, string> = {
  'zh-CN': zh.layout.language,
  'en-US': en.layout.language,
  'ja-JP': ja.layout.language,
};

// Each group of routes is checked in the three languages in one page: the first language by a fresh load in it (the
// groups start in different languages, so each language is loaded fresh), the other two by the language menu.
ROUTE_GROUPS.forEach((group, index) => {
  const locales = LOCALES.map((_, k) => LOCALES[(index + k) % LOCALES.length]);
  test(`routes ${index + 1}/${ROUTE_GROUPS.length} signed in have no serious or critical violation (${locales.join(', ')})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await seedStorage(page, { ...(await sessionFor(request)), locale: locales[0] });
    await page.goto('/#/portal');
    await settle(page);
    const found: string[] = [];
    for (const locale of locales) {
      if (locale !== locales[0]) await switchTo(page, locale);
      for (const route of group) {
        await open(page, route.path);
        found.push(...(await violationsAt(page, `${route.path} (${locale})`)));
      }
    }
    expect(found).toEqual([]);
  });
});

for (const locale of LOCALES) {
  test(`the signed-out routes have no serious or critical violation (${locale})`, async ({ page }) => {
    await seedStorage(page, { locale });
    const found: string[] = [];
    for (const path of SIGNED_OUT) {
      await page.goto(`/#${path}`);
      await settle(page);
      found.push(...(await violationsAt(page, path)));
    }
    expect(found).toEqual([]);
  });
}

test('the check itself: a WCAG failure in scope is reported with its rule and impact, one out of scope is not', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title></head><body><main><h1>Check</h1>' +
      '<div id="bad"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="></div>' +
      '<div id="faint"><p style="color:#bbb;background:#fff">Faint</p></div>' +
      '<div id="good"><p>Fine</p></div></main></body></html>',
  );
  // the first check brings axe into the document; the later ones use it there
  expect(await seriousViolations(page, '#good')).toEqual([]);
  const found = await seriousViolations(page);
  expect(found.sort()).toEqual(['color-contrast (serious): #faint > p', 'image-alt (critical): img']);
  expect(await seriousViolations(page, { exclude: '#bad, #faint' })).toEqual([]);
});

test('the check itself: a colour is judged once its transition has ended, not in the middle of it', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>t</title><style>#b{color:#ddd;background:#fff;transition:color 600ms linear}' +
      '#b.on{color:#111}</style></head><body><main><h1>Check</h1><button id="b">Reconnect</button></main></body></html>',
  );
  // as a button just enabled: its text fades from a faint grey to a dark one
  await page.evaluate(() => document.getElementById('b')!.classList.add('on'));
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('keyboard alone', () => {
  interface Target {
    role?: string;
    text?: string;
    tag?: string;
    type?: string;
    selected?: boolean;
  }

  /** Presses Tab until the focused element matches the target, at most `max` times. */
  async function tabTo(page: Page, target: Target, max = 40): Promise<void> {
    for (let i = 0; i < max; i += 1) {
      await page.keyboard.press('Tab');
      const hit = await page.evaluate((t) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        // a control inside a cell of that role (a grid header's checkbox or sort button) counts too
        if (t.role && el.getAttribute('role') !== t.role && !el.closest(`[role="${t.role}"]`)) return false;
        if (t.text !== undefined && el.textContent?.trim() !== t.text) return false;
        if (t.tag && el.tagName !== t.tag) return false;
        if (t.type && (el as HTMLInputElement).type !== t.type) return false;
        if (t.selected !== undefined && (el.getAttribute('aria-selected') === 'true') !== t.selected) return false;
        return true;
      }, target);
      if (hit) return;
    }
    throw new Error(`focus never reached ${JSON.stringify(target)} after ${max} presses of Tab`);
  }

  test('signs in with the password tab, reaches a menu entry, a grid cell, a dialog and tabs', async ({ page }) => {
    await seedStorage(page, { locale: 'en-US' });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    // The tabs switch with the arrow keys.
    await tabTo(page, { role: 'tab', selected: true });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await tabTo(page, { tag: 'INPUT', type: 'text' });
    await page.keyboard.type('demo@aispace.dev');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo@1234');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible({ timeout: 30_000 });

    // Side menu: a group opens with Enter and its entry navigates.
    await tabTo(page, { text: 'Organisation' }, 80);
    await page.keyboard.press('Enter');
    await tabTo(page, { text: 'Members' });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(gridRows(page, 'members-grid').first()).toBeVisible({ timeout: 20_000 });

    // Tabs of the page move with the arrow keys.
    await tabTo(page, { role: 'tab' });
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Invitation list' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-selected', 'true');

    // The grid: focus enters a cell and the arrow keys move it.
    await tabTo(page, { role: 'columnheader' }, 80);
    const before = await page.evaluate(
      () => document.activeElement?.getAttribute('data-field') ?? document.activeElement?.textContent,
    );
    await page.keyboard.press('ArrowRight');
    const after = await page.evaluate(
      () => document.activeElement?.getAttribute('data-field') ?? document.activeElement?.textContent,
    );
    expect(after).not.toBe(before);

    // A dialog opens from the keyboard, holds the focus and closes with Escape.
    await page.getByTestId('invite-button').focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('invite-button')).toBeFocused();
  });

  test('the invitation page is reachable and usable by keyboard: the join form takes focus in order', async ({
    page,
  }) => {
    await seedStorage(page, { locale: 'en-US' });
    await page.goto(`/#/invite-login?code=${INVITATION_CODE}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const order: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      order.push(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el
            ? `${el.tagName}:${el.getAttribute('aria-label') ?? el.getAttribute('name') ?? el.textContent?.trim().slice(0, 30) ?? ''}`
            : '';
        }),
      );
    }
    // Every stop has a name, and the fields of the form are reached.
    expect(order.every((o) => !/:$/.test(o))).toBe(true);
    expect(order.some((o) => o.startsWith('INPUT'))).toBe(true);
  });
});
