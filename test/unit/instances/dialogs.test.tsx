// Instance dialogs in jsdom on a real store: reset refuses until 初始化 is typed and shows the server's refusal
// where the user acted; a confirmed action sends its call and says so; save image keeps bad input with its rule;
// status chips carry their status and animate the transitional ones.
import '../support/jsdomGlobals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Instance } from '@/features/instances/api';
import ConfirmActionDialog from '@/features/instances/components/actions/ConfirmActionDialog';
import ResetDialog from '@/features/instances/components/actions/ResetDialog';
import SaveImageDialog from '@/features/instances/components/actions/SaveImageDialog';
import InstanceStatusChip from '@/features/instances/components/InstanceStatusChip';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, refused, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const SESSION = { token: 't-1', userId: 'u-1003', accountAddr: 'ug-7f3a9c2e' };
const INSTANCE: Instance = {
  id: 'ins-0004',
  name: 'qwen2-demo-004',
  type: 'nonInteractive',
  status: 'running',
  builder: 'member',
  publicAccess: false,
  computeNetwork: false,
};

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['instances']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1003', username: 'member', ugroupRefList: [] }));
});
const calls = (suffix: string) => h.to(suffix);

describe('reset dialog', () => {
  it('keeps the reset button disabled until 初始化 is typed, then sends it', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    h.on('/instance/reset', ok({ ...INSTANCE, status: 'creating' }));
    renderScreen(<ResetDialog instance={INSTANCE} onClose={onClose} />, { storage: SESSION });
    const button = screen.getByRole('button', { name: 'Reset to initial' });
    const input = screen.getByLabelText('Confirmation');
    expect(button).toBeDisabled();
    await user.type(input, '初始');
    await user.keyboard('{Enter}');
    expect(button).toBeDisabled();
    expect(screen.getByText('Type 初始化 to confirm', { exact: true })).toBeInTheDocument();
    expect(calls('/instance/reset')).toHaveLength(0);
    await user.type(input, '化');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('/instance/reset')[0].body).toMatchObject({ id: 'ins-0004', confirmation: '初始化' });
    expect(h.shown).toContainEqual({ kind: 'success', text: 'qwen2-demo-004 is being reset' });
  });

  it("shows the server's refusal in the dialog and stays open", async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    h.on('/instance/reset', refused('The instance cannot do this in its current status', 'INVALID_STATE'));
    renderScreen(<ResetDialog instance={INSTANCE} onClose={onClose} />, { storage: SESSION });
    await user.type(screen.getByLabelText('Confirmation'), '初始化');
    await user.click(screen.getByRole('button', { name: 'Reset to initial' }));
    expect(await screen.findByText('The instance cannot do this in its current status')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(h.shown).toEqual([]);
  });
});

describe('confirmed actions', () => {
  it('release names the instance, says it destroys the container and stops billing, and sends the id', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    h.on('/instance/release', ok({ ...INSTANCE, status: 'removing' }));
    renderScreen(<ConfirmActionDialog action="release" instance={INSTANCE} onClose={onClose} />, { storage: SESSION });
    const dialog = screen.getByRole('dialog', { name: 'Release instance' });
    expect(dialog).toHaveTextContent('qwen2-demo-004 (ins-0004)');
    expect(dialog).toHaveTextContent('destroys the container');
    expect(dialog).toHaveTextContent('stops billing');
    await user.click(screen.getByRole('button', { name: 'Release' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('/instance/release')[0].body).toMatchObject({ id: 'ins-0004' });
  });

  it('public access sends the switch position', async () => {
    const user = userEvent.setup({ delay: null });
    h.on('/instance/public_access', ok({ ...INSTANCE, publicAccess: true }));
    renderScreen(<ConfirmActionDialog action="enablePublicAccess" instance={INSTANCE} onClose={() => undefined} />, {
      storage: SESSION,
    });
    await user.click(screen.getByRole('button', { name: 'Enable public access' }));
    await waitFor(() => expect(calls('/instance/public_access')).toHaveLength(1));
    expect(calls('/instance/public_access')[0].body).toMatchObject({ id: 'ins-0004', enabled: true });
  });
});

describe('save image dialog', () => {
  it('keeps bad input with its rule, then sends name, version and split tags', async () => {
    const user = userEvent.setup({ delay: null });
    h.on(
      '/instance/save_image',
      ok({ id: 'img-1', name: 'my-image', version: '2', source: 'upload', status: 'building' }),
    );
    const onClose = jest.fn();
    renderScreen(<SaveImageDialog instance={INSTANCE} onClose={onClose} />, { storage: SESSION });
    await user.type(screen.getByLabelText(/Image name/), 'My_Image');
    await user.type(screen.getByLabelText(/Version/), '2a');
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    expect(
      await screen.findByText('Use 4-60 lowercase letters, digits or hyphens, starting with a letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Version must contain digits only')).toBeInTheDocument();
    expect(screen.getByLabelText(/Image name/)).toHaveValue('My_Image');
    expect(calls('/instance/save_image')).toHaveLength(0);
    await user.clear(screen.getByLabelText(/Image name/));
    await user.type(screen.getByLabelText(/Image name/), 'my-image');
    await user.clear(screen.getByLabelText(/Version/));
    await user.type(screen.getByLabelText(/Version/), '2');
    await user.type(screen.getByLabelText('Tags'), 'pytorch, cuda12');
    await user.click(screen.getByRole('button', { name: 'Save image' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls('/instance/save_image')[0].body).toMatchObject({
      id: 'ins-0004',
      imageName: 'my-image',
      version: '2',
      tags: ['pytorch', 'cuda12'],
    });
  });
});

describe('instance status chip', () => {
  it('names the status in the language, carries it as data-status and animates transitional ones', () => {
    renderScreen(
      <>
        <InstanceStatusChip status="removing" testId="a" />
        <InstanceStatusChip status="removed_success" testId="b" />
      </>,
    );
    expect(screen.getByTestId('a')).toHaveTextContent('Releasing');
    expect(screen.getByTestId('a')).toHaveAttribute('data-status', 'removing');
    expect(screen.getByTestId('a')).toHaveAttribute('data-transitional', 'true');
    expect(screen.getByTestId('b')).toHaveTextContent('Released');
    expect(screen.getByTestId('b')).not.toHaveAttribute('data-transitional');
  });
});

describe('action answers', () => {
  it('go into the cached detail and list rows at once, without refetching them', async () => {
    const { makeStore } = await import('@/app/store');
    const { instancesApi } = await import('@/features/instances/api');
    localStorage.setItem('token', 't-1');
    const store = makeStore({ listen: false });
    h.on('/instance/detail', ok(INSTANCE));
    h.on('/instance/query', ok({ list: [INSTANCE], total: 1, pageNum: 1, pageSize: 10 }));
    h.on('/instance/release', ok({ ...INSTANCE, status: 'removing' }));
    const detail = store.dispatch(instancesApi.endpoints.getInstance.initiate({ id: 'ins-0004' }));
    const rows = store.dispatch(instancesApi.endpoints.queryInstances.initiate({ pageNum: 1, pageSize: 10 }));
    await detail;
    await rows;
    await store.dispatch(instancesApi.endpoints.releaseInstance.initiate({ id: 'ins-0004' }));
    await new Promise((r) => setTimeout(r, 50));
    // The store's type names the tags of the shared api before any area added its own.
    const state = store.getState() as never;
    expect(instancesApi.endpoints.getInstance.select({ id: 'ins-0004' })(state).data?.data?.status).toBe('removing');
    expect(
      instancesApi.endpoints.queryInstances.select({ pageNum: 1, pageSize: 10 })(state).data?.data?.list[0].status,
    ).toBe('removing');
    expect(calls('/instance/detail')).toHaveLength(1);
    expect(calls('/instance/query')).toHaveLength(1);
    detail.unsubscribe();
    rows.unsubscribe();
  });
});
