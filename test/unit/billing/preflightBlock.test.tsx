// The cost and quota preflight block on a spending form (a new volume): the unit price, projected cost, balance and
// quota headroom of the server's answer; a refusal names the reason and what to change, disables submit, and no
// spending call leaves; an allowed purchase is sent; a check that cannot be read leaves submit to the server. The
// same block in the confirmation of paying an order and in the dialog extending a dedicated GPU request.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpendPreflight } from '@/api/endpoints/billing';
import type { Order } from '@/features/billing/api';
import OrderActionDialog from '@/features/billing/components/OrderActionDialog';
import type { DedicatedRequest } from '@/features/compute/api';
import ExtendDialog from '@/features/compute/components/ExtendDialog';
import { CreateVolumeDialog } from '@/features/storage/components/VolumeDialogs';
import i18n from '@/i18n';
import { preflightAnswer } from '../support/preflightAnswer';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const answer = preflightAnswer;

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['storage', 'preflight', 'billing', 'compute']);
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

/** Answers for a purchase that only spends (an order paid, a request extended): it adds nothing to the quotas. */
const spendingOnly =
  (base: Partial<SpendPreflight>) =>
  (over: Partial<SpendPreflight> = {}) =>
    answer({ adds: { gpus: 0, instances: 0, storageGiB: 0 }, ...base, ...over });

const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };
const ORDER = { orderId: 'ord-0042', amount: 4800, currency: 'CNY', status: 'unpaid' } as Order;
const REQUEST = {
  id: 'ded-07',
  resourceName: 'h800-train-pool',
  status: 'active',
  machineCount: 1,
  minGpusPerMachine: 8,
  currentExpiry: '2030-03-01T00:00:00.000Z',
  requester: 'demo',
} as DedicatedRequest;

interface SpendingDialog {
  title: string;
  /** renders it and brings it to the point where the check is asked */
  open(user: ReturnType<typeof userEvent.setup>, onClose: () => void): Promise<void>;
  answer(over?: Partial<SpendPreflight>): SpendPreflight;
  checked: Record<string, unknown>;
  cost: string;
  fix: string;
  submit: string;
  sent: string;
  body: Record<string, unknown>;
}

const DIALOGS: SpendingDialog[] = [
  {
    title: 'paying an order',
    open: async (_user, onClose) => {
      renderScreen(<OrderActionDialog action={{ kind: 'pay', order: ORDER }} onClose={onClose} />, {
        storage: SESSION,
      });
    },
    answer: spendingOnly({ kind: 'order', unitPrice: 1200, unit: 'month', quantity: 4, projectedCost: 4800 }),
    checked: { kind: 'order', orderId: 'ord-0042' },
    cost: '4,800.00',
    fix: 'Top up the balance (CN¥1,500.00 left) before paying, or cancel the order.',
    submit: 'Pay',
    sent: '/order/pay',
    body: { orderId: 'ord-0042' },
  },
  {
    title: 'extending a dedicated GPU request',
    open: async (user, onClose) => {
      renderScreen(<ExtendDialog request={REQUEST} onClose={onClose} />, { storage: SESSION });
      const dialog = screen.getByRole('dialog');
      // no date yet: nothing to check
      expect(within(dialog).getByText('Complete the choices to see the cost and quota check.')).toBeInTheDocument();
      expect(h.to('/preflight/check')).toHaveLength(0);
      await typeDate(user, dialog, '2030-03-10');
    },
    answer: spendingOnly({
      kind: 'dedicatedExtension',
      unitPrice: 8640,
      unit: 'machineDay',
      quantity: 9,
      projectedCost: 77_760,
    }),
    checked: { kind: 'dedicatedExtension', dedicatedRequestId: 'ded-07', newExpiry: '2030-03-10' },
    cost: '9 × machine day',
    fix: 'Choose an earlier new expiry, or top up the balance (CN¥1,500.00 left).',
    submit: 'Extend',
    sent: '/dedicated/extend',
    body: { id: 'ded-07', newExpiry: '2030-03-10' },
  },
];

describe.each(DIALOGS)('$title', (d) => {
  it('shows the cost, the balance and the refusal, and cannot be submitted: nothing is sent', async () => {
    h.on('/preflight/check', ok(d.answer({ allowed: false, reasons: ['INSUFFICIENT_BALANCE'] })));
    const user = userEvent.setup({ delay: null });
    await d.open(user, jest.fn());
    const dialog = screen.getByRole('dialog');
    const refusal = await within(dialog).findByTestId('preflight-refusal');
    expect(h.to('/preflight/check').at(-1)?.body).toMatchObject(d.checked);
    expect(within(dialog).getByTestId('preflight-cost')).toHaveTextContent(d.cost);
    expect(within(dialog).getByTestId('preflight-balance')).toHaveTextContent('1,500.00');
    expect(refusal).toHaveTextContent("The organisation's balance does not cover this prepaid purchase");
    expect(refusal).toHaveTextContent(d.fix);
    expect(within(dialog).getByRole('button', { name: d.submit })).toBeDisabled();
    // Enter does not send it either
    await user.keyboard('{Enter}');
    expect(h.to(d.sent)).toHaveLength(0);
  });

  it('sends what the balance covers', async () => {
    h.on('/preflight/check', ok(d.answer({ balance: 100_000 })));
    h.on(d.sent, ok({}));
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    await d.open(user, onClose);
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByTestId('preflight-allowed');
    await user.click(within(dialog).getByRole('button', { name: d.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(h.to(d.sent).map((c) => c.body)).toEqual([expect.objectContaining(d.body)]);
  });
});

it('checks nothing when an order is cancelled', async () => {
  h.on('/order/cancel', ok({ ...ORDER, status: 'cancelled' }));
  renderScreen(<OrderActionDialog action={{ kind: 'cancel', order: ORDER }} onClose={() => {}} />, {
    storage: SESSION,
  });
  const dialog = screen.getByRole('dialog');
  expect(within(dialog).queryByTestId('preflight')).toBeNull();
  expect(within(dialog).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  expect(h.to('/preflight/check')).toHaveLength(0);
});

/** Types a date into the dialog's date field (its sections take the digits in order). */
async function typeDate(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, date: string) {
  const field = within(dialog).getAllByRole('spinbutton')[0];
  await user.click(field);
  await user.keyboard(date.replace(/-/g, ''));
}
