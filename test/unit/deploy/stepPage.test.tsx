// The deploy wizard on a real store: nothing chosen, a reload taken back from sessionStorage (only by its own
// user), a resource refusal with its way out, and a confirmed deployment followed to its result, its log (each line
// prefixed by its step) followed under the steps; a failed deployment's error is its log's first error.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation, useNavigate } from 'react-router-dom';
import { DEPLOY_INFO_STORAGE_KEY } from '@/features/deploy/deployInfoSlice';
import StepPage from '@/features/deploy/pages/StepPage';
import { logLine, logPage, readyLogViewer } from '../support/logLines';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(60_000);

const A100 = 'NVIDIA A100 80GB';
const RTX4090 = 'NVIDIA RTX 4090 24GB';
const NO_COMPUTE =
  'No compute resources available. Please switch to another model or release active instances and try again';
const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };
const SERVICE = {
  id: 'svc-qwen2',
  name: 'Qwen2 chat',
  baseImage: 'aispace/qwen2:1',
  images: ['aispace/qwen2:1', 'aispace/qwen2:2'],
  gpuModel: A100,
  gpuModels: [A100, RTX4090],
  gpuCount: 1,
  prices: [{ billingMode: 'monthly', payType: 'prepaid', amount: 6058, currency: 'CNY' }],
};
const CHOICES = {
  serviceId: SERVICE.id,
  userId: SESSION.userId,
  accountAddr: SESSION.accountAddr,
  image: 'aispace/qwen2:2',
  gpuModel: A100,
  gpuCount: 2,
  billingMode: 'annual',
  payType: 'postpaid',
  name: 'kept-name',
  type: 'interactive',
  description: '',
};
const step = (name: string, state: string) => ({ name, state });
let h: Harness;
let restoreLayout: () => void;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  restoreLayout = await readyLogViewer(['deploy']);
});
afterAll(() => restoreLayout());
beforeEach(() => {
  h.reset();
  sessionStorage.clear();
  h.on(
    '/consume_user/query4id',
    ok({
      userId: 'u-1001',
      username: 'demo',
      ugroupRefList: [
        {
          rel: { relId: 'rel-1', role: 'superAdmin' },
          ugroup: { ugroupId: 'ug-1001', ugroupAddr: SESSION.accountAddr },
        },
      ],
    }),
  );
  h.on('/deploy_service/detail', ok(SERVICE));
  h.on('/deployment/quote', (body) =>
    body.gpuModel === RTX4090
      ? refused(NO_COMPUTE, 'NO_COMPUTE_RESOURCES')
      : ok({
          serviceId: SERVICE.id,
          gpuCount: body.gpuCount,
          amount: 12116,
          unitPrice: 6058,
          currency: 'CNY',
          available: true,
        }),
  );
});

const open = (path = '/step-page') => renderScreen(<StepPage />, { path, storage: SESSION });

/** The wizard reloaded at its progress step, following a deployment whose progress says `status` and `steps`. */
function atProgress(n: number, status: string, steps: { name: string; state: string; message?: string }[]) {
  sessionStorage.setItem(
    DEPLOY_INFO_STORAGE_KEY,
    JSON.stringify({ ...CHOICES, step: 'progress', deploymentId: `dep-${n}`, instanceId: `ins-${n}` }),
  );
  h.on('/deployment/progress', () => ok({ deploymentId: `dep-${n}`, instanceId: `ins-${n}`, status, steps }));
}

describe('deploy wizard', () => {
  it('asks for a service first when nothing is chosen', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Deploy service', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText(/Choose a service first/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Deploy centre' })[0]).toHaveAttribute('href', '/assembly-service');
  });

  it('takes the choices back after a reload, and going back keeps them', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, step: 'confirm' }));
    const user = userEvent.setup({ delay: null });
    const { store } = open();
    const summary = await screen.findByTestId('deploy-summary');
    for (const text of ['Qwen2 chat', 'aispace/qwen2:2', `2 × ${A100}`, 'Annual', 'Postpaid', 'kept-name'])
      expect(summary).toHaveTextContent(text);
    expect(store.getState().deployInfo).toMatchObject({ ...CHOICES, step: 'confirm' });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('textbox', { name: /Instance name/ })).toHaveValue('kept-name');
    expect(screen.getByRole('radio', { name: 'Postpaid' })).toBeChecked();
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(DEPLOY_INFO_STORAGE_KEY) ?? '{}')).toMatchObject({
        step: 'start',
        name: 'kept-name',
      }),
    );
  });

  it("does not take back another user's wizard", async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, userId: 'u-1002', step: 'confirm' }));
    open();
    expect(await screen.findByText(/Choose a service first/)).toBeInTheDocument();
  });

  it('shows a refused quote with its way out and waits; switching the model goes on', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, gpuModel: RTX4090, step: 'start' }));
    open();
    const refusal = await screen.findByTestId('resource-error');
    expect(refusal).toHaveTextContent(NO_COMPUTE);
    expect(within(refusal).getByRole('link', { name: 'Release active instances' })).toHaveAttribute(
      'href',
      '/interactive-service',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const user = userEvent.setup({ delay: null });
    await user.click(within(refusal).getByRole('button', { name: 'Switch GPU model' }));
    expect(screen.getByRole('combobox', { name: /GPU model/ })).toHaveFocus();
    await user.click(screen.getByRole('combobox', { name: /GPU model/ }));
    await user.click(await screen.findByRole('option', { name: A100 }));
    expect(await screen.findByTestId('deploy-quote-amount')).toHaveTextContent('per year');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('confirms with the choices, follows the steps and shows the result', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, step: 'confirm' }));
    let polls = 0;
    h.on('/deployment/create', () =>
      ok({ deploymentId: 'dep-9', instanceId: 'ins-9', status: 'running', steps: [step('allocate_host', 'running')] }),
    );
    h.on('/deployment/progress', () => {
      polls += 1;
      return polls === 1
        ? ok({
            deploymentId: 'dep-9',
            instanceId: 'ins-9',
            status: 'running',
            steps: [step('allocate_host', 'done'), step('pull_image', 'running'), step('start_container', 'pending')],
          })
        : ok({
            deploymentId: 'dep-9',
            instanceId: 'ins-9',
            status: 'done',
            steps: [step('allocate_host', 'done'), step('pull_image', 'done'), step('start_container', 'done')],
            accessUrl: 'https://ins-9.aispace.dev',
            sshCommand: 'ssh -p 30022 root@ssh.aispace.dev',
          });
    });
    const user = userEvent.setup({ delay: null });
    const { store } = open();
    const confirm = await screen.findByRole('button', { name: 'Confirm and deploy' });
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    await waitFor(() => expect(h.to('/deployment/create')).toHaveLength(1));
    expect(h.to('/deployment/create')[0].body).toEqual({
      ugroupAddr: SESSION.accountAddr,
      serviceId: SERVICE.id,
      image: 'aispace/qwen2:2',
      gpuModel: A100,
      gpuCount: 2,
      billingMode: 'annual',
      payType: 'postpaid',
      cprsSource: 'indiv',
      name: 'kept-name',
      type: 'interactive',
    });
    const running = await screen.findAllByTestId('deploy-step');
    expect(running.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'running', 'pending']);
    expect(await screen.findByTestId('deploy-result-url', {}, { timeout: 5000 })).toHaveTextContent(
      'https://ins-9.aispace.dev',
    );
    expect(screen.getByTestId('deploy-result-ssh')).toHaveTextContent('ssh -p 30022 root@ssh.aispace.dev');
    expect(screen.getByTestId('deploy-open-instance')).toHaveAttribute('href', '/management-panel?id=ins-9');
    expect(store.getState().deployInfo).toMatchObject({ step: 'complete', deploymentId: 'dep-9', instanceId: 'ins-9' });
  });

  it('follows the deployment log under the steps while it runs, each line prefixed by its step', async () => {
    atProgress(6, 'running', [step('allocate_host', 'done'), step('pull_image', 'running')]);
    const lines = [
      logLine(1, 'allocate_host', '==> allocate_host started'),
      logLine(2, 'pull_image', 'pulling aispace/qwen2:2: layer sha256:0a1b 40%'),
    ];
    h.on('/deployment_log/lines', ok(logPage(lines, false)));
    open();
    const section = await screen.findByRole('region', { name: 'Deployment log' });
    await waitFor(() => expect(within(section).getAllByTestId('log-line')).toHaveLength(2), { timeout: 15_000 });
    expect(within(section).getAllByTestId('log-line')[1]).toHaveTextContent(
      /INFO\s*\[pull_image\]\s*pulling aispace\/qwen2:2/,
    );
    expect(within(section).getByTestId('log-follow-state')).toHaveTextContent('Following new lines');
    expect(within(section).getByRole('log', { name: 'Log of deployment dep-6' })).toBeInTheDocument();
    expect(h.to('/deployment_log/lines')[0].body).toMatchObject({ id: 'dep-6', limit: 1000 });
    expect(h.to('/deployment_log/lines')[0].body).not.toHaveProperty('offset');
  });

  it('a failed step stops the deployment: the step and its reason are named, and the choices can be changed', async () => {
    atProgress(7, 'failed', [
      step('allocate_host', 'done'),
      { name: 'pull_image', state: 'failed', message: 'manifest unknown for the requested tag' },
      step('create_container', 'pending'),
    ]);
    h.on(
      '/deployment_log/lines',
      ok(
        logPage(
          [
            logLine(1, 'allocate_host', '==> allocate_host started'),
            logLine(2, 'pull_image', 'pull_image: manifest unknown for the requested tag', 'error'),
          ],
          true,
        ),
      ),
    );
    const user = userEvent.setup({ delay: null });
    const { store } = open();
    const failure = await screen.findByTestId('deploy-failed');
    // Its log has ended with the failing step's error, which "jump to first error" finds.
    const log = await screen.findByRole('region', { name: 'Deployment log' });
    await waitFor(() =>
      expect(within(log).getByTestId('log-follow-state')).toHaveTextContent('Ended: no more lines will come'),
    );
    expect(within(log).getByTestId('log-first-error')).toBeEnabled();
    expect(within(log).getAllByTestId('log-line')[1]).toHaveTextContent(
      /ERROR\s*\[pull_image\]\s*pull_image: manifest/,
    );
    expect(failure).toHaveTextContent('The deployment failed');
    expect(failure).toHaveTextContent('Pull image: manifest unknown for the requested tag');
    const states = screen.getAllByTestId('deploy-step').map((li) => li.getAttribute('data-state'));
    expect(states).toEqual(['done', 'failed', 'pending']);
    expect(within(screen.getByTestId('deploy-steps')).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'progress');
    // no completion, and the history is one click away
    expect(screen.queryByTestId('deploy-result-url')).toBeNull();
    expect(within(failure).getByRole('link', { name: 'Deploy history' })).toHaveAttribute('href', '/assembly-record');

    await user.click(within(failure).getByRole('button', { name: 'Change the choices and deploy again' }));
    await waitFor(() => expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'start'));
    expect(store.getState().deployInfo).toMatchObject({ step: 'start', image: CHOICES.image, name: 'kept-name' });
    expect(store.getState().deployInfo.deploymentId).toBeUndefined();
    expect(await screen.findByRole('textbox', { name: 'Instance name' })).toHaveValue('kept-name');
  });

  it('a finished batch deployment links to the batch instances, under the service name', async () => {
    sessionStorage.setItem(
      DEPLOY_INFO_STORAGE_KEY,
      JSON.stringify({
        ...CHOICES,
        type: 'nonInteractive',
        step: 'complete',
        deploymentId: 'dep-8',
        instanceId: 'ins-8',
      }),
    );
    h.on('/deployment/progress', () =>
      ok({
        deploymentId: 'dep-8',
        instanceId: 'ins-8',
        status: 'done',
        steps: [step('allocate_host', 'done')],
        accessUrl: 'https://ins-8.aispace.dev',
        sshCommand: 'ssh -p 30008 root@ssh.aispace.dev',
      }),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Batch instances' })).toHaveAttribute('href', '/non-interactive');
    expect(screen.queryByRole('link', { name: 'Online instances' })).toBeNull();
    expect(await screen.findByText('Qwen2 chat')).toBeInTheDocument();
  });

  it('refuses at step 1 an instance name already in use, and goes on with a free one', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, step: 'start' }));
    h.on('/instance/query', (body) =>
      ok({
        list: [
          { id: 'ins-3', name: 'kept-name', status: 'running' },
          { id: 'ins-4', name: 'old-name', status: 'removed_success' },
        ].filter((i) => i.name.includes(String(body.keyword ?? ''))),
        total: 1,
        pageNum: 1,
        pageSize: 100,
      }),
    );
    const user = userEvent.setup({ delay: null });
    open();
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    expect(await screen.findByText('An instance named kept-name already exists: choose another name')).toBeVisible();
    expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'start');
    // a released instance's name is free again
    const name = screen.getByRole('textbox', { name: /Instance name/ });
    await user.clear(name);
    await user.type(name, 'old-name');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'confirm'));
  });

  it('keeps its step in the URL: the browser’s Back goes from the confirmation to step 1, Forward returns', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, step: 'start' }));
    function Browser() {
      const location = useLocation();
      const navigate = useNavigate();
      return (
        <>
          <output data-testid="location">{location.search}</output>
          <button type="button" onClick={() => navigate(-1)}>
            browser back
          </button>
          <button type="button" onClick={() => navigate(1)}>
            browser forward
          </button>
        </>
      );
    }
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <>
        <StepPage />
        <Browser />
      </>,
      { path: '/step-page', storage: SESSION },
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=start'));
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await user.click(next);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?step=confirm'));
    expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'confirm');
    await user.click(screen.getByRole('button', { name: 'browser back' }));
    await waitFor(() => expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'start'));
    expect(screen.getByTestId('location')).toHaveTextContent('?step=start');
    expect(await screen.findByRole('textbox', { name: /Instance name/ })).toHaveValue('kept-name');
    await user.click(screen.getByRole('button', { name: 'browser forward' }));
    await waitFor(() => expect(screen.getByTestId('deploy-stepper')).toHaveAttribute('data-step', 'confirm'));
  });

  it('shows the catalogue’s prices beside the billing modes for the service’s own GPU model only', async () => {
    sessionStorage.setItem(DEPLOY_INFO_STORAGE_KEY, JSON.stringify({ ...CHOICES, step: 'start' }));
    const user = userEvent.setup({ delay: null });
    open();
    expect(await screen.findByRole('radio', { name: /Monthly.*6,058/ })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /GPU model/ }));
    await user.click(await screen.findByRole('option', { name: RTX4090 }));
    await waitFor(() => expect(screen.queryByRole('radio', { name: /6,058/ })).toBeNull());
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeInTheDocument();
  });
});
