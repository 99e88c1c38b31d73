// End-to-end tests: the production build served with the mock on one origin, driven in Debian's Chromium; and the
// same build behind real nginx with deploy/nginx.conf (the `nginx` project).
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from './scripts/chromium.cjs';
import { locateNginx } from './scripts/nginx.cjs';
import { HOSTILE_PORT, NGINX_MOCK_PORT, NGINX_PORT, PORT, RESETTING_PORT } from './test/e2e/mockPorts';

/**
 * Every test's browser asks for less motion (src/index.html's prefers-reduced-motion rule: transitions end at once, no
 * ripple, no skeleton shimmer): what the specs check does not move, and two browsers on two cores drew those frames for
 * nobody (about 6% of a 46-test subset's time). shell/reduced-motion.spec.ts sets both preferences itself.
 */
const BROWSER = {
  browserName: 'chromium' as const,
  viewport: { width: 1366, height: 860 },
  reducedMotion: 'reduce' as const,
};
// Specs sit in test/e2e/<area>/ (the areas of src/features), cross-cutting ones at test/e2e/ itself; the patterns
// below match a spec's file name wherever it sits.
/**
 * Specs that call POST /__mock__/reset (session/session-screens.spec.ts): they have a mock of their own, so they run
 * beside the rest without pulling data from under a parallel test.
 */
const RESETTING_SPECS = /session-screens\.spec\.ts$/;
/**
 * Reads the contract-violation records of the mocks once every other spec has run: its project depends on
 * chromium-timing, which starts after every other project.
 */
const CONFORMANCE_SPEC = /zz-contract-conformance\.spec\.ts$/;
/**
 * Tests that time the page (long tasks while a 100,000-line log scrolls), tagged `@timing`: they run alone, after every
 * other project, so what they measure is the console, not a second browser working on the same two cores. The other
 * tests of their specs run with the rest.
 */
const TIMING_TESTS = /@timing/;
/**
 * Production serving: dist/ behind real nginx (scripts/nginx.cjs) with /api/ and /ws/terminal/ proxied to a mock of
 * its own; the serving checks, and the security-headers spec as it runs against the mock. `npm test` makes sure nginx
 * is there (scripts/test.mjs); a run of Playwright on a machine without nginx leaves this project out and says so.
 */
const NGINX = locateNginx();
if (!NGINX) console.warn('nginx not found (NGINX_PATH or /usr/sbin/nginx): the nginx project is left out of this run');
const NGINX_PROJECTS: NonNullable<PlaywrightTestConfig['projects']> = NGINX
  ? [
      {
        name: 'nginx',
        testDir: 'test',
        testMatch: [/e2e-nginx\/.*\.spec\.ts$/, /e2e\/security-headers\.spec\.ts$/],
        use: { ...BROWSER, baseURL: `http://localhost:${NGINX_PORT}` },
      },
    ]
  : [];
const NGINX_SERVERS: NonNullable<PlaywrightTestConfig['webServer']> = NGINX
  ? [
      {
        command: `node_modules/.bin/tsx server-mock/server.ts --port ${NGINX_MOCK_PORT}`,
        port: NGINX_MOCK_PORT,
        env: { MOCK_QUIET: '1', MOCK_TICK_MS: '200' },
        reuseExistingServer: false,
        timeout: 60_000,
      },
      {
        // --mock-hooks: /__mock__/ reaches the mock too (the specs read its request log); production has no such path.
        command: `node scripts/nginx.cjs serve --port ${NGINX_PORT} --upstream http://127.0.0.1:${NGINX_MOCK_PORT} --mock-hooks`,
        url: `http://localhost:${NGINX_PORT}/healthz`,
        reuseExistingServer: false,
        timeout: 60_000,
        gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
      },
    ]
  : [];

/** Run against the hostile mock (every free-text field carries injections, long, RTL and emoji text). */
const HOSTILE_SPECS = /hostile[^/]*\.spec\.ts$/;
/** The specs of the projects with a mock of their own or a place of their own in the order. */
const OTHER_PROJECTS_SPECS = [RESETTING_SPECS, CONFORMANCE_SPEC, HOSTILE_SPECS];

export default defineConfig({
  testDir: 'test/e2e',
  timeout: 60_000,
  // A busy 2-core CI machine can take several seconds to load a large page chunk.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: 'test-results',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A trace records a failed test's second try (CI retries once; `--trace on` records every test): recording every
    // test to keep only the failures' traces took about a third of this suite's time (screencast frames and DOM
    // snapshots made in the browser, in the GPU process and in the runner).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? locateChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: OTHER_PROJECTS_SPECS,
      grepInvert: TIMING_TESTS,
      use: BROWSER,
    },
    ...NGINX_PROJECTS,
    { name: 'hostile', testMatch: HOSTILE_SPECS, use: { ...BROWSER, baseURL: `http://localhost:${HOSTILE_PORT}` } },
    // Specs that reset the mock's data, on their own mock.
    {
      name: 'chromium-resetting',
      testMatch: RESETTING_SPECS,
      use: { ...BROWSER, baseURL: `http://localhost:${RESETTING_PORT}` },
    },
    {
      name: 'chromium-timing',
      testIgnore: OTHER_PROJECTS_SPECS,
      grep: TIMING_TESTS,
      dependencies: ['chromium', 'hostile', 'chromium-resetting', ...NGINX_PROJECTS.map((p) => p.name!)],
      use: BROWSER,
    },
    { name: 'contract-conformance', testMatch: CONFORMANCE_SPEC, dependencies: ['chromium-timing'] },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx server-mock/server.ts --static dist --port ${PORT}`,
      url: `http://localhost:${PORT}/`,
      env: { MOCK_QUIET: '1', MOCK_TICK_MS: '200' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx server-mock/server.ts --static dist --port ${HOSTILE_PORT}`,
      url: `http://localhost:${HOSTILE_PORT}/`,
      env: { MOCK_QUIET: '1', MOCK_TICK_MS: '200', MOCK_HOSTILE: '1' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node_modules/.bin/tsx server-mock/server.ts --static dist --port ${RESETTING_PORT}`,
      url: `http://localhost:${RESETTING_PORT}/`,
      env: { MOCK_QUIET: '1', MOCK_TICK_MS: '200' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    ...NGINX_SERVERS,
  ],
});
