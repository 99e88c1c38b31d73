// The hash routes (basename /): every route of docs/product-rules.md#routes-and-guards, pages lazy, the layout routes inside ConsoleLayout.
// A declarative router (HashRouter + useRoutes): the app loads no data through the router, and the data router's
// code would cost every page ~17 KB gzip. Errors are caught by RouteErrorBoundary, titles come from the matched route.
import { lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { matchRoutes, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { setPageTitle } from '@/lib/documentTitle';
import { setNavigator } from '@/lib/navigation';
import RootRoute from './RootRoute';
import { NOT_FOUND_ROUTE_KEY, NotFoundPage, ROUTES, type AppRoute } from './routes';

const ConsoleLayout = lazy(() => import(/* webpackChunkName: "layout" */ './layout/ConsoleLayout'));

export interface RouteHandle {
  titleKey: string;
  /** The title key when the address has no `id` (a form creating something new). */
  newTitleKey?: string;
}

const handle = (key: string, newKey?: string): RouteHandle => ({
  titleKey: `common:routes.${key}`,
  ...(newKey ? { newTitleKey: `common:routes.${newKey}` } : {}),
});

function toRouteObject(route: AppRoute): RouteObject {
  const { Page } = route;
  return { path: route.path, handle: handle(route.key, route.newKey), element: <Page /> };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootRoute />,
    children: [
      ...ROUTES.filter((r) => !r.layout).map(toRouteObject),
      { element: <ConsoleLayout />, children: ROUTES.filter((r) => r.layout).map(toRouteObject) },
      { path: '*', handle: handle(NOT_FOUND_ROUTE_KEY), element: <NotFoundPage /> },
    ],
  },
];

/** The title key of the deepest matched route that has one (a form's own without an `id`), else the app title. */
export function titleKeyOf(pathname: string, search = ''): string {
  const matches = matchRoutes(routeObjects, pathname) ?? [];
  const titled = [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.titleKey);
  const h = titled?.route.handle as RouteHandle | undefined;
  if (h?.newTitleKey && !new URLSearchParams(search).get('id')) return h.newTitleKey;
  return h?.titleKey ?? 'common:app.title';
}

function useDocumentTitle(pathname: string, search: string): void {
  const { t, i18n } = useTranslation('common');
  const titleKey = titleKeyOf(pathname, search);
  useEffect(() => {
    setPageTitle(t(titleKey));
  }, [t, titleKey, i18n.language]);
}

/** The router path in the address bar now (the hash without its query), as the hash history reads it. */
const hashPathname = (): string => window.location.hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

/** Lets sagas and shared hooks navigate (navigation.ts) for as long as the routes are mounted. */
function useRegisterNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to, options) => void navigate(to, options), hashPathname);
    return () => setNavigator(null);
  }, [navigate]);
}

export function AppRoutes() {
  const { pathname, search } = useLocation();
  useDocumentTitle(pathname, search);
  useRegisterNavigator();
  return useRoutes(routeObjects);
}
