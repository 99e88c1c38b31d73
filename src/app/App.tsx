// The app: store, theme (following the language), the router and the message host.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { isLanguage, DEFAULT_LANGUAGE, textDirection } from '@/i18n/languages';
import NotificationHost from './NotificationHost';
import RouteErrorBoundary from './RouteErrorBoundary';
import { AppRoutes } from './router';
import type { AppStore } from './store';
import { makeTheme, THEME_MODE_STORAGE_KEY } from './theme';

function ThemedApp() {
  const { i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const theme = useMemo(() => makeTheme(language, textDirection(language)), [language]);

  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <HashRouter>
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </HashRouter>
      <NotificationHost />
    </ThemeProvider>
  );
}

export default function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemedApp />
    </Provider>
  );
}
