// Entry: apply the stored language before first paint, then mount the app. The first render runs as a
// transition, so React renders it in short slices instead of one long task.
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { makeStore } from './app/store';
import { initI18n } from './i18n';

/** Lets the browser paint and handle input between start-up steps (no single long task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  await initI18n();
  await nextTask();
  const store = makeStore();
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  startTransition(() => root.render(<App store={store} />));
}

void start();
