// What the command palette offers for a query: the console's pages (by their title in the current language or in
// English, whatever the language), the resources the server found, and the user's recent items first.
// Pure functions: the palette and its tests share them.
import { MENU } from '@/app/layout/menu';
import type { SearchResult, SearchResultType } from './api';

export interface PageItem {
  kind: 'page';
  /** The menu entry's key (`common:routes.<routeKey>`, or its own label key). */
  key: string;
  route: string;
  title: string;
  englishTitle: string;
}

export interface ResourceItem {
  kind: 'resource';
  type: SearchResultType;
  id: string;
  name: string;
  route: string;
}

export type PaletteItem = (PageItem | ResourceItem) & { recent?: boolean };

/** The most the server may answer in one search (SearchRequest.limit's maximum is 50). */
export const RESOURCE_LIMIT = 20;
/** The longest query the server takes (SearchQuery's maxLength). */
export const MAX_QUERY_LENGTH = 64;

/** A menu entry's title key. */
export const titleKeyOf = (entry: { routeKey: string; labelKey?: string }): string =>
  entry.labelKey ?? `common:routes.${entry.routeKey}`;

/** Every page of the side menu, once per address. */
export const PAGE_ENTRIES = MENU.flatMap((group) => group.entries).map((e) => ({ key: titleKeyOf(e), route: e.to }));

/** For comparing: full-width forms folded, case folded, runs of blanks as one space. */
export function normalise(text: string): string {
  return text.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The query the server is sent: without control or invisible format characters, trimmed, at most
 * MAX_QUERY_LENGTH characters; empty when nothing is left to search for.
 */
export function serverQuery(text: string): string {
  return Array.from(text.replace(/\p{C}/gu, '').trim()).slice(0, MAX_QUERY_LENGTH).join('').trim();
}

/** 0: a title starts with q; 1: a word of it does; 2: it contains q; null: no match. */
function textScore(q: string, texts: string[]): number | null {
  let best: number | null = null;
  for (const raw of texts) {
    const t = normalise(raw);
    if (!t) continue;
    const s = t.startsWith(q)
      ? 0
      : t.split(/[\s/·・、,-]+/).some((w) => w.startsWith(q))
        ? 1
        : t.includes(q)
          ? 2
          : null;
    if (s !== null && (best === null || s < best)) best = s;
  }
  return best;
}

/** Pages matching q by either title, best first (menu order within one quality); all pages for an empty q. */
export function matchPages(query: string, pages: PageItem[]): PageItem[] {
  const q = normalise(query);
  if (!q) return pages;
  return pages
    .map((page, order) => ({ page, order, score: textScore(q, [page.title, page.englishTitle]) }))
    .filter((x): x is { page: PageItem; order: number; score: number } => x.score !== null)
    .sort((a, b) => a.score - b.score || a.order - b.order)
    .map((x) => x.page);
}

/** Whether a recent item matches q (any for an empty q). */
export function recentMatches(query: string, item: PaletteItem): boolean {
  const q = normalise(query);
  if (!q) return true;
  const texts = item.kind === 'page' ? [item.title, item.englishTitle] : [item.name, item.id];
  return textScore(q, texts) !== null;
}

export const itemKey = (item: PaletteItem): string =>
  item.kind === 'page' ? `page:${item.route}` : `${item.type}:${item.id}`;

/**
 * The palette's list: recent items matching q first, then pages, then the server's resources; each thing once
 * (a recent one is not repeated below).
 */
export function combine(
  query: string,
  recent: PaletteItem[],
  pages: PageItem[],
  resources: SearchResult[] | undefined,
): PaletteItem[] {
  const seen = new Set<string>();
  const out: PaletteItem[] = [];
  const add = (item: PaletteItem) => {
    const key = itemKey(item);
    if (seen.has(key)) return;
    seen.add(key);
    out.push(item);
  };
  for (const item of recent) if (recentMatches(query, item)) add({ ...item, recent: true });
  for (const page of matchPages(query, pages)) add(page);
  for (const r of resources ?? []) add({ kind: 'resource', type: r.type, id: r.id, name: r.name, route: r.route });
  return out;
}
