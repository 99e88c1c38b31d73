// The root route: applies the guards of docs/product-rules.md#routes-and-guards and keeps preLoginPath.
import { Suspense, useEffect, useState } from 'react';
import { matchPath, Navigate, Outlet, useLocation } from 'react-router-dom';
import PageLoading from '@/components/PageLoading';
import { selectSession } from '@/features/session/public/session';
import { readKey, STORAGE_KEYS, writeKey } from '@/features/session/public/storage';
import ApiGate from './ApiGate';
import { guardRedirect, preLoginPathFor, shouldClearPreLoginPath } from './guards';
import { useAppSelector } from './hooks';
import RouteErrorBoundary from './RouteErrorBoundary';
import { ROUTES } from './routes';

const LAYOUT_PATHS = ROUTES.filter((r) => r.layout).map((r) => r.path);
/** The pages inside the console layout share it (one key); any other page is its own. */
const boundaryKey = (pathname: string): string =>
  LAYOUT_PATHS.some((path) => matchPath(path, pathname)) ? 'layout' : pathname;

export default function RootRoute() {
  const location = useLocation();
  const { userToken, userId, endedBy } = useAppSelector(selectSession);
  const signedIn = Boolean(userToken && userId);
  // The addresses of this session (or of the one that just ended), so that going back to one after a sign-out
  // leaves nothing of it behind; a new session starts a new list.
  const [visited, setVisited] = useState(() => new Set<string>());
  const [wasSignedIn, setWasSignedIn] = useState(signedIn);
  if (signedIn !== wasSignedIn) {
    setWasSignedIn(signedIn);
    if (signedIn) setVisited(new Set<string>());
  }
  if (signedIn) visited.add(`${location.pathname}${location.search}`);

  // What the session was when this location was opened (kept per history entry).
  const [opened, setOpened] = useState({ key: location.key, signedIn: Boolean(userToken && userId) });
  if (opened.key !== location.key) setOpened({ key: location.key, signedIn: Boolean(userToken && userId) });
  const signedInWhenOpened = opened.key === location.key ? opened.signedIn : Boolean(userToken && userId);

  const redirect = guardRedirect({ path: location.pathname, token: userToken, userId, signedInWhenOpened });

  useEffect(() => {
    if (redirect === '/login') {
      // An address opened signed out is remembered. The page that was open when the session ended is not: the
      // session saga decides for it (kept after an expiry, nothing to return to after a deliberate sign-out); nor
      // is a page of the session a signed-out user goes back to.
      const address = `${location.pathname}${location.search}`;
      const backInEndedSession = endedBy === 'signOut' && visited.has(address);
      const remember =
        signedInWhenOpened || backInEndedSession ? null : preLoginPathFor(location.pathname, location.search);
      if (remember) writeKey(STORAGE_KEYS.preLoginPath, remember);
      return;
    }
    if (shouldClearPreLoginPath(readKey(STORAGE_KEYS.preLoginPath), window.location.hash)) {
      writeKey(STORAGE_KEYS.preLoginPath, null);
    }
  }, [redirect, location.pathname, location.search, signedInWhenOpened, endedBy, visited]);

  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <RouteErrorBoundary>
      {/* A new boundary when another page (or the layout) comes: during the route's transition it shows
          `loading...` at once instead of keeping the previous page on screen. */}
      <Suspense key={boundaryKey(location.pathname)} fallback={<PageLoading />}>
        {location.pathname === '/login' ? (
          <Outlet />
        ) : (
          <ApiGate>
            <Outlet />
          </ApiGate>
        )}
      </Suspense>
    </RouteErrorBoundary>
  );
}
