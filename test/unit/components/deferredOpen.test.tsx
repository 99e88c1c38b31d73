// Opening a dialog or a menu answers the press first: once the press's own work is done the open state shows (the
// button's `aria-expanded`) without the surface, which comes in a later, deferred render; a page's dialog target
// opens in a transition (a dialog still loading keeps the page as it was, no fallback). A menu waits longer: until
// the frame of the press has been shown.
import '../support/jsdomGlobals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import ActionDialog from '@/components/ActionDialog';
import LanguageMenu from '@/components/LanguageMenu';
import { useDialogTarget } from '@/components/useDialogTarget';
import type { Instance } from '@/features/instances/api';
import InstanceActionsMenu from '@/features/instances/components/InstanceActionsMenu';
import i18n from '@/i18n';
import { initTexts } from '../support/renderHarness';

beforeAll(async () => {
  await initTexts();
  await i18n.loadNamespaces(['instances']);
});

/**
 * A press as the browser delivers it (no `act`: React schedules its work as it would in a page). Returns whether
 * `look()` held once the press's own synchronous work (the event, its sync render and the layout effects' renders)
 * was done, before any later task; then waits until `look()` holds.
 */
async function pressAndLook(button: HTMLElement, look: () => boolean) {
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    button.click();
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    const atPress = look();
    await waitFor(() => expect(look()).toBe(true));
    return atPress;
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
}

function DialogOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <ActionDialog title="Move entries" submitLabel="Move here" onClose={() => setOpen(false)} onSubmit={() => {}}>
          <p>Choose a folder</p>
        </ActionDialog>
      ) : null}
    </>
  );
}

it('a dialog: the press is answered before the dialog is rendered', async () => {
  render(<DialogOpener />);
  const button = screen.getByRole('button', { name: 'Open' });
  const dialogAtPress = await pressAndLook(button, () => Boolean(document.querySelector('[role="dialog"]')));
  expect(dialogAtPress).toBe(false);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('dialog', { name: 'Move entries' })).toHaveTextContent('Choose a folder');
});

const instance: Instance = { id: 'ins-1', name: 'train-a', type: 'interactive', status: 'running' };

/** An instance's row menu; returns its button. */
function renderRowMenu(): HTMLElement {
  render(
    <MemoryRouter>
      <InstanceActionsMenu instance={instance} allowed onAction={jest.fn()} />
    </MemoryRouter>,
  );
  return screen.getByTestId('instance-actions');
}

it('a row menu: the press is answered before the menu is rendered', async () => {
  const button = renderRowMenu();
  let expandedAtPress: string | null = null;
  const menuAtPress = await pressAndLook(button, () => {
    expandedAtPress ??= button.getAttribute('aria-expanded');
    return Boolean(document.querySelector('[role="menu"]'));
  });
  expect(menuAtPress).toBe(false);
  expect(expandedAtPress).toBe('true');
  expect(screen.getByRole('menu')).toHaveTextContent('Management panel');
});

it('a menu waits until the frame of the press has been shown: not there yet after a task, then open', async () => {
  const button = renderRowMenu();
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    button.click();
    // a task later a deferred render has run; the menu still waits for the frame of the press
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.querySelector('[role="menu"]')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(document.querySelector('[role="menu"]')).not.toBeNull());
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  }
});

it('a page’s dialog target opens in a transition: a dialog still loading leaves the page as it was', async () => {
  let loaded: (m: { default: () => React.JSX.Element }) => void = () => {};
  const SlowDialog = lazy(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        loaded = resolve;
      }),
  );
  function Page() {
    const dialog = useDialogTarget<string>();
    return (
      <>
        <button type="button" onClick={() => dialog.open('gpu-1')}>
          Settings
        </button>
        <Suspense fallback={<p>Loading the dialog</p>}>{dialog.target ? <SlowDialog /> : <p>Grid</p>}</Suspense>
      </>
    );
  }
  render(<Page />);
  fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
  // an urgent update would replace the page by the fallback while the dialog's code loads
  expect(screen.queryByText('Loading the dialog')).toBeNull();
  expect(screen.getByText('Grid')).toBeInTheDocument();
  await act(async () => {
    loaded({ default: () => <p role="dialog">GPU settings</p> });
  });
  expect(await screen.findByRole('dialog')).toHaveTextContent('GPU settings');
});

it('the language menu: a choice is answered before the menu closes, then it closes and the language changes', async () => {
  const before = i18n.language;
  const target = before === 'ja-JP' ? 'en-US' : 'ja-JP';
  render(<LanguageMenu testId="language-switcher" />);
  const button = screen.getByTestId('language-switcher');
  fireEvent.click(button);
  await waitFor(() => expect(document.querySelector(`[role="menuitem"][lang="${target}"]`)).not.toBeNull());
  expect(button).toHaveAttribute('aria-expanded', 'true');
  try {
    const item = document.querySelector<HTMLElement>(`[role="menuitem"][lang="${target}"]`)!;
    const closedAtPress = await pressAndLook(item, () => !button.hasAttribute('aria-expanded'));
    expect(closedAtPress).toBe(false);
    await waitFor(() => expect(document.querySelector('[role="menu"]')).toBeNull());
    await waitFor(() => expect(i18n.language).toBe(target));
  } finally {
    await act(async () => {
      await i18n.changeLanguage(before);
    });
  }
});
