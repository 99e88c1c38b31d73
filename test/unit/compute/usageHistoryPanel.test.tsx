// The usage history panel: the answer's text summary (its accessible alternative), the range switch asking the
// server for that range, the empty and error states with a retry.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import UsageHistoryPanel from '@/features/compute/components/usage/UsageHistoryPanel';
import { installHarness, ok, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

// The chart library does not run in jsdom (it needs structuredClone and layout): the panel's own behaviour is tested.
jest.mock('@/features/compute/components/usage/UsageHistoryChart', () => ({
  __esModule: true,
  default: () => <div data-testid="usage-chart-stub" />,
}));

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

const history = (range: string, allocated: number, used: number, idle = false) => {
  const n = range === '24h' ? 96 : range === '7d' ? 168 : 120;
  return ok({
    resourceType: 'node',
    resourceId: 'node-01',
    range,
    stepSeconds: 900,
    gpuCapacity: 8,
    idle,
    idleHours: 6,
    points: Array.from({ length: n }, (_, i) => ({
      time: new Date(Date.UTC(2026, 10, 25) + i * 900_000).toISOString(),
      gpuAllocated: allocated,
      gpuUsed: used,
      vramAllocatedGiB: allocated * 80,
      vramUsedGiB: used * 80,
    })),
  });
};

describe('usage history panel', () => {
  it('says what the history holds and asks for another range when switched', async () => {
    h.reset();
    routeSession(h);
    h.on('/usage/history', (body) => history(String(body.range), 4, body.range === '7d' ? 1 : 2));
    const user = userEvent.setup({ delay: null });
    renderScreen(<UsageHistoryPanel resourceType="node" resourceId="node-01" />, { storage: sessionAs() });
    const summary = await screen.findByTestId('usage-summary');
    await waitFor(() =>
      expect(summary).toHaveTextContent(
        'GPUs over the last 24 hours: on average 4 allocated and 2 used (50% of what was allocated), highest use 2.',
      ),
    );
    expect(summary).toHaveTextContent('96 points');
    expect(h.to('/usage/history')[0].body).toMatchObject({ resourceType: 'node', resourceId: 'node-01', range: '24h' });
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(summary).toHaveTextContent('GPUs over the last 7 days: on average 4 allocated and 1 used'),
    );
    expect(h.to('/usage/history').some((s) => s.body.range === '7d')).toBe(true);
  });

  it('marks an idle resource with the rule in force', async () => {
    h.reset();
    routeSession(h);
    h.on('/usage/history', () => history('24h', 1, 0.01, true));
    renderScreen(<UsageHistoryPanel resourceType="gpu" resourceId="node-01" />, { storage: sessionAs() });
    expect(await screen.findByTestId('idle-chip')).toHaveTextContent('Idle');
  });

  it('says when nothing was allocated', async () => {
    h.reset();
    routeSession(h);
    h.on('/usage/history', () => history('24h', 0, 0));
    renderScreen(<UsageHistoryPanel resourceType="node" resourceId="node-01" />, { storage: sessionAs() });
    await waitFor(() =>
      expect(screen.getByTestId('usage-summary')).toHaveTextContent('Nothing was allocated in the last 24 hours.'),
    );
    expect(screen.getByTestId('usage-history')).toHaveAttribute('data-state', 'empty');
  });

  it('says when the history could not be read, and reads it again on retry', async () => {
    h.reset();
    routeSession(h);
    let calls = 0;
    h.on('/usage/history', () => (++calls === 1 ? { status: 500, body: {} } : history('24h', 2, 1)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<UsageHistoryPanel resourceType="node" resourceId="node-01" />, { storage: sessionAs() });
    await waitFor(() => expect(screen.getByTestId('usage-history')).toHaveAttribute('data-state', 'error'));
    expect(screen.getByTestId('usage-summary')).toHaveTextContent('The history could not be read.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('usage-history')).toHaveAttribute('data-state', 'ready'));
  });
});
