// Session clearing (issue 12), beyond session-flows.spec.ts (which checks the keys after sign-out and a 403): after
// either, nothing of the ended session is left in localStorage or sessionStorage, going back never shows the
// previous screen's data, and the API cache is empty — the next account to sign in sees none of the previous
// session's rows, even while its own first answer is still on the way.
import { expect, test, type Page, type Route } from '@playwright/test';
import { ACCOUNTS, signInWithPassword } from '../sessionSupport';
import { expectPath, gridRows, seedStorage, sessionFor } from '../support';

/** docs/product-rules.md#session-and-browser-storage's keys but locale. */
const SESSION_KEYS = ['token', 'userId', 'accountAddr', 'login-accountId', 'currentUser', 'preLoginPath'];

/** Holds every call to a path ending with `suffix` until released (the page shows what it has meanwhile). */
async function holdCalls(page: Page, suffix: string) {
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => url.pathname.endsWith(suffix),
    (route) => (holding ? held.push(route) : route.continue()),
  );
  return {
    held,
    release: async () => {
      holding = false;
      await Promise.all(held.splice(0).map((r) => r.continue()));
    },
  };
}

/** Notes (window.__sawData) any grid row or console heading appearing in the document from now on. */
async function watchForData(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __sawData: string[] };
    w.__sawData = [];
    const look = () => {
      const rows = document.querySelectorAll('.MuiDataGrid-row').length;
      const main = document.getElementById('main-content');
      if (rows || main) w.__sawData.push(`${location.hash}: ${rows} rows${main ? ', console layout' : ''}`);
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true });
  });
}

const sawData = (page: Page) => page.evaluate(() => (window as unknown as { __sawData: string[] }).__sawData);

/** Both storages hold no session key but locale and preLoginPath (as given), and no value of the ended session. */
async function expectNothingLeft(page: Page, ended: Record<string, string>, preLoginPath?: string): Promise<void> {
  const stored = await page.evaluate(() => {
    const all = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? '']));
    return { local: all(localStorage), session: all(sessionStorage) };
  });
  for (const key of SESSION_KEYS) {
    expect(stored.session[key], `sessionStorage.${key}`).toBeUndefined();
    if (key === 'preLoginPath' && preLoginPath) expect(stored.local[key]).toBe(preLoginPath);
    else expect(stored.local[key], `localStorage.${key}`).toBeUndefined();
  }
  expect(stored.local.locale).toBe('en-US');
  for (const [where, entries] of Object.entries(stored))
    for (const [k, v] of Object.entries(entries)) {
      expect(v, `${where}Storage.${k}`).not.toContain(ended.token);
      expect(v, `${where}Storage.${k}`).not.toContain(ended.userId);
    }
}

/** The texts of one column of a grid's rows (the same org's data the next account will see once answered). */
async function cellTexts(page: Page, grid: string, field: string): Promise<string[]> {
  const texts = await gridRows(page, grid).locator(`[data-field="${field}"]`).allInnerTexts();
  return texts.map((t) => t.trim()).filter(Boolean);
}

/** Signs in as `account` while `query` answers are held: no row shows until the new session's answer comes. */
async function nextAccountSeesNoCachedRows(
  page: Page,
  account: { email: string; password: string },
  query: string,
  grid: string,
  heading: string,
  path: string,
  previous: string[],
  landing?: string,
): Promise<void> {
  const gate = await holdCalls(page, query);
  await signInWithPassword(page, account.email, account.password);
  await expect.poll(() => new URL(page.url()).hash, { timeout: 30_000 }).not.toMatch(/^#\/login/);
  if (landing) await expectPath(page, landing);
  await expect(page.getByTestId('org-switcher')).toBeVisible({ timeout: 30_000 });
  await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => gate.held.length, { timeout: 20_000 }).toBeGreaterThan(0);
  // The grid is mounted and waiting for its answer (skeleton rows): data now could only come from the cache.
  await expect(page.getByTestId(grid)).toBeVisible();
  expect(previous.length).toBeGreaterThan(0);
  for (const text of previous) await expect(page.getByTestId(grid)).not.toContainText(text);
  await gate.release();
  await expect(page.getByTestId(grid)).toContainText(previous[0], { timeout: 20_000 });
}

test('after sign-out nothing of the session is stored, going back shows no data, and the API cache is empty', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/portal');
  // The home page is open in the session before the orders (else it would be an address opened signed out, which
  // a later visit remembers as the path to return to).
  await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.evaluate(() => (window.location.hash = '#/cost-order'));
  await expect(gridRows(page, 'orders-grid').first()).toBeVisible({ timeout: 30_000 });
  const orders = await cellTexts(page, 'orders-grid', 'orderId');

  await page.getByTestId('profile-menu').click();
  await page.getByTestId('sign-out').click();
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  await expectNothingLeft(page, session);

  // Back (and back again): the sign-in screen, never a grid row or the console of the ended session.
  await watchForData(page);
  await page.goBack();
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  expect(await sawData(page)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('preLoginPath'))).toBeNull();

  // Another account signs in on the same tab: the orders grid starts empty, then shows its own answer.
  await nextAccountSeesNoCachedRows(
    page,
    ACCOUNTS.admin,
    '/aispweb/order/query',
    'orders-grid',
    'Orders',
    '/cost-order',
    orders,
  );
});

test('after a 403 nothing of the session is stored but the path to return to, back shows no data, the cache is empty', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/org-member');
  await expect(gridRows(page, 'members-grid').first()).toBeVisible({ timeout: 30_000 });
  const members = await cellTexts(page, 'members-grid', 'username');
  await page.evaluate(() => (window.location.hash = '#/cost-order'));
  await expect(gridRows(page, 'orders-grid').first()).toBeVisible({ timeout: 30_000 });

  // The session's next call is refused with 403 (only for this token: parallel tests are not touched).
  await page.request.post('/__mock__/faults', {
    data: { path: '/api/aispace/', status: 403, count: 5, token: session.token },
  });
  await page.evaluate(() => (window.location.hash = '#/cost-bill'));
  await expectPath(page, '/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();
  // preLoginPath is the one key kept: docs/product-rules.md#session-and-browser-storage — the path to return to after signing in again.
  const left = await page.evaluate(() => localStorage.getItem('preLoginPath'));
  expect(left).toBe('/cost-bill');
  await expectNothingLeft(page, session, left!);

  await watchForData(page);
  await page.goBack();
  await expectPath(page, '/login');
  expect(await sawData(page)).toEqual([]);
  // Going back to a console screen while signed out remembers that screen instead.
  const landing = await page.evaluate(() => localStorage.getItem('preLoginPath'));
  expect(landing).toBe('/cost-order');

  // Signing in again (another account) returns to the remembered screen, which shows none of the cached rows.
  await nextAccountSeesNoCachedRows(
    page,
    ACCOUNTS.member,
    '/aispweb/member/query',
    'members-grid',
    'Members',
    '/org-member',
    members,
    landing!,
  );
  expect(await page.evaluate(() => localStorage.getItem('preLoginPath'))).toBeNull();
});
