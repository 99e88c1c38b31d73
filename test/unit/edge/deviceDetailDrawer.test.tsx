// A device's detail drawer: a device that has never called in says so and is asked again until it is online;
// one that is online (or was seen before) is not polled.
import '../support/jsdomGlobals';
import { act, screen, waitFor } from '@testing-library/react';
import DeviceDetailDrawer from '@/features/edge/components/DeviceDetailDrawer';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const device = (over: Record<string, unknown>) => ({
  id: 'dev-9',
  tsnSerial: 'TSN-UNIT-9',
  name: 'Edge gateway 09',
  description: 'Camera gateway',
  publicKey: Buffer.alloc(32, 5).toString('base64'),
  callbackUrl: 'https://edge.example.org/cb',
  registeredBy: 'demo',
  registeredAt: '2026-11-24T08:00:00Z',
  tunnels: [],
  adapters: [],
  portMappings: [],
  ...over,
});

let h: Harness;
afterEach(() => jest.useRealTimers());
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['edge']);
});
beforeEach(() => {
  // the poll's 5 s, and the quiet after it, pass on the test's clock (promises and React's scheduling stay real)
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

function open() {
  return renderScreen(<DeviceDetailDrawer deviceId="dev-9" onClose={jest.fn()} canModify={() => true} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
}

describe('device detail', () => {
  it('polls a device that has never connected until it is online, then stops', async () => {
    let online = false;
    h.on('/nact/detail', () =>
      ok(
        online
          ? device({ status: 'online', lastSeenAt: '2026-11-24T08:01:00Z' })
          : device({ status: 'offline', lastSeenAt: null }),
      ),
    );
    open();
    expect(await screen.findByTestId('never-connected')).toHaveTextContent('Not connected yet');
    expect(screen.getByText('Offline')).toBeInTheDocument();
    online = true;
    const before = h.to('/nact/detail').length;
    // The next poll (5 s) finds it online.
    act(() => jest.advanceTimersByTime(4900));
    expect(h.to('/nact/detail')).toHaveLength(before);
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(screen.getByText('Online')).toBeInTheDocument());
    expect(screen.queryByTestId('never-connected')).toBeNull();
    const calls = h.to('/nact/detail').length;
    expect(calls).toBe(before + 1);
    act(() => jest.advanceTimersByTime(30_000));
    await act(async () => undefined);
    expect(h.to('/nact/detail')).toHaveLength(calls);
  });

  it('does not poll a device that was seen before, even offline', async () => {
    h.on('/nact/detail', ok(device({ status: 'offline', lastSeenAt: '2026-11-20T08:00:00Z' })));
    open();
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    expect(screen.queryByTestId('never-connected')).toBeNull();
    act(() => jest.advanceTimersByTime(30_000));
    await act(async () => undefined);
    expect(h.to('/nact/detail')).toHaveLength(1);
  });
});
