// The palette's recent items, kept per user in localStorage (the same browser remembers them across sign-ins).
// They are navigation history, not a session secret: the key names the user only by a hash, an item holds a page's
// route or a resource's type, ID, name and route, and its organisation so that another organisation's resources
// are not offered there.
import type { SearchResultType } from './api';

export const RECENT_MAX = 8;
const KEY_PREFIX = 'palette.recent.';

export type RecentEntry =
  | { kind: 'page'; route: string; key: string }
  | { kind: 'resource'; type: SearchResultType; id: string; name: string; route: string; org: string };

/** FNV-1a of the user ID, as 8 hex digits: one key per user without the ID in storage. */
export function recentKey(userId: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < userId.length; i++) {
    h ^= userId.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return KEY_PREFIX + h.toString(16).padStart(8, '0');
}

const isEntry = (x: unknown): x is RecentEntry => {
  if (!x || typeof x !== 'object') return false;
  const e = x as Record<string, unknown>;
  if (typeof e.route !== 'string' || !e.route.startsWith('/')) return false;
  if (e.kind === 'page') return typeof e.key === 'string';
  return e.kind === 'resource' && ['type', 'id', 'name', 'org'].every((k) => typeof e[k] === 'string');
};

const same = (a: RecentEntry, b: RecentEntry): boolean =>
  a.kind === 'page'
    ? b.kind === 'page' && a.route === b.route
    : b.kind === 'resource' && a.type === b.type && a.id === b.id && a.org === b.org;

export function readRecent(userId: string | null): RecentEntry[] {
  if (!userId) return [];
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

/** Puts the entry first (once), keeping at most RECENT_MAX; answers the new list. */
export function rememberRecent(userId: string | null, entry: RecentEntry): RecentEntry[] {
  if (!userId) return [];
  const next = [entry, ...readRecent(userId).filter((e) => !same(e, entry))].slice(0, RECENT_MAX);
  try {
    localStorage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // storage can be full or unavailable (private mode); the list then lasts for this page only
  }
  return next;
}
