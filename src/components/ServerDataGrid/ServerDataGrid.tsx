// The console's one data grid: MUI DataGrid with paging, sorting and filtering done by the server, the model
// kept in the URL (useGridUrlState), a search box and actions above it, loading / empty / error states, CSV
// export (of every row of the current filter when `fetchAllRows` is given, else of the page shown), and
// texts in the current language, and the user's view of it (columns, density, page size: useGridView, edited in a
// panel loaded on first use). Every list screen uses it.
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import {
  DataGrid,
  useGridApiRef,
  type GridApi,
  type GridColDef,
  type GridRowId,
  type GridRowIdGetter,
  type GridRowParams,
  type GridRowSelectionModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import {
  forwardRef,
  lazy,
  Suspense,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect, { type FilterOption } from '@/components/FilterSelect';
import { formatNumber } from '@/components/format';
import { InGridRows } from '@/components/inGridRows';
import { notify } from '@/lib/notify';
import './cleanupTracking';
import { CELL_STYLES } from './cells';
import { downloadCsv, rowsToCsv } from './csv';
import { gridTexts } from './gridTexts';
import type { AllRows } from './useFetchAllRows';
import type { GridUrlState } from './useGridUrlState';
import { useGridView, type GridView } from './useGridView';

/** The view panel loads the first time a grid's view button is pressed. */
const ViewPanel = lazy(() => import(/* webpackChunkName: "grid-view" */ './ViewPanel'));
const HiddenFields = lazy(() => import(/* webpackChunkName: "grid-view" */ './HiddenFields'));
/** The leading column of a grid whose view hides some columns: a button per row showing what they hold. */
const HIDDEN_FIELDS_COLUMN = 'sdgHiddenFields';

// Props the grid gets are kept the same object from render to render: a new array or object makes it redo work
// (a new `rows` array resets its rows, new options re-run its state hooks) on every render of the page.
const NO_ROWS: never[] = [];
/** The grid's header and pager around its rows (standard density), for the space kept before it mounts. */
const GRID_CHROME_PX = 110;
/** The rows' height of an empty grid, in rows (x-data-grid's minimal content height: twice the row height). */
const EMPTY_GRID_ROWS = 2;
/** Wider than any grid's columns together. */
const ALL_COLUMNS_PX = 10_000;
const AUTO_ROW_HEIGHT = () => 'auto' as const;
/**
 * A page of at most this many rows is drawn whole (every row and column): the virtualiser's bookkeeping on every
 * render of the grid costs more than the few rows it would leave out, and a page change repaints ~20 ms sooner.
 * Longer pages stay virtualised.
 */
const WHOLE_PAGE_ROWS = 20;
/**
 * The pager's first/previous/next/last buttons: MUI wraps each in a Tooltip, whose first opening (the pointer rests on
 * "next page" while that page loads) loaded the positioning code and laid the page out several times in the same
 * frame as the new rows: ~100 ms of a page change. These keep the accessible name and show the browser's own hint
 * (`title`) instead.
 */
const PagerButton = forwardRef<HTMLButtonElement, IconButtonProps>(function PagerButton(props, ref) {
  return <IconButton ref={ref} {...props} />;
});
const PAGER_BUTTONS = {
  firstButton: PagerButton,
  previousButton: PagerButton,
  nextButton: PagerButton,
  lastButton: PagerButton,
};
const SLOT_PROPS = {
  loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'skeleton' },
  basePagination: { material: { slots: { actions: PAGER_BUTTONS } } },
} as const;
/** A failed list has its error banner above the grid: the grid does not also say `No data`. */
const NoOverlay = () => null;
const FAILED_SLOTS = { noRowsOverlay: NoOverlay } as const;

/**
 * Compact rows: one line each (at most this many px high before the grid's compact factor), text clamped to that
 * line and tags kept on it, so a laptop screen shows at least 15 rows.
 */
const COMPACT_MAX_ROW_PX = 52;
/** The grid's row height at each density (its standard 52 px times its density factor). */
const DENSITY_ROW_PX = { compact: 36, standard: 52, comfortable: 67 } as const;
const COMPACT_STYLES = {
  ...CELL_STYLES,
  '& .MuiDataGrid-cell': { overflow: 'hidden' },
  '& .MuiDataGrid-cell [style*="line-clamp"]': { WebkitLineClamp: '1 !important' },
  '& .sdg-tags': { ...CELL_STYLES['& .sdg-tags'], flexWrap: 'nowrap', overflow: 'hidden', padding: 0 },
} as const;

/** The grid root's styles: the cell contents', and a column kept at the right edge (sticky cells and header). */
const stylesByPinned = new Map<string, SxProps<Theme>>();
function gridStyles(pinnedRight: string | undefined, compact: boolean): SxProps<Theme> {
  const cells = compact ? COMPACT_STYLES : CELL_STYLES;
  if (!pinnedRight) return cells;
  const id = `${pinnedRight}${compact ? ':compact' : ''}`;
  let styles = stylesByPinned.get(id);
  if (!styles) {
    const field = `[data-field="${pinnedRight}"]`;
    styles = {
      ...cells,
      [`& .MuiDataGrid-cell${field}, & .MuiDataGrid-columnHeader${field}`]: {
        position: 'sticky',
        right: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        boxShadow: (theme: Theme) => `-4px 0 4px -2px ${alpha(theme.palette.common.black, 0.12)}`,
      },
    };
    stylesByPinned.set(id, styles);
  }
  return styles;
}

/**
 * The row key: rows with an `id` have it by default; others name theirs with a function defined once (module level),
 * since a new function on every render makes the grid write its props state again and re-render its rows.
 */
type RowKey<R extends GridValidRowModel> = R extends { id: GridRowId }
  ? { getRowId?: GridRowIdGetter<R> }
  : { getRowId: GridRowIdGetter<R> };

/** One select filter of a grid: its URL key, label, "all" text and options. */
export interface GridFilterSelect {
  key: string;
  /** Defaults to the header of the column of the same field. */
  label?: string;
  allLabel: string;
  options: FilterOption[];
  /** Defaults to `<key>-filter`. */
  testId?: string;
}

export type ServerDataGridProps<R extends GridValidRowModel> = RowKey<R> & ServerDataGridOptions<R>;

export interface ServerDataGridOptions<R extends GridValidRowModel> {
  /**
   * Column definitions. Memoise them (`useMemo`) in the caller: a new array on every render makes the grid
   * reset its column state (mui/mui-x#1501).
   */
  columns: GridColDef<R>[];
  /** The current page's rows (undefined before the first answer). */
  rows: R[] | undefined;
  /** Total rows matching the filters, from the list answer. */
  rowCount: number | undefined;
  loading: boolean;
  /** A failed list call; the grid shows it with a retry button. */
  error?: unknown;
  onRetry?: () => void;
  /** From `useGridUrlState`: page, page size, sort and keyword live in the URL. */
  state: GridUrlState;
  /** Accessible name of the grid. */
  label: string;
  /** Placeholder of the search box; without it no search box is shown. */
  searchPlaceholder?: string;
  /** Select filters shown after the search box, each kept in the URL under its key ('' is all). */
  filterSelects?: readonly GridFilterSelect[];
  /** Other filters shown after the select filters. */
  filters?: ReactNode;
  /** Buttons shown at the end of the toolbar. */
  actions?: ReactNode;
  /** Name of the CSV file; without it no export button is shown. */
  exportFileName?: string;
  /** Every row of the current filter (useFetchAllRows); with it the CSV holds them all, not just this page. */
  fetchAllRows?: () => Promise<AllRows<R>>;
  /** The grid's default density (the user's view may choose another). */
  density?: 'compact' | 'standard' | 'comfortable';
  /** A fixed row height in px, or `auto` (rows as tall as their content: measured, so dearer). */
  rowHeight?: number | 'auto';
  /**
   * Keep every column rendered (no column virtualisation), as measured row heights do: for grids whose last column
   * holds the row actions, so they are there without scrolling sideways first.
   */
  allColumns?: boolean;
  /**
   * The field of a column kept at the grid's right edge while the others scroll sideways (the row actions, so they
   * are reachable on a narrow screen). The community grid has no pinning API: the column's cells are sticky, and
   * every column is rendered (as with `allColumns`).
   */
  pinnedRight?: string;
  /**
   * The columns a narrow screen shows unless the user chose a view (defined once, module level); left out, the
   * first three. The others stay in each row's hidden fields and the view panel.
   */
  narrowFields?: readonly string[];
  columnVisibilityModel?: Record<string, boolean>;
  checkboxSelection?: boolean;
  /**
   * The same function from render to render (module level or `useCallback`): a new one makes the grid write its
   * props state again and re-check every row.
   */
  isRowSelectable?: (row: R) => boolean;
  selectedIds?: readonly (string | number)[];
  onSelectedIdsChange?: (ids: (string | number)[]) => void;
  /** Also names the grid's stored view, with the screen's path and the grid's URL scope. */
  testId?: string;
}

/** How wide a text is in `ch`: East Asian wide characters take two. */
const textWidthCh = (text: string): number =>
  [...text].reduce(
    (w, c) =>
      w +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(c) ? 2 : 1),
    0,
  );

/** The search box commits on Enter or after a pause in typing; the URL keeps the committed keyword. */
export function SearchBox({
  value,
  placeholder,
  onCommit,
}: {
  value: string;
  placeholder: string;
  onCommit(v: string): void;
}) {
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  // The text Enter committed is not committed again when the pause ends.
  const [entered, setEntered] = useState<string | null>(null);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
    setEntered(null);
  }
  useEffect(() => {
    if (text.trim() === value || text === entered) return undefined;
    const timer = setTimeout(() => onCommit(text), 500);
    return () => clearTimeout(timer);
  }, [text, value, entered, onCommit]);
  return (
    <OutlinedInput
      size="small"
      type="search"
      value={text}
      placeholder={placeholder}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        setEntered(text);
        onCommit(text);
      }}
      inputProps={{ 'aria-label': placeholder }}
      startAdornment={
        <InputAdornment position="start">
          <SearchOutlined fontSize="small" />
        </InputAdornment>
      }
      // As wide as its placeholder (plus the icon and padding), so the hint is never cut off.
      sx={{ minWidth: 240, width: `calc(${textWidthCh(placeholder)}ch + 64px)`, maxWidth: '100%' }}
    />
  );
}

export default function ServerDataGrid<R extends GridValidRowModel>({
  columns,
  rows,
  rowCount,
  loading,
  error,
  onRetry,
  getRowId,
  state,
  label,
  searchPlaceholder,
  filterSelects,
  filters,
  actions,
  exportFileName,
  fetchAllRows,
  density,
  rowHeight,
  allColumns,
  pinnedRight,
  narrowFields,
  columnVisibilityModel,
  checkboxSelection,
  isRowSelectable,
  selectedIds,
  onSelectedIdsChange,
  testId,
}: ServerDataGridProps<R>) {
  const { t, i18n } = useTranslation('common');
  const apiRef = useGridApiRef();
  const view = useGridView<R>({
    columns,
    state,
    testId,
    ownVisibility: columnVisibilityModel,
    pinnedRight,
    defaultDensity: density,
    narrowFields,
  });
  const [viewAnchor, setViewAnchor] = useState<HTMLElement | null>(null);
  const [hiddenOf, setHiddenOf] = useState<{ id: GridRowId; anchor: HTMLElement; api: GridApi } | null>(null);
  const hiddenCount = view.hiddenFields.length;
  const hiddenLabel = t('common:grid.view.hiddenFields');
  const showHiddenLabel = t('common:grid.view.showHidden', { count: hiddenCount });
  const gridColumns = useMemo<GridColDef<R>[]>(() => {
    if (!hiddenCount) return view.columns;
    const hiddenColumn: GridColDef<R> = {
      field: HIDDEN_FIELDS_COLUMN,
      headerName: hiddenLabel,
      width: 52,
      sortable: false,
      disableColumnMenu: true,
      disableExport: true,
      hideable: false,
      resizable: false,
      renderHeader: () => <ViewColumnOutlined fontSize="small" titleAccess={hiddenLabel} />,
      renderCell: ({ id }) => (
        <IconButton
          size="small"
          aria-label={showHiddenLabel}
          aria-haspopup="dialog"
          onClick={(e) => {
            if (apiRef.current) setHiddenOf({ id, anchor: e.currentTarget, api: apiRef.current });
          }}
          data-testid="grid-show-hidden"
        >
          <ViewColumnOutlined fontSize="small" />
        </IconButton>
      ),
    };
    return [hiddenColumn, ...view.columns];
  }, [view.columns, hiddenCount, hiddenLabel, showHiddenLabel, apiRef]);
  const compact = view.density === 'compact';
  const shownRowHeight = typeof rowHeight === 'number' && compact ? Math.min(rowHeight, COMPACT_MAX_ROW_PX) : rowHeight;

  // Keep the last known total while a page loads, so the pager does not jump back to 0 (mui/mui-x#3902).
  const [lastRowCount, setLastRowCount] = useState(rowCount ?? 0);
  if (rowCount !== undefined && rowCount !== lastRowCount) setLastRowCount(rowCount);
  const shownRowCount = rowCount ?? lastRowCount;

  const lang = i18n.language;
  const loadingTexts = gridTexts(lang);
  const texts = loadingTexts instanceof Promise ? use(loadingTexts) : loadingTexts;
  const localeText = useMemo(() => {
    const n = (value: number) => formatNumber(value, lang);
    return {
      ...texts,
      noRowsLabel: t('common:grid.noData'),
      // MUI's Japanese grid texts keep the English "of" here; the console words the pager itself in every language.
      paginationDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
        count >= 0
          ? t('common:grid.displayedRows', { from: n(from), to: n(to), count: n(count) })
          : t('common:grid.displayedRowsUnknown', { from: n(from), to: n(to) }),
    };
  }, [lang, texts, t]);

  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selectedIds ?? []) }),
    [selectedIds],
  );

  // The grid's props stay the same objects while nothing of them changes: the data grid (a memo component) then
  // skips the render when the page around it re-renders (a dialog opening re-rendered every cell, ~130 ms).
  const selectedIdsChange = useRef(onSelectedIdsChange);
  useLayoutEffect(() => {
    selectedIdsChange.current = onSelectedIdsChange;
  });
  const onRowSelectionModelChange = useCallback(
    (m: GridRowSelectionModel) => selectedIdsChange.current?.([...m.ids]),
    [],
  );
  const pageSizeOptions = useMemo(() => [...state.pageSizeOptions], [state.pageSizeOptions]);
  const rowSelectable = useMemo(
    () => (isRowSelectable ? (p: GridRowParams<R>) => isRowSelectable(p.row) : undefined),
    [isRowSelectable],
  );

  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    if (!fetchAllRows || !exportFileName) {
      apiRef.current?.exportDataAsCsv({ fileName: exportFileName, utf8WithBom: true });
      return;
    }
    setExporting(true);
    try {
      const all = await fetchAllRows();
      downloadCsv(exportFileName, rowsToCsv(columns, all.rows));
      if (all.truncated) notify.warning(t('common:grid.exportTruncated', { count: all.rows.length, total: all.total }));
      else notify.success(t('common:grid.exported', { count: all.rows.length }));
    } catch {
      notify.error(t('common:grid.exportFailed'));
    } finally {
      setExporting(false);
    }
  };

  // The data grid mounts one deferred render after the page around it (its space kept meanwhile): the page's first
  // commit and the grid's (its styles, its DOM, the layouts it forces while measuring itself) are separate tasks, and
  // the page's calls start before the grid's work. Lighthouse mobile, uncached first visit: 73–78 → 83–92.
  const gridShown = useDeferredValue(true, false);
  const failed = Boolean(error) && !loading;
  // While the first page loads (no rows yet), its skeleton is as tall as the page will be: the rows take its place
  // and nothing under the grid (the pager) moves down when they come.
  const firstLoad = loading && !rows?.length;
  const rowPx = typeof shownRowHeight === 'number' ? shownRowHeight : DENSITY_ROW_PX[view.density];
  // Before the grid has mounted: the rows it will show when they are already here (a page seen before), and for an
  // empty page seen before, the grid's own empty height (two rows: x-data-grid's minimal content height).
  const reservedPx =
    firstLoad || !gridShown
      ? (firstLoad || !rows ? state.paginationModel.pageSize : rows.length || EMPTY_GRID_ROWS) * rowPx
      : 0;
  const gridStyle = useMemo(
    () => (reservedPx ? ({ '--DataGrid-overlayHeight': `${reservedPx}px` } as CSSProperties) : undefined),
    [reservedPx],
  );
  const viewButton = (
    <Button
      size="small"
      startIcon={<ViewColumnOutlined />}
      aria-haspopup="dialog"
      aria-expanded={viewAnchor ? true : undefined}
      onClick={(e) => setViewAnchor(e.currentTarget)}
      data-testid={testId ? `${testId}-view` : undefined}
    >
      {t('common:grid.view.button')}
    </Button>
  );

  return (
    <Box data-testid={testId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        {searchPlaceholder ? (
          <SearchBox value={state.model.keyword} placeholder={searchPlaceholder} onCommit={state.setKeyword} />
        ) : null}
        {filterSelects?.map((f) => (
          <FilterSelect
            key={f.key}
            testId={f.testId ?? `${f.key}-filter`}
            label={f.label ?? String(columns.find((c) => c.field === f.key)?.headerName ?? f.key)}
            allLabel={f.allLabel}
            value={state.model.filters[f.key] ?? ''}
            options={f.options}
            onChange={(v) => state.setFilter(f.key, v)}
          />
        ))}
        {filters}
        <Box sx={{ flexGrow: 1 }} />
        {exportFileName ? (
          <Button
            size="small"
            startIcon={<FileDownloadOutlined />}
            onClick={() => void exportCsv()}
            disabled={!rows?.length || exporting}
            data-testid={testId ? `${testId}-export` : undefined}
          >
            {t('common:grid.exportCsv')}
          </Button>
        ) : null}
        {viewButton}
        {actions}
      </Stack>
      {viewAnchor ? (
        <Suspense fallback={null}>
          <ViewPanel
            anchorEl={viewAnchor}
            onClose={() => setViewAnchor(null)}
            view={view as unknown as GridView<GridValidRowModel>}
            label={label}
            testId={testId}
          />
        </Suspense>
      ) : null}
      {hiddenOf && hiddenCount ? (
        <Suspense fallback={null}>
          <HiddenFields
            api={hiddenOf.api}
            rowId={hiddenOf.id}
            fields={view.hiddenFields}
            anchorEl={hiddenOf.anchor}
            onClose={() => setHiddenOf(null)}
          />
        </Suspense>
      ) : null}
      {failed ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 1 }}
          action={
            onRetry ? (
              <Button color="inherit" size="small" onClick={onRetry}>
                {t('common:grid.retry')}
              </Button>
            ) : undefined
          }
        >
          {t('common:grid.loadFailed')}
        </Alert>
      ) : null}
      {gridShown ? null : <Box sx={{ height: reservedPx + GRID_CHROME_PX }} />}
      <InGridRows value>
        {gridShown ? (
          <DataGrid<R>
            apiRef={apiRef}
            aria-label={label}
            columns={gridColumns}
            rows={failed ? NO_ROWS : (rows ?? NO_ROWS)}
            rowCount={failed ? 0 : shownRowCount}
            getRowId={getRowId as GridRowIdGetter<R> | undefined}
            loading={loading}
            paginationMode="server"
            sortingMode="server"
            filterMode="server"
            disableColumnFilter
            paginationModel={state.paginationModel}
            onPaginationModelChange={view.onPaginationModelChange}
            pageSizeOptions={pageSizeOptions}
            sortModel={state.sortModel}
            onSortModelChange={state.setSortModel}
            checkboxSelection={checkboxSelection}
            isRowSelectable={rowSelectable}
            rowSelectionModel={checkboxSelection ? selectionModel : undefined}
            onRowSelectionModelChange={checkboxSelection && onSelectedIdsChange ? onRowSelectionModelChange : undefined}
            keepNonExistentRowsSelected={false}
            disableRowSelectionOnClick
            localeText={localeText}
            density={view.density}
            rowHeight={typeof shownRowHeight === 'number' ? shownRowHeight : undefined}
            getRowHeight={shownRowHeight === 'auto' ? AUTO_ROW_HEIGHT : undefined}
            columnBufferPx={allColumns || pinnedRight ? ALL_COLUMNS_PX : undefined}
            disableVirtualization={state.paginationModel.pageSize <= WHOLE_PAGE_ROWS}
            columnVisibilityModel={view.columnVisibilityModel}
            slots={failed ? FAILED_SLOTS : undefined}
            slotProps={SLOT_PROPS}
            sx={gridStyles(pinnedRight, compact)}
            style={gridStyle}
          />
        ) : null}
      </InGridRows>
    </Box>
  );
}
