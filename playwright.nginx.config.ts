// End-to-end tests through production serving: dist/ behind real nginx with deploy/nginx.conf (scripts/nginx.cjs),
// /api/ and /ws/terminal/ proxied to the mock. `npm test` runs it after the mock-served suite; Playwright stops both
// servers at the end.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from './scripts/chromium.cjs';

/** nginx's port, and the mock's behind it. */
const PORT = Number(process.env.E2E_NGINX_PORT ?? 3103);
const MOCK_PORT = Number(process.env.E2E_NGINX_MOCK_PORT ?? 3104);
process.env.E2E_NGINX_MOCK_PORT = String(MOCK_PORT);

export default defineConfig({
  testDir: 'test',
  // The serving checks, and the security-headers spec as it runs against the mock.
  testMatch: ['e2e-nginx/**/*.spec.ts', 'e2e/security-headers.spec.ts'],
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: 'test-results/nginx',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? locateChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'nginx', use: { browserName: 'chromium', viewport: { width: 1366, height: 860 } } }],
  webServer: [
    {
      command: `node_modules/.bin/tsx server-mock/server.ts --port ${MOCK_PORT}`,
      port: MOCK_PORT,
      env: { MOCK_QUIET: '1', MOCK_TICK_MS: '200' },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      // --mock-hooks: /__mock__/ reaches the mock too (the specs read its request log); production has no such path.
      command: `node scripts/nginx.cjs serve --port ${PORT} --upstream http://127.0.0.1:${MOCK_PORT} --mock-hooks`,
      url: `http://localhost:${PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
