// A list screen (ListPage): the route's title as its h1 and, unless the grid has a name of its own, as the grid's
// accessible name; the grid's test id and the frame's are each its own; what else the screen opens follows the grid.
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import ListPage from '@/components/ListPage';
import { useGridUrlState } from '@/components/ServerDataGrid';
import i18n, { initI18n } from '@/i18n';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
const ROWS: Row[] = [{ id: '1', name: 'key-1' }];

function Screen({ label }: { label?: string }) {
  const state = useGridUrlState();
  return (
    <ListPage<Row>
      routeKey="apiKey"
      subtitle="Keys that call the APIs."
      frameTestId="keys-page"
      testId="keys-grid"
      label={label}
      columns={COLUMNS}
      rows={ROWS}
      rowCount={1}
      loading={false}
      state={state}
    >
      <p>a dialog</p>
    </ListPage>
  );
}

async function show(label?: string) {
  await initI18n('en-US');
  await act(() => i18n.changeLanguage('en-US'));
  render(
    <MemoryRouter>
      <Suspense fallback={<p>loading...</p>}>
        <Screen label={label} />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByText('key-1');
}

it("names the grid by the page's title", async () => {
  await show();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('API keys');
  expect(screen.getByRole('grid', { name: 'API keys' })).toBeInTheDocument();
  expect(screen.getByText('Keys that call the APIs.')).toBeInTheDocument();
  expect(screen.getByTestId('keys-page')).toContainElement(screen.getByTestId('keys-grid'));
  expect(screen.getByTestId('keys-page')).toContainElement(screen.getByText('a dialog'));
});

it('names the grid by its own label when it has one', async () => {
  await show('Revoked keys');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('API keys');
  expect(screen.getByRole('grid', { name: 'Revoked keys' })).toBeInTheDocument();
});
