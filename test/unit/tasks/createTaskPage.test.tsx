// The create-task screen in jsdom: a fractional GPU count is refused before anything is sent, the user's input
// is kept; a valid task is sent with numbers and opens the task list on it; a template in the URL prefills the
// form; a task the cost and quota check refuses cannot be sent; the server's refusal shows inline.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import CreateTaskPage from '@/features/tasks/pages/CreateTaskPage';
import i18n from '@/i18n';
import { preflightAnswer } from '../support/preflightAnswer';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

// Several MUI selects per test: slow on a busy machine.
jest.setTimeout(90_000);

const SESSION = { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' };
const page = <T,>(list: T[]) => ok({ list, total: list.length, pageNum: 1, pageSize: 100 });

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['tasks']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on(
    '/image/query',
    page([
      { id: 'img-12', name: 'llama3-peft-11', version: '7', source: 'local', status: 'ready' },
      { id: 'img-05', name: 'yolo-detect', version: '6', source: 'local', status: 'uploading' },
    ]),
  );
  h.on(
    '/queue/query',
    page([
      { id: 'q-07', name: 'team-vision.queue-07', gpuQuota: 16, gpuUsed: 4 },
      { id: 'q-30', name: 'nightly.queue-30', gpuQuota: 4, gpuUsed: 0 },
    ]),
  );
  h.on(
    '/task_template/query',
    page([{ id: 'tpl-03', name: 'qwen2 evaluation', imageId: 'img-12', command: 'python eval.py', gpuCount: 2 }]),
  );
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function open(path = '/createTask') {
  const user = userEvent.setup({ delay: null });
  renderScreen(
    <Routes>
      <Route path="/createTask" element={<CreateTaskPage />} />
      <Route path="/task-list" element={<Where />} />
    </Routes>,
    { path, storage: SESSION },
  );
  return user;
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: RegExp, option: RegExp) {
  await user.click(await screen.findByRole('combobox', { name: label }));
  await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
}

/** Fills a task on team-vision's queue (train-resnet, llama3-peft-11:7, python train.py) with this GPU count. */
async function fillTask(user: ReturnType<typeof userEvent.setup>, gpuCount: string) {
  await user.type(await screen.findByRole('textbox', { name: /Task name/ }), 'train-resnet');
  await choose(user, /Image/, /llama3-peft-11:7/);
  await choose(user, /Resource queue/, /team-vision/);
  await user.type(screen.getByRole('textbox', { name: /Command/ }), 'python train.py');
  const gpus = screen.getByRole('textbox', { name: /GPU count/ });
  await user.clear(gpus);
  await user.type(gpus, gpuCount);
  return gpus;
}

describe('create task', () => {
  it('refuses a fractional GPU count, keeps it, and sends nothing', async () => {
    const user = open();
    const gpus = await fillTask(user, '1.5');
    await user.click(screen.getByRole('button', { name: 'Submit task' }));
    expect(await screen.findByText('Please enter a whole number greater than 0')).toBeInTheDocument();
    expect(gpus).toHaveValue('1.5');
    expect(h.to('/task/create')).toHaveLength(0);
  });

  it('lists images that are not ready as not selectable', async () => {
    const user = open();
    await user.click(await screen.findByRole('combobox', { name: /Image/ }));
    const notReady = within(await screen.findByRole('listbox')).getByRole('option', { name: /yolo-detect:6/ });
    expect(notReady).toHaveAttribute('aria-disabled', 'true');
    expect(notReady).toHaveTextContent('uploading, not ready yet');
  });

  it('refuses more GPUs than the queue’s quota', async () => {
    const user = open();
    await choose(user, /Resource queue/, /nightly/);
    const gpus = await screen.findByRole('textbox', { name: /GPU count/ });
    await user.clear(gpus);
    await user.type(gpus, '8');
    await user.click(screen.getByRole('button', { name: 'Submit task' }));
    expect(await screen.findByText("More GPUs than the queue's quota")).toBeInTheDocument();
    expect(h.to('/task/create')).toHaveLength(0);
  });

  it('sends a valid task with a whole GPU count and opens the task list on it', async () => {
    h.on('/task/create', (body) => ok({ id: 'task-99', status: 'queued', ...body }));
    const user = open();
    await fillTask(user, '4');
    await user.click(screen.getByRole('button', { name: 'Submit task' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/task-list?q=train-resnet');
    expect(h.to('/task/create')[0].body).toMatchObject({
      name: 'train-resnet',
      imageId: 'img-12',
      queueId: 'q-07',
      command: 'python train.py',
      gpuCount: 4,
    });
    expect(h.shown).toContainEqual({ kind: 'success', text: 'Task train-resnet submitted' });
  });

  it('prefills the form from ?template= and sends the template id', async () => {
    h.on('/task/create', (body) => ok({ id: 'task-100', status: 'queued', ...body }));
    const user = open('/createTask?template=tpl-03');
    expect(await screen.findByRole('textbox', { name: /Command/ })).toHaveValue('python eval.py');
    expect(screen.getByRole('textbox', { name: /GPU count/ })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: /Image/ })).toHaveTextContent('llama3-peft-11:7');
    await user.type(screen.getByRole('textbox', { name: /Task name/ }), 'eval-qwen2');
    await choose(user, /Resource queue/, /team-vision/);
    await user.click(screen.getByRole('button', { name: 'Submit task' }));
    await waitFor(() => expect(h.to('/task/create')).toHaveLength(1));
    expect(h.to('/task/create')[0].body).toMatchObject({ templateId: 'tpl-03', gpuCount: 2, imageId: 'img-12' });
  });

  it('disables submit while the cost and quota check refuses the task, and Enter sends nothing', async () => {
    h.on(
      '/preflight/check',
      ok(
        preflightAnswer({
          kind: 'task',
          unit: 'gpuHour',
          payType: 'postpaid',
          monthToDate: 19990,
          adds: { gpus: 4, instances: 0, storageGiB: 0 },
          allowed: false,
          reasons: ['CREDIT_LIMIT_EXCEEDED'],
        }),
      ),
    );
    const user = open();
    const gpus = await fillTask(user, '4');
    expect(await screen.findByTestId('preflight-refusal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit task' })).toBeDisabled();
    await user.type(gpus, '{Enter}');
    await new Promise((r) => setTimeout(r, 20));
    expect(h.to('/task/create')).toHaveLength(0);
  });

  it('shows the server’s refusal in the form and keeps the input', async () => {
    h.on('/task/create', refused('The name is already in use', 'NAME_EXISTS'));
    const user = open();
    await user.type(await screen.findByRole('textbox', { name: /Task name/ }), 'taken-name');
    await choose(user, /Image/, /llama3-peft-11:7/);
    await choose(user, /Resource queue/, /team-vision/);
    await user.type(screen.getByRole('textbox', { name: /Command/ }), 'python train.py');
    await user.click(screen.getByRole('button', { name: 'Submit task' }));
    expect(await screen.findByTestId('form-error')).toHaveTextContent('The name is already in use');
    expect(screen.getByRole('textbox', { name: /Task name/ })).toHaveValue('taken-name');
    expect(h.shown).toEqual([]);
  });
});
