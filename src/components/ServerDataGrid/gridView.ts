// A grid's view: which columns show and in what order, the row density and the page size. The user shapes it with
// the grid's "View" control; it is kept per user and per grid in this browser (localStorage, a preference like the
// language: signing out leaves it) and carried in the URL beside the grid's filters and sort, so a copied link opens
// the same view. A view named by the URL wins over the stored one, field by field (`cols`, `density`, `pageSize`).
// This module is on every grid page's first load: it only reads, writes and applies a view; the panel that edits
// it loads on first use (ViewPanel).
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

export type GridDensity = 'compact' | 'standard' | 'comfortable';
export const DENSITIES: readonly GridDensity[] = ['compact', 'standard', 'comfortable'];

/** A stored view: `cols` in the URL's form (fields in order, a hidden one prefixed with `-`). */
export interface StoredGridView {
  cols?: string;
  density?: GridDensity;
  pageSize?: number;
}

/** One column of a view, in display order. */
export interface ViewColumn {
  field: string;
  hidden: boolean;
}

/** The localStorage key of one user's view of one grid; every such key starts with `GRID_VIEW_PREFIX`. */
export const GRID_VIEW_PREFIX = 'gridView:';
export const gridViewKey = (userId: string, gridId: string): string => `${GRID_VIEW_PREFIX}${userId}:${gridId}`;

/**
 * The grid's id for its stored view: the screen's path, the grid's URL scope and its test id (two grids on one
 * screen differ by one of those). None of them holds a record's id, so the id stays the same across visits.
 */
export const gridViewId = (pathname: string, scope: string, testId: string | undefined): string =>
  [pathname || '/', scope, testId ?? ''].join(':');

/**
 * The page size the signed-in user keeps for the grid on this screen and URL scope, for the grid's first list
 * call (before the grid itself has rendered and put its view into the URL). Only when exactly one grid of that
 * screen and scope has a stored view: two grids that differ by test id alone cannot be told apart here, and fall
 * back to the default size until their view is in the URL.
 */
export function storedPageSizeFor(pathname: string, scope: string): number | null {
  const userId = signedInUserId();
  if (!userId) return null;
  const prefix = gridViewKey(userId, `${pathname || '/'}:${scope}:`);
  try {
    let found: string | null = null;
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (!key?.startsWith(prefix)) continue;
      if (found) return null;
      found = key;
    }
    return readStoredView(found)?.pageSize ?? null;
  } catch {
    return null;
  }
}

/** The signed-in user's id, as the session keeps it in localStorage (its `userId` key); null when signed out. */
export function signedInUserId(): string | null {
  try {
    return localStorage.getItem('userId') || null;
  } catch {
    return null;
  }
}

export const isDensity = (value: unknown): value is GridDensity => DENSITIES.includes(value as GridDensity);

export function readStoredView(key: string | null): StoredGridView | null {
  if (!key) return null;
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    const view: StoredGridView = {};
    if (typeof parsed.cols === 'string' && parsed.cols) view.cols = parsed.cols;
    if (isDensity(parsed.density)) view.density = parsed.density;
    if (typeof parsed.pageSize === 'number' && Number.isInteger(parsed.pageSize) && parsed.pageSize > 0)
      view.pageSize = parsed.pageSize;
    return view;
  } catch {
    return null;
  }
}

/** Stores a view; an empty one (every field the grid's default) removes the key. */
export function writeStoredView(key: string | null, view: StoredGridView | null): void {
  if (!key) return;
  try {
    if (!view || (!view.cols && !view.density && !view.pageSize)) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(view));
  } catch {
    // storage unavailable: the view lives in the URL only
  }
}

/** Reads a `cols` value (`name,-description,status`) against the grid's columns: unknown fields are left out. */
export function parseCols(spec: string | null | undefined, fields: readonly string[]): ViewColumn[] {
  const known = new Set(fields);
  const seen = new Set<string>();
  const out: ViewColumn[] = [];
  for (const part of (spec ?? '').split(',')) {
    const hidden = part.startsWith('-');
    const field = hidden ? part.slice(1) : part;
    if (!known.has(field) || seen.has(field)) continue;
    seen.add(field);
    out.push({ field, hidden });
  }
  // Columns the value does not name keep their default place after the named ones, shown.
  for (const field of fields) if (!seen.has(field)) out.push({ field, hidden: false });
  return out;
}

/** The `cols` value of a view; null when it is the grid's default (every column shown, in its own order). */
export function formatCols(view: readonly ViewColumn[], fields: readonly string[]): string | null {
  const isDefault = view.every((c, i) => !c.hidden && c.field === fields[i]) && view.length === fields.length;
  return isDefault ? null : view.map((c) => (c.hidden ? `-${c.field}` : c.field)).join(',');
}

/** The columns in the view's order (the same array when the view keeps the default order). */
export function orderColumns<R extends GridValidRowModel>(
  columns: GridColDef<R>[],
  view: readonly ViewColumn[],
): GridColDef<R>[] {
  if (view.every((c, i) => columns[i]?.field === c.field)) return columns;
  const byField = new Map(columns.map((c) => [c.field, c]));
  const ordered = view.map((c) => byField.get(c.field)).filter((c): c is GridColDef<R> => Boolean(c));
  // Columns the view does not list (the selection checkbox, a column kept at the right edge) keep their place.
  for (const c of columns) if (!ordered.includes(c)) ordered.push(c);
  return ordered;
}

const ALL_SHOWN: Record<string, boolean> = {};

/**
 * The grid's visibility model: the screen's own (which wins: a column it hides stays hidden) and the view's. Always a
 * model: given none, the grid would keep the last one it had (a reset view would leave its columns hidden).
 */
export function visibilityModel(
  own: Record<string, boolean> | undefined,
  view: readonly ViewColumn[],
): Record<string, boolean> {
  const hidden = view.filter((c) => c.hidden);
  if (!hidden.length) return own ?? ALL_SHOWN;
  const model: Record<string, boolean> = { ...own };
  for (const c of hidden) model[c.field] = false;
  return model;
}
