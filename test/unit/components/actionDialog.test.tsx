// The one action dialog chrome (ActionDialog, and ConfirmDialog built on it): nothing closes it while its action
// runs, a refusal is shown as text and never as markup, and the focus lands where the dialog says on open.
import '../support/jsdomGlobals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import ActionDialog, { type ActionDialogProps } from '@/components/ActionDialog';
import ConfirmDialog from '@/components/ConfirmDialog';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

function setup(props: Partial<ActionDialogProps> = {}) {
  const onClose = jest.fn();
  const onSubmit = jest.fn();
  const utils = render(
    <ActionDialog title="Move entries" submitLabel="Move here" onClose={onClose} onSubmit={onSubmit} {...props}>
      <p>Choose a folder</p>
    </ActionDialog>,
  );
  return {
    ...utils,
    onClose,
    onSubmit,
    user: userEvent.setup({ delay: null }),
    dialog: screen.getByRole('dialog', { name: 'Move entries' }),
  };
}

const backdrop = () => {
  const element = document.querySelector('.MuiBackdrop-root');
  if (!element) throw new Error('no backdrop');
  return element;
};

describe('while the action runs', () => {
  it('cannot be closed by Escape, the backdrop or Cancel, and the buttons wait', async () => {
    const { user, onClose, onSubmit, dialog } = setup({ pending: true });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const move = within(dialog).getByRole('button', { name: 'Move here' });
    expect(cancel).toBeDisabled();
    expect(move).toBeDisabled();
    expect(within(move).getByRole('progressbar')).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await user.click(backdrop());
    // disabled buttons take no pointer: a click cannot reach them
    fireEvent.click(cancel);
    fireEvent.click(move);
    expect(onClose).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('closes by Escape, the backdrop and Cancel once it is over', async () => {
    const { user, onClose, onSubmit, rerender, dialog } = setup({ pending: true });
    rerender(
      <ActionDialog title="Move entries" submitLabel="Move here" onClose={onClose} onSubmit={onSubmit}>
        <p>Choose a folder</p>
      </ActionDialog>,
    );
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await user.click(backdrop());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(3);
    await user.click(within(dialog).getByRole('button', { name: 'Move here' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('leaves the spinner out when the content shows the progress itself', () => {
    const { dialog } = setup({ pending: true, progressInContent: true });
    expect(within(dialog).getByRole('button', { name: 'Move here' })).toBeDisabled();
    expect(within(dialog).queryByRole('progressbar')).toBeNull();
  });

  it('keeps a result on a click outside when asked, and Escape still closes it', async () => {
    const { user, onClose, dialog } = setup({ keepOnBackdrop: true });
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the refusal', () => {
  it('is shown as text above the buttons, never as markup', () => {
    const refusal = '<img src="x" data-testid="injected" onerror="window.hacked=1"><b>Target is full</b>';
    const { dialog } = setup({ error: refusal });
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent(refusal);
    expect(within(dialog).queryByTestId('injected')).toBeNull();
    expect(dialog.querySelector('img, b')).toBeNull();
    // above the buttons, under the content
    const content = within(dialog).getByText('Choose a folder');
    expect(content.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      alert.compareDocumentPosition(within(dialog).getByRole('button', { name: 'Cancel' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('takes no room when there is none', () => {
    const { dialog } = setup({ error: null });
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('is text in a confirmation too', () => {
    render(
      <ConfirmDialog
        open
        title="Remove node"
        message="node-1 leaves the group"
        error={'<i data-testid="injected">refused</i>'}
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Remove node' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('<i data-testid="injected">refused</i>');
    expect(within(dialog).queryByTestId('injected')).toBeNull();
  });
});

describe('focus on open', () => {
  it('stays in the dialog, off the action, unless the dialog asks for it', async () => {
    const { dialog } = setup();
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Move here' })).not.toHaveFocus();
  });

  it('lands on the action when the dialog asks for it', async () => {
    const { dialog } = setup({ focusSubmit: true });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Move here' })).toHaveFocus());
  });

  it('goes to a field of the content that asks for it', async () => {
    render(
      <ActionDialog title="Reset" submitLabel="Reset" onClose={() => {}} onSubmit={() => {}}>
        <input aria-label="Phrase" autoFocus />
      </ActionDialog>,
    );
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Phrase' })).toHaveFocus());
  });

  it('is on confirm in a confirmation, and not when the action is destructive', async () => {
    const { unmount } = render(
      <ConfirmDialog open title="Resend" message="Send it again?" onConfirm={() => {}} onCancel={() => {}} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus());
    unmount();
    render(
      <ConfirmDialog
        open
        destructive
        title="Delete"
        message="Delete it?"
        confirmLabel="Delete"
        onConfirm={() => {}}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    expect(within(dialog).getByRole('button', { name: 'Delete' })).not.toHaveFocus();
    expect(dialog).toHaveAccessibleDescription('Delete it?');
  });
});

describe('inside a form of the caller', () => {
  it('submits that form with the action button and with Enter', async () => {
    const sent = jest.fn();
    function Named() {
      const [name, setName] = useState('');
      return (
        <ActionDialog
          title="Rename"
          submitLabel="Save"
          onClose={() => {}}
          wrapBody={(body) => (
            <form
              onSubmit={(e) => {
                e.preventDefault();
                sent(name);
              }}
            >
              {body}
            </form>
          )}
        >
          <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
        </ActionDialog>
      );
    }
    render(<Named />);
    const user = userEvent.setup({ delay: null });
    const dialog = screen.getByRole('dialog', { name: 'Rename' });
    expect(dialog.querySelector('form h2')).toHaveTextContent('Rename');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'models{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(sent.mock.calls).toEqual([['models'], ['models']]);
  });
});
