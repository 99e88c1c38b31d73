// The grid model of a server-side list kept in the URL (hash search params, replaced, never pushed):
// `page` (from 1), `pageSize`, `sort`, `order`, `q` and the filter keys a screen names, mapped to the list call
// of CONTRACT.md §3 `{ pageNum, pageSize, sortField, sortOrder, keyword, ...filters }`.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE } from '@/api/baseApi';

export type SortOrder = 'asc' | 'desc';

export interface GridUrlOptions {
  /** Sort used while the URL names none. */
  defaultSort?: { field: string; order: SortOrder };
  /** Allowed page sizes; the first is used when the URL names none (SPEC.md §9: 10). */
  pageSizeOptions?: readonly number[];
  /** URL keys read as filters and sent as they are (e.g. `role`, `status`). */
  filterKeys?: readonly string[];
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

/** Reads the grid model out of the search params; anything malformed falls back to the defaults. */
export function parseGridUrl(params: URLSearchParams, options: GridUrlOptions = {}): GridUrlModel {
  const sizes = options.pageSizeOptions ?? DEFAULT_PAGE_SIZE_OPTIONS;
  const size = positiveInt(params.get('pageSize'));
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
}

export function useGridUrlState(options: GridUrlOptions = {}): GridUrlState {
  const [params, setParams] = useSearchParams();
  const { defaultSort, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, filterKeys } = options;
  const search = params.toString();
  const filterKeyList = (filterKeys ?? []).join(',');

  // Options are compared by value, so callers may pass literals.
  const sortField = defaultSort?.field;
  const sortOrder = defaultSort?.order;
  const sizesKey = pageSizeOptions.join(',');
  const model = useMemo(
    () =>
      parseGridUrl(new URLSearchParams(search), {
        defaultSort: sortField ? { field: sortField, order: sortOrder ?? 'asc' } : undefined,
        pageSizeOptions: sizesKey.split(',').map(Number),
        filterKeys: filterKeyList ? filterKeyList.split(',') : [],
      }),
    [search, sortField, sortOrder, sizesKey, filterKeyList],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const setPaginationModel = useCallback(
    (p: GridPaginationModel) =>
      update((next) => {
        const firstSize = sizesKey.split(',')[0];
        const pageSizeChanged = String(p.pageSize) !== (next.get('pageSize') ?? firstSize);
        const page = pageSizeChanged ? 1 : p.page + 1;
        if (page > 1) next.set('page', String(page));
        else next.delete('page');
        if (String(p.pageSize) !== firstSize) next.set('pageSize', String(p.pageSize));
        else next.delete('pageSize');
      }),
    [update, sizesKey],
  );

  const setSortModel = useCallback(
    (s: GridSortModel) =>
      update((next) => {
        // The grid reports the model it was given back too (e.g. the default sort): no change, page kept.
        const current = parseGridUrl(next, {
          defaultSort: sortField ? { field: sortField, order: sortOrder ?? 'asc' } : undefined,
        });
        if ((s[0]?.field ?? '') === (current.sortField ?? '') && (s[0]?.sort ?? '') === (current.sortOrder ?? ''))
          return;
        const first = s[0];
        if (first?.sort) {
          next.set('sort', first.field);
          next.set('order', first.sort);
        } else {
          next.delete('sort');
          next.delete('order');
        }
        next.delete('page');
      }),
    [update, sortField, sortOrder],
  );

  const setKeyword = useCallback(
    (keyword: string) =>
      update((next) => {
        if (keyword.trim()) next.set('q', keyword.trim());
        else next.delete('q');
        next.delete('page');
      }),
    [update],
  );

  const setFilter = useCallback(
    (key: string, value: string | null) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    [update],
  );

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
  };
}
