// The message queue: messages sent before the notistack host is there wait in order (duplicates collapsed) and
// ask for the host; the host takes them when it attaches; a failed host load is asked for again at the next message.
import '../support/jsdomGlobals';
import { act, render, screen, waitFor } from '@testing-library/react';
import type * as ReactModule from 'react';
import NotificationHost from '@/app/NotificationHost';
import type * as NotifyModule from '@/lib/notify';
import { notificationHost, notify, type Snack } from '@/lib/notify';

jest.mock('@/app/SnackbarHost', () => {
  // The real host renders notistack; here it lists what it was handed.
  const { useEffect, useState } = jest.requireActual<typeof ReactModule>('react');
  const { notificationHost: host } = jest.requireActual<typeof NotifyModule>('@/lib/notify');
  return {
    __esModule: true,
    default: function FakeHost() {
      const [shown, setShown] = useState<string[]>([]);
      useEffect(() => host.attach((s: Snack) => setShown((all) => [...all, `${s.kind}:${s.text}`])), []);
      return (
        <ul aria-label="messages">
          {shown.map((text, i) => (
            <li key={i}>{text}</li>
          ))}
        </ul>
      );
    },
  };
});

describe('notify before and after the host is mounted', () => {
  it('keeps the messages in order, once each, and asks for the host', () => {
    const seen: boolean[] = [];
    const stop = notificationHost.subscribe(() => seen.push(notificationHost.isWanted()));
    notify.error('Request failed with status 500');
    notify.error('Request failed with status 500');
    notify.notification('E42', 'Quota exceeded');
    notify.notification('E42', 'Quota exceeded');
    stop();
    expect(notificationHost.waiting().map((s) => s.text)).toEqual([
      'Request failed with status 500',
      'E42: Quota exceeded',
      'E42: Quota exceeded',
    ]);
    expect(seen).toEqual([true]);
  });

  it('loads the host, which shows the waiting messages and then every new one', async () => {
    render(<NotificationHost />);
    const list = await screen.findByRole('list', { name: 'messages' });
    await waitFor(() =>
      expect(Array.from(list.children, (li) => li.textContent)).toEqual([
        'error:Request failed with status 500',
        'error:E42: Quota exceeded',
        'error:E42: Quota exceeded',
      ]),
    );
    expect(notificationHost.waiting()).toHaveLength(0);
    act(() => notify.success('Saved'));
    expect(list.lastElementChild?.textContent).toBe('success:Saved');
  });
});

describe('a host that failed to load', () => {
  it('is asked for again by the next message, the earlier ones still waiting', () => {
    const detach = notificationHost.attach(() => undefined);
    detach();
    notificationHost.loadFailed();
    expect(notificationHost.isWanted()).toBe(false);
    notify.warning('Network down');
    expect(notificationHost.isWanted()).toBe(true);
    notificationHost.loadFailed();
    notify.info('Still here');
    expect(notificationHost.isWanted()).toBe(true);
    expect(notificationHost.waiting().map((s) => s.text)).toEqual(['Network down', 'Still here']);
  });
});

describe('dismissing every message', () => {
  it('drops the waiting messages and closes those on screen', () => {
    notify.success('Sign in successful');
    const closed: string[] = [];
    const detach = notificationHost.attach(
      () => undefined,
      () => closed.push('all'),
    );
    notify.dismissAll();
    expect(closed).toEqual(['all']);
    detach();
    notify.success('Saved');
    notify.dismissAll();
    expect(notificationHost.waiting()).toHaveLength(0);
  });
});
