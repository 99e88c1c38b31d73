// A node-side harness for store tests: in-memory localStorage, a routed fetch, captured notifications and navigation.
import { makeStore } from '@/app/store';
import { setNavigator } from '@/lib/navigation';
import { setNotifier, type NotifyKind } from '@/lib/notify';

export class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.has(k) ? (this.data.get(k) as string) : null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  get length() {
    return this.data.size;
  }
  snapshot(): Record<string, string> {
    return Object.fromEntries(this.data);
  }
}

export type Shown = { kind: NotifyKind | 'notification'; text: string; title?: string };
export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
export interface Sent {
  path: string;
  body: Record<string, unknown>;
  headers: Headers;
}
type Route = (body: Record<string, unknown>) => Answer | Promise<Answer>;

export interface Harness {
  shown: Shown[];
  navigations: string[];
  sent: Sent[];
  storage: MemoryStorage;
  /** Answers calls whose path ends with `suffix`. */
  on(suffix: string, route: Route): void;
  /** Makes the next call fail without a response. */
  failNext(): void;
  store(session?: Record<string, string>): ReturnType<typeof makeStore>;
}

/** Installs globals once per test file; call in `beforeAll`, then `reset()` in `beforeEach`. */
export function installHarness(): Harness & { reset(): void } {
  const storage = new MemoryStorage();
  (globalThis as unknown as { localStorage: MemoryStorage }).localStorage = storage;
  if (typeof window === 'undefined') {
    (globalThis as unknown as { window: unknown }).window = { location: { hash: '#/gpu' } };
  }
  // Node's Request needs an absolute URL; the browser resolves '/api/...' against the page.
  const NodeRequest = Request;
  globalThis.Request = class extends NodeRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' && input.startsWith('/') ? `http://console.test${input}` : input, init);
    }
  } as typeof Request;

  const routes = new Map<string, Route>();
  let failures = 0;
  const h = {
    shown: [] as Shown[],
    navigations: [] as string[],
    sent: [] as Sent[],
    storage,
    on(suffix: string, route: Route) {
      routes.set(suffix, route);
    },
    failNext() {
      failures += 1;
    },
    store(session: Record<string, string> = {}) {
      storage.clear();
      for (const [k, v] of Object.entries(session)) storage.setItem(k, v);
      return makeStore({ listen: false });
    },
    reset() {
      h.shown.length = 0;
      h.navigations.length = 0;
      h.sent.length = 0;
      routes.clear();
      failures = 0;
    },
  };

  globalThis.fetch = (async (input: Request) => {
    const path = new URL(input.url).pathname;
    const body = (await input
      .clone()
      .json()
      .catch(() => ({}))) as Record<string, unknown>;
    h.sent.push({ path, body, headers: input.headers });
    if (failures > 0) {
      failures -= 1;
      throw new TypeError('Failed to fetch');
    }
    const route = [...routes.entries()].find(([suffix]) => path.endsWith(suffix))?.[1];
    const answer: Answer = route
      ? await route(body)
      : { status: 404, body: { success: false, errorMessage: 'no route' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  }) as typeof fetch;

  setNotifier({
    message: (kind, text) => h.shown.push({ kind, text }),
    notification: (title, text) => h.shown.push({ kind: 'notification', title, text }),
    // `shown` is what is on screen: dismissing every message empties it.
    dismissAll: () => void (h.shown.length = 0),
  });
  setNavigator((to) => h.navigations.push(to));
  return h;
}

/** Lets sagas and thunks settle. */
export const settle = (ms = 20) => new Promise((r) => setTimeout(r, ms));

/** Retries `assert` until it passes or `ms` have gone by (for what a saga finishes a few ticks later on a busy CI). */
export async function eventually(assert: () => void, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  for (;;) {
    try {
      assert();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
      await settle(10);
    }
  }
}

export const ok = (data: unknown, headers?: Record<string, string>): Answer => ({
  body: { success: true, data, errorCode: '', errorMessage: '', showType: 0 },
  headers,
});
