// The app: store, theme (following the language), the router and the message host.
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { isLanguage, DEFAULT_LANGUAGE, textDirection } from '@/i18n/languages';
import { setNavigator } from './navigation';
import NotificationHost from './NotificationHost';
import { makeRouter } from './router';
import type { AppStore } from './store';
import { makeTheme, THEME_MODE_STORAGE_KEY } from './theme';

function ThemedApp() {
  const { i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const theme = useMemo(() => makeTheme(language, textDirection(language)), [language]);
  const [router] = useState(makeRouter);

  useEffect(() => {
    setNavigator(
      (to, options) => void router.navigate(to, options),
      () => router.state.location.pathname,
    );
    return () => setNavigator(null);
  }, [router]);

  return (
    <ThemeProvider theme={theme} defaultMode="system" modeStorageKey={THEME_MODE_STORAGE_KEY} disableTransitionOnChange>
      <CssBaseline enableColorScheme />
      <RouterProvider router={router} />
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
