// Faults on the list queries of every area (issue 12, docs/product-rules.md#calls-and-errors): each fault is injected through
// /__mock__/faults, scoped to the test's own session token, and the screen is checked for the global display
// (message, warning, notification, silence, logout), its own error state and a retry that loads the data.
// A hanging call shows the loading indicator while the menu still works; a failing page chunk says
// `Loading chunk {n} failed` and reloads. Table-driven: each row is one area's list screen and the faults it gets.
import { test, type Locator, type Page } from '@playwright/test';
import {
  API,
  expect,
  expectGlobalDisplay,
  expectLoggedOut,
  expectMenuUsable,
  drain,
  inject,
  scopeChunk,
  startSession,
  type Kind,
} from './faultsSupport';
import { expectPath, gridRows } from './support';

test.describe.configure({ timeout: 180_000 });

interface QueryCase {
  area: string;
  route: string;
  /** the list call */
  api: string;
  /** the first item the screen shows once its list loaded */
  data: (page: Page) => Locator;
  /** the screen's own error state (with its Retry button) */
  failed: (page: Page) => Locator;
  /** the screen's loading indicator */
  loading: (page: Page) => Locator;
  /**
   * how many calls the screen makes to `api` on load (a second query for its filters, a refetch of the errored list
   * when the page gains focus); all of them fail, and what a screen did not use is drained before the retry
   */
  calls?: number;
  /** the page's lazy chunk (`page-<key>`), for the chunk fault */
  chunk?: string;
  /** in order; `chunk` only first (later loads hit the browser cache), `403` only last (it signs out) */
  kinds: Kind[];
}

/** A loaded row of the grid (not one of the skeleton rows shown while the first page loads). */
const grid = (testId: string) => ({
  data: (page: Page) => gridRows(page, testId).and(page.locator(':not(.MuiDataGrid-rowSkeleton)')).first(),
  failed: (page: Page) =>
    page.getByTestId(testId).getByRole('alert').filter({ hasText: 'The list could not be loaded.' }),
  // the grid's loading overlay: a progress bar over rows, skeleton rows when it has none
  loading: (page: Page) => page.getByTestId(testId).locator('[role=progressbar], .MuiDataGrid-cellSkeleton').first(),
});

const CASES: QueryCase[] = [
  {
    area: 'organisation',
    route: '/org-member',
    api: `${API}member/query`,
    ...grid('members-grid'),
    kinds: ['st1', 'st3', '403'],
  },
  {
    area: 'compute',
    route: '/gpu',
    api: `${API}gpu/query`,
    ...grid('gpu-grid'),
    chunk: 'gpu',
    kinds: ['chunk', '500', 'st0', 'hang'],
  },
  {
    area: 'deploy',
    route: '/assembly-service',
    api: `${API}deploy_service/query`,
    ...grid('deploy-services-grid'),
    // the grid's page and the filters' first 100 services; the grid's call is made once more right after load
    calls: 3,
    kinds: ['st2', 'st9', 'drop'],
  },
  {
    area: 'instances',
    route: '/interactive-service',
    api: `${API}instance/query`,
    ...grid('instances-grid'),
    kinds: ['500', 'st3', 'hang'],
  },
  {
    area: 'resources',
    route: '/br-mirror',
    api: `${API}image/query`,
    ...grid('images-grid'),
    kinds: ['st0', 'drop', '403'],
  },
  {
    area: 'storage',
    route: '/cloud-storage',
    api: `${API}cloud_drive/list`,
    ...grid('drive-grid'),
    chunk: 'cloudStorage',
    kinds: ['chunk', 'st1', '500'],
  },
  { area: 'edge', route: '/nact', api: `${API}nact/query`, ...grid('nact-grid'), kinds: ['st9', 'st2', 'hang'] },
  {
    area: 'apiUsage',
    route: '/api-key',
    api: `${API}api_key/query`,
    ...grid('api-key-grid'),
    kinds: ['drop', 'st3', '403'],
  },
  {
    area: 'apps',
    route: '/apps',
    api: `${API}app/query`,
    data: (page) => page.getByTestId('app-card').first(),
    failed: (page) =>
      page.getByTestId('app-centre').getByRole('alert').filter({ hasText: 'The applications could not be loaded.' }),
    loading: (page) => page.getByTestId('app-centre').getByRole('progressbar'),
    kinds: ['st0', '500', 'st1'],
  },
  {
    area: 'tasks',
    route: '/task-list',
    api: `${API}task/query`,
    ...grid('tasks-grid'),
    chunk: 'taskList',
    kinds: ['chunk', 'st9', 'drop'],
  },
  {
    area: 'billing',
    route: '/cost-order',
    api: `${API}order/query`,
    ...grid('orders-grid'),
    kinds: ['st2', 'hang', '403'],
  },
];

for (const c of CASES) {
  test(`${c.area} list (${c.route}) under ${c.kinds.join(', ')}`, async ({ page }) => {
    const session = await startSession(page);
    let opened = false;
    const load = async () => {
      if (opened) await page.reload();
      else await page.goto(`/#${c.route}`);
      opened = true;
    };

    for (const kind of c.kinds) {
      if (kind === 'chunk') {
        await scopeChunk(page, session, c.chunk!);
        await inject(page, session, c.area, kind, `/assets/page-${c.chunk}.`);
        await load();
        // One automatic reload, then the message and a Reload button, inside the layout.
        await expect(page.getByTestId('route-error-title')).toHaveText(/^Loading chunk \S+ failed$/);
        await expect(page.getByTestId('menu-portal')).toBeVisible();
        await page.getByRole('button', { name: 'Reload' }).click();
        await expect(c.data(page)).toBeVisible();
        continue;
      }

      // A hanging call blocks the retry too: exactly one; the others cover a refetch after the error as well.
      await inject(page, session, c.area, kind, c.api, kind === 'hang' ? 1 : (c.calls ?? 1) + 1);
      await load();
      if (kind === '403') {
        await expectLoggedOut(page, c.route);
        return;
      }
      if (kind === 'hang') {
        await expect(c.loading(page)).toBeVisible();
        await expect(c.data(page)).toBeHidden();
        await expectMenuUsable(page);
        await page.goBack();
        await expectPath(page, c.route);
        // Refreshing retries: the hung call is dropped and the list loads.
        await page.reload();
        await expect(c.data(page)).toBeVisible();
        continue;
      }
      await expect(c.failed(page)).toBeVisible();
      await expectGlobalDisplay(page, c.area, kind);
      await drain(page, session, c.api);
      await expect(page).toHaveURL(new RegExp(`#${c.route}$`));
      await c.failed(page).getByRole('button', { name: 'Retry' }).click();
      await expect(c.data(page)).toBeVisible();
      await expect(c.failed(page)).toBeHidden();
    }
  });
}
