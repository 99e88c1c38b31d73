// Production serving (issue 25): the built console behind real nginx with deploy/nginx.conf, /api/ and the web
// terminal's socket proxied to the mock (the `nginx` project of playwright.config.ts). Every answer carries the mock's
// security headers (one definition: server-mock/lib/securityHeaders.ts), caching and precompressed files follow the
// rules of the configuration, request bodies are limited as the contract says, and the console works through it:
// sign-in, a grid, a deep link reloaded, a page chunk and the web terminal.
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { parse } from 'yaml';
import { BROTLI_STATIC } from '../../scripts/nginx.cjs';
import { SECURITY_HEADERS } from '../../server-mock/lib/securityHeaders';
import { NGINX_MOCK_PORT } from '../e2e/mockPorts';
import { collectPageErrors, gridRows, seedStorage, sessionFor } from '../e2e/support';

const ROOT = path.join(__dirname, '../..');
const MOCK = `http://127.0.0.1:${NGINX_MOCK_PORT}`;
const MiB = 1024 * 1024;
const PORTAL = '/api/aispace/aispweb/portal/content';
const CHUNK_UPLOAD = '/api/aispace/aispweb/image/upload_chunk';

/** The request body limits of openapi.yaml (x-limits and the chunk upload's x-max-body-bytes), else nginx's own. */
function contractLimits(): { body: number; chunk: number } {
  const doc = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
    'x-limits'?: { maxBodyBytes?: number };
    paths: Record<string, { post?: { 'x-max-body-bytes'?: number } }>;
  };
  return {
    body: doc['x-limits']?.maxBodyBytes ?? MiB,
    chunk: doc.paths[CHUNK_UPLOAD]?.post?.['x-max-body-bytes'] ?? 12 * MiB,
  };
}

/** Each security header occurs once with the shared definition's value, and the server names no version. */
function expectSecurityHeaders(response: APIResponse, what: string): void {
  const all = response.headersArray();
  for (const [name, value] of SECURITY_HEADERS) {
    const found = all.filter((h) => h.name.toLowerCase() === name.toLowerCase()).map((h) => h.value);
    expect(found, `${name} of ${what}`).toEqual([value]);
  }
  const server = all.filter((h) => h.name.toLowerCase() === 'server').map((h) => h.value);
  expect(server.join(), `Server of ${what}`).not.toMatch(/\d/);
  expect(
    all.find((h) => h.name.toLowerCase() === 'x-powered-by'),
    `X-Powered-By of ${what}`,
  ).toBeUndefined();
}

/** The entry script index.html loads. */
async function entryScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = /<script[^>]*\ssrc="?\/?([^"\s>]+)/.exec(html)?.[1];
  expect(src, 'index.html names its script').toMatch(/^assets\/main\.[0-9a-f]{8}\.js$/);
  return `/${src}`;
}

test("every answer carries the mock's security headers once, and the mock sends the same", async ({ request }) => {
  const script = await entryScript(request);
  const answers: Array<[string, APIResponse]> = [
    ['/', await request.get('/')],
    ['a deep link', await request.get('/console/gpu')],
    ['the entry script', await request.get(script)],
    ['a missing file', await request.get('/assets/missing.0123abcd.js')],
    ['the health check', await request.get('/healthz')],
    ['an API call', await request.post(PORTAL, { data: { tab: 'appCenter' } })],
    [
      'a failed sign-in',
      await request.post('/api/aispace/userman/consume_user/login', { data: { loginName: 'x', password: 'y' } }),
    ],
    ['a too large body', await request.post(PORTAL, { data: { tab: 'x'.repeat(2 * MiB) } })],
    ['the terminal path without upgrade', await request.get('/ws/terminal/none')],
  ];
  for (const [what, response] of answers) expectSecurityHeaders(response, what);
  expect(answers.map(([what, r]) => `${what}: ${r.status()}`)).toEqual([
    '/: 200',
    'a deep link: 200',
    'the entry script: 200',
    'a missing file: 404',
    'the health check: 200',
    'an API call: 200',
    'a failed sign-in: 200',
    'a too large body: 413',
    `the terminal path without upgrade: ${(await request.get(`${MOCK}/ws/terminal/none`)).status()}`,
  ]);
  // The mock, asked directly, answers with the very same headers.
  expectSecurityHeaders(await request.get(`${MOCK}/healthz`), 'the mock (a missing path)');
  expectSecurityHeaders(
    await request.post(`${MOCK}${PORTAL}`, { data: { tab: 'appCenter' } }),
    'the mock (an API call)',
  );
});

test('index.html is revalidated on every load, hashed files are immutable, precompressed files are sent', async ({
  request,
}) => {
  const index = await request.get('/');
  expect(index.headers()['cache-control']).toBe('no-cache');
  const deep = await request.get('/some/deep/link');
  expect(deep.headers()['cache-control']).toBe('no-cache');
  expect(await deep.text()).toBe(await index.text());
  expect(await index.text()).toBe(readFileSync(path.join(ROOT, 'dist/index.html'), 'utf8'));

  const script = await entryScript(request);
  const onDisk = readFileSync(path.join(ROOT, 'dist', script));
  expect(existsSync(path.join(ROOT, 'dist', `${script}.gz`)), 'the build writes .gz').toBe(true);
  expect(existsSync(path.join(ROOT, 'dist', `${script}.br`)), 'the build writes .br').toBe(true);
  const brotli = existsSync(BROTLI_STATIC);
  for (const [accept, encoding] of [
    ['br, gzip', brotli ? 'br' : 'gzip'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ] as const) {
    const response = await request.get(script, { headers: { 'Accept-Encoding': accept } });
    expect(response.status(), accept).toBe(200);
    expect(response.headers()['content-encoding'], accept).toBe(encoding);
    expect(response.headers()['content-type'], accept).toBe('application/javascript; charset=utf-8');
    expect(response.headers()['cache-control'], accept).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['vary'], accept).toMatch(/Accept-Encoding/i);
    expect((await response.body()).equals(onDisk), `${accept}: the file as built`).toBe(true);
  }
  // A missing file stays a 404 (not index.html) and is not cached as immutable.
  const missing = await request.get('/assets/page-none.0123abcd.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-cache');
  // API answers keep the backend's caching: nginx adds none.
  const api = await request.post(PORTAL, { data: { tab: 'appCenter' } });
  expect(api.headers()['cache-control']).toBeUndefined();
});

test("request bodies: the contract's limit for calls, a larger one for the image upload's chunks", async ({
  request,
}) => {
  const limits = contractLimits();
  const body = (bytes: number, fields: Record<string, unknown>, pad: string): Buffer => {
    const base = JSON.stringify({ ...fields, [pad]: '' });
    return Buffer.from(base.replace(`"${pad}":""`, `"${pad}":"${'A'.repeat(bytes - base.length)}"`));
  };
  const post = (url: string, data: Buffer) =>
    request.post(url, { data, headers: { 'Content-Type': 'application/json' }, timeout: 60_000 });

  /** The backend's answer (JSON, whatever its status), not nginx's refusal (HTML). */
  const reachesBackend = async (url: string, data: Buffer, what: string) => {
    const response = await post(url, data);
    expect(response.headers()['content-type'], `${what} reaches the backend`).toMatch(/^application\/json/);
  };
  const refused = async (url: string, data: Buffer, what: string) => {
    const response = await post(url, data);
    expect(response.status(), `${what} is refused by nginx`).toBe(413);
    expect(response.headers()['content-type'], what).toMatch(/^text\/html/);
  };

  const atLimit = body(limits.body, { tab: 'appCenter' }, 'note');
  expect(atLimit.length).toBe(limits.body);
  await reachesBackend(PORTAL, atLimit, 'a call of exactly the limit');
  await refused(PORTAL, body(limits.body + 1, { tab: 'appCenter' }, 'note'), 'a call one byte over');
  // The other locations of /api/ have the same limit; only the chunk upload's is larger.
  await refused(`${CHUNK_UPLOAD}x`, body(limits.body + 1, { tab: 'appCenter' }, 'note'), 'a call next to the upload');

  // An 8 MiB chunk in base64 with the call's fields fits; one byte over the chunk limit does not.
  const chunk = { uploadId: 'up-none', index: 0 };
  const eightMiB = body(Math.ceil((8 * MiB) / 3) * 4 + 64, chunk, 'contentBase64');
  expect(eightMiB.length).toBeLessThanOrEqual(limits.chunk);
  await reachesBackend(CHUNK_UPLOAD, eightMiB, 'an 8 MiB chunk');
  await reachesBackend(CHUNK_UPLOAD, body(limits.chunk, chunk, 'contentBase64'), 'a chunk call of exactly the limit');
  await refused(CHUNK_UPLOAD, body(limits.chunk + 1, chunk, 'contentBase64'), 'a chunk call one byte over');
});

test('the console through nginx: sign-in, a grid, a page chunk, a deep link reloaded, the web terminal', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const errors = collectPageErrors(page);
  const chunks: Array<{ url: string; status: number; encoding?: string; cache?: string }> = [];
  page.on('response', (r) => {
    if (/\/assets\/page-gpu\.[0-9a-f]{8}\.js$/.test(r.url())) {
      const h = r.headers();
      chunks.push({ url: r.url(), status: r.status(), encoding: h['content-encoding'], cache: h['cache-control'] });
    }
  });
  // Sign-in through the form: the token arrives in the authorization header nginx passes on.
  await seedStorage(page, { locale: 'en-US' });
  await page.goto('/#/login');
  await page.getByRole('tab', { name: 'Password' }).click();
  const form = page.getByTestId('password-login-form');
  await form.getByLabel('Username or email').fill('demo@aispace.dev');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@1234');
  const signIn = page.waitForResponse((r) => r.url().endsWith('/consume_user/login'));
  await form.getByRole('button', { name: 'Sign in' }).click();
  const token = (await signIn).headers()['authorization'];
  expect(token, 'the authorization header of the sign-in answer').toBeTruthy();
  await expect(page.getByRole('heading', { name: 'Console home', level: 1 })).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  // A grid page: its lazy chunk comes precompressed and immutable, its rows from the API through nginx.
  await page.evaluate(() => (window.location.hash = '#/gpu?pageSize=10'));
  await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(gridRows(page, 'gpu-grid')).toHaveCount(10, { timeout: 20_000 });
  expect(chunks).toEqual([
    expect.objectContaining({
      status: 200,
      encoding: expect.stringMatching(/^(br|gzip)$/),
      cache: 'public, max-age=31536000, immutable',
    }),
  ]);

  // The deep link reloaded: nginx answers index.html again and the same page and filter come back.
  await page.getByTestId('gpu-grid').getByRole('button', { name: 'Go to next page' }).click();
  await expect(page).toHaveURL(/#\/gpu\?.*page=2/);
  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('heading', { name: 'GPU management', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(gridRows(page, 'gpu-grid').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('gpu-grid').getByText(/^11–20 of/)).toBeVisible();

  // The web terminal: its WebSocket upgrade goes through nginx to the mock's shell.
  const session = await sessionFor(request);
  const listed = await request.post('/api/aispace/aispweb/instance/query', {
    data: { ugroupAddr: session.accountAddr, pageNum: 1, pageSize: 50, statuses: ['running'] },
    headers: { Authorization: session.token },
  });
  const running = ((await listed.json()) as { data: { list: { id: string }[] } }).data.list;
  expect(running.length).toBeGreaterThan(0);
  const id = running[0].id;
  const socket = page.waitForEvent('websocket', (ws) => ws.url().includes(`/ws/terminal/${id}`));
  await page.evaluate((hash) => (window.location.hash = hash), `#/XTerm?id=${id}`);
  await expect(page.getByTestId('terminal-state')).toHaveAttribute('data-state', 'open', { timeout: 30_000 });
  expect((await socket).url()).toMatch(new RegExp(`^ws://localhost:\\d+/ws/terminal/${id}\\?ticket=`));
  await expect(page.locator('.xterm-rows')).toContainText(`root@${id}:~#`);
  await page.locator('.xterm-helper-textarea').pressSequentially('echo through-nginx\n');
  await expect(page.locator('.xterm-rows')).toContainText('through-nginx');
  expect(errors.map((e) => e.message)).toEqual([]);

  // Leaving the terminal closes its socket, and nginx logs it: the path, never the ticket of its query string.
  await page.evaluate(() => (window.location.hash = '#/'));
  const log = path.join(os.tmpdir(), `aispace-nginx-${new URL(baseURL!).port}`, 'access.log');
  await expect
    .poll(() => readFileSync(log, 'utf8'), { timeout: 20_000 })
    .toContain(`GET /ws/terminal/${id} HTTP/1.1" 101`);
  expect(readFileSync(log, 'utf8')).not.toContain('ticket=');
});
