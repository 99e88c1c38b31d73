// The enable dialog: the choices an application offers, periods only when prepaid (with the total), a NacT
// device required for NacT access, the request it sends, and the server's refusal inside the dialog.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@/features/apps/api';
import EnableDialog from '@/features/apps/components/EnableDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const app: Application = {
  id: 'app-chat',
  name: 'Team chat assistant',
  accessMethods: ['portal', 'nact'],
  resourceModes: ['shared', 'dedicated'],
  prices: [
    { billingMode: 'monthly', payType: 'prepaid', amount: 100, currency: 'CNY' },
    { billingMode: 'daily', payType: 'postpaid', amount: 9, currency: 'CNY' },
    { billingMode: 'monthly', payType: 'prepaid', resourceMode: 'dedicated', amount: 150, currency: 'CNY' },
  ],
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['apps']);
});
beforeEach(() => {
  h.reset();
  h.on(
    '/nact/query',
    ok({
      list: [{ id: 'dev-7', tsnSerial: 'TSN-7', name: 'edge-box', status: 'online' }],
      total: 1,
      pageNum: 1,
      pageSize: 100,
    }),
  );
});

function open() {
  const onEnabled = jest.fn();
  renderScreen(<EnableDialog app={app} onClose={() => {}} onEnabled={onEnabled} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return { user: userEvent.setup({ delay: null }), dialog: screen.getByRole('dialog'), onEnabled };
}

it('buys prepaid periods with the total shown and sends the request', async () => {
  h.on('/app/enable', ok({ id: 'as-99', appId: 'app-chat', name: 'Team chat assistant (demo-lab)', status: 'active' }));
  const { user, dialog, onEnabled } = open();
  await user.click(within(dialog).getByRole('radio', { name: 'Dedicated' }));
  await user.click(within(dialog).getByRole('radio', { name: /Monthly · Prepaid/ }));
  const periods = within(dialog).getByRole('textbox', { name: /Number of months/ });
  await user.clear(periods);
  await user.paste('37');
  await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
  expect(await within(dialog).findByText('At most 36 months at once')).toBeInTheDocument();
  await user.clear(periods);
  await user.paste('3');
  // Dedicated resources are bought at their own price.
  expect(within(dialog).getByTestId('enable-price')).toHaveTextContent('× 3');
  expect(within(dialog).getByTestId('enable-price')).toHaveTextContent('450');
  await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
  await waitFor(() => expect(onEnabled).toHaveBeenCalled());
  expect(h.to('/app/enable')[0]?.body).toMatchObject({
    appId: 'app-chat',
    accessMethod: 'portal',
    resourceMode: 'dedicated',
    billingMode: 'monthly',
    payType: 'prepaid',
    periods: 3,
  });
  expect(onEnabled).toHaveBeenCalledWith(expect.objectContaining({ id: 'as-99' }));
});

it('hides periods for a postpaid plan and needs a device for NacT access', async () => {
  h.on('/app/enable', ok({ id: 'as-100', appId: 'app-chat', name: 'x', status: 'active' }));
  const { user, dialog } = open();
  // The first plan (daily, postpaid) is chosen: no periods to buy.
  expect(within(dialog).getByRole('radio', { name: /Daily · Postpaid/ })).toBeChecked();
  expect(within(dialog).queryByRole('textbox', { name: /Number of/ })).toBeNull();
  await user.click(within(dialog).getByRole('radio', { name: 'NacT' }));
  await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
  expect(
    await within(dialog).findByText('Choose the NacT device to reach the application through'),
  ).toBeInTheDocument();
  expect(h.to('/app/enable')).toHaveLength(0);
  await user.click(within(dialog).getByRole('combobox', { name: /NacT device/ }));
  await user.click(await screen.findByRole('option', { name: /edge-box/ }));
  await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
  await waitFor(() => expect(h.to('/app/enable')).toHaveLength(1));
  const body = h.to('/app/enable')[0]?.body;
  expect(body).toMatchObject({
    accessMethod: 'nact',
    nactDeviceId: 'dev-7',
    billingMode: 'daily',
    payType: 'postpaid',
  });
  expect(body).not.toHaveProperty('periods');
});

it('shows the server refusal inside the dialog', async () => {
  h.on('/app/enable', refused('This action is not allowed in the current status'));
  const { user, dialog, onEnabled } = open();
  await user.click(within(dialog).getByRole('button', { name: 'Enable' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'This action is not allowed in the current status',
  );
  expect(onEnabled).not.toHaveBeenCalled();
});
