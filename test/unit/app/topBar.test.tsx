// The app bar (issue 27, item 21): the organisation switcher's accessible name says the current organisation, and
// the user's avatar shows on the profile button.
import '../support/jsdomGlobals';
import { screen } from '@testing-library/react';
import TopBar from '@/app/layout/TopBar';
import { dataUrl, pngImage } from '../../support/images';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

const AVATAR = dataUrl('image/png', pngImage(2, 2));
const user = (avatar: string | null) => ({
  userId: 'u-1001',
  username: 'demo',
  email: 'demo@aispace.dev',
  avatar,
  ugroupRefList: [
    {
      rel: { relId: 'rel-1', role: 'superAdmin' },
      ugroup: { ugroupId: 'ug-1001', ugroupAddr: 'ug-7f3a9c2e', name: 'demo-lab', type: 'business' },
    },
  ],
});

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => h.reset());

function open(avatar: string | null) {
  const current = user(avatar);
  h.on('/consume_user/query4id', ok(current));
  renderScreen(<TopBar onToggleMenu={() => undefined} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e', currentUser: JSON.stringify(current) },
  });
}

describe('app bar', () => {
  it('names the organisation switcher with the current organisation', () => {
    open(null);
    const switcher = screen.getByTestId('org-switcher');
    expect(switcher).toHaveAccessibleName('demo-lab, switch organisation');
  });

  it("shows the user's avatar on the profile button, and the plain icon without one", () => {
    open(AVATAR);
    const profile = screen.getByTestId('profile-menu');
    expect(profile.querySelector('img')).toHaveAttribute('src', AVATAR);
  });

  it('shows the plain icon without an avatar', () => {
    open(null);
    expect(screen.getByTestId('profile-menu').querySelector('img')).toBeNull();
    expect(screen.getByTestId('profile-menu').querySelector('svg')).not.toBeNull();
  });
});
