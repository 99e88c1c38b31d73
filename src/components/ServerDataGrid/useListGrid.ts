// A list screen's grid in one call: the grid model kept in the URL (useGridUrlState), the list query it asks for,
// and every prop the ServerDataGrid takes from them (rows, total, loading bar, error and retry, the model, and the
// export of every row of the current filter), so the screen spreads one object into its grid.
import { useMemo } from 'react';
import { useFetchAllRows, type AllRows, type ListEndpoint } from './useFetchAllRows';
import { useGridUrlState, type GridUrlOptions, type GridUrlState, type ListRequest } from './useGridUrlState';

/** What a generated list query hook answers (the fields a grid reads). */
export interface ListQueryResult<R> {
  data?: { data?: { list?: R[]; total?: number } | null };
  /** The answer to the current request (undefined while a new page, sort or filter loads). */
  currentData?: unknown;
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The query options list screens pass on (polling while something moves, focus refetch). */
export interface ListQueryOptions {
  pollingInterval?: number;
  skipPollingIfUnfocused?: boolean;
  refetchOnFocus?: boolean;
}

export interface ListGridOptions<A> extends ListQueryOptions {
  /**
   * The list call's argument made from the grid's request (a filter mapped to the contract's form). Defined once
   * (module level): the request is made again only when the grid's changes.
   */
  toRequest?(request: ListRequest): A;
  /** A refresh of the same request (polling) shows no loading bar; a new page, sort or filter does. */
  quietRefresh?: boolean;
}

/** The props of a ServerDataGrid that come from its list. */
export interface ListGridProps<R> {
  state: GridUrlState;
  rows: R[] | undefined;
  rowCount: number | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  fetchAllRows(): Promise<AllRows<R>>;
}

export function useListGrid<R, A extends object, Q extends ListQueryResult<R>>(
  useList: (request: A, options?: ListQueryOptions) => Q,
  endpoint: ListEndpoint<A, R>,
  gridOptions: GridUrlOptions,
  { toRequest, quietRefresh, ...queryOptions }: ListGridOptions<A> = {},
) {
  const grid = useGridUrlState(gridOptions);
  const request = useMemo(
    () => (toRequest ? toRequest(grid.request) : (grid.request as unknown as A)),
    [toRequest, grid.request],
  );
  const query = useList(request, queryOptions);
  // ListRequest's filters are text or numbers; a mapped request may hold others (a boolean).
  const fetchAllRows = useFetchAllRows(endpoint, request as ListRequest & Partial<A>);
  const page = query.data?.data;
  const { isFetching, currentData, error, refetch } = query;
  const gridProps: ListGridProps<R> = {
    state: grid,
    rows: page?.list,
    rowCount: page?.total,
    loading: quietRefresh ? isFetching && currentData === undefined : isFetching,
    error,
    onRetry: () => void refetch(),
    fetchAllRows,
  };
  return { grid, request, query, rows: page?.list, gridProps };
}
