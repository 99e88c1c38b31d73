// The task log dialog in jsdom (the shared log viewer over queryTaskLogPage): lines are text (a line holding markup
// is not rendered as HTML), the dialog says it is following the log while more may come, stops saying so once the
// task has ended, and can pause.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TaskLogsDialog from '@/features/tasks/components/TaskLogsDialog';
import { logLine, logPage, logViewerHarness } from '../support/logLines';
import { ok, renderScreen } from '../support/renderHarness';

jest.setTimeout(30_000);

const TASK = { id: 'task-07', name: 'vit-pretrain.007', status: 'running' as const };
const h = logViewerHarness(['tasks']);

const open = (task = TASK) =>
  renderScreen(<TaskLogsDialog task={task} onClose={jest.fn()} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });

describe('task log dialog', () => {
  it('shows each line as text and follows the log while the task runs', async () => {
    h.on(
      '/task_log/lines',
      ok(
        logPage(
          [logLine(1, 'main', 'epoch 1 loss 0.42'), logLine(2, 'main', '<img src=x onerror=alert(1)>', 'warn')],
          false,
        ),
      ),
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
    h.on('/task_log/lines', ok(logPage([logLine(1, 'main', 'step 1')], false)));
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Pause' }));
    expect(screen.getByTestId('log-follow-state')).toHaveTextContent('Paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
  });

  it('says the log is final once the task has ended', async () => {
    h.on('/task_log/lines', ok(logPage([logLine(1, 'main', 'done')], true)));
    open({ ...TASK, status: 'succeeded' as never });
    await waitFor(() =>
      expect(screen.getByTestId('log-follow-state')).toHaveTextContent('Ended: no more lines will come'),
    );
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();
  });

  it('says when there are no lines yet', async () => {
    h.on('/task_log/lines', ok(logPage([], false)));
    open();
    expect(await screen.findByTestId('log-empty')).toHaveTextContent('No lines yet');
  });
});
