// The app shell (issue 2): guards, preLoginPath, titles, not-found, lazy loading, chunk failure, locale, every route.
import { expect, test } from '@playwright/test';
import { ROUTE_TABLE } from './routeTable';
import { collectPageErrors, expectPath, isPageChunk, pageTitle, seedStorage, sessionFor, storage } from './support';

let SIGNED_IN: Record<string, string>;

test.beforeEach(async ({ request }) => {
  SIGNED_IN = { ...(await sessionFor(request)), locale: 'en-US' };
});

test.describe('route guards', () => {
  test('a visitor without a token opening a console path goes to /login and the path is remembered', async ({
    page,
  }) => {
    await page.goto('/#/gpu?node=n1');
    await expectPath(page, '/login');
    expect((await storage(page)).preLoginPath).toBe('/gpu?node=n1');
  });

  test('a visitor without a token may stay on the portal /', async ({ page }) => {
    await page.goto('/#/');
    await expect(page.locator('h1')).toBeVisible();
    await expectPath(page, '/');
  });

  test('a visitor without a token opening an unknown path also goes to /login', async ({ page }) => {
    await page.goto('/#/no-such-page');
    await expectPath(page, '/login');
  });

  test('a visitor with token and user id opening /login goes to /', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/login');
    await expectPath(page, '/');
  });

  test('a token without a user id still shows /login', async ({ page }) => {
    await seedStorage(page, { token: SIGNED_IN.token, locale: 'en-US' });
    await page.goto('/#/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectPath(page, '/login');
  });

  test('the remembered path is cleared once the location hash contains it', async ({ page }) => {
    await page.goto('/#/cost-order');
    await expectPath(page, '/login');
    expect((await storage(page)).preLoginPath).toBe('/cost-order');
    // What a sign-in does: store the session, then go back to the remembered path.
    await page.evaluate((session) => {
      for (const [k, v] of Object.entries(session)) localStorage.setItem(k, v);
    }, SIGNED_IN);
    await page.reload();
    // docs/product-rules.md#routes-and-guards: opening /login with a session goes to /; then the visitor goes on to the remembered path.
    await expectPath(page, '/');
    expect((await storage(page)).preLoginPath).toBe('/cost-order');
    await page.evaluate(() => (window.location.hash = '#/cost-order'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await storage(page)).preLoginPath).toBeUndefined();
  });
});

test.describe('titles and not-found', () => {
  test('the document title is the route title in the current language, else the default title', async ({ page }) => {
    await seedStorage(page, { ...SIGNED_IN, locale: 'zh-CN' });
    await page.goto('/#/gpu');
    await expect(page).toHaveTitle(pageTitle('GPU 管理'));
    await page.evaluate(() => (window.location.hash = '#/cost-bill'));
    await expect(page).toHaveTitle(pageTitle('账单'));
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(page).toHaveTitle(pageTitle('AI 算力开发平台'));
  });

  test('titles follow an English locale', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/gpu');
    await expect(page).toHaveTitle(pageTitle('GPU management'));
    await page.evaluate(() => (window.location.hash = '#/'));
    await expect(page).toHaveTitle(pageTitle('AI Compute Platform'));
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/definitely/not/here');
    await expect(page.getByTestId('not-found-title')).toHaveText('Page not found');
    await expect(page).toHaveTitle(pageTitle('Page not found'));
    await expect(page.getByText('/definitely/not/here')).toBeVisible();
  });
});

test.describe('lazy pages', () => {
  test('shows loading... while a delayed page chunk loads', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(isPageChunk('gpu'), async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/#/gpu');
    await expect(page.getByText('loading...', { exact: true })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
    await expect(page.getByText('loading...', { exact: true })).toHaveCount(0);
  });

  test('a menu click on a page whose code is not loaded yet shows loading... in place of the previous page', async ({
    page,
  }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/gpu');
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(isPageChunk('nact'), async (route) => {
      await gate;
      await route.continue();
    });
    await page.getByTestId('menu-nact').click();
    await expectPath(page, '/nact');
    const main = page.locator('#main-content');
    await expect(main.getByText('loading...', { exact: true })).toBeVisible();
    // The previous page does not look current while the next one loads.
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { name: 'NacT devices', level: 1 })).toBeVisible();
    await expect(page.getByText('loading...', { exact: true })).toHaveCount(0);
  });

  test('the loading text is translated', async ({ page }) => {
    await seedStorage(page, { ...SIGNED_IN, locale: 'ja-JP' });
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    await page.route(isPageChunk('gpu'), async (route) => {
      await gate;
      await route.continue();
    });
    await page.goto('/#/gpu');
    await expect(page.getByText('読み込み中...', { exact: true })).toBeVisible();
    release();
  });

  test('a chunk that fails reloads once, then says Loading chunk {n} failed with a reload button', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    let documentLoads = 0;
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentLoads += 1;
    });
    const gpuChunk = isPageChunk('gpu');
    await page.route(gpuChunk, (route) => route.abort('failed'));
    await page.goto('/#/gpu', { waitUntil: 'commit' });
    await expect(page.getByTestId('route-error-title')).toHaveText(/^Loading chunk \S+ failed$/);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(documentLoads).toBe(2);
    // The side menu still works: the failure stays inside the page area.
    await page.unroute(gpuChunk);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
  });
});

test.describe('locale', () => {
  test('zh-CN is the default and <html lang> follows the language', async ({ page }) => {
    await seedStorage(page, { token: SIGNED_IN.token, userId: SIGNED_IN.userId });
    await page.goto('/#/gpu');
    await expect(page.getByRole('heading', { name: 'GPU 管理', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('switching the language applies at once and persists across reloads', async ({ page }) => {
    await seedStorage(page, { token: SIGNED_IN.token, userId: SIGNED_IN.userId });
    await page.goto('/#/gpu');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('GPU management'));
    expect((await storage(page)).locale).toBe('en-US');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.getByTestId('language-switcher').click();
    await page.getByRole('menuitem', { name: '日本語' }).click();
    await expect(page.getByRole('heading', { name: 'GPU 管理', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(pageTitle('GPU 管理'));
    await page.evaluate(() => (window.location.hash = '#/cost-bill'));
    await expect(page.getByRole('heading', { name: '請求書', level: 1 })).toBeVisible();
  });
});

test.describe('layout', () => {
  test('the side menu reaches its routes and highlights the current entry', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/portal');
    const nav = page.getByRole('navigation', { name: 'Console navigation' });
    await nav.getByRole('button', { name: 'Billing centre' }).click();
    await nav.getByRole('link', { name: 'Bills' }).click();
    await expectPath(page, '/cost-bill');
    await expect(nav.getByRole('link', { name: 'Bills' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Bills', level: 1 })).toBeVisible();
    await nav.getByRole('button', { name: 'Billing centre' }).click();
    await expect(nav.getByRole('link', { name: 'Bills' })).toHaveCount(0);
  });

  test('in ja-JP a long menu label wraps between words, never mid-word', async ({ page }) => {
    await seedStorage(page, { ...SIGNED_IN, locale: 'ja-JP' });
    await page.goto('/#/gpu');
    const entry = page.getByTestId('menu-networkServiceGroup');
    await expect(entry).toBeVisible({ timeout: 30_000 });
    // Whatever the font (this machine's may have narrow CJK glyphs), a label too long for the menu wraps: between words.
    await page.addStyleTag({ content: '.MuiDrawer-paper .MuiListItemText-primary { font-size: 40px !important; }' });
    // The character offsets where a new line starts in the label.
    const breaks = await entry.locator('.MuiListItemText-primary').evaluate((el) => {
      const node = el.firstChild as Text;
      const starts: number[] = [];
      let top: number | null = null;
      for (let i = 0; i < node.length; i += 1) {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0) continue;
        if (top !== null && rect.top > top + 2) starts.push(i);
        top = rect.top;
      }
      return { starts, text: node.data.replace(/\u200b/g, '') };
    });
    expect(breaks.text).toBe('ネットワークサービスグループ');
    expect(breaks.starts.length).toBeGreaterThan(0);
    // Breaks only before サービス or グループ (offsets in the text with its two zero-width spaces).
    for (const at of breaks.starts) expect([7, 12]).toContain(at);
  });

  test('pages outside the layout have no side menu', async ({ page }) => {
    await seedStorage(page, SIGNED_IN);
    await page.goto('/#/sys-upgrade');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console navigation' })).toHaveCount(0);
  });
});

test('every route of docs/product-rules.md#routes-and-guards renders without a page error', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  await seedStorage(page, SIGNED_IN);
  await page.goto('/#/portal');
  for (const route of ROUTE_TABLE) {
    await page.evaluate((hash) => (window.location.hash = hash), `#${route.path}`);
    await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
    await expect(page, route.path).toHaveTitle(pageTitle(route.title));
    await expect(page.getByRole('navigation', { name: 'Console navigation' }), route.path).toHaveCount(
      route.layout ? 1 : 0,
    );
  }
  expect(errors.map((e) => e.message)).toEqual([]);
});
