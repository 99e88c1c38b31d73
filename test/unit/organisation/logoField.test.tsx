// The organisation logo (issue 27, item 7): the file's bytes decide, not its name or type; another size than
// 200 × 200 is accepted with a note.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Organisation } from '@/features/organisation/api';
import LogoField from '@/features/organisation/components/LogoField';
import i18n from '@/i18n';
import { dataUrl, jpegHeader, pngImage } from '../../support/images';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(20_000);

const org = { ugroupId: 'ug-1001', ugroupAddr: 'ug-7f3a9c2e', name: 'demo-lab', logo: null } as unknown as Organisation;

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['organisation']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on('/consume_account/update', (body) => ok({ ...org, logo: body.logo }));
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderScreen(<LogoField organisation={org} allowed />, { storage: { token: 't', userId: 'u-1001' } });
  return { user, input: screen.getByTestId('logo-input') };
}

describe('logo', () => {
  it('refuses a text file named x.png by its content, offers no save and sends nothing', async () => {
    const { user, input } = open();
    await user.upload(input, new File(['hello, not an image'], 'x.png', { type: 'image/png' }));
    expect(await screen.findByTestId('logo-error')).toHaveTextContent('Only PNG or JPG images can be used as a logo');
    expect(screen.queryByRole('button', { name: 'Save logo' })).not.toBeInTheDocument();
    expect(h.to('/consume_account/update')).toHaveLength(0);
  });

  it('saves a 200 × 200 PNG without a note', async () => {
    const { user, input } = open();
    await user.upload(input, new File([new Uint8Array(pngImage(200, 200))], 'logo.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save logo' }));
    await waitFor(() => expect(h.to('/consume_account/update')).toHaveLength(1));
    expect(h.to('/consume_account/update')[0].body.logo).toBe(dataUrl('image/png', pngImage(200, 200)));
    expect(screen.queryByTestId('logo-size-note')).not.toBeInTheDocument();
  });

  it('says when a JPG is not 200 × 200', async () => {
    const { user, input } = open();
    await user.upload(input, new File([new Uint8Array(jpegHeader(640, 480))], 'logo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByTestId('logo-size-note')).toHaveTextContent(
      'This image is 640 × 480 pixels; 200 × 200 pixels is recommended.',
    );
    expect(screen.getByRole('button', { name: 'Save logo' })).toBeInTheDocument();
  });
});
