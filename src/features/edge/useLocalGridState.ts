// The grid model of a list shown inside a drawer, kept in component state: the page's URL already holds the
// model of the page's own grid (useGridUrlState), and a second grid must not fight it for the same keys.
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_PAGE_SIZE_OPTIONS,
  toListRequest,
  type GridUrlModel,
  type GridUrlState,
  type SortOrder,
} from '@/components/ServerDataGrid/useGridUrlState';

export function useLocalGridState(defaultSort?: { field: string; order: SortOrder }): GridUrlState {
  const [model, setModel] = useState<GridUrlModel>({
    pageNum: 1,
    pageSize: DEFAULT_PAGE_SIZE_OPTIONS[0],
    sortField: defaultSort?.field,
    sortOrder: defaultSort?.order,
    keyword: '',
    filters: {},
  });
  const setPaginationModel = useCallback(
    (p: GridPaginationModel) =>
      setModel((m) =>
        m.pageNum === p.page + 1 && m.pageSize === p.pageSize
          ? m
          : { ...m, pageNum: p.pageSize !== m.pageSize ? 1 : p.page + 1, pageSize: p.pageSize },
      ),
    [],
  );
  const setSortModel = useCallback(
    (s: GridSortModel) =>
      setModel((m) => {
        const field = s[0]?.sort ? s[0].field : undefined;
        const order = s[0]?.sort ?? undefined;
        return field === m.sortField && order === m.sortOrder
          ? m
          : { ...m, sortField: field, sortOrder: order, pageNum: 1 };
      }),
    [],
  );
  const setKeyword = useCallback(
    (keyword: string) =>
      setModel((m) => (m.keyword === keyword.trim() ? m : { ...m, keyword: keyword.trim(), pageNum: 1 })),
    [],
  );
  const setFilter = useCallback(
    (key: string, value: string | null) =>
      setModel((m) => {
        const filters = { ...m.filters };
        if (value) filters[key] = value;
        else delete filters[key];
        return { ...m, filters, pageNum: 1 };
      }),
    [],
  );
  const request = useMemo(() => toListRequest(model), [model]);
  const { pageNum, pageSize, sortField, sortOrder } = model;
  const paginationModel = useMemo(() => ({ page: pageNum - 1, pageSize }), [pageNum, pageSize]);
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: sortOrder ?? 'asc' }] : []),
    [sortField, sortOrder],
  );
  return {
    model,
    request,
    paginationModel,
    sortModel,
    pageSizeOptions: DEFAULT_PAGE_SIZE_OPTIONS,
    setPaginationModel,
    setSortModel,
    setKeyword,
    setFilter,
  };
}
