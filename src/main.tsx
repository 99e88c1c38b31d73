// Entry: apply the stored language before first paint, then mount the app. The first render runs as a
// transition, so React renders it in short slices instead of one long task.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { loadApiRuntime, makeCoreStore } from './app/storeCore';
import { readKey, STORAGE_KEYS } from './features/session/storage';
import { initI18n } from './i18n';

/** Lets the browser paint and handle input between start-up steps (no single long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The sign-in page of a visitor without a session renders without the api runtime; anything else needs it. */
const needsApiAtStart = (): boolean =>
  Boolean(readKey(STORAGE_KEYS.userId)) || window.location.hash.replace(/^#/, '').split(/[?#]/)[0] !== '/login';

async function start(): Promise<void> {
  const store = makeCoreStore();
  // In parallel with the language: the stored session's start-up (current user) runs as soon as it is in.
  const api = needsApiAtStart() ? loadApiRuntime(store).catch(() => undefined) : undefined;
  await initI18n();
  await nextTask();
  await api;
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<App store={store} />));
}

void start();
