// The grid's pager words its range in the console's own texts, in every language (MUI's Japanese grid texts keep
// the English "of").
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ServerDataGrid, useGridUrlState } from '@/components/ServerDataGrid';
import i18n, { initI18n } from '@/i18n';

interface Row {
  id: string;
  name: string;
}
const COLUMNS: GridColDef<Row>[] = [{ field: 'name', headerName: 'Name' }];
const ROWS: Row[] = Array.from({ length: 10 }, (_, i) => ({ id: `r-${i}`, name: `row ${i}` }));

function Grid({ total }: { total: number }) {
  const state = useGridUrlState();
  return (
    <ServerDataGrid<Row>
      columns={COLUMNS}
      rows={ROWS}
      rowCount={total}
      loading={false}
      getRowId={(r) => r.id}
      state={state}
      label="Rows"
    />
  );
}

async function showIn(language: string, total = 1234) {
  await initI18n('en-US');
  await act(() => i18n.changeLanguage(language));
  await act(() => i18n.loadNamespaces('common'));
  render(
    <MemoryRouter initialEntries={['/?page=2']}>
      <Grid total={total} />
    </MemoryRouter>,
  );
}

describe('grid pager text', () => {
  it.each([
    ['en-US', '11–20 of 1,234'],
    ['zh-CN', '11–20 共 1,234'],
    ['ja-JP', '11–20 件（全 1,234 件）'],
  ])('in %s reads %s', async (language, text) => {
    await showIn(language);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
