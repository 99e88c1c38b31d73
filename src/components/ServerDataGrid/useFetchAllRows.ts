// Every row matching a grid's current filter and sort, fetched page by page through the same list endpoint
// (100 rows a call, the contract's largest page), for "export CSV of the current filter".
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import type { ListRequest } from './useGridUrlState';

/** The most rows one export fetches; a larger export says it was cut. */
export const EXPORT_MAX_ROWS = 10_000;
const EXPORT_PAGE_SIZE = 100;

interface ListAnswer<R> {
  data?: { list?: R[]; total?: number } | null;
}

/** An RTK Query endpoint whose answer is a list page (docs/product-rules.md#calls-and-errors). */
export interface ListEndpoint<A, R> {
  /** RTK Query's initiate: a thunk whose dispatch gives a result with unwrap(). */
  initiate(arg: A, options?: { subscribe?: boolean; forceRefetch?: boolean }): unknown;
  /** RTK Query's type-only description of the endpoint; the row type comes from its result. */
  Types: { ResultType: ListAnswer<R> };
}

interface InitiateResult<R> {
  unwrap(): Promise<ListAnswer<R>>;
  unsubscribe?(): void;
}

export interface AllRows<R> {
  rows: R[];
  total: number;
  truncated: boolean;
}

export function useFetchAllRows<R, A extends object>(
  endpoint: ListEndpoint<A, R>,
  request: ListRequest & Partial<A>,
): () => Promise<AllRows<R>> {
  const store = useStore();
  return useCallback(async () => {
    const rows: R[] = [];
    let total = 0;
    for (let pageNum = 1; rows.length < EXPORT_MAX_ROWS; pageNum += 1) {
      const arg = { ...request, pageNum, pageSize: EXPORT_PAGE_SIZE } as unknown as A;
      const result = store.dispatch(
        endpoint.initiate(arg, { subscribe: false }) as never,
      ) as unknown as InitiateResult<R>;
      const answer = await result.unwrap();
      const list = answer.data?.list ?? [];
      total = answer.data?.total ?? list.length;
      rows.push(...list);
      if (list.length < EXPORT_PAGE_SIZE || rows.length >= total) break;
    }
    return { rows: rows.slice(0, EXPORT_MAX_ROWS), total, truncated: total > EXPORT_MAX_ROWS };
  }, [store, endpoint, request]);
}
