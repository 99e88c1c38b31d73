// The grid model of a second list on one screen (the versions of a dataset or model, in a dialog), kept in the
// URL like useGridUrlState but under prefixed keys (`vpage`, `vsort`, ...) so it never disturbs the main grid's.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DEFAULT_PAGE_SIZE_OPTIONS,
  parseGridUrl,
  toListRequest,
  type GridUrlOptions,
  type GridUrlState,
} from '@/components/ServerDataGrid';

const GRID_KEYS = ['page', 'pageSize', 'sort', 'order', 'q'];

/** The prefixed keys of `params`, unprefixed. */
export function scopedParams(params: URLSearchParams, prefix: string, filterKeys: readonly string[] = []) {
  const scoped = new URLSearchParams();
  for (const key of [...GRID_KEYS, ...filterKeys]) {
    const value = params.get(prefix + key);
    if (value !== null) scoped.set(key, value);
  }
  return scoped;
}

/** Removes every key of a scope (when its dialog closes). */
export function clearScope(params: URLSearchParams, prefix: string, filterKeys: readonly string[] = []): void {
  for (const key of [...GRID_KEYS, ...filterKeys]) params.delete(prefix + key);
}

export function useScopedGridState(prefix: string, options: GridUrlOptions = {}): GridUrlState {
  const [params, setParams] = useSearchParams();
  const { defaultSort, pageSizeOptions = DEFAULT_PAGE_SIZE_OPTIONS, filterKeys = [] } = options;
  const sortField = defaultSort?.field;
  const sortOrder = defaultSort?.order;
  const sizesKey = pageSizeOptions.join(',');
  const filterKey = filterKeys.join(',');
  const search = scopedParams(params, prefix, filterKeys).toString();

  const model = useMemo(
    () =>
      parseGridUrl(new URLSearchParams(search), {
        defaultSort: sortField ? { field: sortField, order: sortOrder ?? 'asc' } : undefined,
        pageSizeOptions: sizesKey.split(',').map(Number),
        filterKeys: filterKey ? filterKey.split(',') : [],
      }),
    [search, sortField, sortOrder, sizesKey, filterKey],
  );

  const update = useCallback(
    (change: (set: (key: string, value: string | null) => void) => void) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change((key, value) => {
            if (value === null) next.delete(prefix + key);
            else next.set(prefix + key, value);
          });
          return next;
        },
        { replace: true },
      ),
    [setParams, prefix],
  );

  const firstSize = sizesKey.split(',')[0];
  const setPaginationModel = useCallback(
    (p: GridPaginationModel) =>
      update((set) => {
        const pageSizeChanged = p.pageSize !== model.pageSize;
        const page = pageSizeChanged ? 1 : p.page + 1;
        set('page', page > 1 ? String(page) : null);
        set('pageSize', String(p.pageSize) !== firstSize ? String(p.pageSize) : null);
      }),
    [update, model.pageSize, firstSize],
  );

  const setSortModel = useCallback(
    (s: GridSortModel) => {
      const first = s[0];
      // The grid reports the model it was given back too: no change, page kept.
      if ((first?.field ?? '') === (model.sortField ?? '') && (first?.sort ?? '') === (model.sortOrder ?? '')) return;
      update((set) => {
        set('sort', first?.sort ? first.field : null);
        set('order', first?.sort ? first.sort : null);
        set('page', null);
      });
    },
    [update, model.sortField, model.sortOrder],
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

  const request = useMemo(() => toListRequest(model), [model]);
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
