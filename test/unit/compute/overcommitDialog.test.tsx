// Overcommit of GPUs: the multiplier must be 1-8 (halves allowed) before anything is sent; GPUs the platform
// refuses (instances running on them) are listed with the reason while the others are applied.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Gpu } from '@/features/compute/api';
import OvercommitDialog from '@/features/compute/components/OvercommitDialog';
import { installHarness, ok, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});
beforeEach(() => {
  h.reset();
  routeSession(h);
});

const gpu = (id: string, running = 0): Gpu => ({
  id,
  nodeId: 'node-04',
  splitStatus: 'unsplit',
  overcommitStatus: 'disabled',
  overcommitPolicy: 'none',
  overcommitMultiplier: 1,
  runningInstanceCount: running,
});

describe('overcommit dialog', () => {
  it('refuses a multiplier outside 1-8 and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<OvercommitDialog gpus={[gpu('gpu-04-0')]} onClose={jest.fn()} />, { storage: sessionAs() });
    await user.click(await screen.findByLabelText('Overcommit on'));
    const multiplier = screen.getByLabelText('Multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '9');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The multiplier must be a number from 1 to 8')).toBeInTheDocument();
    expect(h.to('/gpu/set_overcommit')).toHaveLength(0);
  });

  it('applies to several GPUs and lists the ones refused with their reason', async () => {
    h.on(
      '/gpu/set_overcommit',
      ok({
        succeeded: ['gpu-04-0'],
        failed: [{ id: 'gpu-04-7', reason: 'Instances are running on this GPU' }],
      }),
    );
    const onClose = jest.fn();
    const onDone = jest.fn();
    const user = userEvent.setup({ delay: null });
    renderScreen(<OvercommitDialog gpus={[gpu('gpu-04-0'), gpu('gpu-04-7', 1)]} onClose={onClose} onDone={onDone} />, {
      storage: sessionAs(),
    });
    expect(await screen.findByText(/Instances run on 1 of these GPUs/)).toBeInTheDocument();
    const multiplier = screen.getByLabelText('Multiplier');
    await user.clear(multiplier);
    await user.type(multiplier, '1.5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(h.to('/gpu/set_overcommit')).toHaveLength(1));
    expect(h.to('/gpu/set_overcommit')[0].body).toMatchObject({
      gpuIds: ['gpu-04-0', 'gpu-04-7'],
      enabled: true,
      policy: 'timeSlicing',
      multiplier: 1.5,
    });
    const refusals = await screen.findByTestId('overcommit-refusals');
    expect(refusals).toHaveTextContent('Refused for 1 GPU:');
    expect(within(refusals).getByText(/gpu-04-7: Instances are running on this GPU/)).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledWith(['gpu-04-0']);
    expect(onClose).not.toHaveBeenCalled();
  });
});
