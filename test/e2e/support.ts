// Shared end-to-end helpers: storage seeding, mock hooks, page-error capture, axe, holding requests.
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';

export const LOCALES = ['zh-CN', 'en-US', 'ja-JP'] as const;

/** Starts the app with the given localStorage entries (before any app script runs). */
export async function seedStorage(page: Page, entries: Record<string, string>): Promise<void> {
  await page.addInitScript((e) => {
    if (sessionStorage.getItem('__seeded')) return;
    sessionStorage.setItem('__seeded', '1');
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
}

/** Collects uncaught page errors; the test asserts the list stays empty. */
export function collectPageErrors(page: Page): Error[] {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  return errors;
}

export async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(Object.keys(localStorage).map((k) => [k, localStorage.getItem(k) ?? ''])),
  );
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).hash.replace(/^#/, '').split('?')[0] || '/').toBe(path);
}

/** A `page.route` matcher for one page's lazy chunk. */
export const isPageChunk = (name: string) => (url: URL) =>
  new RegExp(`/assets/page-${name}\\.[0-9a-f]+\\.js$`).test(url.href);

/** Signs in through the mock's login call and returns the storage a signed-in browser holds. */
export async function sessionFor(
  request: APIRequestContext,
  loginName = 'demo@aispace.dev',
  password = 'Demo@1234',
): Promise<Record<string, string>> {
  const response = await request.post('/api/aispace/userman/consume_user/login', {
    data: { loginName, password },
    headers: { 'Accept-Language': 'en' },
  });
  const body = (await response.json()) as {
    success: boolean;
    data: {
      userId: string;
      defaultUgroupRel?: { relId: string } | null;
      ugroupRefList: { rel: { relId: string }; ugroup: { ugroupAddr: string } }[];
    };
  };
  const token = response.headers()['authorization'];
  expect(body.success && token, `sign-in of ${loginName}`).toBeTruthy();
  const refs = body.data.ugroupRefList;
  const chosen = refs.find((r) => r.rel.relId === body.data.defaultUgroupRel?.relId) ?? refs[0];
  return { token, userId: body.data.userId, ...(chosen ? { accountAddr: chosen.ugroup.ugroupAddr } : {}) };
}

export type Locale = (typeof LOCALES)[number];

/** Seeds a signed-in session (by the mock's login call) in the given language; the next goto opens the console. */
export async function signIn(
  page: Page,
  {
    email = 'demo@aispace.dev',
    password = 'Demo@1234',
    locale = 'en-US',
  }: { email?: string; password?: string; locale?: Locale } = {},
): Promise<void> {
  await seedStorage(page, { ...(await sessionFor(page.request, email, password)), locale });
}

/**
 * A grid's data row. The skeleton rows a grid shows while its first page loads are `.MuiDataGrid-row` too, with empty
 * cells; they carry no data-id.
 */
export const DATA_ROW = '.MuiDataGrid-row[data-id]';

/** The data rows of the grid with this test id. */
export const gridRows = (page: Page, testId: string) => page.getByTestId(testId).locator(DATA_ROW);

/** Whether `target` lies, left to right, inside the visible part of the grid `testId` (no sideways scroll needed). */
export async function inGridView(page: Page, testId: string, target: Locator): Promise<boolean> {
  const view = await page.getByTestId(testId).locator('.MuiDataGrid-virtualScroller').boundingBox();
  const box = await target.boundingBox();
  if (!view || !box) return false;
  return box.x >= view.x - 1 && box.x + box.width <= view.x + view.width + 1;
}

/** The body of the next call to a path ending with `suffix`, once the action has run. */
export async function callOf(
  page: Page,
  suffix: string,
  action: () => Promise<unknown>,
): Promise<Record<string, unknown>> {
  const request = page.waitForRequest((r) => new URL(r.url()).pathname.endsWith(suffix));
  await action();
  return (await request).postDataJSON() as Record<string, unknown>;
}

/**
 * A route's document title: the signed-in console puts the unread notification count in front ("(3) GPU management"),
 * which depends on what other specs' operations of the same account have ended.
 */
export const pageTitle = (title: string): RegExp =>
  new RegExp(`^(?:\\(\\d+\\) )?${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** WCAG 2.0 and 2.1 at levels A and AA: the rules the console is held to (axe's tags). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** What an axe check looks at: the page, or what `include` selects, less what `exclude` selects. */
export interface AxeScope {
  include?: string;
  exclude?: string;
  /** the rules by tag: WCAG unless given; null runs every rule, best practices included */
  tags?: readonly string[] | null;
  /**
   * Turns transitions and animations off in the page first (for the rest of the test), so that the settled state is
   * what is judged: a colour caught halfway through a transition is not a violation.
   */
  still?: boolean;
}

/** The script AxeBuilder evaluates in a document that already has axe: nothing. */
const AXE_ALREADY_THERE = ';';

/** axe's violations in scope (`scope` as a string: what to include). Only violations are collected. */
export async function axeViolations(page: Page, scope: string | AxeScope = {}) {
  const { include, exclude, tags = WCAG, still } = typeof scope === 'string' ? { include: scope } : scope;
  if (still)
    await page.addStyleTag({
      content: '*, *::before, *::after { transition: none !important; animation: none !important; }',
    });
  // Colours are judged as they settle: a control just enabled (a button when its terminal connects) fades its text from
  // the disabled grey over MUI's 250 ms, and axe in that fade saw too little contrast. Running CSS transitions are
  // finite; their end is awaited (at most a second).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  // Legacy mode runs axe.run in the page itself: the default (runPartial in each frame, then finishRun) opens and closes
  // a blank page for every check, about a quarter of a second each; the console has no cross-origin frames to judge.
  // axe's source (~550 KB) goes to a document once: AxeBuilder sends and evaluates it twice per check (100-200 ms),
  // so a document that has it already is given an empty script instead (a11y.spec.ts's check of the check finds
  // violations with axe already there).
  const loaded = await Promise.all(
    page.frames().map((frame) => frame.evaluate(() => 'axe' in window).catch(() => true)),
  );
  let axe = new AxeBuilder({ page, ...(loaded.every(Boolean) ? { axeSource: AXE_ALREADY_THERE } : {}) })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] });
  if (tags) axe = axe.withTags([...tags]);
  if (include) axe = axe.include(include);
  if (exclude) axe = axe.exclude(exclude);
  return (await axe.analyze()).violations;
}

/** The serious and critical axe violations in scope, one text each: the rule, its impact and its first nodes. */
export async function seriousViolations(page: Page, scope: string | AxeScope = {}): Promise<string[]> {
  return (await axeViolations(page, scope))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/**
 * Holds the page's requests to `url` (they wait unanswered) until `release()`, which lets the held ones and every later
 * one go on. The held requests are continued before the route is removed: in the other order, continuing one failed
 * once in CI with "Route is already handled!".
 */
export async function holdRequests(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let holding = true;
  const handler = async (route: Route): Promise<void> => {
    if (holding) held.push(route);
    else await route.continue();
  };
  await page.route(url, handler);
  return {
    async release() {
      holding = false;
      await Promise.all(held.splice(0).map((route) => route.continue()));
      await page.unroute(url, handler);
    },
  };
}
