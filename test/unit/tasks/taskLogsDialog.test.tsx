// The task log dialog in jsdom (the shared log viewer over queryTaskLogPage): lines are text (a line holding markup
// is not rendered as HTML), the dialog says it is following the log while more may come, stops saying so once the
// task has ended, and can pause.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TaskLogsDialog from '@/features/tasks/components/TaskLogsDialog';
import i18n from '@/i18n';
import { layOutLogViewer } from '../support/logViewerRect';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const TASK = { id: 'task-07', name: 'vit-pretrain.007', status: 'running' as const };
const line = (message: string, level = 'info', n = 1) => ({
  n,
  time: '2026-11-23T10:00:00.000Z',
  level,
  source: 'main',
  message,
});

/** A LogPage of these lines (the whole log). */
const page = (lines: ReturnType<typeof line>[], finished: boolean) => ({
  lines,
  offset: 0,
  total: lines.length,
  totalLines: lines.length,
  firstError: null,
  finished,
});

let h: Harness;
let restore: () => void;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['tasks', 'logs']);
  restore = layOutLogViewer();
});
afterAll(() => restore());
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
});

const open = (task = TASK) =>
  renderScreen(<TaskLogsDialog task={task} onClose={jest.fn()} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });

describe('task log dialog', () => {
  it('shows each line as text and follows the log while the task runs', async () => {
    h.on(
      '/task_log/lines',
      ok(page([line('epoch 1 loss 0.42'), line('<img src=x onerror=alert(1)>', 'warn', 2)], false)),
    );
    open();
    // The viewer's chunk loads on first use.
    await waitFor(() => expect(screen.getAllByTestId('log-line')).toHaveLength(2), { timeout: 15_000 });
    const lines = screen.getAllByTestId('log-line');
    expect(lines[1]).toHaveTextContent(/WARN\s*\[main\]\s*<img src=x onerror=alert\(1\)>/);
    expect(lines[1].querySelector('img')).toBeNull();
    expect(screen.getByTestId('log-follow-state')).toHaveTextContent('Following new lines');
    expect(h.to('/task_log/lines')[0].body).toMatchObject({ id: 'task-07', limit: 1000 });
    expect(h.to('/task_log/lines')[0].body).not.toHaveProperty('offset');
  });

  it('can pause the refresh', async () => {
    h.on('/task_log/lines', ok(page([line('step 1')], false)));
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(screen.getByTestId('log-follow-state')).toHaveTextContent('Paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says the log is final once the task has ended', async () => {
    h.on('/task_log/lines', ok(page([line('done')], true)));
    open({ ...TASK, status: 'succeeded' as never });
    await waitFor(() =>
      expect(screen.getByTestId('log-follow-state')).toHaveTextContent('Ended: no more lines will come'),
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('says when there are no lines yet', async () => {
    h.on('/task_log/lines', ok(page([], false)));
    open();
    expect(await screen.findByTestId('log-empty')).toHaveTextContent('No lines yet');
  });
});
