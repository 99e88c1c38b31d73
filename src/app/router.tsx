// The hash router (basename /): every route of CONTRACT.md §6, pages lazy, the layout routes inside ConsoleLayout.
import { lazy } from 'react';
import { createHashRouter, type RouteObject } from 'react-router-dom';
import RootRoute, { type RouteHandle } from './RootRoute';
import RouteErrorPage from './RouteErrorPage';
import { NOT_FOUND_ROUTE_KEY, NotFoundPage, ROUTES, type AppRoute } from './routes';

const ConsoleLayout = lazy(() => import(/* webpackChunkName: "layout" */ './layout/ConsoleLayout'));

const handle = (key: string): RouteHandle => ({ titleKey: `common:routes.${key}` });

function toRouteObject(route: AppRoute): RouteObject {
  const { Page } = route;
  return { path: route.path, handle: handle(route.key), element: <Page />, errorElement: <RouteErrorPage /> };
}

export const routeObjects: RouteObject[] = [
  {
    element: <RootRoute />,
    errorElement: <RouteErrorPage />,
    children: [
      ...ROUTES.filter((r) => !r.layout).map(toRouteObject),
      { element: <ConsoleLayout />, errorElement: <RouteErrorPage />, children: ROUTES.filter((r) => r.layout).map(toRouteObject) },
      { path: '*', handle: handle(NOT_FOUND_ROUTE_KEY), element: <NotFoundPage />, errorElement: <RouteErrorPage /> },
    ],
  },
];

export function makeRouter() {
  return createHashRouter(routeObjects, { basename: '/' });
}
