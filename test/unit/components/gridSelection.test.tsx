// Rows chosen with their checkboxes stay chosen while the grid's rows are refreshed (the same ids in new objects, as
// an auto refresh or a second answer brings them), also when a refresh lands between two clicks.
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServerDataGrid, useGridUrlState } from '@/components/ServerDataGrid';
import { initI18n } from '@/i18n';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
const rowsOf = (generation: number): Row[] =>
  Array.from({ length: 5 }, (_, i) => ({ id: `r-${i}`, name: `row ${i} (${generation})` }));

function Grid() {
  const state = useGridUrlState();
  const [generation, setGeneration] = useState(0);
  const [selected, setSelected] = useState<(string | number)[]>([]);
  return (
    <>
      <button type="button" onClick={() => setGeneration((g) => g + 1)}>
        refresh
      </button>
      <output aria-label="chosen">{[...selected].sort().join(',')}</output>
      <ServerDataGrid<Row>
        columns={COLUMNS}
        rows={rowsOf(generation)}
        rowCount={5}
        loading={false}
        getRowId={(r) => r.id}
        state={state}
        label="Rows"
        checkboxSelection
        selectedIds={selected}
        onSelectedIdsChange={setSelected}
      />
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'chosen' }).textContent;
const refresh = () => fireEvent.click(screen.getByRole('button', { name: 'refresh' }));

const checkboxOf = (i: number) => {
  const row = screen.getAllByRole('row').find((r) => r.getAttribute('data-id') === `r-${i}`)!;
  return within(row).getByRole('checkbox');
};

beforeEach(async () => {
  await initI18n('en-US');
  render(
    <MemoryRouter>
      <Suspense fallback={<p>loading...</p>}>
        <Grid />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByText('row 0 (0)');
});

it('keeps the chosen rows through a refresh of the rows', async () => {
  act(() => fireEvent.click(checkboxOf(0)));
  expect(chosen()).toBe('r-0');
  act(refresh);
  await screen.findByText('row 0 (1)');
  expect(chosen()).toBe('r-0');
  expect(checkboxOf(0)).toBeChecked();
  act(() => fireEvent.click(checkboxOf(1)));
  expect(chosen()).toBe('r-0,r-1');
  expect(checkboxOf(1)).toBeChecked();
});

it('keeps both when a refresh lands between two clicks in the same moment', async () => {
  act(() => {
    fireEvent.click(checkboxOf(0));
    refresh();
    fireEvent.click(checkboxOf(1));
  });
  await screen.findByText('row 0 (1)');
  expect(chosen()).toBe('r-0,r-1');
  expect(checkboxOf(0)).toBeChecked();
  expect(checkboxOf(1)).toBeChecked();
});
