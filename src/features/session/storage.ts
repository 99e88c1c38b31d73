// The browser storage keys of docs/product-rules.md#session-and-browser-storage, in one place.
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  accountAddr: 'accountAddr',
  loginAccountId: 'login-accountId',
  currentUser: 'currentUser',
  preLoginPath: 'preLoginPath',
  locale: 'locale',
} as const;

/**
 * Everything a session leaves behind. Preferences are not in it and stay across sign-out: `locale`, and each user's
 * grid views (`gridView:<userId>:<gridId>`, written by the data grid's View control).
 */
export const SESSION_KEYS = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.accountAddr,
  STORAGE_KEYS.loginAccountId,
  STORAGE_KEYS.currentUser,
  STORAGE_KEYS.preLoginPath,
] as const;

export function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string | null | undefined): void {
  try {
    if (value == null || value === '') localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the session lives in memory only
  }
}

export function clearSessionKeys(): void {
  for (const key of SESSION_KEYS) writeKey(key, null);
}

export function readJson<T>(key: string): T | null {
  const raw = readKey(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}
