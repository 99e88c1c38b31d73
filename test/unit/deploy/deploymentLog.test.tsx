// A deploy history entry opens its deployment's log in the shared log viewer (queryDeploymentLogPage), also after it
// failed: its outcome and message above the lines, each line prefixed by the step that wrote it. (The wizard's own
// deployment log: stepPage.test.tsx.)
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AssemblyRecordPage from '@/features/deploy/pages/AssemblyRecordPage';
import { logLine, logPage, logViewerHarness } from '../support/logLines';
import { ok, renderScreen } from '../support/renderHarness';

jest.setTimeout(60_000);

const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };
const FAILED_LINES = [
  logLine(1, 'allocate_host', '==> allocate_host started'),
  logLine(2, 'pull_image', 'pulling aispace/qwen2:2: layer sha256:0a1b 40%'),
  logLine(3, 'pull_image', 'pull_image: manifest unknown for the requested tag', 'error'),
];

const h = logViewerHarness(['deploy']);

describe('deployment log from the deploy history', () => {
  it('a deploy history entry opens its deployment log; an entry without a deployment offers none', async () => {
    h.on(
      '/deploy_record/query',
      ok({
        list: [
          {
            id: 'rec-0001',
            kind: 'deploy',
            instanceId: 'ins-7',
            instanceName: 'qwen-failed',
            operator: 'demo',
            result: 'failure',
            startedAt: '2026-11-23T10:00:00.000Z',
            message: 'pull_image: manifest unknown for the requested tag',
            deploymentId: 'dep-7',
          },
          {
            id: 'rec-0002',
            kind: 'deploy',
            instanceId: 'ins-8',
            instanceName: 'older',
            operator: 'demo',
            result: 'success',
            startedAt: '2026-11-22T10:00:00.000Z',
            deploymentId: null,
          },
        ],
        total: 2,
        pageNum: 1,
        pageSize: 20,
      }),
    );
    h.on('/deployment_log/lines', ok(logPage(FAILED_LINES, true)));
    const user = userEvent.setup({ delay: null });
    renderScreen(<AssemblyRecordPage />, { path: '/assembly-record', storage: SESSION });
    const open = await screen.findByRole('button', { name: 'Deployment log of qwen-failed' });
    expect(screen.queryByRole('button', { name: 'Deployment log of older' })).toBeNull();
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Deployment log of qwen-failed' });
    expect(dialog).toHaveTextContent('Failed');
    expect(dialog).toHaveTextContent('pull_image: manifest unknown for the requested tag');
    await waitFor(() => expect(within(dialog).getAllByTestId('log-line')).toHaveLength(3), { timeout: 15_000 });
    expect(h.to('/deployment_log/lines')[0].body).toMatchObject({ id: 'dep-7' });
    // Not live: the entry has ended, so the viewer does not offer to follow.
    expect(within(dialog).queryByTestId('log-follow-state')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
