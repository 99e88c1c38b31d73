// The app: store, theme (following the language), the notification queue and the router.
import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider, styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider, closeSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { isLanguage, DEFAULT_LANGUAGE, textDirection } from '@/i18n/languages';
import { setNavigator } from './navigation';
import { makeRouter } from './router';
import type { AppStore } from './store';
import { makeTheme, THEME_MODE_STORAGE_KEY } from './theme';

/** notistack's own colours put white text on 2.1–3.3:1 backgrounds; these meet WCAG AA (4.5:1 or more). */
const AccessibleSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-default': { backgroundColor: '#313131' },
  '&.notistack-MuiContent-success': { backgroundColor: '#2e7d32' },
  '&.notistack-MuiContent-error': { backgroundColor: '#c62828' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#a84300' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1565c0' },
});
const SNACKBAR_COMPONENTS = {
  default: AccessibleSnackbar,
  success: AccessibleSnackbar,
  error: AccessibleSnackbar,
  warning: AccessibleSnackbar,
  info: AccessibleSnackbar,
};

function ThemedApp() {
  const { i18n, t } = useTranslation('common');
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
      <SnackbarProvider
        maxSnack={4}
        Components={SNACKBAR_COMPONENTS}
        autoHideDuration={4000}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
        action={(key) => (
          <IconButton
            size="small"
            color="inherit"
            aria-label={t('common:actions.dismiss')}
            onClick={() => closeSnackbar(key)}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      >
        <RouterProvider router={router} />
      </SnackbarProvider>
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
