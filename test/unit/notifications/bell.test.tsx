// The notification bell: the unread count in the page title, a message with a link when a new notification
// arrives (not for those already there), and the list marks one read or all. A budget alert says which threshold the
// month's spending reached and links to the organisation page's budget.
import '../support/jsdomGlobals';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { notificationsApi } from '@/api/endpoints/notifications';
import { sessionApi } from '@/api/endpoints/session';
import type { Notification } from '@/features/notifications/api';
import NotificationBell from '@/features/notifications/NotificationBell';
import { setPageTitle } from '@/lib/documentTitle';
import { setNotifier, type NotifyKind, type SnackLink } from '@/lib/notify';
import { installHarness, initTexts, ok, renderScreen, type Harness, type TestStore } from '../support/renderHarness';

const USER = {
  userId: 'u-1001',
  username: 'demo',
  email: 'demo@aispace.dev',
  ugroupRefList: [
    {
      rel: { relId: 'rel-1', role: 'superAdmin' },
      ugroup: { ugroupId: 'ug-1001', ugroupAddr: 'ug-7f3a9c2e', name: 'demo-lab', type: 'business' },
    },
  ],
};
const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e', currentUser: JSON.stringify(USER) };

const note = (id: number, patch: Partial<Notification> = {}): Notification => ({
  id: `ntf-${id}`,
  operation: 'release',
  outcome: 'succeeded',
  resourceType: 'instance',
  resourceId: `ins-${id}`,
  resourceName: `gpu-box-${id}`,
  read: false,
  startedAt: '2026-03-01T08:30:00Z',
  createdAt: '2026-03-01T08:30:04Z',
  ...patch,
});

let h: Harness;
let list: Notification[] = [];
const shown: { kind: NotifyKind; text: string; link?: SnackLink }[] = [];

beforeAll(async () => {
  h = installHarness();
  await initTexts();
});
beforeEach(() => {
  h.reset();
  shown.length = 0;
  setNotifier({ message: (kind, text, link) => shown.push({ kind, text, link }), notification: () => undefined });
  list = [];
  // the session's own fetch of the signed-in user
  h.on('/consume_user/query4id', ok(USER));
  h.on('/notification/query', (body) => {
    const pageNum = Number(body.pageNum ?? 1);
    const pageSize = Number(body.pageSize ?? 10);
    return ok({
      list: list.slice((pageNum - 1) * pageSize, pageNum * pageSize),
      total: list.length,
      pageNum,
      pageSize,
      unreadCount: list.filter((n) => !n.read).length,
    });
  });
  h.on('/notification/read', (body) => {
    list = list.map((n) => (n.id === body.id ? { ...n, read: true } : n));
    return ok(list.find((n) => n.id === body.id));
  });
  h.on('/notification/read_all', () => {
    const marked = list.filter((n) => !n.read).length;
    list = list.map((n) => ({ ...n, read: true }));
    return ok({ marked, unreadCount: 0 });
  });
});
afterAll(() => setNotifier(null));

const queries = () => h.to('/notification/query').length;
/** What a poll would do: ask again. */
async function poll(store: TestStore) {
  const before = queries();
  act(() => void store.dispatch(notificationsApi.util.invalidateTags([{ type: 'notification', id: 'LIST' }])));
  await waitFor(() => expect(queries()).toBeGreaterThan(before));
}

describe('the page title', () => {
  it('shows the unread count in front of the route title, and none when nothing is unread', async () => {
    setPageTitle('Online instances');
    list = [note(1), note(2), note(3, { read: true }), note(4)];
    const { store, unmount } = renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(document.title).toBe('(3) Online instances'));
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications, 3 unread');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');

    // the route changes: the count stays in front of the new title
    act(() => setPageTitle('GPUs'));
    expect(document.title).toBe('(3) GPUs');

    list = list.map((n) => ({ ...n, read: true }));
    await poll(store);
    await waitFor(() => expect(document.title).toBe('GPUs'));
    expect(screen.queryByTestId('notification-count')).toBeNull();
    expect(screen.getByTestId('notification-bell')).toHaveAccessibleName('Notifications');
    unmount();
    expect(document.title).toBe('GPUs');
  });
});

describe('a new notification', () => {
  it('is announced with a link to its resource; those already there are not', async () => {
    list = [note(1), note(2, { read: true })];
    const { store } = renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(screen.getByTestId('notification-count')).toHaveTextContent('1'));
    expect(shown).toEqual([]);

    list = [note(3, { outcome: 'failed', operation: 'deploy', resourceName: 'llama3-chat' }), ...list];
    await poll(store);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toEqual({
      kind: 'error',
      text: 'Deployment of llama3-chat failed',
      link: { label: 'View', to: '/management-panel?id=ins-3' },
    });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('2');

    // asked again with nothing new: no second message
    await poll(store);
    expect(shown).toHaveLength(1);

    list = [note(4, { operation: 'imageBuild', resourceType: 'image', resourceName: 'my-torch:2' }), ...list];
    await poll(store);
    await waitFor(() => expect(shown).toHaveLength(2));
    expect(shown[1]).toEqual({
      kind: 'success',
      text: 'Image build of my-torch:2 finished',
      link: { label: 'View', to: '/br-mirror?q=my-torch' },
    });
  });
});

describe('a budget alert', () => {
  it('is announced as a warning linking to the budget, and listed with its threshold', async () => {
    const { store } = renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(queries()).toBeGreaterThan(0));
    list = [
      note(7, {
        operation: 'budgetAlert',
        outcome: 'crossed',
        resourceType: 'budget',
        resourceId: 'ug-1001',
        resourceName: 'demo-lab',
        threshold: 80,
      }),
    ];
    await poll(store);
    await waitFor(() => expect(shown).toHaveLength(1));
    const text = "This month's spending of demo-lab reached 80% of the monthly budget";
    expect(shown[0]).toEqual({ kind: 'warning', text, link: { label: 'View', to: '/org-info?section=budget' } });
    fireEvent.click(screen.getByTestId('notification-bell'));
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', '/org-info?section=budget');
  });
});

describe('the list', () => {
  it('opens from the bell, newest first; marks one read, then all', async () => {
    list = [note(3), note(2), note(1, { read: true })];
    renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(document.title).toMatch(/^\(2\) /));
    fireEvent.click(screen.getByTestId('notification-bell'));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await screen.findAllByTestId('notification-item');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Release of gpu-box-3 finished'),
      expect.stringContaining('Release of gpu-box-2 finished'),
      expect.stringContaining('Release of gpu-box-1 finished'),
    ]);
    expect(screen.getByRole('link', { name: 'Release of gpu-box-3 finished' })).toHaveAttribute(
      'href',
      '/management-panel?id=ins-3',
    );
    expect(dialog).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Mark read: Release of gpu-box-2 finished' }));
    await waitFor(() => expect(h.to('/notification/read')).toHaveLength(1));
    expect(h.to('/notification/read')[0].body).toMatchObject({ id: 'ntf-2' });
    await waitFor(() => expect(document.title).toMatch(/^\(1\) /));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Mark read: Release of gpu-box-2 finished' })).toBeNull(),
    );
    // the pressed button went away: the keyboard's place is the list, not the page
    expect(dialog).toHaveFocus();
    screen.getByRole('button', { name: 'Mark all read' }).focus();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(h.to('/notification/read_all')).toHaveLength(1));
    await waitFor(() => expect(document.title).not.toMatch(/^\(/));
    await waitFor(() =>
      expect(screen.getAllByTestId('notification-item').every((i) => i.dataset.read === 'true')).toBe(true),
    );
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
    // the pressed button is disabled: the list keeps the focus (so Escape still closes it)
    expect(dialog).toHaveFocus();
  });

  it('shows the newest 20, then older ones a page at a time, each once, until there are no more', async () => {
    list = Array.from({ length: 45 }, (_, i) => note(45 - i, { read: i > 2 }));
    const { store } = renderScreen(<NotificationBell />, { storage: SESSION });
    fireEvent.click(screen.getByTestId('notification-bell'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(40));
    expect(h.to('/notification/query').some((c) => c.body.pageNum === 2)).toBe(true);

    // one more arrives while the list is open: the one pushed down onto page 2 is not shown twice
    list = [note(46), ...list];
    await poll(store);
    await waitFor(() => expect(screen.getAllByTestId('notification-item')[0].textContent).toContain('gpu-box-46'));
    const texts = () => screen.getAllByTestId('notification-item').map((i) => i.textContent);
    await waitFor(() => expect(new Set(texts()).size).toBe(texts().length));

    fireEvent.click(screen.getByRole('button', { name: 'Show older' }));
    await waitFor(() => expect(screen.getAllByTestId('notification-item')).toHaveLength(46));
    expect(texts().at(-1)).toContain('gpu-box-1 ');
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});

describe('how often the bell asks', () => {
  // the polls pass on the test's clock; promises and React's scheduling stay real
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
  afterEach(() => jest.useRealTimers());

  /** Lets `ms` pass on the test's clock, then the answers of the calls it set off arrive and render. */
  async function pass(ms: number): Promise<void> {
    act(() => void jest.advanceTimersByTime(ms));
    await act(async () => undefined);
  }
  /** The bell's calls while `ms` pass. */
  async function callsOver(ms: number): Promise<number> {
    const before = queries();
    for (let t = 0; t < ms; t += 500) await pass(500);
    return queries() - before;
  }

  it('every 15 s; every 3 s for a minute after a change of the user succeeded; then every 15 s again', async () => {
    list = [note(1)];
    const { store } = renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(queries()).toBe(1));
    expect(await callsOver(15_000)).toBe(1);
    expect(await callsOver(15_000)).toBe(1);

    // the user changes something (here: marks all read); the next calls come every 3 s
    await act(async () => {
      await store.dispatch(notificationsApi.endpoints.setAllNotificationsRead.initiate({}));
    });
    expect(await callsOver(12_500)).toBe(4);
    // the bell's own polls are not changes: the minute is counted from the mutation
    expect(await callsOver(47_500)).toBeGreaterThanOrEqual(15);

    // the minute is over: back to every 15 s
    await pass(3_000);
    expect(await callsOver(14_000)).toBeLessThanOrEqual(1);
    expect(await callsOver(16_000)).toBe(1);
  });

  it('keeps its 15 s after a change of the session (a sign-in code sent): it starts nothing the bell announces', async () => {
    list = [note(1)];
    h.on('/consume_user/vcode2mail', ok(null));
    const { store } = renderScreen(<NotificationBell />, { storage: SESSION });
    await waitFor(() => expect(queries()).toBe(1));
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.sendLoginCode.initiate({ email: 'demo@aispace.dev' }));
    });
    expect(h.to('/consume_user/vcode2mail')).toHaveLength(1);
    expect(await callsOver(15_000)).toBe(1);
    expect(await callsOver(15_000)).toBe(1);
  });
});
