// Creating an API key: the key is shown once in the dialog, is never in the Redux store (RTK Query would keep a
// tracked mutation's answer there) nor in localStorage, and is gone from the page once the dialog closes.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CreateApiKeyDialog from '@/features/apiUsage/components/CreateApiKeyDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const SECRET = 'sk-aisp-0123456789abcdef0123456789abcdef0123456789abcdef';

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['apiUsage']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

function open() {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  const view = renderScreen(<CreateApiKeyDialog onClose={onClose} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return { user, onClose, ...view };
}

describe('create API key dialog', () => {
  it('shows the key once, never keeps it in the store or storage, and forgets it on close', async () => {
    h.on('/api_key/create', (body) =>
      ok({
        id: 'key-9',
        name: body.name,
        keyPrefix: SECRET.slice(0, 12),
        status: 'active',
        createdAt: '2026-11-23T09:00:00Z',
        lastUsedAt: null,
        expiresAt: null,
        key: SECRET,
      }),
    );
    const { user, onClose, store } = open();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('ci-backend');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByTestId('api-key-value')).toHaveTextContent(SECRET);
    expect(screen.getByText(/This key is shown only now/)).toBeInTheDocument();
    expect(h.to('/api_key/create')[0].body).toMatchObject({ name: 'ci-backend', expiresAt: null });
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
    expect(JSON.stringify(localStorage)).not.toContain(SECRET);

    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(onClose).toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(SECRET);
    expect(JSON.stringify(store.getState())).not.toContain(SECRET);
  });

  it('requires a name and a future expiration date when one is asked for; sends nothing meanwhile', async () => {
    const { user } = open();
    await user.click(screen.getByRole('radio', { name: 'On a date' }));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the expiration date, or choose Never')).toBeInTheDocument();
    expect(h.to('/api_key/create')).toHaveLength(0);
  });

  it('shows the server refusal inline and no key', async () => {
    h.on('/api_key/create', refused('No operation permission', 'NO_PERMISSION'));
    const { user, onClose } = open();
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.paste('ci-backend');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('No operation permission');
    expect(screen.queryByTestId('api-key-value')).toBeNull();
    await waitFor(() => expect(onClose).not.toHaveBeenCalled());
  });
});
