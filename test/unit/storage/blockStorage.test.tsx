// Block storage screen: an attached volume's deletion is refused before any call, with the reason and the way to
// detach; a detached volume is deleted after a confirmation naming it; a volume on its way is followed until it
// arrives.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Volume } from '@/features/storage/api';
import BlockStoragePage from '@/features/storage/pages/BlockStoragePage';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(60_000);

const attached: Volume = {
  id: 'vol-01',
  name: 'data-vol-01',
  totalCapacityGiB: 100,
  availableGiB: 40,
  status: 'attached' as const,
  attachedInstanceId: 'ins-0042',
  attachedInstanceName: 'llama-workspace',
  mountPath: '/data',
  region: 'cn-east-1',
  createdAt: '2026-03-01T08:30:00Z',
};
const available = {
  ...attached,
  status: 'available' as const,
  attachedInstanceId: null,
  attachedInstanceName: null,
  mountPath: null,
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['storage']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

function open(volume: Volume) {
  h.on('/volume/query', ok({ list: [volume], total: 1, pageNum: 1, pageSize: 10 }));
  renderScreen(<BlockStoragePage />, {
    path: '/block-storage',
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return userEvent.setup({ delay: null });
}

describe('deleting a volume', () => {
  it('refuses an attached volume with the reason and no delete call, and offers to detach it', async () => {
    const user = open(attached);
    // the first render of the grid in jsdom takes seconds on a busy machine
    await user.click(await screen.findByRole('button', { name: 'Delete data-vol-01' }, { timeout: 20_000 }));
    const dialog = await screen.findByTestId('volume-cannot-delete');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'data-vol-01 is attached to instance llama-workspace (ins-0042) at /data. Detach the volume from its instance first.',
    );
    expect(h.to('/volume/delete')).toHaveLength(0);

    h.on('/volume/detach', ok({ ...available }));
    await user.click(within(dialog).getByRole('button', { name: 'Detach' }));
    const confirm = await screen.findByRole('dialog', { name: 'Detach data-vol-01' });
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }));
    await waitFor(() => expect(h.to('/volume/detach')).toHaveLength(1));
    expect(h.to('/volume/detach')[0].body).toMatchObject({ id: 'vol-01' });
  });

  it('deletes an available volume after a confirmation naming it', async () => {
    const user = open(available);
    h.on('/volume/delete', ok(true));
    // the first render of the grid in jsdom takes seconds on a busy machine
    await user.click(await screen.findByRole('button', { name: 'Delete data-vol-01' }, { timeout: 20_000 }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete volume data-vol-01' });
    expect(confirm).toHaveTextContent('vol-01');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(h.to('/volume/delete')).toHaveLength(1));
    expect(h.to('/volume/delete')[0].body).toEqual(expect.objectContaining({ id: 'vol-01' }));
  });
});

describe('volumes on their way', () => {
  it('refreshes the list while a listed volume is creating, until it is available, then stops', async () => {
    let calls = 0;
    h.on('/volume/query', () => {
      calls += 1;
      const volume = calls === 1 ? { ...available, status: 'creating' as const } : available;
      return ok({ list: [volume], total: 1, pageNum: 1, pageSize: 10 });
    });
    renderScreen(<BlockStoragePage />, {
      path: '/block-storage',
      storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
    });
    expect(await screen.findByText('Creating')).toBeTruthy();
    // nobody acted on it here: the page still follows it (one refresh every 2 s)
    expect(await screen.findByText('Available', {}, { timeout: 5000 })).toBeTruthy();
    const settled = h.to('/volume/query').length;
    await new Promise((r) => setTimeout(r, 2500));
    expect(h.to('/volume/query').length).toBe(settled);
  });
});
