// Hostile input (issue 12), run by the `hostile` project against a mock started with MOCK_HOSTILE=1: every
// free-text field (descriptions, remarks, nicknames, messages, notes, commands, log lines, portal cards) carries
// HTML/script injections that would set `window.__xss`, a very long unbroken string, RTL and emoji text. Every
// route of routeTable.ts (signed in) and the detail views that show user text must show them as text, run none
// of them, keep the page from scrolling sideways and throw no page error.
import { expect, test, type Page } from '@playwright/test';
import { ROUTE_TABLE } from './routeTable';
import { collectPageErrors, seedStorage, sessionFor } from './support';

/** What the visible text of a page shows when the samples of server-mock/fixtures/hostile.ts are shown as text. */
const MARKERS = {
  img: '<img src=x onerror=',
  script: '"><script>window.__xss',
  svg: '<svg onload=',
  long: 'LONGWWWWWWWWWWWWWWWW',
  rtl: 'مرحبا بالعالم',
  emoji: '🚀🔥 GPU 训练',
} as const;

interface View {
  path: string;
  title: string;
  expectText: boolean;
  /** the view is a dialog or drawer over the page (which hides the page's h1 from the accessibility tree) */
  dialog?: boolean;
  /** what only this view shows (a tab's panel): the page's h1 alone may still be the previous view's */
  ready?: string;
}

interface Findings {
  markers: string[];
  overflow: string | null;
  elements: number;
}

/** Busy indicators of a screen still loading (the spinners of transitional status chips in grid rows aside). */
const LOADING =
  'main [role="progressbar"]:not([aria-valuenow]):not(.MuiDataGrid-row *), .MuiDataGrid-overlay .MuiLinearProgress-root';

/** Scrolls every grid one view to the right (back to the start after the last column). */
function scrollGridsRight(): void {
  for (const el of document.querySelectorAll<HTMLElement>('.MuiDataGrid-virtualScroller')) {
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    el.scrollLeft = end ? 0 : el.scrollLeft + el.clientWidth;
  }
}

/** Lets a screen settle: its own h1 (or its dialog), then the user text or the end of loading (bounded). */
async function settle(page: Page, view: Omit<View, 'path'>): Promise<Findings> {
  const ready = view.dialog
    ? page.getByRole('dialog').first()
    : page.getByRole('heading', { level: 1, name: view.title, exact: true });
  await expect(ready).toBeVisible({ timeout: 30_000 });
  if (view.ready) await expect(page.locator(view.ready)).toBeVisible({ timeout: 30_000 });
  // What is recorded is what the last look saw: a second look could catch the view between two renders.
  let last = await inspect(page);
  if (view.expectText)
    await expect
      .poll(
        async () => {
          last = await inspect(page);
          // Grids render only the columns in view: bring the next columns in for the next look.
          if (!last.markers.length) await page.evaluate(scrollGridsRight);
          return last.markers.length;
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0)
      .catch(() => undefined);
  else {
    await expect(page.locator(LOADING))
      .toHaveCount(0, { timeout: 8_000 })
      .catch(() => undefined);
    last = await inspect(page);
  }
  return last;
}

/** The markers shown as text, a horizontal overflow of the page or its main area, and elements made from payloads. */
async function inspect(page: Page): Promise<Findings> {
  return page.evaluate((markers) => {
    const text = document.body.innerText;
    const root = document.scrollingElement ?? document.documentElement;
    const main = document.getElementById('main-content');
    let overflow: string | null = null;
    if (root.scrollWidth > window.innerWidth + 1) overflow = `page ${root.scrollWidth} > ${window.innerWidth}`;
    else if (main && main.scrollWidth > main.clientWidth + 1)
      overflow = `main ${main.scrollWidth} > ${main.clientWidth}`;
    return {
      markers: Object.entries(markers)
        .filter(([, m]) => text.includes(m))
        .map(([k]) => k),
      overflow,
      // An <img src=x> or an element with an inline handler would mean a payload was parsed as HTML.
      elements: document.querySelectorAll('img[src="x"], [onerror], [onload]').length,
    };
  }, MARKERS);
}

const xssFlag = (page: Page) => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

interface Ids {
  instance: string;
  order: string;
  queue: string;
  group: string;
  deployService: string;
  assembly: { id: string; assemAddr: string };
  nact: string;
  dataset: string;
  service: string;
}

/** Real ids of the hostile mock's rows, for the detail screens. */
async function idsOf(page: Page, session: Record<string, string>): Promise<Ids> {
  const api = async (path: string, body: Record<string, unknown> = {}) => {
    const r = await page.request.post(`/api/aispace/aispweb/${path}`, {
      data: { ugroupAddr: session.accountAddr, pageNum: 1, pageSize: 10, ...body },
      headers: { Authorization: session.token, 'Accept-Language': 'en' },
    });
    const json = (await r.json()) as { success: boolean; data: { list: Record<string, string>[] } };
    expect(json.success, path).toBe(true);
    return json.data.list;
  };
  const instances = await api('instance/query');
  const deployed = (await api('deploy_record/query')).find((r) => r.assemblyId && r.assemAddr);
  return {
    // An instance whose description is one of the injections (not the long string).
    instance: (instances.find((i) => /onerror|<script>/.test(i.description ?? '')) ?? instances[0]).id,
    order: (await api('order/query'))[0].orderId,
    queue: (await api('queue/query'))[0].id,
    group: (await api('compute_group/query'))[0].id,
    deployService: (await api('deploy_service/query'))[0].id,
    assembly: { id: deployed!.assemblyId, assemAddr: deployed!.assemAddr },
    nact: (await api('nact/query'))[0].id,
    dataset: (await api('dataset/query'))[0].id,
    service: (await api('app_service/query'))[0].id,
  };
}

/** Detail views where user text appears (drawers, dialogs, panels), with the markers they must show. */
function detailViews(ids: Ids): View[] {
  const panel = `/management-panel?id=${ids.instance}`;
  return [
    { path: panel, title: 'Instance management', expectText: true },
    { path: `${panel}&tab=audit`, title: 'Instance management', expectText: true, ready: '#panel-audit' },
    { path: `${panel}&tab=operations`, title: 'Instance management', expectText: true, ready: '#panel-operations' },
    { path: `/cost-order?detail=${ids.order}`, title: 'Orders', expectText: true, dialog: true },
    { path: `/resource-queue-detail?id=${ids.queue}`, title: 'Resource queue detail', expectText: true },
    { path: `/gpu-group-operate?id=${ids.group}`, title: 'Edit compute group', expectText: false },
    { path: `/assembly-detail?id=${ids.deployService}`, title: 'Deployable service detail', expectText: true },
    {
      path: `/assembly-service-ops/${ids.assembly.id}/${ids.assembly.assemAddr}`,
      title: 'Service operations',
      expectText: true,
    },
    { path: `/nact?device=${ids.nact}`, title: 'NacT devices', expectText: true, dialog: true },
    { path: `/br-dataset?versions=${ids.dataset}`, title: 'Datasets', expectText: true, dialog: true },
    { path: `/service-detail?id=${ids.service}`, title: 'Service detail', expectText: false },
    { path: `/api-service-detail?id=${ids.service}`, title: 'API service detail', expectText: true },
  ];
}

async function visitAll(page: Page, views: View[]): Promise<Map<string, Findings>> {
  const seen = new Map<string, Findings>();
  for (const view of views) {
    const { path } = view;
    await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
    seen.set(path, await settle(page, view));
  }
  return seen;
}

function problemsOf(seen: Map<string, Findings>): string[] {
  const problems: string[] = [];
  for (const [path, f] of seen) {
    if (f.overflow) problems.push(`${path}: overflow (${f.overflow})`);
    if (f.elements) problems.push(`${path}: ${f.elements} element(s) made from a payload`);
  }
  return problems;
}

async function start(page: Page): Promise<Record<string, string>> {
  const session = await sessionFor(page.request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/portal');
  await settle(page, { title: 'Console home', expectText: false });
  return session;
}

/** Routes of routeTable.ts whose screen shows no free text of an entity (grids without one, forms, unknown ids, ...). */
const NO_USER_TEXT = new Set<string>([
  '/portal',
  '/dedicated',
  '/gpu',
  '/dedicated-computing',
  '/resource-queue',
  '/assembly-service',
  '/archived-instance',
  '/offline-env',
  '/invite-login?code=INVITE-DEMO-2026',
  '/step-page',
  '/gpu-group-operate',
  '/resource-queue-add',
  '/resource-queue-detail',
  '/assembly-service-ops/svc-1/addr-1',
  '/assembly-detail',
  '/management-panel?id=1',
  '/XTerm?id=1',
  '/createTask',
  '/gitlab-storage',
  '/cloud-storage',
  '/object-storage',
  '/object-storage-detail',
  '/block-storage',
  '/app-detail',
  '/service-detail',
  '/api-service-detail',
  '/nact',
  '/network-service-group',
  '/net',
  '/api-key',
  '/invocation-metrics',
  '/cost-bill',
  '/org-info',
  '/home-module',
  '/sys-upgrade',
  '/no-such-route',
]);

/** Routes of routeTable.ts in groups of about a dozen (one test each). */
const GROUPS = [0, 1, 2, 3].map((g) => ROUTE_TABLE.filter((_, i) => Math.floor((i * 4) / ROUTE_TABLE.length) === g));

test.describe('hostile data is shown as text, runs nothing and keeps the layout', () => {
  for (const routes of GROUPS) {
    test(`routes ${routes[0].path} … ${routes[routes.length - 1].path}`, async ({ page }) => {
      test.setTimeout(180_000);
      const errors = collectPageErrors(page);
      await start(page);
      const seen = await visitAll(
        page,
        routes.map((r) => ({ ...r, expectText: !NO_USER_TEXT.has(r.path) })),
      );
      expect.soft(problemsOf(seen)).toEqual([]);
      expect.soft(await xssFlag(page)).toBeUndefined();
      expect.soft(errors.map((e) => e.message)).toEqual([]);
      // Every screen listing user text shows the injections verbatim.
      const silent = routes.filter((r) => !NO_USER_TEXT.has(r.path) && !seen.get(r.path)!.markers.length);
      expect(silent.map((r) => r.path)).toEqual([]);
    });
  }

  test('detail panels, drawers and dialogs with user text', async ({ page }) => {
    test.setTimeout(180_000);
    const errors = collectPageErrors(page);
    const session = await start(page);
    const views = detailViews(await idsOf(page, session));
    const seen = await visitAll(page, views);
    // The task and deployment log dialogs (log lines carry injections) and the members' nicknames.
    await page.evaluate(() => (window.location.hash = '#/task-list'));
    await settle(page, { title: 'Task list', expectText: true });
    await page
      .getByRole('button', { name: /^Logs of / })
      .first()
      .click();
    const logs = page.getByRole('dialog');
    await expect(logs).toContainText(MARKERS.img, { timeout: 20_000 });
    seen.set('task logs dialog', await inspect(page));
    await page.keyboard.press('Escape');
    // A deployment's log from its history entry (lines and the entry's instance name carry injections).
    await page.evaluate(() => (window.location.hash = '#/assembly-record'));
    await settle(page, { title: 'Deploy and release history', expectText: false });
    await page
      .getByRole('button', { name: /^Deployment log of / })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toContainText(MARKERS.img, { timeout: 20_000 });
    seen.set('deployment log dialog', await inspect(page));
    await page.keyboard.press('Escape');

    expect.soft(problemsOf(seen)).toEqual([]);
    const silent = views.filter((v) => v.expectText && !seen.get(v.path)!.markers.length).map((v) => v.path);
    expect(silent, 'detail views showing no hostile text').toEqual([]);
    expect(await xssFlag(page)).toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  test("the server's error texts are shown as text too", async ({ page }) => {
    const errors = collectPageErrors(page);
    const session = await start(page);
    // A business error shown as a notification (showType 3: errorCode as title, errorMessage as description).
    await page.request.post('/__mock__/faults', {
      data: {
        path: '/api/aispace/aispweb/gpu/query',
        status: 200,
        token: session.token,
        body: {
          success: false,
          data: null,
          errorCode: '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
          errorMessage: '"><script>window.__xss=(window.__xss||0)+1</script>',
          showType: 3,
        },
      },
    });
    await page.evaluate(() => (window.location.hash = '#/gpu'));
    await expect(page.getByText(MARKERS.img).first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(MARKERS.script).first()).toBeVisible();
    const found = await inspect(page);
    expect(found.elements).toBe(0);
    expect(found.overflow).toBeNull();
    expect(await xssFlag(page)).toBeUndefined();
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
