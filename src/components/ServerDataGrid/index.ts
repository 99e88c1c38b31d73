// The console's server-side data grid and the hook that keeps its model in the URL.
export {
  default as ServerDataGrid,
  type ServerDataGridProps,
  type ServerDataGridOptions,
  type GridFilterSelect,
} from './ServerDataGrid';
export {
  useGridUrlState,
  parseGridUrl,
  toListRequest,
  scopedParams,
  clearScope,
  DEFAULT_PAGE_SIZE_OPTIONS,
  type GridUrlOptions,
  type GridUrlModel,
  type GridUrlState,
  type ListRequest,
} from './useGridUrlState';
export { useFetchAllRows, EXPORT_MAX_ROWS, type AllRows, type ListEndpoint } from './useFetchAllRows';
export { rowsToCsv, downloadCsv, csvCell } from './csv';
export { CellLink, CellTags, type CellTag } from './cells';
