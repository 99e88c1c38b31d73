// /gpu: GPU and VRAM utilisation are sortable, on the server (issue 27): a click on the column header asks the list
// sorted by that field.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GpuPage from '@/features/compute/pages/GpuPage';
import { installHarness, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, page, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

const gpu = (id: string, gpuUtilization: number, vramUtilization: number) => ({
  id,
  index: 0,
  model: 'NVIDIA A100 80GB',
  nodeId: 'node-01',
  nodeName: 'gpu-a100-01',
  splitStatus: 'unsplit',
  overcommitStatus: 'disabled',
  gpuUtilization,
  vramUtilization,
  vramTotalMiB: 81920,
  vramAllocatedMiB: 81920,
  vramUsedMiB: 40000,
  runningInstanceCount: 1,
});

describe('GPU management sorting', () => {
  it.each([
    ['GPU utilisation', 'gpuUtilization'],
    ['VRAM utilisation', 'vramUtilization'],
  ])('sorts by %s on the server', async (header, field) => {
    h.reset();
    routeSession(h);
    h.on('/gpu/query', page([gpu('gpu-01-0', 80, 40), gpu('gpu-01-1', 20, 90)]));
    h.on('/node/query', page([]));
    h.on('/compute_group/query', page([]));
    const user = userEvent.setup({ delay: null });
    renderScreen(<GpuPage />, { path: '/gpu?paused=1', storage: sessionAs() });
    const column = await screen.findByRole('columnheader', { name: header });
    await user.click(column);
    await waitFor(() => expect(h.to('/gpu/query').some((s) => s.body.sortField === field)).toBe(true));
  });
});
