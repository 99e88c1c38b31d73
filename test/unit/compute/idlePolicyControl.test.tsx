// The idle filter area: "idle only" and the rule in force for everyone; the hours setting for Admins only (a Basic
// Member's field is disabled with the no-permission reason), range-checked before it is sent.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import IdlePolicyControl from '@/features/compute/components/usage/IdlePolicyControl';
import { installHarness, ok, renderScreen, type Harness } from '../support/renderHarness';
import { loadComputeTexts, routeSession, sessionAs } from './support';

jest.setTimeout(30_000);

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await loadComputeTexts();
});

function setUp(role: string) {
  h.reset();
  routeSession(h, role);
  h.on('/usage/idle_policy', ok({ hours: 6, thresholdPercent: 5 }));
  h.on('/usage/set_idle_policy', (body) => ok({ hours: body.hours, thresholdPercent: 5 }));
  const onChange = jest.fn();
  renderScreen(<IdlePolicyControl editable idleOnly={false} onIdleOnlyChange={onChange} />, {
    storage: sessionAs(role),
  });
  return onChange;
}

describe('idle policy control', () => {
  it('lets an Admin set the hours, refusing a value out of 1-168 before sending', async () => {
    setUp('admin');
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Idle: under 5 % for 6 h')).toBeInTheDocument();
    const hours = screen.getByRole('spinbutton', { name: 'Idle after (hours)' });
    await waitFor(() => expect(hours).toHaveValue(6));
    await user.clear(hours);
    await user.type(hours, '200');
    expect(screen.getByText('A whole number of hours from 1 to 168')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(hours);
    await user.type(hours, '12');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(h.to('/usage/set_idle_policy')).toHaveLength(1));
    expect(h.to('/usage/set_idle_policy')[0].body).toMatchObject({ hours: 12 });
  });

  it("disables a Basic Member's setting with the reason, and sends nothing", async () => {
    setUp('member');
    expect(await screen.findByText('Idle: under 5 % for 6 h')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Idle after (hours)' })).toBeDisabled();
    expect(screen.getByTestId('no-permission')).toHaveAccessibleName('No operation permission');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(h.to('/usage/set_idle_policy')).toHaveLength(0);
  });

  it('turns "idle only" on', async () => {
    const onChange = setUp('member');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('switch', { name: 'Idle only' }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
