// The consumption chart's text alternative in jsdom: the caption states the range's figures, the same data is one
// click away as a table, consumption by category is listed with shares; an empty range says so; a failure retries.
// (The drawing itself is MUI X Charts', checked in the browser by test/e2e/billing/billing.spec.ts.)
import '../support/jsdomGlobals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConsumptionChart from '@/features/billing/components/ConsumptionChart';
import i18n from '@/i18n';
import { initTexts, installHarness, renderScreen } from '../support/renderHarness';

jest.mock('@mui/x-charts/BarChart', () => ({
  BarChart: ({ dataset }: { dataset: unknown[] }) => <svg data-testid="bar-chart" data-points={dataset.length} />,
}));

const DATA = {
  currency: 'CNY',
  points: [
    { period: '2026-08', consumption: 1200.5, actualPayment: 1100 },
    { period: '2026-09', consumption: 3400, actualPayment: 3200.25 },
    { period: '2026-10', consumption: 800, actualPayment: 0 },
  ],
  byCategory: [
    { category: 'gpuCompute' as const, consumption: 3000 },
    { category: 'storage' as const, consumption: 1000 },
  ],
};

beforeAll(async () => {
  installHarness();
  await initTexts();
  await i18n.loadNamespaces(['billing']);
});

const draw = (props: Partial<Parameters<typeof ConsumptionChart>[0]> = {}) =>
  renderScreen(
    <ConsumptionChart
      data={DATA}
      periodFrom="2026-08"
      periodTo="2026-10"
      loading={false}
      error={undefined}
      onRetry={jest.fn()}
      {...props}
    />,
  );

describe('consumption chart', () => {
  it('states the figures of the range in its caption', async () => {
    draw();
    expect(await screen.findByTestId('consumption-summary')).toHaveTextContent(
      'From 2026-08 to 2026-10 (3 months): consumption CN¥5,400.50, actually paid CN¥4,300.25. ' +
        'Highest CN¥3,400.00 in 2026-09, lowest CN¥800.00 in 2026-10.',
    );
    expect(screen.getByTestId('bar-chart')).toHaveAttribute('data-points', '3');
    expect(screen.getByRole('figure')).toHaveAccessibleName(/^From 2026-08 to 2026-10/);
  });

  it('shows the same data as a table on request', async () => {
    const user = userEvent.setup({ delay: null });
    draw();
    const toggle = await screen.findByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide table' })).toHaveAttribute('aria-expanded', 'true');
    const rows = within(screen.getByTestId('consumption-table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      '2026-08CN¥1,200.50CN¥1,100.00',
      '2026-09CN¥3,400.00CN¥3,200.25',
      '2026-10CN¥800.00CN¥0.00',
    ]);
  });

  it('lists consumption by category with its share', async () => {
    draw();
    const rows = within(await screen.findByTestId('consumption-by-category'))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['GPU computeCN¥3,000.0075%', 'StorageCN¥1,000.0025%']);
  });

  it('says when the range has no consumption, and draws nothing', async () => {
    draw({ data: { points: [], byCategory: [], currency: 'CNY' } });
    expect(await screen.findByTestId('consumption-summary')).toHaveTextContent(
      'No consumption from 2026-08 to 2026-10.',
    );
    expect(screen.queryByTestId('bar-chart')).toBeNull();
  });

  it('offers a retry when the consumption could not be loaded', async () => {
    const user = userEvent.setup({ delay: null });
    const onRetry = jest.fn();
    draw({ data: undefined, error: { kind: 'http', message: 'x' }, onRetry });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
