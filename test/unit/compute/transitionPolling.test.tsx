// Lists whose rows move on by themselves follow them without a reload (issue 27): a dedicated request being
// allocated becomes active, a machine goes preparing → starting → online; once every row has settled the list
// stops asking.
import '../support/jsdomGlobals';
import { act, screen, waitFor } from '@testing-library/react';
import DedicatedComputingPage from '@/features/compute/pages/DedicatedComputingPage';
import DedicatedPage from '@/features/compute/pages/DedicatedPage';
import { installHarness, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, node, page, routeSession, sessionAs } from './support';

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});
// the polls (every 2 s) and the quiet after them pass on the test's clock; promises and React's scheduling stay real
beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

/** Lets `ms` pass on the test's clock, then the answers of the calls it set off arrive and render. */
async function pass(ms: number): Promise<void> {
  act(() => jest.advanceTimersByTime(ms));
  await act(async () => undefined);
}

const request = (status: string) => ({
  id: 'ded-40',
  resourceName: 'a100-pool-40',
  gpuModel: 'NVIDIA A100 80GB',
  minGpusPerMachine: 8,
  machineCount: 1,
  status,
  requester: 'demo',
  requestedAt: '2026-11-20T08:00:00.000Z',
  currentExpiry: '2027-01-10T00:00:00.000Z',
  originalExpiry: '2027-01-10T00:00:00.000Z',
  nodeIds: ['node-03'],
  linkedInstanceCount: 0,
});

/** Answers `path` with each status in turn (the last one from then on) and counts the calls. */
function answers(path: string, statuses: string[], make: (status: string) => unknown): () => number {
  let calls = 0;
  h.on(path, () => {
    const status = statuses[Math.min(calls, statuses.length - 1)];
    calls += 1;
    return page([make(status)]);
  });
  return () => calls;
}

describe('lists that follow transitional rows', () => {
  it('a dedicated request being allocated turns active without a reload, then the list stops asking', async () => {
    h.reset();
    routeSession(h);
    const calls = answers('/dedicated/query', ['allocated', 'allocated', 'active'], request);
    renderScreen(<DedicatedComputingPage />, { path: '/dedicated-computing', storage: sessionAs() });
    expect(await screen.findByText('Allocating')).toBeInTheDocument();
    await pass(2100);
    await pass(2100);
    expect(await screen.findByText('Active')).toBeInTheDocument();
    const settled = calls();
    await pass(20_000);
    expect(calls()).toBe(settled);
  });

  it('compute nodes go preparing → starting → online on screen by themselves', async () => {
    h.reset();
    routeSession(h);
    h.on('/compute_group/query', page([]));
    answers('/node/query', ['preparing', 'starting', 'online'], (status) => node('node-03', { status }));
    renderScreen(<DedicatedPage />, { path: '/dedicated', storage: sessionAs() });
    expect(await screen.findByText('Preparing')).toBeInTheDocument();
    await pass(2100);
    await waitFor(() => expect(screen.getByText('Starting')).toBeInTheDocument());
    await pass(2100);
    await waitFor(() => expect(screen.getByText('Online')).toBeInTheDocument());
  });
});
