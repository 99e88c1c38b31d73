// A grid's view (columns shown and their order, density, page size): kept per user and per grid in localStorage,
// carried in the URL (which wins over the stored view), and reset back to the grid's defaults.
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { act, fireEvent, render, renderHook, screen, within } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { NarrowScreen } from '@/components/narrowScreen';
import { ServerDataGrid, useGridUrlState } from '@/components/ServerDataGrid';
import { gridTexts } from '@/components/ServerDataGrid/gridTexts';
import {
  formatCols,
  gridViewKey,
  orderColumns,
  parseCols,
  visibilityModel,
} from '@/components/ServerDataGrid/gridView';
import { useGridView } from '@/components/ServerDataGrid/useGridView';
import { clearSessionKeys } from '@/features/session/storage';
import i18n, { initI18n } from '@/i18n';

interface Row {
  id: string;
  name: string;
  status: string;
  description: string;
}
const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name' },
  { field: 'status', headerName: 'Status' },
  { field: 'description', headerName: 'Description' },
  { field: 'actions', headerName: 'Actions' },
];
const FIELDS = COLUMNS.map((c) => c.field);
const KEY_U1 = gridViewKey('u1', '/gpu::gpu-grid');

function setup(url: string, { userId = 'u1', testId = 'gpu-grid' }: { userId?: string | null; testId?: string } = {}) {
  if (userId) localStorage.setItem('userId', userId);
  else localStorage.removeItem('userId');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const state = useGridUrlState();
      const view = useGridView<Row>({ columns: COLUMNS, state, testId });
      const location = useLocation();
      return { state, view, search: new URLSearchParams(location.search) };
    },
    { wrapper },
  );
}

const hidden = (view: { viewColumns: { field: string; hidden: boolean }[] }) =>
  view.viewColumns.filter((c) => c.hidden).map((c) => c.field);

beforeEach(() => localStorage.clear());

describe('the view in the URL form', () => {
  it('reads fields in order, hidden ones with a leading minus, unknown ones dropped and missing ones appended', () => {
    expect(parseCols('status,-description,nope', FIELDS)).toEqual([
      { field: 'status', hidden: false },
      { field: 'description', hidden: true },
      { field: 'name', hidden: false },
      { field: 'actions', hidden: false },
    ]);
  });

  it('writes nothing for the default view and the whole order otherwise', () => {
    expect(formatCols(parseCols(null, FIELDS), FIELDS)).toBeNull();
    expect(formatCols(parseCols('-status', FIELDS), FIELDS)).toBe('-status,name,description,actions');
  });

  it('orders the columns and hides through the visibility model, the screen hiding a column winning', () => {
    const view = parseCols('description,-status', FIELDS);
    expect(orderColumns(COLUMNS, view).map((c) => c.field)).toEqual(['description', 'status', 'name', 'actions']);
    expect(orderColumns(COLUMNS, parseCols(null, FIELDS))).toBe(COLUMNS);
    expect(visibilityModel({ name: false, status: true }, view)).toEqual({ name: false, status: false });
  });
});

describe('useGridView', () => {
  it('stores a change per user and grid and writes it into the URL', () => {
    const { result } = setup('/gpu');
    act(() => result.current.view.apply({ cols: parseCols('-description', FIELDS), density: 'compact' }));
    expect(hidden(result.current.view)).toEqual(['description']);
    expect(result.current.view.columnVisibilityModel).toEqual({ description: false });
    expect(result.current.view.density).toBe('compact');
    expect(result.current.search.get('cols')).toBe('-description,name,status,actions');
    expect(result.current.search.get('density')).toBe('compact');
    expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({
      cols: '-description,name,status,actions',
      density: 'compact',
    });
  });

  it('restores the stored view after a reload (no view in the URL) and puts it in the URL for a copied link', () => {
    localStorage.setItem(KEY_U1, JSON.stringify({ cols: '-description', density: 'comfortable', pageSize: 20 }));
    const { result } = setup('/gpu?q=a100');
    expect(hidden(result.current.view)).toEqual(['description']);
    expect(result.current.view.density).toBe('comfortable');
    expect(result.current.search.toString()).toBe('q=a100&cols=-description&density=comfortable&pageSize=20');
    expect(result.current.state.request.pageSize).toBe(20);
  });

  it('keeps one view per user and per grid', () => {
    localStorage.setItem(KEY_U1, JSON.stringify({ cols: '-description' }));
    expect(hidden(setup('/gpu', { userId: 'u2' }).result.current.view)).toEqual([]);
    expect(hidden(setup('/gpu', { testId: 'other-grid' }).result.current.view)).toEqual([]);
    expect(hidden(setup('/gpu').result.current.view)).toEqual(['description']);
    // Signed out: nothing is stored, the URL still carries a view.
    const { result } = setup('/gpu?cols=-status', { userId: null });
    expect(hidden(result.current.view)).toEqual(['status']);
    act(() => result.current.view.apply({ density: 'compact' }));
    expect(Object.keys(localStorage).filter((k) => k.startsWith('gridView:'))).toEqual([KEY_U1]);
  });

  it('lets the URL win over the stored view, field by field, without overwriting the store', () => {
    localStorage.setItem(KEY_U1, JSON.stringify({ cols: '-description', density: 'comfortable' }));
    const { result } = setup('/gpu?cols=description,-status&pageSize=50');
    expect(hidden(result.current.view)).toEqual(['status']);
    expect(result.current.view.columns.map((c) => c.field)).toEqual(['description', 'status', 'name', 'actions']);
    expect(result.current.view.density).toBe('comfortable');
    expect(result.current.view.pageSize).toBe(50);
    expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({
      cols: '-description',
      density: 'comfortable',
    });
  });

  it('resets to the grid defaults: the stored view and the URL view are both gone, filters stay', () => {
    localStorage.setItem(KEY_U1, JSON.stringify({ cols: '-description', density: 'compact', pageSize: 20 }));
    const { result } = setup('/gpu?q=a100&sort=name');
    expect(result.current.view.changed).toBe(true);
    expect(result.current.state.request.pageSize).toBe(20);
    act(() => result.current.view.reset());
    expect(result.current.state.request.pageSize).toBe(10);
    expect(hidden(result.current.view)).toEqual([]);
    // A model with nothing hidden, not none: the grid keeps its last model when given none.
    expect(result.current.view.columnVisibilityModel).toEqual({});
    expect(result.current.view.density).toBe('standard');
    expect(result.current.view.pageSize).toBe(10);
    expect(result.current.view.changed).toBe(false);
    expect(localStorage.getItem(KEY_U1)).toBeNull();
    expect(result.current.search.toString()).toBe('q=a100&sort=name');
  });

  it('keeps the row actions: a view cannot hide them', () => {
    const { result } = setup('/gpu?cols=-actions,-status');
    expect(hidden(result.current.view)).toEqual(['status']);
    expect(result.current.view.fields.find((f) => f.field === 'actions')?.hideable).toBe(false);
  });

  it('remembers a page size chosen in the pager', () => {
    const { result } = setup('/gpu');
    act(() => result.current.view.onPaginationModelChange({ page: 0, pageSize: 50 }));
    expect(result.current.state.request.pageSize).toBe(50);
    expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({ pageSize: 50 });
    act(() => result.current.view.onPaginationModelChange({ page: 0, pageSize: 10 }));
    expect(localStorage.getItem(KEY_U1)).toBeNull();
    expect(result.current.state.request.pageSize).toBe(10);
  });

  it('asks the first page at the stored page size from the first list call, not at the default size and again', () => {
    localStorage.setItem(KEY_U1, JSON.stringify({ pageSize: 20 }));
    const sizes: number[] = [];
    localStorage.setItem('userId', 'u1');
    renderHook(
      () => {
        const state = useGridUrlState();
        useGridView<Row>({ columns: COLUMNS, state, testId: 'gpu-grid' });
        sizes.push(state.request.pageSize);
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/gpu']}>{children}</MemoryRouter>
        ),
      },
    );
    expect(sizes.length).toBeGreaterThan(1);
    expect(new Set(sizes)).toEqual(new Set([20]));
  });

  it("does not take another screen's or another scope's stored page size, nor one of two grids it cannot tell apart", () => {
    localStorage.setItem(gridViewKey('u1', '/nodes::nodes-grid'), JSON.stringify({ pageSize: 50 }));
    expect(setup('/gpu').result.current.state.request.pageSize).toBe(10);
    localStorage.setItem(gridViewKey('u1', '/gpu:a-:gpu-grid'), JSON.stringify({ pageSize: 50 }));
    expect(setup('/gpu').result.current.state.request.pageSize).toBe(10);
    localStorage.setItem(gridViewKey('u1', '/gpu::gpu-grid'), JSON.stringify({ pageSize: 20 }));
    localStorage.setItem(gridViewKey('u1', '/gpu::other-grid'), JSON.stringify({ pageSize: 50 }));
    const sizes: number[] = [];
    renderHook(
      () => {
        const state = useGridUrlState();
        sizes.push(state.request.pageSize);
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <MemoryRouter initialEntries={['/gpu']}>{children}</MemoryRouter>
        ),
      },
    );
    expect(sizes[0]).toBe(10);
  });

  it('is a preference: ending a session leaves every stored view', () => {
    localStorage.setItem('userId', 'u1');
    localStorage.setItem(KEY_U1, JSON.stringify({ cols: '-description' }));
    clearSessionKeys();
    expect(localStorage.getItem('userId')).toBeNull();
    expect(localStorage.getItem(KEY_U1)).not.toBeNull();
  });
});

describe('on a narrow screen', () => {
  let narrow = true;
  const narrowScreen = (on: boolean) => {
    narrow = on;
  };
  /** The view of a grid with these columns at this URL (narrow fields as given), on a narrow screen or not. */
  const viewAt = (url: string, columns = COLUMNS, narrowFields?: readonly string[]) =>
    renderHook(() => useGridView<Row>({ columns, state: useGridUrlState(), testId: 'gpu-grid', narrowFields }), {
      wrapper: ({ children }) => (
        <NarrowScreen value={narrow}>
          <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
        </NarrowScreen>
      ),
    }).result;

  it('shows the first columns and the row actions by default, the others in each row’s hidden fields', () => {
    narrowScreen(true);
    expect(hidden(viewAt('/gpu').current)).toEqual([]);
    // three columns here: nothing to leave out; a fourth hideable one would be
    const wide: GridColDef<Row>[] = [...COLUMNS.slice(0, 3), { field: 'id', headerName: 'ID' }, COLUMNS[3]];
    const four = viewAt('/gpu', wide);
    expect(hidden(four.current)).toEqual(['id']);
    expect(four.current.columnVisibilityModel).toEqual({ id: false });
    expect(four.current.hiddenFields).toEqual(['id']);
    expect(four.current.changed).toBe(false);
  });

  it('shows the columns a grid names for a narrow screen, and a chosen view as chosen', () => {
    narrowScreen(true);
    const result = viewAt('/gpu', COLUMNS, ['status']);
    expect(hidden(result.current)).toEqual(['name', 'description']);
    const chosen = viewAt('/gpu?cols=-status,name,description,actions', COLUMNS, ['status']);
    expect(hidden(chosen.current)).toEqual(['status']);
  });

  it('keeps the narrow default out of the stored view when only the density changes', () => {
    narrowScreen(true);
    localStorage.setItem('userId', 'u1');
    const result = viewAt('/gpu', COLUMNS, ['status']);
    act(() => result.current.apply({ density: 'compact' }));
    expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({ density: 'compact' });
  });

  it('shows every column on a wide screen', () => {
    narrowScreen(false);
    const result = viewAt('/gpu', COLUMNS, ['status']);
    expect(hidden(result.current)).toEqual([]);
  });
});

describe('the view control of ServerDataGrid', () => {
  const ROWS: Row[] = [{ id: 'r1', name: 'row one', status: 'ok', description: 'a long text' }];
  function Grid() {
    const state = useGridUrlState();
    return (
      <ServerDataGrid<Row>
        columns={COLUMNS}
        rows={ROWS}
        rowCount={1}
        loading={false}
        state={state}
        label="GPUs"
        testId="gpu-grid"
      />
    );
  }

  it.each([
    ['zh-CN', '视图', '重置视图'],
    ['en-US', 'View', 'Reset view'],
    ['ja-JP', '表示', '表示をリセット'],
  ])(
    'in %s opens a panel that hides a column, and the grid stores it',
    async (language, button, reset) => {
      localStorage.setItem('userId', 'u1');
      await initI18n('en-US');
      await act(() => i18n.changeLanguage(language));
      await act(() => i18n.loadNamespaces('common'));
      await gridTexts(language);
      render(
        <MemoryRouter initialEntries={['/gpu']}>
          <Suspense fallback={<p>loading...</p>}>
            <Grid />
          </Suspense>
        </MemoryRouter>,
      );
      expect(await screen.findByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: button }));
      const panel = await screen.findByRole('dialog');
      expect(within(panel).getByRole('button', { name: reset })).toBeDisabled();
      fireEvent.click(within(panel).getByRole('checkbox', { name: 'Description' }));
      expect(screen.queryByRole('columnheader', { name: 'Description' })).toBeNull();
      expect(within(panel).getByRole('button', { name: reset })).toBeEnabled();
      expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({ cols: 'name,status,-description,actions' });
      fireEvent.keyDown(panel, { key: 'Escape' });

      // The hidden column stays reachable from its row.
      fireEvent.click(screen.getByTestId('grid-show-hidden'));
      const hiddenFields = await screen.findByTestId('grid-hidden-fields');
      expect(within(hiddenFields).getByText('Description')).toBeInTheDocument();
      expect(within(hiddenFields).getByText('a long text')).toBeInTheDocument();
      fireEvent.keyDown(hiddenFields, { key: 'Escape' });

      // A page size, then Reset view: every column back.
      fireEvent.click(screen.getByRole('button', { name: button }));
      const again = await screen.findByRole('dialog');
      fireEvent.click(within(again).getByRole('radio', { name: '20' }));
      expect(within(again).getByRole('radio', { name: '20' })).toBeChecked();
      expect(JSON.parse(localStorage.getItem(KEY_U1) ?? 'null')).toEqual({
        cols: 'name,status,-description,actions',
        pageSize: 20,
      });
      fireEvent.click(within(again).getByRole('button', { name: reset }));
      expect(within(again).getByRole('radio', { name: '10' })).toBeChecked();
      expect(localStorage.getItem(KEY_U1)).toBeNull();
      fireEvent.keyDown(again, { key: 'Escape' });
      expect(await screen.findByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    },
    30_000,
  );
});
