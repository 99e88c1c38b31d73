// Screen tests of the session forms in jsdom: a real store, a routed fetch that records every request,
// captured notifications and navigations, and the en-US texts loaded before rendering.
import './jsdomGlobals';
import { render, type RenderResult } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/store';
import i18n, { initI18n } from '@/i18n';
import { setNavigator } from '@/lib/navigation';
import { setNotifier, type NotifyKind } from '@/lib/notify';

export interface Sent {
  path: string;
  body: Record<string, unknown>;
}
export interface Answer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}
type Route = (body: Record<string, unknown>) => Answer;

export const ok = (data: unknown): Answer => ({ body: { success: true, data, errorCode: '', errorMessage: '' } });
export const refused = (errorMessage: string, errorCode = 'BUSINESS_ERROR'): Answer => ({
  body: { success: false, data: null, errorCode, errorMessage, showType: 2 },
});

export interface Harness {
  sent: Sent[];
  shown: { kind: NotifyKind | 'notification'; text: string }[];
  navigations: string[];
  fetch: jest.Mock;
  /** Answers calls whose path ends with `suffix`. */
  on(suffix: string, route: Route | Answer): void;
  /** The requests whose path ends with `suffix`. */
  to(suffix: string): Sent[];
  reset(): void;
}

export function installHarness(): Harness {
  const routes = new Map<string, Route>();
  const h: Harness = {
    sent: [],
    shown: [],
    navigations: [],
    fetch: jest.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      const body = (await input
        .clone()
        .json()
        .catch(() => ({}))) as Record<string, unknown>;
      h.sent.push({ path, body });
      const route = [...routes.entries()].find(([suffix]) => path.endsWith(suffix))?.[1];
      const answer = route ? route(body) : { status: 404, body: { success: false, errorMessage: 'no route' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      });
    }),
    on(suffix, route) {
      routes.set(suffix, typeof route === 'function' ? route : () => route);
    },
    to(suffix) {
      return h.sent.filter((s) => s.path.endsWith(suffix));
    },
    reset() {
      h.sent.length = 0;
      h.shown.length = 0;
      h.navigations.length = 0;
      h.fetch.mockClear();
      routes.clear();
      localStorage.clear();
    },
  };
  globalThis.fetch = h.fetch as unknown as typeof fetch;
  setNotifier({
    message: (kind, text) => h.shown.push({ kind, text }),
    notification: (_title, text) => h.shown.push({ kind: 'notification', text }),
  });
  setNavigator((to) => h.navigations.push(to));
  return h;
}

/** en-US with the namespaces of the session screens loaded (so nothing suspends mid-test). */
export async function initTexts(): Promise<void> {
  await initI18n('en-US');
  await i18n.changeLanguage('en-US');
  await i18n.loadNamespaces(['common', 'session', 'validation']);
}

export type TestStore = ReturnType<typeof makeStore>;

/** Renders a screen with a fresh store (seeded from `storage`) inside a memory router at `path`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/', storage = {} }: { path?: string; storage?: Record<string, string> } = {},
): RenderResult & { store: TestStore } {
  localStorage.clear();
  for (const [k, v] of Object.entries(storage)) localStorage.setItem(k, v);
  const store = makeStore({ listen: false });
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>loading...</p>}>{ui}</Suspense>
      </MemoryRouter>
    </Provider>,
  );
  return Object.assign(result, { store });
}
