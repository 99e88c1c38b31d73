// Entry: apply the stored language before first paint, then mount the app.
import { createRoot } from 'react-dom/client';
import App from './app/App';
import { makeStore } from './app/store';
import { initI18n } from './i18n';

async function start(): Promise<void> {
  await initI18n();
  const store = makeStore();
  createRoot(document.getElementById('root') as HTMLElement).render(<App store={store} />);
}

void start();
