// The device registration dialog: bad input is refused with its message and nothing is sent; the key pair
// helper fills the public key and shows the private key once, which is never sent and gone once closed.
import '../support/jsdomGlobals';
import { webcrypto } from 'node:crypto';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DeviceFormDialog from '@/features/edge/components/DeviceFormDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const BAD_CALLBACK = 'Callback URL must start with http:// or https://';
const BAD_KEY = 'Public key must be a base64 Curve25519 key of 32 bytes';
const bytes = (n: number) => Buffer.alloc(n, 3).toString('base64');

let h: Harness;
beforeAll(async () => {
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['edge']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

function open() {
  const user = userEvent.setup({ delay: null });
  const onClose = jest.fn();
  const onSaved = jest.fn();
  const view = renderScreen(<DeviceFormDialog open onClose={onClose} onSaved={onSaved} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  const box = (name: string) => screen.getByRole('textbox', { name });
  return { user, onClose, onSaved, box, view };
}

/** Pastes a text into a field (typing each key re-validates the form: slow on a busy machine). */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillGood(user: ReturnType<typeof userEvent.setup>, box: (name: string) => HTMLElement) {
  await enter(user, box('TSN serial'), 'TSN-UNIT-1');
  await enter(user, box('Name'), 'Edge gateway 01');
  await enter(user, box('Description'), 'Camera gateway');
  await enter(user, box('Callback URL'), 'https://edge.example.org/cb');
}

describe('device registration dialog', () => {
  it('refuses a bad callback URL and a 31-byte key with their messages, keeps the input and sends nothing', async () => {
    const { user, box } = open();
    await fillGood(user, box);
    await user.clear(box('Callback URL'));
    await enter(user, box('Callback URL'), 'ftp://edge.example.org');
    await enter(user, box('Public key (Curve25519)'), bytes(31));
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    expect(await screen.findByText(BAD_CALLBACK)).toBeInTheDocument();
    expect(screen.getByText(BAD_KEY)).toBeInTheDocument();
    expect(box('Callback URL')).toHaveValue('ftp://edge.example.org');
    expect(h.to('/nact/register')).toHaveLength(0);
  });

  it('generates a key pair: the public key is filled in, the private key shown once and never sent', async () => {
    h.on('/nact/register', (body) => ok({ id: 'dev-9', status: 'offline', ...body }));
    const { user, box, onClose, onSaved } = open();
    await fillGood(user, box);
    await user.click(screen.getByTestId('generate-key-pair'));
    const shown = await screen.findByTestId('private-key-value');
    const privateKey = shown.textContent ?? '';
    // Raw 32 bytes, in the same form as the public key (not the public key itself).
    expect(privateKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(privateKey, 'base64')).toHaveLength(32);
    expect(screen.getByTestId('private-key-once')).toHaveTextContent('Raw X25519 private key, 32 bytes in base64');
    const publicKey = (box('Public key (Curve25519)') as HTMLTextAreaElement).value;
    expect(Buffer.from(publicKey, 'base64')).toHaveLength(32);
    expect(privateKey).not.toBe(publicKey);
    expect(screen.getByTestId('private-key-once')).toHaveTextContent('shown only now');

    await user.click(screen.getByRole('button', { name: 'Register device' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [sent] = h.to('/nact/register');
    expect(sent.body).toMatchObject({
      tsnSerial: 'TSN-UNIT-1',
      name: 'Edge gateway 01',
      description: 'Camera gateway',
      callbackUrl: 'https://edge.example.org/cb',
      publicKey,
    });
    expect(JSON.stringify(h.sent)).not.toContain(privateKey);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 'dev-9' }));
    expect(h.shown).toContainEqual({ kind: 'success', text: 'Device Edge gateway 01 registered' });
  });

  it('shows the server refusal inline and stays open', async () => {
    h.on('/nact/register', refused('The name already exists', 'TSN_EXISTS'));
    const { user, box, onClose } = open();
    await fillGood(user, box);
    await enter(user, box('Public key (Curve25519)'), bytes(32));
    await user.click(screen.getByRole('button', { name: 'Register device' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('The name already exists');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('drops the private key when the dialog is cancelled', async () => {
    const { user, onClose } = open();
    await user.click(screen.getByTestId('generate-key-pair'));
    const privateKey = (await screen.findByTestId('private-key-value')).textContent ?? '';
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(document.body.textContent).not.toContain(privateKey);
    expect(JSON.stringify(localStorage)).not.toContain(privateKey);
  });
});
