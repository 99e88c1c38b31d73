// The requirements and partnership modal: nothing is sent while a rule fails (a missing contact, a bad email),
// a valid request is sent as typed and thanked, and the server's refusal shows inside the dialog with the input kept.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RequirementDialog from '@/features/portal/components/RequirementDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['portal']);
});
beforeEach(() => h.reset());

async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fill(user: ReturnType<typeof userEvent.setup>, contact: string) {
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByRole('combobox', { name: /Request type/ }));
  await user.click(await screen.findByRole('option', { name: 'Channel partnership' }));
  await typeInto(user, within(dialog).getByRole('textbox', { name: /Full name/ }), 'Li Lei');
  if (contact) await typeInto(user, within(dialog).getByRole('textbox', { name: /Email or phone/ }), contact);
  await user.click(within(dialog).getByRole('combobox', { name: /Enterprise type/ }));
  await user.click(await screen.findByRole('option', { name: 'Public body / government' }));
  await typeInto(user, within(dialog).getByRole('textbox', { name: /Description/ }), 'Resell GPU hours');
  return dialog;
}

it('refuses a missing or malformed contact, then sends the request as typed and thanks the visitor', async () => {
  h.on('/requirement/create', ok({ requestId: 'req-42', createdAt: '2026-11-20T00:00:00Z' }));
  const user = userEvent.setup({ delay: null });
  renderScreen(<RequirementDialog open onClose={() => {}} />);
  const dialog = await fill(user, '');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();

  const contact = within(dialog).getByRole('textbox', { name: /Email or phone/ });
  await typeInto(user, contact, 'lilei@example');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Please enter a valid email address!')).toBeInTheDocument();
  expect(h.to('/requirement/create')).toHaveLength(0);

  await user.clear(contact);
  await typeInto(user, contact, '+86 138 0013 8000');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Thank you, Li Lei!')).toBeInTheDocument();
  expect(within(dialog).getByText('Request number: req-42')).toBeInTheDocument();
  expect(h.to('/requirement/create')).toHaveLength(1);
  expect(h.to('/requirement/create')[0].body).toMatchObject({
    requestType: 'channelPartnership',
    fullName: 'Li Lei',
    contact: '+86 138 0013 8000',
    enterpriseType: 'government',
    description: 'Resell GPU hours',
  });
  expect(h.to('/requirement/create')[0].body).not.toHaveProperty('enterpriseName');
});

it('shows the server refusal inside the dialog and keeps the input', async () => {
  h.on('/requirement/create', refused('Too many requests from this address'));
  const user = userEvent.setup({ delay: null });
  renderScreen(<RequirementDialog open onClose={() => {}} />);
  const dialog = await fill(user, 'lilei@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests from this address');
  expect(within(dialog).getByRole('textbox', { name: /Full name/ })).toHaveValue('Li Lei');
  // The refusal is shown here only, not also as a global message.
  await waitFor(() => expect(h.shown).toEqual([]));
});
