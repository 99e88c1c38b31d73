// The early release dialog while instances are linked: it lists them (each linking to its management panel),
// refuses to release, releases an instance after a confirmation, and lifts the block once none is linked.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DedicatedRequest } from '@/features/compute/api';
import EarlyReleaseDialog from '@/features/compute/components/EarlyReleaseDialog';
import { installHarness, ok, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

const REQUEST: DedicatedRequest = {
  id: 'ded-01',
  resourceName: 'h800-train-pool',
  status: 'active',
  currentExpiry: new Date(Date.now() + 45 * 86_400_000).toISOString(),
  requester: 'demo',
};

describe('early release with linked instances', () => {
  it('lists the linked instances, refuses, and allows once they are released', async () => {
    h.reset();
    routeSession(h);
    let linked = [
      { id: 'ins-0009', name: 'bert-eval-009', status: 'running', gpuCount: 4, builder: 'hiro_li' },
      { id: 'ins-0010', name: 'vit-demo-010', status: 'running', gpuCount: 4, builder: 'kaito_wang' },
    ];
    h.on('/dedicated/detail', () => ok({ ...REQUEST, linkedInstances: linked, linkedInstanceCount: linked.length }));
    h.on('/instance/release', (body) => {
      linked = linked.filter((i) => i.id !== body.id);
      return ok({ id: body.id, name: 'x', status: 'removing' });
    });
    const user = userEvent.setup({ delay: null });
    renderScreen(<EarlyReleaseDialog request={REQUEST} onClose={jest.fn()} />, { storage: sessionAs() });

    const list = await screen.findByTestId('linked-instances');
    expect(within(list).getAllByTestId('linked-instance')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'bert-eval-009' })).toHaveAttribute(
      'href',
      '/management-panel?id=ins-0009',
    );
    expect(within(list).getByRole('alert')).toHaveTextContent('Release them first');
    expect(screen.getByTestId('release-submit')).toBeDisabled();

    for (const name of ['bert-eval-009', 'vit-demo-010']) {
      await user.click(within(list).getByRole('button', { name: `Release instance ${name}` }));
      const confirm = await screen.findByRole('dialog', { name: 'Release instance' });
      expect(confirm).toHaveTextContent(name);
      await user.click(within(confirm).getByRole('button', { name: 'Release instance' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Release instance' })).not.toBeInTheDocument());
    }
    expect(h.to('/instance/release').map((s) => s.body.id)).toEqual(['ins-0009', 'ins-0010']);
    await waitFor(() => expect(screen.queryByTestId('linked-instances')).not.toBeInTheDocument());
    expect(screen.getByTestId('release-submit')).toBeEnabled();
    expect(h.to('/dedicated/early_release')).toHaveLength(0);
  });
});
