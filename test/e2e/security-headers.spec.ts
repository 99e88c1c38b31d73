// Headers and secrets (issue 12). `npm run serve` (server-mock/server.ts --static dist, what this project's web
// server runs) answers with a Content-Security-Policy that allows no inline script and no framing, nosniff and a
// Referrer-Policy, and the app works under them (no CSP violation on sign-in, charts, the web terminal). Secrets
// (an API key, the organisation's access secret) and the token never reach browser storage, the URL, the console
// or the mock's request log.
import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, gridRows, seedStorage, sessionFor } from './support';

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name.toLowerCase(), values] as [string, string[]]),
  );
}

/** Records every CSP violation of every document of the page (window.__cspViolations). */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__cspViolations.push(
        `${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`,
      ),
    );
  });
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);

async function open(page: Page, path: string, heading: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${path}`);
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
}

test('/ is served with a strict CSP, frame-ancestors none, nosniff and a Referrer-Policy', async ({ request }) => {
  const index = await request.get('/');
  expect(index.status()).toBe(200);
  const headers = index.headers();
  const csp = headers['content-security-policy'];
  expect(csp, 'Content-Security-Policy').toBeTruthy();
  const d = directives(csp);
  const scripts = d.get('script-src') ?? d.get('default-src');
  expect(scripts, 'script-src or default-src').toBeDefined();
  expect(scripts).not.toContain("'unsafe-inline'");
  expect(scripts).not.toContain("'unsafe-eval'");
  expect(scripts).not.toContain('*');
  expect(d.get('frame-ancestors')).toEqual(["'none'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  // The same on the SPA fallback, on a script and on an API answer.
  const html = await index.text();
  const script = html.match(/<script[^>]*\ssrc=["']?([^"'\s>]+)/)?.[1];
  expect(script, 'index.html loads a script file').toBeTruthy();
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/); // no inline script that the CSP would block
  expect(html).not.toMatch(/\son[a-z]+=/i); // no inline event handler either
  for (const response of [
    await request.get('/some/deep/link'),
    await request.get(new URL(script!, index.url()).href),
    await request.post('/api/aispace/aispweb/portal/content', { data: { tab: 'appCenter' } }),
  ]) {
    expect(response.headers()['content-security-policy'], response.url()).toBe(csp);
    expect(response.headers()['x-content-type-options'], response.url()).toBe('nosniff');
    expect(response.headers()['referrer-policy'], response.url()).toBe(headers['referrer-policy']);
  }
});

test('the app works under its CSP: sign-in, charts and the web terminal raise no violation', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  await watchViolations(page);
  // Signing in through the form (the sign-in page and its bundle under the CSP).
  await seedStorage(page, { locale: 'en-US' });
  await page.goto('/#/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('Username or email').fill('demo@aispace.dev');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('home-spend-chart').locator('svg').first()).toBeVisible({ timeout: 20_000 });

  await open(page, '/cost-bill', 'Bills');
  await expect(page.getByTestId('consumption-chart').locator('svg').first()).toBeVisible({ timeout: 20_000 });
  await open(page, '/invocation-metrics', 'Usage metrics');
  await expect(page.getByTestId('calls-chart').locator('svg').first()).toBeVisible({ timeout: 20_000 });

  // A running instance of the organisation, its monitoring charts and its terminal (a WebSocket).
  const session = await sessionFor(request);
  const listed = await request.post('/api/aispace/aispweb/instance/query', {
    data: { ugroupAddr: session.accountAddr, pageNum: 1, pageSize: 50, statuses: ['running'] },
    headers: { Authorization: session.token },
  });
  const running = ((await listed.json()) as { data: { list: { id: string }[] } }).data.list;
  expect(running.length).toBeGreaterThan(0);
  const id = running[running.length - 1].id;
  await open(page, `/management-panel?id=${id}&tab=monitoring`, 'Instance management');
  await expect(page.getByRole('tabpanel').locator('svg').first()).toBeVisible({ timeout: 20_000 });
  await open(page, `/XTerm?id=${id}`, 'Web terminal');
  await expect(page.getByTestId('terminal-state')).toHaveAttribute('data-state', 'open', { timeout: 30_000 });
  await expect(page.locator('.xterm-rows')).toContainText(`root@${id}:~#`);

  expect(await violations(page)).toEqual([]);
  expect(refused).toEqual([]);
  expect(errors.map((e) => e.message)).toEqual([]);
});

test('an API key, the access secret and the token stay out of storage, the URL, the console and the request log', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const logged: string[] = [];
  page.on('console', (m) => logged.push(m.text()));
  const session = await sessionFor(request);
  await seedStorage(page, { ...session, locale: 'en-US' });
  await page.goto('/#/api-key');
  await expect(page.getByRole('heading', { name: 'API keys', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(gridRows(page, 'api-key-grid').first()).toBeVisible({ timeout: 20_000 });

  // A new API key, shown once.
  const name = `secret-check-${Date.now()}`;
  await page.getByTestId('create-api-key').click();
  const dialog = page.getByTestId('api-key-dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  const once = page.getByTestId('api-key-once');
  const key = (await once.getByTestId('api-key-value').innerText()).trim();
  expect(key.length).toBeGreaterThan(20);
  await once.getByRole('button', { name: 'I have saved it' }).click();
  await expect(once).toBeHidden();

  // The organisation's access secret, shown once (created, or rotated when a key exists).
  await open(page, '/org-info', 'Organisation info');
  const section = page.getByTestId('access-key');
  await expect(section).toBeVisible({ timeout: 30_000 });
  const create = section.getByRole('button', { name: 'Create access key' });
  if (await create.isVisible()) await create.click();
  else {
    await section.getByRole('button', { name: 'Rotate secret' }).click();
    await page
      .getByRole('dialog', { name: 'Rotate the secret?' })
      .getByRole('button', { name: 'Rotate secret' })
      .click();
  }
  const shown = page.getByTestId('secret-dialog');
  const secret = (await shown.getByTestId('secret-value').innerText()).trim();
  expect(secret.length).toBeGreaterThan(16);
  await shown.getByRole('button', { name: 'I have saved it' }).click();
  await expect(shown).toBeHidden();

  // Browser storage: the token only under `token` (docs/product-rules.md#session-and-browser-storage); the key and the secret nowhere.
  const stored = await page.evaluate(() => {
    const all = (s: Storage) => Object.fromEntries(Object.keys(s).map((k) => [k, s.getItem(k) ?? '']));
    return { local: all(localStorage), session: all(sessionStorage) };
  });
  for (const [where, entries] of Object.entries(stored)) {
    for (const [k, v] of Object.entries(entries)) {
      expect(v, `${where}Storage.${k}`).not.toContain(key);
      expect(v, `${where}Storage.${k}`).not.toContain(secret);
      if (!(where === 'local' && k === 'token')) expect(v, `${where}Storage.${k}`).not.toContain(session.token);
    }
  }
  // The URL and the history entries the app made, and the console.
  for (const text of [page.url(), ...logged]) {
    expect(text).not.toContain(key);
    expect(text).not.toContain(secret);
    expect(text).not.toContain(session.token);
  }
  // The mock's request log has this session's calls with the token redacted, and never a secret.
  const log = await request.get('/__mock__/requests?path=/api/aispace/aispweb/');
  const text = await log.text();
  const records = (JSON.parse(text) as { data: { path: string; headers: Record<string, string>; body: unknown }[] })
    .data;
  const mine = records.filter((r) => r.path.endsWith('/api_key/create') && JSON.stringify(r.body).includes(name));
  expect(mine).toHaveLength(1);
  expect(mine[0].headers.authorization).toBe('<redacted>');
  expect(text).not.toContain(session.token);
  expect(text).not.toContain(key);
  expect(text).not.toContain(secret);
});
