// Secrets never in the mock's logs (issue 12): with its per-request log and notices on, signing in, creating an
// API key and rotating the organisation's access secret print neither the token, the key nor the secret, and the
// request recorder (/__mock__/requests) shows the Authorization header redacted.
import type { MockServer } from '../../../server-mock/server';
import { type Client, startMock, signedIn } from '../support/helpers';

let mock: MockServer;
let client: Client;
const printed: string[] = [];
const spies: jest.SpyInstance[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const)
    spies.push(
      jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void printed.push(args.join(' '))),
    );
  mock = await startMock({ quiet: false, silent: false });
  client = await signedIn(mock.url);
});
afterAll(async () => {
  await mock.close();
  for (const spy of spies) spy.mockRestore();
});

it('prints and records no token, API key or access secret', async () => {
  const created = await client.call('aispweb/api_key/create', { name: `log-check-${Date.now()}` });
  expect(created.body.success).toBe(true);
  const key = created.body.data.key as string;
  const existing = await client.call('aispweb/obs_accesskey/query', {});
  const accessKeyId = (existing.body.data as { accessKeyId?: string } | null)?.accessKeyId;
  const rotated = accessKeyId
    ? await client.call('aispweb/obs_accesskey/update', { accessKeyId, rotateSecret: true })
    : await client.call('aispweb/obs_accesskey/create', {});
  expect(rotated.body.success).toBe(true);
  const secret = rotated.body.data.secretAccessKey as string;
  expect(key.length).toBeGreaterThan(16);
  expect(secret.length).toBeGreaterThan(16);
  expect(client.token.length).toBeGreaterThan(8);

  // The log printed one line per request (so the check below has something to look at).
  expect(printed.some((line) => line.includes('/api_key/create'))).toBe(true);
  for (const line of printed) {
    expect(line).not.toContain(client.token);
    expect(line).not.toContain(key);
    expect(line).not.toContain(secret);
  }
  const recorded = await fetch(`${mock.url}/__mock__/requests?path=/api/aispace/aispweb/`);
  const text = await recorded.text();
  const records = (JSON.parse(text) as { data: { path: string; headers: Record<string, string> }[] }).data;
  expect(records.length).toBeGreaterThan(0);
  for (const r of records) expect(r.headers.authorization).toBe('<redacted>');
  expect(text).not.toContain(client.token);
  expect(text).not.toContain(key);
  expect(text).not.toContain(secret);
});
