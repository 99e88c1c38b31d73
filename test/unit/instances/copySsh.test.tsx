// The instance row menu copies the exact SSH command (user, host, port) of a running instance, says what it
// copies, and offers nothing to copy for an instance that is not up, a command the platform would not issue, or a person
// who may not act on the instance.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Instance } from '@/features/instances/api';
import InstanceActionsMenu from '@/features/instances/components/InstanceActionsMenu';
import i18n from '@/i18n';
import { initTexts } from '../support/renderHarness';

beforeAll(async () => {
  await initTexts();
  await i18n.loadNamespaces(['instances']);
});
afterEach(() => i18n.changeLanguage('en-US'));

const running: Instance = {
  id: 'ins-1',
  name: 'train-a',
  type: 'interactive',
  status: 'running',
  sshCommand: 'ssh -p 30022 root@ssh.aispace.dev',
};

async function openMenu(instance: Instance, allowed = true) {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <InstanceActionsMenu instance={instance} allowed={allowed} onAction={jest.fn()} />
    </MemoryRouter>,
  );
  await user.click(screen.getByTestId('instance-actions'));
  return { user, item: await screen.findByTestId('copy-ssh-command') };
}

it('copies exactly the SSH command of a running instance and shows it in the menu', async () => {
  const { user, item } = await openMenu(running);
  // user-event installs its clipboard stub at setup: spy on it from then on
  const writeText = jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  expect(item).toHaveTextContent('Copy SSH command');
  expect(item).toHaveTextContent('ssh -p 30022 root@ssh.aispace.dev');
  await user.click(item);
  expect(writeText).toHaveBeenCalledWith('ssh -p 30022 root@ssh.aispace.dev');
  writeText.mockRestore();
});

it.each([
  ['an archived instance', { ...running, status: 'archived' as const }, true],
  ['a command the platform does not issue', { ...running, sshCommand: 'ssh -p 22 root@h; curl evil' }, true],
  ['no command', { ...running, sshCommand: null }, true],
  ['a person who may not act on it', running, false],
])('offers nothing to copy for %s', async (_name, instance, allowed) => {
  const { item } = await openMenu(instance, allowed);
  expect(item).toHaveAttribute('aria-disabled', 'true');
  expect(item).not.toHaveTextContent('curl evil');
});

it('speaks the reader’s language', async () => {
  await i18n.changeLanguage('ja-JP');
  await i18n.loadNamespaces(['instances']);
  const { item } = await openMenu({ ...running, status: 'archived' });
  expect(item).toHaveTextContent('SSH コマンドをコピー');
  expect(item).toHaveTextContent('SSH はインスタンスの実行中に利用できます');
});
