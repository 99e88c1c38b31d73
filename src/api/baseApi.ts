// The one RTK Query api slice; generated endpoints (src/api/generated/*.gen.ts) are injected into it.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/** docs/product-rules.md#fixed-values: cached data is kept 5 minutes (RTK Query counts in seconds). */
export const KEEP_UNUSED_DATA_SECONDS = 300;
/** docs/product-rules.md#fixed-values: default page size of list calls. */
export const DEFAULT_PAGE_SIZE = 10;
/** docs/product-rules.md#fixed-values: infinite lists load more this close to the end. */
export const LOAD_MORE_THRESHOLD_PX = 100;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  keepUnusedDataFor: KEEP_UNUSED_DATA_SECONDS,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
