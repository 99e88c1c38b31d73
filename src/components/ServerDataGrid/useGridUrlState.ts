// The grid model of a server-side list kept in the URL (hash search params, replaced, never pushed):
// `page` (from 1), `pageSize`, `sort`, `order`, `q` and the filter keys a screen names, mapped to the list call
// of docs/product-rules.md#calls-and-errors `{ pageNum, pageSize, sortField, sortOrder, keyword, ...filters }`. A second grid on one screen
// (in a dialog or drawer) names a `scope`: its keys carry that prefix (`vpage`, `vsort`, ...) so the grids never
// fight over the same keys. The grid's view (gridView.ts) has two keys of its own beside `pageSize`: `cols` and
// `density`; they change no list call.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/api/baseApi';
import { currentPathname } from '@/lib/navigation';
import { storedPageSizeFor } from './gridView';

export type SortOrder = 'asc' | 'desc';

export interface GridUrlOptions {
  /** Sort used while the URL names none. */
  defaultSort?: { field: string; order: SortOrder };
  /** Allowed page sizes; the first is used when the URL names none (docs/product-rules.md#fixed-values: 10). */
  pageSizeOptions?: readonly number[];
  /** The size when the URL names none (the user's stored view); the first option otherwise. */
  preferredPageSize?: number | null;
  /** URL keys read as filters and sent as they are (e.g. `role`, `status`). */
  filterKeys?: readonly string[];
  /** Prefix of every key of this grid, for a second grid on one screen. */
  scope?: string;
}

export interface GridUrlModel {
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  keyword: string;
  filters: Record<string, string>;
}

export interface ListRequest {
  pageNum: number;
  pageSize: number;
  sortField?: string;
  sortOrder?: SortOrder;
  keyword?: string;
  [filter: string]: string | number | undefined;
}

export const DEFAULT_PAGE_SIZE_OPTIONS: readonly number[] = [DEFAULT_PAGE_SIZE, 20, 50, 100];

const positiveInt = (text: string | null): number | null => {
  if (!text || !/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
};

const GRID_KEYS = ['page', 'pageSize', 'sort', 'order', 'q', 'cols', 'density'];

/** The keys of one scope in `params`, without their prefix. */
export function scopedParams(
  params: URLSearchParams,
  scope: string,
  filterKeys: readonly string[] = [],
): URLSearchParams {
  if (!scope) return params;
  const scoped = new URLSearchParams();
  for (const key of [...GRID_KEYS, ...filterKeys]) {
    const value = params.get(scope + key);
    if (value !== null) scoped.set(key, value);
  }
  return scoped;
}

/** Removes every key of a scope (when its dialog closes). */
export function clearScope(params: URLSearchParams, scope: string, filterKeys: readonly string[] = []): void {
  for (const key of [...GRID_KEYS, ...filterKeys]) params.delete(scope + key);
}

/** Reads the grid model out of the search params; anything malformed falls back to the defaults. */
export function parseGridUrl(params: URLSearchParams, options: GridUrlOptions = {}): GridUrlModel {
  const sizes = options.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS;
  const size = positiveInt(params.get('pageSize')) ?? options.preferredPageSize;
  const sortField = params.get('sort') || options.defaultSort?.field;
  const order = params.get('order');
  const sortOrder: SortOrder | undefined = sortField
    ? order === 'asc' || order === 'desc'
      ? order
      : params.get('sort')
        ? 'asc'
        : options.defaultSort?.order
    : undefined;
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  return {
    pageNum: positiveInt(params.get('page')) ?? 1,
    pageSize: size && sizes.includes(size) ? size : (sizes[0] ?? DEFAULT_PAGE_SIZE),
    sortField,
    sortOrder,
    keyword: (params.get('q') ?? '').trim(),
    filters,
  };
}

/** The list call's body for a grid model (empty keyword and filters left out). */
export function toListRequest(model: GridUrlModel): ListRequest {
  const request: ListRequest = { pageNum: model.pageNum, pageSize: model.pageSize };
  if (model.sortField) {
    request.sortField = model.sortField;
    request.sortOrder = model.sortOrder ?? 'asc';
  }
  if (model.keyword) request.keyword = model.keyword;
  for (const [k, v] of Object.entries(model.filters)) if (v) request[k] = v;
  return request;
}

export interface GridUrlState {
  model: GridUrlModel;
  /** Body of the list call; stable while the URL does not change. */
  request: ListRequest;
  /** The grid's own models (page index from 0). */
  paginationModel: GridPaginationModel;
  sortModel: GridSortModel;
  pageSizeOptions: readonly number[];
  setPaginationModel(model: GridPaginationModel): void;
  setSortModel(model: GridSortModel): void;
  /** A new keyword goes back to page 1. */
  setKeyword(keyword: string): void;
  /** A new filter value goes back to page 1; an empty value removes it. */
  setFilter(key: string, value: string | null): void;
  /**
   * Moves into another place of a browsing grid (a folder, a prefix): a new history entry (Back returns), page 1,
   * no keyword; sort and filters kept. An empty value goes back to the top.
   */
  openLocation(key: string, value: string | null): void;
  /** The view keys as the URL names them (null when it does not): the grid's view control reads them. */
  viewParams?: GridViewParams;
  /** Sets view keys (`cols`, `density`, `pageSize`); null removes one. The page is kept unless the size changes. */
  setViewParams?(changes: Partial<Record<keyof GridViewParams, string | null>>): void;
  /** The grid's URL scope ('' for the screen's main grid). */
  scope?: string;
}

export interface GridViewParams {
  cols: string | null;
  density: string | null;
  pageSize: string | null;
}

export function useGridUrlState(options: GridUrlOptions = {}): GridUrlState {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { defaultSort, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, filterKeys, scope = '' } = options;
  const filterKeyList = (filterKeys ?? []).join(',');
  const search = scopedParams(params, scope, filterKeys).toString();

  // Options are compared by value, so callers may pass literals.
  const sortField = defaultSort?.field;
  const sortOrder = defaultSort?.order;
  const sizesKey = pageSizeOptions.join(',');
  // A stored view's page size applies from the first list call: otherwise the first page would be asked at the
  // default size and again once the grid has written its view into the URL. Read again with every address change,
  // after the view's own handlers (reset, the pager) have written the store.
  const model = useMemo(
    () =>
      parseGridUrl(new URLSearchParams(search), {
        defaultSort: sortField ? { field: sortField, order: sortOrder ?? 'asc' } : undefined,
        pageSizeOptions: sizesKey.split(',').map(Number),
        filterKeys: filterKeyList ? filterKeyList.split(',') : [],
        preferredPageSize: storedPageSizeFor(pathname, scope),
      }),
    [search, sortField, sortOrder, sizesKey, filterKeyList, pathname, scope],
  );

  // The router's setter is a new function after every address change; the grid's handlers below stay the same
  // functions (a page change does not hand the grid and the filters above it new props) and call the latest one.
  const setParamsRef = useRef(setParams);
  const paramsRef = useRef(params);
  useLayoutEffect(() => {
    setParamsRef.current = setParams;
    paramsRef.current = params;
  }, [setParams, params]);

  /** Changes this grid's keys (prefixed by its scope); `null` removes one. */
  const update = useCallback(
    (change: (set: (key: string, value: string | null) => void, current: URLSearchParams) => void, push = false) => {
      // A page being left stays mounted until the next one has loaded: a late write from it (a search box's pending
      // commit) would otherwise land on the next page's URL.
      const now = currentPathname();
      if (now !== null && now !== pathname) return;
      const apply = (current: URLSearchParams) => {
        const next = new URLSearchParams(current);
        change(
          (key, value) => (value === null ? next.delete(scope + key) : next.set(scope + key, value)),
          scopedParams(current, scope),
        );
        return next;
      };
      // A change that leaves the address as it is navigates nowhere: a navigation re-renders the screen, and the
      // grid reporting its models back (sort, page) would otherwise set off the next one, endlessly.
      if (apply(paramsRef.current).toString() === paramsRef.current.toString()) return;
      setParamsRef.current(apply, { replace: !push });
    },
    [scope, pathname],
  );

  const setPaginationModel = useCallback(
    (p: GridPaginationModel) =>
      update((set, current) => {
        const firstSize = sizesKey.split(',')[0];
        const pageSizeChanged = String(p.pageSize) !== (current.get('pageSize') ?? firstSize);
        const page = pageSizeChanged ? 1 : p.page + 1;
        set('page', page > 1 ? String(page) : null);
        set('pageSize', String(p.pageSize) !== firstSize ? String(p.pageSize) : null);
      }),
    [update, sizesKey],
  );

  const setSortModel = useCallback(
    (s: GridSortModel) =>
      update((set, current) => {
        // The grid reports the model it was given back too (e.g. the default sort): no change, page kept.
        const now = parseGridUrl(current, {
          defaultSort: sortField ? { field: sortField, order: sortOrder ?? 'asc' } : undefined,
        });
        if ((s[0]?.field ?? '') === (now.sortField ?? '') && (s[0]?.sort ?? '') === (now.sortOrder ?? '')) return;
        const first = s[0];
        set('sort', first?.sort ? first.field : null);
        set('order', first?.sort ? first.sort : null);
        set('page', null);
      }),
    [update, sortField, sortOrder],
  );

  const setKeyword = useCallback(
    (keyword: string) =>
      update((set) => {
        set('q', keyword.trim() || null);
        set('page', null);
      }),
    [update],
  );

  const setFilter = useCallback(
    (key: string, value: string | null) =>
      update((set) => {
        set(key, value || null);
        set('page', null);
      }),
    [update],
  );

  const openLocation = useCallback(
    (key: string, value: string | null) =>
      update((set) => {
        set(key, value || null);
        set('page', null);
        set('q', null);
      }, true),
    [update],
  );

  const setViewParams = useCallback(
    (changes: Partial<Record<keyof GridViewParams, string | null>>) =>
      update((set, current) => {
        for (const [key, value] of Object.entries(changes)) set(key, value);
        if ('pageSize' in changes && (changes.pageSize ?? null) !== current.get('pageSize')) set('page', null);
      }),
    [update],
  );

  const scoped = new URLSearchParams(search);
  const cols = scoped.get('cols');
  const density = scoped.get('density');
  const urlPageSize = scoped.get('pageSize');
  const viewParams = useMemo(() => ({ cols, density, pageSize: urlPageSize }), [cols, density, urlPageSize]);

  const request = useMemo(() => toListRequest(model), [model]);
  // Each grid model changes only with its own URL keys: a new sort array on a page change makes the grid
  // report a sort change (and go back to page 1).
  const { pageNum, pageSize, sortField: urlSortField, sortOrder: urlSortOrder } = model;
  const paginationModel = useMemo(() => ({ page: pageNum - 1, pageSize }), [pageNum, pageSize]);
  const sortModel = useMemo<GridSortModel>(
    () => (urlSortField ? [{ field: urlSortField, sort: urlSortOrder ?? 'asc' }] : []),
    [urlSortField, urlSortOrder],
  );

  return {
    model,
    request,
    paginationModel,
    sortModel,
    pageSizeOptions,
    setPaginationModel,
    setSortModel,
    setKeyword,
    setFilter,
    openLocation,
    viewParams,
    setViewParams,
    scope,
  };
}
