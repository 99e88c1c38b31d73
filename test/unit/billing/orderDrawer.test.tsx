// The orders screen's detail drawer and its pay / cancel confirmation in jsdom (wired as CostOrderPage wires them):
// the drawer shows the billing detail, the settlement and the linked order, which opens in its place; an unpaid
// order is paid after a confirmation naming it and its amount, and a refusal is shown in the confirmation.
import '../support/jsdomGlobals';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import OrderActionDialog, { type OrderAction } from '@/features/billing/components/OrderActionDialog';
import OrderDetailDrawer from '@/features/billing/components/OrderDetailDrawer';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const ACCOUNT = 'ug-7f3a9c2e';
/** demo, with this role in the selected organisation. */
const demoAs = (role: string) => ({
  userId: 'u-1001',
  username: 'demo',
  ugroupRefList: [{ rel: { relId: 'r-1', role }, ugroup: { ugroupId: 'g-1', ugroupAddr: ACCOUNT } }],
});
const sessionAs = (role: string) => ({
  token: 't-1',
  userId: 'u-1001',
  accountAddr: ACCOUNT,
  currentUser: JSON.stringify(demoAs(role)),
});
const SESSION = sessionAs('superAdmin');
const ORDER = {
  orderId: 'ord-0154',
  category: 'apiService',
  serviceType: 'API service',
  configuration: '10M tokens package',
  transactionType: 'renewal',
  billingMode: 'daily',
  payType: 'postpaid',
  price: 1000,
  quantity: 3,
  amount: 3000,
  currency: 'CNY',
  status: 'unpaid',
  serviceName: 'api-service-0154',
  serviceAddress: null,
  payOrgName: 'demo-lab',
  payOrgAddr: 'ug-7f3a9c2e',
  createdBy: 'admin',
  createdAt: '2026-11-01T10:00:00.000Z',
  paidAt: null,
};
const DETAILS: Record<string, unknown> = {
  'ord-0154': {
    ...ORDER,
    billingDetail: [{ item: '10M tokens package', quantity: 3, unit: 'day', unitPrice: 1000, amount: 3000 }],
    linkedOrder: { orderId: 'ord-0012', transactionType: 'purchase', status: 'completed', amount: 2000 },
    settlement: null,
  },
  'ord-0012': {
    ...ORDER,
    orderId: 'ord-0012',
    transactionType: 'purchase',
    status: 'completed',
    amount: 2000,
    billingDetail: [],
    linkedOrder: null,
    settlement: { quantity: 2, unit: 'day', price: 1000, amount: 2000, settledAt: '2026-10-02T00:00:00.000Z' },
  },
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['billing']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok(demoAs('superAdmin')));
  h.on('/order/detail', (body) => ok(DETAILS[String(body.orderId)]));
});

function Orders() {
  const [orderId, setOrderId] = useState<string | null>('ord-0154');
  const [action, setAction] = useState<OrderAction | null>(null);
  return (
    <>
      <OrderDetailDrawer
        orderId={orderId}
        onClose={() => setOrderId(null)}
        onOpenOrder={setOrderId}
        onAct={(kind, order) => setAction({ kind, order })}
      />
      <OrderActionDialog action={action} onClose={() => setAction(null)} />
    </>
  );
}

function open() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<Orders />, { storage: SESSION });
  return user;
}

describe('order detail drawer', () => {
  it('shows the billing detail and the linked order, which opens in its place', async () => {
    const user = open();
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    expect(await within(drawer).findByTestId('order-detail-billing-mode')).toHaveTextContent('Daily');
    expect(within(drawer).getByTestId('order-billing-detail')).toHaveTextContent('10M tokens package');
    expect(within(drawer).getByTestId('order-settlement-none')).toHaveTextContent('Not settled yet.');
    await user.click(within(drawer).getByRole('button', { name: 'Open linked order ord-0012' }));
    const linked = await screen.findByRole('dialog', { name: 'Order ord-0012' });
    expect(await within(linked).findByTestId('order-settlement')).toHaveTextContent('2 day(s)');
    expect(within(linked).getByTestId('order-linked-none')).toBeInTheDocument();
    expect(h.to('/order/detail').map((s) => s.body.orderId)).toEqual(['ord-0154', 'ord-0012']);
  });

  it('lets a Basic Member pay or cancel only the orders they placed, saying so up front', async () => {
    h.on('/consume_user/query4id', ok(demoAs('member')));
    renderScreen(<Orders />, { storage: sessionAs('member') });
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    for (const name of ['Pay', 'Cancel order']) {
      const button = await within(drawer).findByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button.closest('[data-testid="no-permission"]')).toHaveAccessibleName('No operation permission');
    }
    cleanup();
    h.on('/order/detail', (body) => ok({ ...(DETAILS[String(body.orderId)] as object), createdBy: 'demo' }));
    renderScreen(<Orders />, { storage: sessionAs('member') });
    const own = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    expect(await within(own).findByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(within(own).getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });

  it('pays an unpaid order after a confirmation naming it and its amount', async () => {
    h.on('/order/pay', (body) => ok({ ...ORDER, orderId: body.orderId, status: 'paid' }));
    const user = open();
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    await user.click(await within(drawer).findByRole('button', { name: 'Pay' }));
    const confirm = await screen.findByRole('dialog', { name: 'Pay order ord-0154?' });
    expect(confirm).toHaveTextContent(/Order ord-0154 will be paid: CN¥3,000\.00/);
    expect(h.to('/order/pay')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(h.to('/order/pay')).toHaveLength(1));
    expect(h.to('/order/pay')[0].body).toMatchObject({ orderId: 'ord-0154' });
    await waitFor(() => expect(h.shown).toContainEqual({ kind: 'success', text: 'Order ord-0154 paid' }));
  });

  it('asks before cancelling with "Keep order" and "Cancel order", never two cancels; Keep order sends nothing', async () => {
    const user = open();
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order ord-0154?' });
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Keep order', 'Cancel order']);
    await user.click(within(confirm).getByRole('button', { name: 'Keep order' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel order ord-0154?' })).not.toBeInTheDocument(),
    );
    expect(h.to('/order/cancel')).toHaveLength(0);
  });

  it('shows the server’s refusal in the confirmation and keeps it open', async () => {
    h.on('/order/cancel', refused('No operation permission', 'NO_PERMISSION'));
    const user = open();
    const drawer = await screen.findByRole('dialog', { name: 'Order ord-0154' });
    await user.click(await within(drawer).findByRole('button', { name: 'Cancel order' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel order ord-0154?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('No operation permission');
    expect(h.shown).toEqual([]);
  });
});
