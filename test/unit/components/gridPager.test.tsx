// The grid's pager words its range in the console's own texts, in every language (MUI's Japanese grid texts keep
// the English "of").
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ServerDataGrid, useGridUrlState } from '@/components/ServerDataGrid';
import { gridTexts } from '@/components/ServerDataGrid/gridTexts';
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
  // MUI's grid texts of the language load first, as the page's namespaces do (nothing suspends mid-test)
  await gridTexts(language);
  render(
    <MemoryRouter initialEntries={['/?page=2']}>
      <Suspense fallback={<p>loading...</p>}>
        <Grid total={total} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('grid pager text', () => {
  it.each([
    ['en-US', '11–20 of 1,234'],
    ['zh-CN', '第 11–20 条，共 1,234 条'],
    ['ja-JP', '11–20 件（全 1,234 件）'],
  ])('in %s reads %s', async (language, text) => {
    await showIn(language);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('pager buttons', () => {
  it.each([
    ['en-US', 'Go to next page'],
    ['zh-CN', '下一页'],
    ['ja-JP', '次のページへ'],
  ])('in %s keep their name and show the browser hint, not a tooltip layer', async (language, name) => {
    await showIn(language);
    const next = await screen.findByRole('button', { name });
    expect(next).toHaveAttribute('title', name);
    fireEvent.mouseOver(next);
    fireEvent.focus(next);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe("MUI's grid texts", () => {
  it('load once per language, and nothing for en-US (the grid speaks English by itself)', async () => {
    expect(gridTexts('en-US')).toEqual({});
    const first = gridTexts('ja-JP');
    const again = gridTexts('ja-JP');
    expect(again).toBe(first);
    const texts = await first;
    expect(texts.paginationRowsPerPage).toBe('ページあたりの行数:');
    expect(gridTexts('ja-JP')).toBe(texts);
  });
});
