// The cost and quota preflight block on a spending form (a new volume): the unit price, projected cost, balance and
// quota headroom of the server's answer; a refusal names the reason and what to change, disables submit, and no
// spending call leaves; an allowed purchase is sent; a check that cannot be read leaves submit to the server.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpendPreflight } from '@/api/endpoints/billing';
import { CreateVolumeDialog } from '@/features/storage/components/VolumeDialogs';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const answer = (over: Partial<SpendPreflight> = {}): SpendPreflight => ({
  kind: 'storage',
  currency: 'CNY',
  unitPrice: 0.35,
  unit: 'gibMonth',
  quantity: 100,
  projectedCost: 35,
  payType: 'prepaid',
  balance: 1500,
  creditLimit: 20000,
  monthToDate: 4000,
  quota: { gpus: 16, instances: 20, storageGiB: 8192 },
  usage: { gpus: 10, instances: 4, storageGiB: 3500 },
  headroom: { gpus: 6, instances: 16, storageGiB: 4692 },
  adds: { gpus: 0, instances: 0, storageGiB: 100 },
  allowed: true,
  reasons: [],
  crossesThresholds: [],
  monthlyLimit: null,
  ...over,
});

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['storage', 'preflight']);
});
beforeEach(() => h.reset());

function open() {
  const onCreated = jest.fn();
  renderScreen(<CreateVolumeDialog onClose={() => {}} onCreated={onCreated} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog'), onCreated };
}

it('shows the price, cost, balance and headroom, and sends an allowed purchase', async () => {
  h.on('/preflight/check', ok(answer()));
  h.on('/volume/create', ok({ id: 'vol-9', name: 'scratch-data', totalCapacityGiB: 100 }));
  const { user, dialog, onCreated } = open();
  const block = await within(dialog).findByTestId('preflight');
  expect(await within(block).findByTestId('preflight-unit-price')).toHaveTextContent('0.35 per GiB month');
  expect(within(block).getByTestId('preflight-cost')).toHaveTextContent('35.00');
  expect(within(block).getByTestId('preflight-cost')).toHaveTextContent('100 × GiB month');
  expect(within(block).getByTestId('preflight-balance')).toHaveTextContent('1,500.00');
  expect(block).toHaveTextContent('4,692 of 8,192 free, this adds 100');
  expect(within(block).getByTestId('preflight-allowed')).toBeInTheDocument();
  expect(h.to('/preflight/check')[0]?.body).toMatchObject({ kind: 'storage', capacityGiB: 100 });
  await user.type(within(dialog).getByRole('textbox', { name: /Volume name/ }), 'scratch-data');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
  expect(h.to('/volume/create')).toHaveLength(1);
});

it('refuses with the reason and what to change, disables submit and sends nothing', async () => {
  h.on(
    '/preflight/check',
    ok(
      answer({
        allowed: false,
        reasons: ['STORAGE_QUOTA_EXCEEDED', 'INSUFFICIENT_BALANCE'],
        headroom: { gpus: 6, instances: 16, storageGiB: 40 },
      }),
    ),
  );
  const { user, dialog } = open();
  const refusal = await within(dialog).findByTestId('preflight-refusal');
  expect(refusal).toHaveTextContent("The organisation's storage quota would be exceeded");
  expect(refusal).toHaveTextContent('Choose at most 40 GiB, or delete a volume first.');
  expect(refusal).toHaveTextContent("The organisation's balance does not cover this prepaid purchase");
  expect(refusal).toHaveTextContent('top up the balance (CN¥1,500.00 left)');
  await user.type(within(dialog).getByRole('textbox', { name: /Volume name/ }), 'scratch-data');
  const submit = within(dialog).getByRole('button', { name: 'Create' });
  expect(submit).toBeDisabled();
  // Enter in a field does not send it either
  await user.type(within(dialog).getByRole('textbox', { name: /Volume name/ }), '{Enter}');
  expect(h.to('/volume/create')).toHaveLength(0);
});

it('asks again when the choice changes', async () => {
  h.on('/preflight/check', ok(answer()));
  const { user, dialog } = open();
  await within(dialog).findByTestId('preflight-allowed');
  const size = within(dialog).getByRole('textbox', { name: /Capacity/ });
  await user.clear(size);
  await user.type(size, '250');
  await waitFor(() => expect(h.to('/preflight/check').map((c) => c.body.capacityGiB)).toContain(250));
  // an incomplete choice is not checked
  await user.clear(size);
  expect(await within(dialog).findByText('Complete the choices to see the cost and quota check.')).toBeInTheDocument();
});

it('leaves submit to the server when the check cannot be read', async () => {
  h.on('/volume/create', ok({ id: 'vol-9', name: 'scratch-data', totalCapacityGiB: 100 }));
  const { user, dialog, onCreated } = open();
  expect(await within(dialog).findByTestId('preflight-failed')).toHaveTextContent(
    'The cost and quota check could not be read.',
  );
  await user.type(within(dialog).getByRole('textbox', { name: /Volume name/ }), 'scratch-data');
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalled());
});
