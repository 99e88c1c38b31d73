// A list that failed to load says so once: the error banner with Retry, and not also "No data" below it.
import '../support/jsdomGlobals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import i18n, { initI18n } from '@/i18n';
import { NAME_COLUMN, TestGrid, type TestRow } from '../support/testGrid';

type Row = TestRow;

function Grid({ error, rows }: { error?: unknown; rows: Row[] | undefined }) {
  return <TestGrid<Row> columns={NAME_COLUMN} rows={rows} error={error} />;
}

async function show(props: { error?: unknown; rows: Row[] | undefined }) {
  await initI18n('en-US');
  await act(() => i18n.changeLanguage('en-US'));
  render(
    <MemoryRouter>
      <Suspense fallback={<p>loading...</p>}>
        <Grid {...props} />
      </Suspense>
    </MemoryRouter>,
  );
}

describe('grid error', () => {
  it('shows the error banner and no "No data" when the list failed', async () => {
    await show({ error: { status: 500 }, rows: undefined });
    expect(await screen.findByText('The list could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('says "No data" for an empty list that loaded', async () => {
    await show({ rows: [] });
    expect(await screen.findByText('No data')).toBeInTheDocument();
    expect(screen.queryByText('The list could not be loaded.')).not.toBeInTheDocument();
  });
});
