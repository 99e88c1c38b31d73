// Routing rules of docs/product-rules.md#routes-and-guards, as pure functions (the root route applies them on every location).

export interface GuardInput {
  /** The router path, without the hash and without the query. */
  path: string;
  token: string | null;
  userId: string | null;
  /**
   * Whether token and user id were both stored when this location was opened. docs/product-rules.md#routes-and-guards sends a visitor *opening*
   * /login with a session to /; signing in on /login must not, since the sign-in saga decides where to land.
   */
  signedInWhenOpened?: boolean;
}

/** Where the visitor must go instead, or null to stay. */
export function guardRedirect({ path, token, userId, signedInWhenOpened }: GuardInput): string | null {
  if (!token && path !== '/' && path !== '/login') return '/login';
  if (path === '/login' && (signedInWhenOpened ?? Boolean(token && userId))) return '/';
  return null;
}

/** The path to remember when a signed-out visitor is sent to /login (none for the portal or /login itself). */
export function preLoginPathFor(path: string, search: string): string | null {
  if (path === '/' || path === '/login') return null;
  return `${path}${search}`;
}

/** docs/product-rules.md#routes-and-guards: the remembered pre-login path is cleared once the location hash contains it. */
export function shouldClearPreLoginPath(stored: string | null, hash: string): boolean {
  return Boolean(stored) && hash.includes(stored as string);
}

/** Where a fresh sign-in lands: the remembered path, else the console home. */
export function landingPath(stored: string | null): string {
  return stored && stored !== '/login' ? stored : '/portal';
}
