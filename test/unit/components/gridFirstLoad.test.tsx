// While a grid's first page loads (no rows yet) its skeleton is as tall as the page will be, so the pager and what
// follows do not move down when the rows come (no layout shift); an empty list that loaded keeps the grid's own
// short "No data" height.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import { Suspense, useLayoutEffect } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@/i18n';
import { NAME_COLUMN, TestGrid, type TestRow } from '../support/testGrid';

type Row = TestRow;

function Grid({ rows, loading, rowHeight }: { rows: Row[] | undefined; loading: boolean; rowHeight?: number }) {
  return <TestGrid<Row> columns={NAME_COLUMN} rows={rows} loading={loading} rowHeight={rowHeight} testId="g" />;
}

async function show(url: string, props: { rows: Row[] | undefined; loading: boolean; rowHeight?: number }) {
  await initI18n('en-US');
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <Suspense fallback={<p>loading...</p>}>
        <Grid {...props} />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByRole('grid');
  return utils;
}

const reserved = () =>
  (document.querySelector('.MuiDataGrid-root') as HTMLElement).style.getPropertyValue('--DataGrid-overlayHeight');

it('reserves the height of a whole page while the first page loads', async () => {
  const { rerender } = await show('/x', { rows: undefined, loading: true });
  expect(reserved()).toBe('520px'); // 10 rows of 52 px
  rerender(
    <MemoryRouter initialEntries={['/x']}>
      <Grid rows={[{ id: '1', name: 'a' }]} loading={false} />
    </MemoryRouter>,
  );
  expect(reserved()).toBe('');
});

it('follows the page size and the row height', async () => {
  await show('/x?pageSize=20', { rows: undefined, loading: true, rowHeight: 40 });
  expect(reserved()).toBe('800px');
});

it('keeps the short height for an empty list that loaded', async () => {
  await show('/x', { rows: [], loading: false });
  expect(reserved()).toBe('');
});

async function firstCommitOf(rows: Row[] | undefined, loading: boolean) {
  await initI18n('en-US');
  const firstCommit: Array<{ grid: boolean; keptPx: string }> = [];
  function AtFirstCommit() {
    useLayoutEffect(() => {
      const area = document.querySelector('[data-testid="g"]')!;
      const kept = area.querySelector(':scope > div:not(.MuiStack-root)');
      firstCommit.push({
        grid: !!area.querySelector('.MuiDataGrid-root'),
        keptPx: kept ? getComputedStyle(kept).height : '',
      });
    }, []);
    return null;
  }
  render(
    <MemoryRouter initialEntries={['/x']}>
      <Suspense fallback={<p>loading...</p>}>
        <Grid rows={rows} loading={loading} />
        <AtFirstCommit />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByRole('grid');
  return firstCommit;
}

it('mounts the data grid one render after the page around it, in the space kept for it', async () => {
  // 10 rows of 52 px and the grid's header and pager
  expect(await firstCommitOf(undefined, true)).toEqual([{ grid: false, keptPx: '630px' }]);
  expect(reserved()).toBe('520px');
});

it('keeps the space of the rows already there when a page seen before mounts its grid', async () => {
  const rows = [1, 2, 3].map((n) => ({ id: String(n), name: `r${n}` }));
  expect(await firstCommitOf(rows, false)).toEqual([{ grid: false, keptPx: '266px' }]);
  expect(reserved()).toBe('');
});

it("keeps the empty state's height (the grid's two rows) when an empty page seen before mounts its grid", async () => {
  // an empty page shows the grid's own minimal content height, two rows of 52 px, between its header and pager
  expect(await firstCommitOf([], false)).toEqual([{ grid: false, keptPx: '214px' }]);
  expect(reserved()).toBe('');
});
