// Lists whose rows move on by themselves follow them without a reload (issue 27): a dedicated request being
// allocated becomes active, a machine goes preparing → starting → online; once every row has settled the list
// stops asking.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import DedicatedComputingPage from '@/features/compute/pages/DedicatedComputingPage';
import DedicatedPage from '@/features/compute/pages/DedicatedPage';
import { installHarness, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, node, page, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

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
    expect(await screen.findByText('Active', {}, { timeout: 10_000 })).toBeInTheDocument();
    const settled = calls();
    await new Promise((r) => setTimeout(r, 4500));
    expect(calls()).toBe(settled);
  });

  it('compute nodes go preparing → starting → online on screen by themselves', async () => {
    h.reset();
    routeSession(h);
    h.on('/compute_group/query', page([]));
    answers('/node/query', ['preparing', 'starting', 'online'], (status) => node('node-03', { status }));
    renderScreen(<DedicatedPage />, { path: '/dedicated', storage: sessionAs() });
    expect(await screen.findByText('Preparing')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Starting')).toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(screen.getByText('Online')).toBeInTheDocument(), { timeout: 10_000 });
  });
});
