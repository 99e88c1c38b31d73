// The app: store, theme (following the language), the router and the message host.
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import NotificationHost from './NotificationHost';
import RouteErrorBoundary from './RouteErrorBoundary';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import ThemeModeProvider from './ThemeModeProvider';

function ThemedApp() {
  const { i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  return (
    <ThemeModeProvider language={language}>
      <HashRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </HashRouter>
      <NotificationHost />
    </ThemeModeProvider>
  );
}

export default function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemedApp />
    </Provider>
  );
}
