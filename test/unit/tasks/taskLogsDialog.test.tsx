// The task log dialog in jsdom: lines are text (a line holding markup is not rendered as HTML), the dialog says it
// is following the log while more may come, stops saying so once the task has ended, and can pause.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TaskLogsDialog from '@/features/tasks/components/TaskLogsDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const TASK = { id: 'task-07', name: 'vit-pretrain.007', status: 'running' as const };
const line = (message: string, level = 'info') => ({
  time: '2026-11-23T10:00:00.000Z',
  level,
  source: 'main',
  message,
});

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['tasks']);
});
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
      '/task/logs',
      ok({
        lines: [line('epoch 1 loss 0.42'), line('<img src=x onerror=alert(1)>', 'warn')],
        nextCursor: '2',
        finished: false,
      }),
    );
    open();
    const lines = await screen.findAllByTestId('task-log-line');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent('WARN [main] <img src=x onerror=alert(1)>');
    expect(lines[1].querySelector('img')).toBeNull();
    expect(screen.getByTestId('task-logs-state')).toHaveTextContent('Refreshing every 2 s');
    expect(h.to('/task/logs')[0].body).toMatchObject({ id: 'task-07', tailLines: 500 });
  });

  it('can pause the refresh', async () => {
    h.on('/task/logs', ok({ lines: [line('step 1')], nextCursor: '1', finished: false }));
    const user = userEvent.setup({ delay: null });
    open();
    await user.click(await screen.findByRole('button', { name: 'Pause refresh' }));
    expect(screen.getByTestId('task-logs-state')).toHaveTextContent('Refresh paused');
    expect(screen.getByRole('button', { name: 'Resume refresh' })).toBeInTheDocument();
  });

  it('says the log is final once the task has ended', async () => {
    h.on('/task/logs', ok({ lines: [line('done')], nextCursor: null, finished: true }));
    open({ ...TASK, status: 'succeeded' as never });
    await waitFor(() =>
      expect(screen.getByTestId('task-logs-state')).toHaveTextContent('The task has ended: this is its final log'),
    );
    expect(screen.queryByRole('button', { name: 'Pause refresh' })).toBeNull();
  });

  it('says when there are no lines yet', async () => {
    h.on('/task/logs', ok({ lines: [], nextCursor: null, finished: false }));
    open();
    expect(await screen.findByTestId('task-logs-empty')).toHaveTextContent('No log lines yet');
  });
});
