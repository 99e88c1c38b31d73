// Test hooks of server-mock/README.md (reset, faults, request log), headers and the built app (--static).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../../server-mock/lib/web';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let distDir: string;

beforeAll(async () => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aispace-dist-'));
  fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>AISpace</title><div id="root"></div>');
  fs.writeFileSync(path.join(distDir, 'main.3f9a1c2b.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  mock = await startMock({ staticDir: distDir });
  demo = await signedIn(mock.url);
});
afterEach(async () => {
  await demo.hook('faults', 'DELETE');
});
afterAll(async () => {
  await mock.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});

const LIST = 'aispweb/instance/query';

describe('reset', () => {
  it('restores the fixtures after writes', async () => {
    const before = await demo.call(LIST, { pageSize: 1 });
    const id = (await demo.call(LIST, { statuses: ['running'], pageSize: 1 })).body.data.list[0].id;
    await demo.call('aispweb/instance/release', { id });
    await demo.call('userman/consume_account/invite4email', { emails: ['reset.me@example.org'], validityDays: 1 });
    expect((await demo.call('aispweb/instance/detail', { id })).body.data.status).toBe('removing');
    const r = await demo.hook('reset');
    expect(r.success).toBe(true);
    expect((await demo.call('aispweb/instance/detail', { id })).body.data.status).toBe('running');
    expect((await demo.call(LIST, { pageSize: 1 })).body.data.total).toBe(before.body.data.total);
    const inv = await demo.call('userman/consume_account/query_invitations', { email: 'reset.me' });
    expect(inv.body.data.total).toBe(0);
  });

  it('keeps sessions across a reset', async () => {
    await demo.hook('reset');
    expect((await demo.call(LIST, {})).status).toBe(200);
  });
});

describe('faults', () => {
  it('answers the next call with the given status and body', async () => {
    await demo.hook('faults', 'POST', {
      path: '/api/aispace/aispweb/instance/query',
      status: 200,
      body: { success: false, data: null, errorCode: 'E1', errorMessage: 'boom', showType: 3 },
    });
    const r = await demo.call(LIST, {});
    expect(r.body).toEqual({ success: false, data: null, errorCode: 'E1', errorMessage: 'boom', showType: 3 });
    expect((await demo.call(LIST, {})).body.success).toBe(true);
  });

  it('applies to `count` matching calls, then stops', async () => {
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/instance', status: 500, count: 2 });
    expect((await demo.call(LIST, {})).status).toBe(500);
    expect((await demo.call('aispweb/instance/detail', { id: 'ins-0001' })).status).toBe(500);
    expect((await demo.call(LIST, {})).status).toBe(200);
  });

  it('matches by path prefix only', async () => {
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/order', status: 403, count: 1 });
    expect((await demo.call(LIST, {})).status).toBe(200);
    expect((await demo.call('aispweb/order/query', {})).status).toBe(403);
  });

  it('with a token applies only to calls carrying that Authorization', async () => {
    const other = await signedIn(mock.url, ACCOUNTS.admin);
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/order', status: 403, count: 1, token: demo.token });
    expect((await other.call('aispweb/order/query', {})).status).toBe(200);
    expect((await demo.call('aispweb/order/query', {})).status).toBe(403);
    expect((await demo.call('aispweb/order/query', {})).status).toBe(200);
  });

  it('delays (hangs) for delayMs', async () => {
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/instance/query', delayMs: 400 });
    const t0 = Date.now();
    const r = await demo.call(LIST, {});
    expect(Date.now() - t0).toBeGreaterThanOrEqual(380);
    expect(r.status).toBe(200);
  });

  it('delays then answers the given status', async () => {
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/instance/query', delayMs: 200, status: 502 });
    const t0 = Date.now();
    const r = await demo.call(LIST, {});
    expect(Date.now() - t0).toBeGreaterThanOrEqual(180);
    expect(r.status).toBe(502);
  });

  it('drops the connection for status 0 (or drop: true)', async () => {
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/instance/query', status: 0 });
    await expect(demo.call(LIST, {})).rejects.toThrow();
    await demo.hook('faults', 'POST', { path: '/api/aispace/aispweb/instance/query', drop: true });
    await expect(demo.call(LIST, {})).rejects.toThrow();
    expect((await demo.call(LIST, {})).status).toBe(200);
  });

  it('is cleared by DELETE /__mock__/faults', async () => {
    await demo.hook('faults', 'POST', { path: '/api', status: 500, count: 0 });
    expect((await demo.call(LIST, {})).status).toBe(500);
    expect((await demo.call('aispweb/order/query', {})).status).toBe(500);
    await demo.hook('faults', 'DELETE');
    expect((await demo.call(LIST, {})).status).toBe(200);
  });

  it('also fails static files (lazy chunks) by path prefix', async () => {
    await demo.hook('faults', 'POST', { path: '/main.', status: 404 });
    expect((await fetch(`${mock.url}/main.3f9a1c2b.js`)).status).toBe(404);
    expect((await fetch(`${mock.url}/main.3f9a1c2b.js`)).status).toBe(200);
  });
});

describe('request log', () => {
  it('records what the console sent, without the token', async () => {
    await demo.hook('requests', 'DELETE');
    await demo.call(LIST, { pageNum: 3, pageSize: 20, sortField: 'name', sortOrder: 'asc' });
    const log = await demo.hook(`requests?path=${encodeURIComponent('/api/aispace/aispweb/instance')}`, 'GET');
    expect(log.data).toHaveLength(1);
    expect(log.data[0].body).toMatchObject({ pageNum: 3, pageSize: 20, sortField: 'name', sortOrder: 'asc' });
    expect(log.data[0].headers.authorization).toBe('<redacted>');
    expect(log.data[0].headers['accept-language']).toBe('en');
  });
});

describe('headers and the built app', () => {
  it('sends the security headers on API answers and static files', async () => {
    for (const res of [
      await fetch(`${mock.url}/`),
      await fetch(`${mock.url}/api/aispace/aispweb/system/status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      }),
    ]) {
      expect(res.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
    expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self';/);
    expect(CONTENT_SECURITY_POLICY).toMatch(/frame-ancestors 'none'/);
  });

  it('serves index.html without cache for routes (single-page fallback) and hashed assets with a long cache', async () => {
    const page = await fetch(`${mock.url}/gpu`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${mock.url}/main.3f9a1c2b.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(await asset.text()).toContain('console.log');
    expect((await fetch(`${mock.url}/missing.1234abcd.js`)).status).toBe(404);
  });

  it('never answers /api or /__mock__ GETs with index.html', async () => {
    const res = await fetch(`${mock.url}/api/aispace/aispweb/instance/query`);
    expect(res.headers.get('content-type')).toMatch(/json/);
    expect(res.status).toBe(405);
  });
});
