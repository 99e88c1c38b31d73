// Helpers for the mock's integration tests: an in-process server on a random port, sign-in, calls.
import { createMockServer, type MockServer, type MockServerOptions } from '../../../server-mock/server';

// starting a server compiles the contract (a few seconds on a busy machine)
if (typeof jest !== 'undefined') jest.setTimeout(30_000);

export const DEMO_ORG_ADDR = 'ug-7f3a9c2e';
export const PARTNER_ORG_ADDR = 'ug-2b81d0aa';

/** A deployment the demo organisation can afford and the platform can place (name and type to add). */
export const DEPLOY_CHOICES = {
  serviceId: 'svc-qwen2',
  image: 'aispace/llama3-peft:24.05',
  gpuModel: 'NVIDIA A100 80GB',
  gpuCount: 1,
  billingMode: 'daily',
  payType: 'postpaid',
};

export const ACCOUNTS = {
  demo: { email: 'demo@aispace.dev', password: 'Demo@1234' },
  admin: { email: 'admin@aispace.dev', password: 'Admin@1234' },
  member: { email: 'member@aispace.dev', password: 'Member@1234' },
  neworg: { email: 'neworg@aispace.dev', password: 'Neworg@1234' },
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked by the tests' assertions
export interface Envelope<T = any> {
  success: boolean;
  data: T;
  errorCode: string;
  errorMessage: string;
  showType: number;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export interface CallResult<T = any> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export async function startMock(options: MockServerOptions = {}): Promise<MockServer> {
  return createMockServer({ port: 0, host: '127.0.0.1', quiet: true, silent: true, ...options });
}

export class Client {
  token = '';
  ugroupAddr: string | undefined = DEMO_ORG_ADDR;
  lang = 'en';
  constructor(readonly base: string) {}

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  async call<T = any>(
    path: string,
    body: Record<string, unknown> = {},
    init: { token?: string | null; lang?: string; ugroupAddr?: string | null } = {},
  ): Promise<CallResult<T>> {
    const url = path.startsWith('/') ? `${this.base}${path}` : `${this.base}/api/aispace/${path}`;
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'accept-language': init.lang ?? this.lang,
    };
    const token = init.token === undefined ? this.token : init.token;
    if (token) headers.authorization = token;
    const ugroupAddr = init.ugroupAddr === undefined ? this.ugroupAddr : init.ugroupAddr;
    const res = await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(ugroupAddr ? { ugroupAddr, ...body } : body),
    });
    const text = await res.text();
    let parsed: Envelope<T>;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { success: false, data: null as T, errorCode: 'NOT_JSON', errorMessage: text, showType: 2 };
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  async login(account: { email: string; password: string }): Promise<CallResult> {
    const r = await this.call(
      'userman/consume_user/login',
      { loginName: account.email, password: account.password },
      { token: null, ugroupAddr: null },
    );
    if (r.body.success) this.token = r.headers.get('authorization') ?? '';
    return r;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- hook answers vary by hook
  async hook(path: string, method = 'POST', body?: unknown): Promise<any> {
    const res = await fetch(`${this.base}/__mock__/${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return res.json();
  }
}

export async function signedIn(
  base: string,
  account: { email: string; password: string } = ACCOUNTS.demo,
): Promise<Client> {
  const c = new Client(base);
  const r = await c.login(account);
  if (!r.body.success) throw new Error(`login failed for ${account.email}: ${JSON.stringify(r.body)}`);
  return c;
}

/**
 * Polls until `done` holds for an answer (the mock advances its clock lazily, on each request) and returns every
 * answer seen, the last one last; throws with the last answer after `timeoutMs`.
 */
export async function pollUntil<T>(
  poll: () => Promise<T>,
  done: (v: T) => boolean,
  { timeoutMs = 5000, intervalMs = 12 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T[]> {
  const seen: T[] = [];
  const t0 = Date.now();
  for (;;) {
    const v = await poll();
    seen.push(v);
    if (done(v)) return seen;
    if (Date.now() - t0 > timeoutMs) throw new Error(`not reached: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** The status of an instance, as its detail call answers it. */
export const instanceStatusOf = async (client: Client, id: string): Promise<string> =>
  (await client.call('aispweb/instance/detail', { id })).body.data.status;
