// The view a grid shows (gridView.ts): read from the URL and the user's stored view, applied to the columns, and
// changed by the view panel (which writes both the URL and the store).
import type { GridColDef, GridPaginationModel, GridValidRowModel } from '@mui/x-data-grid';
import { use, useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { NarrowScreen } from '../narrowScreen';
import {
  formatCols,
  gridViewId,
  gridViewKey,
  signedInUserId,
  isDensity,
  orderColumns,
  parseCols,
  readStoredView,
  visibilityModel,
  writeStoredView,
  type GridDensity,
  type StoredGridView,
  type ViewColumn,
} from './gridView';
import type { GridUrlState, GridViewParams } from './useGridUrlState';

const NO_PARAMS: GridViewParams = { cols: null, density: null, pageSize: null };
/**
 * A narrow screen (NarrowScreen: a phone, a narrow window) shows few columns by default: the grid's `narrowFields`
 * (else its first NARROW_COLUMNS) and its row actions; the others are in each row's hidden fields and the view
 * panel. A view the user chose (URL or stored) is shown as chosen.
 */
const NARROW_COLUMNS = 3;

/** A column the user may arrange: what the panel lists. */
export interface ViewField {
  field: string;
  label: string;
  /** The row actions stay: they have no other place on a grid without a detail page. */
  hideable: boolean;
}

export interface GridViewChange {
  cols?: ViewColumn[];
  density?: GridDensity;
  pageSize?: number;
}

export interface GridView<R extends GridValidRowModel> {
  columns: GridColDef<R>[];
  columnVisibilityModel: Record<string, boolean>;
  density: GridDensity;
  /** The arrangeable columns in the view's order, each shown or hidden. */
  viewColumns: ViewColumn[];
  /** The fields the view hides (their values stay reachable from each row). */
  hiddenFields: string[];
  fields: ViewField[];
  pageSize: number;
  pageSizeOptions: readonly number[];
  /** True while the view differs from the grid's default. */
  changed: boolean;
  apply(change: GridViewChange): void;
  reset(): void;
  onPaginationModelChange(model: GridPaginationModel): void;
}

export function useGridView<R extends GridValidRowModel>({
  columns,
  state,
  testId,
  ownVisibility,
  pinnedRight,
  defaultDensity = 'standard',
  narrowFields,
}: {
  columns: GridColDef<R>[];
  state: GridUrlState;
  testId?: string;
  ownVisibility?: Record<string, boolean>;
  pinnedRight?: string;
  defaultDensity?: GridDensity;
  /** The columns a narrow screen shows by default (defined once, module level). */
  narrowFields?: readonly string[];
}): GridView<R> {
  const narrow = use(NarrowScreen);
  const { pathname } = useLocation();
  const userId = signedInUserId();
  const key = userId ? gridViewKey(userId, gridViewId(pathname, state.scope ?? '', testId)) : null;
  const [storedFor, setStoredFor] = useState<{ key: string | null; view: StoredGridView | null }>(() => ({
    key,
    view: readStoredView(key),
  }));
  let stored = storedFor.view;
  if (storedFor.key !== key) {
    stored = readStoredView(key);
    setStoredFor({ key, view: stored });
  }
  const params = state.viewParams ?? NO_PARAMS;
  // Compared by value: a screen may pass a literal, and a new model on every render makes the grid recompute its
  // columns and report its models again.
  const ownKey = ownVisibility ? JSON.stringify(ownVisibility) : '';
  // eslint-disable-next-line react-hooks/exhaustive-deps -- ownKey stands for ownVisibility's content
  const own = useMemo(() => ownVisibility, [ownKey]);

  const fields = useMemo<ViewField[]>(
    () =>
      columns
        .filter((c) => c.field !== pinnedRight && own?.[c.field] !== false && c.field !== '__check__')
        .map((c) => ({
          field: c.field,
          label: c.headerName ?? c.field,
          hideable: c.hideable !== false && c.type !== 'actions' && c.field !== 'actions',
        })),
    [columns, own, pinnedRight],
  );
  const fieldNames = useMemo(() => fields.map((f) => f.field), [fields]);
  const colsSpec = params.cols ?? stored?.cols ?? null;
  const specColumns = useMemo(() => {
    const parsed = parseCols(colsSpec, fieldNames);
    const fixed = new Set(fields.filter((f) => !f.hideable).map((f) => f.field));
    return parsed.map((c) => (c.hidden && fixed.has(c.field) ? { ...c, hidden: false } : c));
  }, [colsSpec, fieldNames, fields]);
  const viewColumns = useMemo(() => {
    if (!narrow || colsSpec !== null) return specColumns;
    const hideable = fields.filter((f) => f.hideable).map((f) => f.field);
    const shown = new Set(narrowFields ?? hideable.slice(0, NARROW_COLUMNS));
    const hideableSet = new Set(hideable);
    return specColumns.map((c) => (hideableSet.has(c.field) && !shown.has(c.field) ? { ...c, hidden: true } : c));
  }, [narrow, colsSpec, specColumns, fields, narrowFields]);
  const density: GridDensity = isDensity(params.density) ? params.density : (stored?.density ?? defaultDensity);
  const hiddenKey = viewColumns
    .filter((c) => c.hidden)
    .map((c) => c.field)
    .join(',');
  const hiddenFields = useMemo(() => (hiddenKey ? hiddenKey.split(',') : []), [hiddenKey]);
  const ordered = useMemo(() => orderColumns(columns, viewColumns), [columns, viewColumns]);
  const columnVisibilityModel = useMemo(() => visibilityModel(own, viewColumns), [own, viewColumns]);

  const { setViewParams, setPaginationModel, pageSizeOptions, paginationModel } = state;
  const defaultPageSize = pageSizeOptions[0];

  // A stored view fills in what the URL does not name, and is written there so a copied link carries it (after the
  // first commit: a router subscribes to its history in a layout effect of its own, which runs after this grid's).
  useEffect(() => {
    if (!stored || !setViewParams) return;
    const changes: Partial<GridViewParams> = {};
    if (params.cols === null && stored.cols) changes.cols = stored.cols;
    if (params.density === null && stored.density && stored.density !== defaultDensity)
      changes.density = stored.density;
    if (
      params.pageSize === null &&
      stored.pageSize &&
      stored.pageSize !== defaultPageSize &&
      pageSizeOptions.includes(stored.pageSize)
    )
      changes.pageSize = String(stored.pageSize);
    if (Object.keys(changes).length) setViewParams(changes);
    // Once per grid and user: later changes come from the view panel, which writes the URL itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const pageSize = paginationModel.pageSize;
  const apply = useCallback(
    (change: GridViewChange) => {
      // without a change of columns, the chosen ones stay (not a narrow screen's default)
      const cols = change.cols ? formatCols(change.cols, fieldNames) : formatCols(specColumns, fieldNames);
      const nextDensity = change.density ?? density;
      const nextSize = change.pageSize ?? pageSize;
      const view: StoredGridView = {};
      if (cols) view.cols = cols;
      if (nextDensity !== defaultDensity) view.density = nextDensity;
      if (nextSize !== defaultPageSize) view.pageSize = nextSize;
      setViewParams?.({
        cols: view.cols ?? null,
        density: view.density ?? null,
        pageSize: view.pageSize ? String(view.pageSize) : null,
      });
      writeStoredView(key, view);
      setStoredFor({ key, view });
    },
    [fieldNames, specColumns, density, pageSize, defaultDensity, defaultPageSize, setViewParams, key],
  );

  const reset = useCallback(() => {
    setViewParams?.({ cols: null, density: null, pageSize: null });
    writeStoredView(key, null);
    setStoredFor({ key, view: null });
  }, [setViewParams, key]);

  // A page size chosen in the pager is part of the view too.
  const onPaginationModelChange = useCallback(
    (model: GridPaginationModel) => {
      setPaginationModel(model);
      if (model.pageSize === pageSize) return;
      const view: StoredGridView = { ...stored };
      if (model.pageSize !== defaultPageSize) view.pageSize = model.pageSize;
      else delete view.pageSize;
      writeStoredView(key, view);
      setStoredFor({ key, view });
    },
    [setPaginationModel, pageSize, stored, defaultPageSize, key],
  );

  const changed =
    Boolean(colsSpec && formatCols(specColumns, fieldNames)) ||
    density !== defaultDensity ||
    pageSize !== defaultPageSize;

  return {
    columns: ordered,
    columnVisibilityModel,
    density,
    viewColumns,
    hiddenFields,
    fields,
    pageSize,
    pageSizeOptions,
    changed,
    apply,
    reset,
    onPaginationModelChange,
  };
}
