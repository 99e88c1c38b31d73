/**
 * @jest-environment node
 */
// docs/product-rules.md#calls-and-errors in the one baseQuery: headers, ugroupAddr, token renewal, showType, 403, HTTP and network failures.
import { baseApi } from '@/api/baseApi';
import { REQUEST_TIMEOUT_MS } from '@/api/baseQuery';
import type { ApiError } from '@/api/envelope';
import { forgetLostCalls } from '@/api/idempotency';
import { makeStore } from '@/app/store';
import i18n, { initI18n } from '@/i18n';
import { setNavigator } from '@/lib/navigation';
import { setNotifier, type NotifyKind } from '@/lib/notify';
import { MemoryStorage } from '../support/apiHarness';

const probeApi = baseApi.injectEndpoints({
  endpoints: (b) => ({
    probe: b.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({ url: '/api/aispace/test/probe', method: 'POST', body }),
    }),
    // a create operation (src/api/generated/idempotent.gen.ts): its calls carry an Idempotency-Key
    createProbe: b.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({ url: '/api/aispace/aispweb/api_key/create', method: 'POST', body }),
    }),
    probeInline: b.mutation<unknown, Record<string, unknown>>({
      query: (body) => ({ url: '/api/aispace/test/probe', method: 'POST', body }),
      extraOptions: { skipErrorHandler: true },
    }),
  }),
});

type Shown = { kind: NotifyKind | 'notification'; text: string; title?: string };
let shown: Shown[];
let navigations: string[];
let fetchMock: jest.Mock;
let lastRequest: Request | null;

function respond(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  fetchMock.mockImplementationOnce(async (req: Request) => {
    lastRequest = req;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status: init.status ?? 200,
      headers: { 'content-type': 'application/json', ...init.headers },
    });
  });
}

/** A fresh store; with a stored user id the startup fetch of the current user is answered first. */
async function freshStore(session: Record<string, string> = {}) {
  localStorage.clear();
  for (const [k, v] of Object.entries(session)) localStorage.setItem(k, v);
  const groups = session.accountAddr
    ? [{ rel: { relId: 'r1' }, ugroup: { ugroupId: 'g1', ugroupAddr: session.accountAddr } }]
    : [];
  if (session.userId) respond({ success: true, data: { userId: session.userId, ugroupRefList: groups } });
  const store = makeStore({ listen: false });
  if (session.userId) await new Promise((r) => setTimeout(r, 10));
  shown = [];
  lastRequest = null;
  return store;
}

async function call(store: ReturnType<typeof makeStore>, body: Record<string, unknown> = {}, inline = false) {
  const endpoint = inline ? probeApi.endpoints.probeInline : probeApi.endpoints.probe;
  return store.dispatch(endpoint.initiate(body));
}

beforeAll(async () => {
  // Node's Request needs an absolute URL; the browser resolves '/api/...' against the page.
  const NodeRequest = Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input, init);
    }
  } as typeof Request;
  (globalThis as unknown as { localStorage: MemoryStorage }).localStorage = new MemoryStorage();
  (globalThis as unknown as { window: unknown }).window = { location: { hash: '#/gpu' } };
  await initI18n('en-US');
});

beforeEach(async () => {
  shown = [];
  navigations = [];
  lastRequest = null;
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  setNotifier({
    message: (kind, text) => shown.push({ kind, text }),
    notification: (title, text) => shown.push({ kind: 'notification', title, text }),
  });
  setNavigator((to) => navigations.push(to));
  await i18n.changeLanguage('en-US');
});

afterAll(() => {
  setNotifier(null);
  setNavigator(null);
});

describe('request headers and body', () => {
  it('sends the stored token as Authorization and the language as zh, en or ja', async () => {
    const store = await freshStore({ token: 'tok-1', userId: '7' });
    for (const [lng, header] of [
      ['en-US', 'en'],
      ['zh-CN', 'zh'],
      ['ja-JP', 'ja'],
    ]) {
      await i18n.changeLanguage(lng);
      respond({ success: true, data: {} });
      await call(store);
      expect(lastRequest?.headers.get('Authorization')).toBe('tok-1');
      expect(lastRequest?.headers.get('Accept-Language')).toBe(header);
      expect(lastRequest?.method).toBe('POST');
    }
    store.close();
  });

  it('sends no Authorization header without a token', async () => {
    const store = await freshStore();
    respond({ success: true, data: {} });
    await call(store);
    expect(lastRequest?.headers.has('Authorization')).toBe(false);
    store.close();
  });

  it('adds ugroupAddr of the selected organisation to every body, keeping an explicit one', async () => {
    const store = await freshStore({ token: 't', userId: '7', accountAddr: 'org-addr-1' });
    respond({ success: true, data: {} });
    await call(store, { pageNum: 2 });
    expect(await lastRequest?.json()).toEqual({ ugroupAddr: 'org-addr-1', pageNum: 2 });
    respond({ success: true, data: {} });
    await call(store, { ugroupAddr: 'other-org' });
    expect(await lastRequest?.json()).toEqual({ ugroupAddr: 'other-org' });
    store.close();
  });

  it('times out after 3,600,000 ms', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(3_600_000);
  });
});

describe('token renewal', () => {
  it('replaces the stored token with the authorization response header', async () => {
    const store = await freshStore({ token: 'old', userId: '7' });
    respond({ success: true, data: {} }, { headers: { authorization: 'renewed-token' } });
    await call(store);
    expect(store.getState().session.userToken).toBe('renewed-token');
    expect(localStorage.getItem('token')).toBe('renewed-token');
    respond({ success: true, data: {} });
    await call(store);
    expect(lastRequest?.headers.get('Authorization')).toBe('renewed-token');
    store.close();
  });

  it('a renewed token answered after the session ended (a 403 of the same burst) is not taken back', async () => {
    const store = await freshStore({ token: 'old', userId: '7', accountAddr: 'org-1' });
    let answerLate: () => void = () => undefined;
    fetchMock.mockImplementationOnce(
      () =>
        new Promise<Response>((resolve) => {
          answerLate = () =>
            resolve(
              new Response(JSON.stringify({ success: true, data: {} }), {
                status: 200,
                headers: { 'content-type': 'application/json', authorization: 'late-token' },
              }),
            );
        }),
    );
    const late = call(store);
    respond({ success: false }, { status: 403 });
    await call(store);
    await new Promise((r) => setTimeout(r, 10));
    expect(navigations).toEqual(['/login']);
    answerLate();
    await late;
    await new Promise((r) => setTimeout(r, 10));
    expect(store.getState().session.userToken).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    store.close();
  });

  it('a call sent without a session (sign-in) does not set the token through renewal', async () => {
    const store = await freshStore();
    respond({ success: true, data: {} }, { headers: { authorization: 'someone' } });
    await call(store);
    expect(store.getState().session.userToken).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    store.close();
  });
});

describe('business errors by showType (docs/product-rules.md#calls-and-errors)', () => {
  const failure = (showType: number | undefined, errorMessage = 'Quota exceeded') => ({
    success: false,
    data: { id: 1 },
    errorCode: 'E_QUOTA',
    errorMessage,
    showType,
  });

  it('showType 0 is silent', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(0));
    const result = await call(store);
    expect('error' in result && (result.error as ApiError).kind).toBe('business');
    expect(shown).toEqual([]);
    store.close();
  });

  it('showType 1 shows a warning message', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(1));
    await call(store);
    expect(shown).toEqual([{ kind: 'warning', text: 'Quota exceeded' }]);
    store.close();
  });

  it('showType 2 shows an error message', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(2));
    await call(store);
    expect(shown).toEqual([{ kind: 'error', text: 'Quota exceeded' }]);
    store.close();
  });

  it('showType 3 shows a notification titled by errorCode, described by errorMessage', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(3));
    await call(store);
    expect(shown).toEqual([{ kind: 'notification', title: 'E_QUOTA', text: 'Quota exceeded' }]);
    store.close();
  });

  it('showType 9 (redirect) does nothing', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(9));
    await call(store);
    expect(shown).toEqual([]);
    expect(navigations).toEqual([]);
    store.close();
  });

  it('any other showType shows an error message', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(4));
    respond(failure(undefined));
    await call(store);
    await call(store);
    expect(shown).toEqual([
      { kind: 'error', text: 'Quota exceeded' },
      { kind: 'error', text: 'Quota exceeded' },
    ]);
    store.close();
  });

  it('without errorMessage shows the default text in the current language', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(2, ''));
    await call(store);
    await i18n.changeLanguage('zh-CN');
    respond(failure(2, ''));
    await call(store);
    expect(shown.map((s) => s.text)).toEqual(['Request failed', '请求失败']);
    store.close();
  });

  it('a per-call opt-out returns the error to the screen without showing it', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond(failure(2));
    const result = await call(store, {}, true);
    expect('error' in result && (result.error as ApiError).message).toBe('Quota exceeded');
    expect(shown).toEqual([]);
    store.close();
  });
});

describe('HTTP and network failures', () => {
  it('other HTTP statuses show a message naming the status', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond({ success: false, errorMessage: 'Internal failure' }, { status: 500 });
    const result = await call(store);
    expect(shown).toEqual([{ kind: 'error', text: 'Request failed with status 500: Internal failure' }]);
    expect('error' in result && (result.error as ApiError).status).toBe(500);
    store.close();
  });

  it('no response says None response! Please retry.', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await call(store);
    expect(shown).toEqual([{ kind: 'error', text: 'None response! Please retry.' }]);
    store.close();
  });

  it('any other failure says Request error, please retry.', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond('<html>not json</html>');
    await call(store);
    respond({ unexpected: true });
    await call(store);
    expect(shown).toEqual([
      { kind: 'error', text: 'Request error, please retry.' },
      { kind: 'error', text: 'Request error, please retry.' },
    ]);
    store.close();
  });
});

describe('logout on 403', () => {
  const SESSION = {
    token: 't',
    userId: '7',
    accountAddr: 'org-1',
    'login-accountId': '3',
    currentUser: '{"userId":7}',
    locale: 'en-US',
  };

  it('clears the session keys (not the locale), resets the API cache and goes to /login', async () => {
    const store = await freshStore(SESSION);
    respond({ success: true, data: { cached: 1 } });
    await call(store);
    expect(Object.keys(store.getState().api.mutations).length).toBeGreaterThan(0);
    respond({ success: false }, { status: 403 });
    await call(store);
    await new Promise((r) => setTimeout(r, 10));
    for (const key of ['token', 'userId', 'accountAddr', 'login-accountId', 'currentUser'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem('locale')).toBe('en-US');
    expect(localStorage.getItem('preLoginPath')).toBe('/gpu');
    expect(store.getState().session.userToken).toBeNull();
    expect(store.getState().api.mutations).toEqual({});
    expect(navigations).toEqual(['/login']);
    expect(shown).toEqual([]);
    store.close();
  });

  it('a call cut off by the logout (its cache is reset) is not reported as a failure', async () => {
    const store = await freshStore(SESSION);
    fetchMock.mockImplementationOnce(
      (req: Request) =>
        new Promise((_resolve, reject) =>
          req.signal.addEventListener('abort', () =>
            reject(new DOMException('The operation was aborted.', 'AbortError')),
          ),
        ),
    );
    const pending = call(store);
    respond({ success: false }, { status: 403 });
    await call(store);
    await pending;
    await new Promise((r) => setTimeout(r, 10));
    expect(navigations).toEqual(['/login']);
    expect(shown).toEqual([]);
    store.close();
  });

  it('logs out once for a burst of 403s', async () => {
    const store = await freshStore(SESSION);
    let resets = 0;
    let previousApi = store.getState().api;
    const unsubscribe = store.subscribe(() => {
      const api = store.getState().api;
      if (
        api !== previousApi &&
        Object.keys(api.mutations).length === 0 &&
        Object.keys(previousApi.mutations).length > 0
      )
        resets += 1;
      previousApi = api;
    });
    for (let i = 0; i < 5; i += 1) respond({ success: false }, { status: 403 });
    await Promise.all([1, 2, 3, 4, 5].map(() => call(store)));
    await new Promise((r) => setTimeout(r, 10));
    expect(navigations).toEqual(['/login']);
    expect(localStorage.getItem('token')).toBeNull();
    expect(resets).toBe(1);
    unsubscribe();
    store.close();
  });
});

describe('Idempotency-Key on create operations', () => {
  const KEY = /^[A-Za-z0-9_-]{8,128}$/;
  const create = (store: ReturnType<typeof makeStore>, body: Record<string, unknown>) =>
    store.dispatch(probeApi.endpoints.createProbe.initiate(body));
  const sentKey = () => lastRequest?.headers.get('Idempotency-Key') ?? null;
  /** fetch fails without an answer (socket dropped, network down) */
  const lose = () =>
    fetchMock.mockImplementationOnce(async (req: Request) => {
      lastRequest = req;
      throw new TypeError('Failed to fetch');
    });

  beforeEach(() => forgetLostCalls());

  it('sends a fresh key with every call of a create operation, none with other operations', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    const keys: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      respond({ success: true, data: {} });
      await create(store, { name: 'same' });
      keys.push(sentKey());
    }
    for (const k of keys) expect(k).toMatch(KEY);
    expect(new Set(keys).size).toBe(3);
    respond({ success: true, data: {} });
    await call(store, { name: 'same' });
    expect(lastRequest?.headers.has('Idempotency-Key')).toBe(false);
    store.close();
  });

  it('sends the same key again when the same call is sent after its answer was lost', async () => {
    const store = await freshStore({ token: 't', userId: '7', accountAddr: 'org-1' });
    lose();
    await create(store, { name: 'k1', expiresAt: null });
    const first = sentKey();
    expect(first).toMatch(KEY);
    // the same call again (keys in another order): the lost call's key
    respond({ success: true, data: {} });
    await create(store, { expiresAt: null, name: 'k1' });
    expect(sentKey()).toBe(first);
    // answered: the next call is a new one
    respond({ success: true, data: {} });
    await create(store, { name: 'k1', expiresAt: null });
    expect(sentKey()).not.toBe(first);
    store.close();
  });

  it('keeps the key after a 5xx (the write may have happened) and a timeout-like failure, not after an answer', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    respond({ success: false, errorMessage: 'Bad gateway' }, { status: 502 });
    await create(store, { name: 'k2' });
    const first = sentKey();
    respond('<html>gateway timeout</html>', { status: 504, headers: { 'content-type': 'text/html' } });
    await create(store, { name: 'k2' });
    expect(sentKey()).toBe(first);
    respond({ success: false, errorCode: 'NAME_EXISTS', errorMessage: 'The name already exists', showType: 2 });
    await create(store, { name: 'k2' });
    expect(sentKey()).toBe(first);
    // a business answer is an answer: the next call gets a new key
    respond({ success: true, data: {} });
    await create(store, { name: 'k2' });
    expect(sentKey()).not.toBe(first);
    store.close();
  });

  it('gives a changed body a new key, and a 4xx answer ends the call', async () => {
    const store = await freshStore({ token: 't', userId: '7' });
    lose();
    await create(store, { name: 'k3' });
    const first = sentKey();
    respond({ success: true, data: {} });
    await create(store, { name: 'k3-changed' });
    expect(sentKey()).not.toBe(first);
    lose();
    await create(store, { name: 'k4' });
    const lostKey = sentKey();
    respond({ success: false, errorCode: 'BAD_REQUEST', errorMessage: 'bad' }, { status: 400 });
    await create(store, { name: 'k4' });
    expect(sentKey()).toBe(lostKey);
    respond({ success: true, data: {} });
    await create(store, { name: 'k4' });
    expect(sentKey()).not.toBe(lostKey);
    store.close();
  });
});
