// The app: store, theme (following the language), the router and the message host.
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Provider } from 'react-redux';
import { HashRouter, useLocation, useNavigate } from 'react-router-dom';
import { isLanguage, DEFAULT_LANGUAGE } from '@/i18n/languages';
import NotificationHost from './NotificationHost';
import RouteErrorBoundary from './RouteErrorBoundary';
import { AppRoutes } from './router';
import type { CoreStore } from './storeCore';
import ThemeModeProvider from './ThemeModeProvider';

/**
 * The hash router listens to the address bar only once its first render has committed: an address changed while
 * that render was under way (a link followed or a hash typed as the console starts) would go unheard. Once mounted,
 * it catches up with the address bar.
 */
export function FollowAddressBar() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const address = window.location.hash.replace(/^#/, '') || '/';
    if (address !== `${pathname}${search}`) void navigate(address, { replace: true });
    // Once, when the router has mounted: later changes are heard by the router itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function ThemedApp() {
  const { i18n } = useTranslation('common');
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;

  return (
    <ThemeModeProvider language={language}>
      <HashRouter>
        <FollowAddressBar />
        <RouteErrorBoundary>
          <AppRoutes />
        </RouteErrorBoundary>
      </HashRouter>
      <NotificationHost />
    </ThemeModeProvider>
  );
}

export default function App({ store }: { store: CoreStore }) {
  return (
    <Provider store={store}>
      <ThemedApp />
    </Provider>
  );
}
