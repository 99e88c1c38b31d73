// /account: each bad input shows its exact message and sends no update; avatar types; email and password by code.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from '@/features/session/pages/AccountPage';
import type { CurrentUser } from '@/features/session/slice';
import { dataUrl, pngImage } from '../../support/images';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

const demo: CurrentUser = {
  userId: 'u-1001',
  username: 'demo',
  nickname: 'Demo User',
  email: 'demo@aispace.dev',
  mobile: '+86 138 0000 0000',
  avatar: null,
  defaultUgroupRel: { relId: 'rel-2001' },
  ugroupRefList: [
    {
      rel: { relId: 'rel-2001', role: 'superAdmin' },
      ugroup: { ugroupId: 'ug-1001', ugroupAddr: 'ug-demo', name: 'demo-lab', type: 'business' },
    },
    {
      rel: { relId: 'rel-2002', role: 'member' },
      ugroup: { ugroupId: 'ug-1002', ugroupAddr: 'ug-partner', name: 'partner-org', type: 'individual' },
    },
  ],
};

// Typing into MUI fields in jsdom is slow when every test file runs at once.
jest.setTimeout(20_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok(demo));
});

async function openAccount() {
  const user = userEvent.setup({ applyAccept: false, delay: null });
  const view = renderScreen(<AccountPage />, {
    path: '/account',
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-demo', currentUser: JSON.stringify(demo) },
  });
  await screen.findByRole('heading', { name: 'Profile', level: 1 });
  return { user, ...view };
}

const section = (name: string) => screen.getByRole('region', { name });
const updates = () => h.to('/consume_user/update');

describe('profile summary', () => {
  it('shows username, nickname, email and mobile as text', async () => {
    await openAccount();
    const summary = screen.getByTestId('profile-summary');
    for (const text of ['demo', 'Demo User', 'demo@aispace.dev', '+86 138 0000 0000'])
      expect(within(summary).getByText(text)).toBeInTheDocument();
  });
});

describe('basic information', () => {
  it('refuses a username against the rule, with the rule message, and sends no update', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('profile-form');
    const username = within(form).getByLabelText(/^Username/);
    await user.clear(username);
    await user.type(username, '9lives');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(form).getByText(
        'Username must be 4-32 characters, start with a letter, and contain only letters, digits and - _ @ # * &',
      ),
    ).toHaveClass('Mui-error');
    expect(updates()).toHaveLength(0);
  });

  it('refuses a mobile number that is not one, and sends no update', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('profile-form');
    const mobile = within(form).getByLabelText(/^Mobile/);
    await user.clear(mobile);
    await user.type(mobile, 'call me');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(
        'Please enter a valid mobile number (digits, spaces, hyphens, optionally starting with +)',
      ),
    ).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('saves username, nickname and mobile', async () => {
    h.on('/consume_user/update', (body) => ok({ ...demo, ...body }));
    const { user } = await openAccount();
    const form = screen.getByTestId('profile-form');
    await user.clear(within(form).getByLabelText(/^Nickname/));
    await user.type(within(form).getByLabelText(/^Nickname/), 'Demo Two');
    await user.clear(within(form).getByLabelText(/^Username/));
    await user.type(within(form).getByLabelText(/^Username/), 'demo_2');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toEqual({
      ugroupAddr: 'ug-demo',
      userId: 'u-1001',
      username: 'demo_2',
      nickname: 'Demo Two',
      mobile: '+86 138 0000 0000',
    });
    await waitFor(() => expect(h.shown).toContainEqual({ kind: 'success', text: 'Saved' }));
  });
});

describe('email change', () => {
  it('says `Please enter the correct email address` and sends no code to a bad address', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('change-email-form');
    await user.type(within(form).getByLabelText(/^New email/), 'not@valid');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    expect(await within(form).findByText('Please enter the correct email address')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    expect(h.to('/consume_user/send_email_vcode')).toHaveLength(0);
    expect(updates()).toHaveLength(0);
  });

  it('sends the code to the new address, then changes the email with it', async () => {
    h.on('/consume_user/send_email_vcode', (body) => ok({ email: body.email, resendAfterSeconds: 60 }));
    h.on('/consume_user/update', (body) => ok({ ...demo, email: body.email }));
    const { user } = await openAccount();
    const form = screen.getByTestId('change-email-form');
    await user.type(within(form).getByLabelText(/^New email/), 'demo.new@aispace.dev');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByRole('button', { name: 'Resend in 60 s' });
    expect(h.to('/consume_user/send_email_vcode')[0].body).toMatchObject({
      email: 'demo.new@aispace.dev',
      purpose: 'changeEmail',
    });
    await user.type(within(form).getByLabelText(/^Verification code/), '123456');
    await user.click(within(form).getByRole('button', { name: 'Change email' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ userId: 'u-1001', email: 'demo.new@aispace.dev', emailCode: '123456' });
  });
});

describe('avatar', () => {
  it('refuses a GIF with its message and sends nothing', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('avatar-form');
    const gif = new File([new Uint8Array([71, 73, 70, 56, 57, 97])], 'cat.gif', { type: 'image/gif' });
    await user.upload(within(form).getByLabelText('Choose image'), gif);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only PNG or JPG images can be used as an avatar');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('refuses an image over 2 MB', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('avatar-form');
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Choose image'), big);
    expect(await within(form).findByRole('alert')).toHaveTextContent('The image must be 2 MB or smaller');
    expect(updates()).toHaveLength(0);
  });

  it('previews a PNG and saves it as a data URL', async () => {
    h.on('/consume_user/update', (body) => ok({ ...demo, avatar: body.avatar }));
    const { user } = await openAccount();
    const form = screen.getByTestId('avatar-form');
    const png = new File([new Uint8Array(pngImage(200, 200))], 'me.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Choose image'), png);
    await user.click(await within(form).findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body.avatar).toBe(dataUrl('image/png', pngImage(200, 200)));
    expect(within(form).queryByTestId('avatar-size-note')).not.toBeInTheDocument();
  });

  it('refuses a text file named .png by its content, and sends nothing', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('avatar-form');
    const text = new File(['not an image at all\n'], 'x.png', { type: 'image/png' });
    await user.upload(within(form).getByLabelText('Choose image'), text);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Only PNG or JPG images can be used as an avatar');
    expect(within(form).queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it('says when the image is not 200 × 200, and still saves it with the type its bytes are', async () => {
    h.on('/consume_user/update', (body) => ok({ ...demo, avatar: body.avatar }));
    const { user } = await openAccount();
    const form = screen.getByTestId('avatar-form');
    // A PNG named and typed as a JPG is sent as what it is.
    const png = new File([new Uint8Array(pngImage(400, 300))], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(within(form).getByLabelText('Choose image'), png);
    expect(await within(form).findByTestId('avatar-size-note')).toHaveTextContent(
      'This image is 400 × 300 pixels; 200 × 200 pixels is recommended.',
    );
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body.avatar).toBe(dataUrl('image/png', pngImage(400, 300)));
  });
});

describe('password change', () => {
  it('requires the code, the password rule and a matching confirmation, and sends nothing', async () => {
    const { user } = await openAccount();
    const form = screen.getByTestId('change-password-form');
    expect(within(form).getByText('A verification code will be sent to demo@aispace.dev.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^New password/), 'short');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'different');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('This field is required')).toBeInTheDocument();
    expect(within(form).getByText('Password must be 8-64 characters')).toHaveClass('Mui-error');
    expect(within(form).getByText('The two passwords do not match')).toBeInTheDocument();
    expect(h.to('/consume_user/update_pwd_vcode')).toHaveLength(0);
  });

  it('sends the code to the user’s own email and changes the password with it', async () => {
    h.on('/consume_user/send_email_vcode', (body) => ok({ email: body.email, resendAfterSeconds: 60 }));
    h.on('/consume_user/update_pwd_vcode', refused('The verification code is wrong or has expired', 'WRONG_CODE'));
    const { user } = await openAccount();
    const form = screen.getByTestId('change-password-form');
    await user.click(within(form).getByRole('button', { name: 'Send code' }));
    await within(form).findByRole('button', { name: 'Resend in 60 s' });
    expect(h.to('/consume_user/send_email_vcode')[0].body).toMatchObject({
      email: 'demo@aispace.dev',
      purpose: 'changePassword',
    });
    await user.type(within(form).getByLabelText(/^Verification code/), '654321');
    await user.type(within(form).getByLabelText(/^New password/), 'Better@5678');
    await user.type(within(form).getByLabelText(/^Confirm new password/), 'Better@5678');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The verification code is wrong or has expired')).toBeInTheDocument();
    expect(h.to('/consume_user/update_pwd_vcode')[0].body).toMatchObject({
      email: 'demo@aispace.dev',
      code: '654321',
      newPassword: 'Better@5678',
    });
    expect(within(form).getByLabelText(/^New password/)).toHaveValue('Better@5678');
  });
});

describe('default organisation', () => {
  it('lists the user’s organisations and saves the chosen one as defaultRelId', async () => {
    h.on('/consume_user/update', (body) => ok({ ...demo, defaultUgroupRel: { relId: body.defaultRelId } }));
    const { user } = await openAccount();
    const form = screen.getByTestId('default-org-form');
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(form).getByRole('combobox', { name: 'Default organisation' }));
    await user.click(await screen.findByRole('option', { name: 'partner-org · Individual' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0].body).toMatchObject({ userId: 'u-1001', defaultRelId: 'rel-2002' });
  });
});

it('keeps the sections labelled for assistive technology', async () => {
  await openAccount();
  expect(section('Basic information')).toBeInTheDocument();
  expect(section('Change email')).toBeInTheDocument();
  expect(section('Change password')).toBeInTheDocument();
});
