// A confirmed action on a list's row (useConfirmAction with ConfirmDialog): the message is written about the target
// asked about (what is left, after a partial failure); the action runs on that target, the dialog closes when it
// succeeds, stays open with the refusal (the server's words, else the screen's) when it is refused, stays open on
// what is left when it partly fails, and Cancel clears the target and the refusal.
import '../support/jsdomGlobals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ConfirmDialog from '@/components/ConfirmDialog';
import { useConfirmAction, type ConfirmLeft } from '@/components/useConfirmAction';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

type Run = (names: string[]) => Promise<ConfirmLeft<string[]> | undefined | void>;

function Screen({ run }: { run: Run }) {
  const deletion = useConfirmAction(run, 'Could not delete');
  return (
    <>
      <button type="button" onClick={() => deletion.ask(['a', 'b'])}>
        Delete a and b
      </button>
      <ConfirmDialog
        {...deletion.dialog}
        destructive
        title="Delete entries"
        message={(names) => `Delete ${names.join(', ')}?`}
        confirmLabel="Delete"
      />
    </>
  );
}

function setup(run: Run) {
  render(<Screen run={run} />);
  const user = userEvent.setup({ delay: null });
  return { user, open: () => user.click(screen.getByRole('button', { name: 'Delete a and b' })) };
}

const dialog = () => screen.getByRole('dialog', { name: 'Delete entries' });
const confirm = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(within(dialog()).getByRole('button', { name: 'Delete' }));

it('runs on the target asked about and closes when the action succeeds', async () => {
  const run = jest.fn<ReturnType<Run>, Parameters<Run>>(() => Promise.resolve());
  const { user, open } = setup(run);
  await open();
  expect(within(dialog()).getByText('Delete a, b?')).toBeInTheDocument();
  await confirm(user);
  expect(run).toHaveBeenCalledWith(['a', 'b']);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it("stays open with the server's words, or the screen's own when the refusal has none", async () => {
  const run = jest
    .fn<ReturnType<Run>, Parameters<Run>>()
    .mockRejectedValueOnce({ code: 409, message: 'Folder a is not empty' })
    .mockRejectedValueOnce(new Error());
  const { user, open } = setup(run);
  await open();
  await confirm(user);
  expect(await within(dialog()).findByText('Folder a is not empty')).toBeInTheDocument();
  await confirm(user);
  expect(await within(dialog()).findByText('Could not delete')).toBeInTheDocument();
  expect(within(dialog()).queryByText('Folder a is not empty')).not.toBeInTheDocument();
});

it('stays open on what is left when the action partly fails, saying why', async () => {
  const run = jest.fn<ReturnType<Run>, Parameters<Run>>(() => Promise.resolve({ left: ['b'], error: 'b: locked' }));
  const { user, open } = setup(run);
  await open();
  await confirm(user);
  expect(await within(dialog()).findByText('b: locked')).toBeInTheDocument();
  expect(within(dialog()).getByText('Delete b?')).toBeInTheDocument();
});

it('clears the refusal when cancelled, so the next confirmation starts clean', async () => {
  const run = jest.fn<ReturnType<Run>, Parameters<Run>>().mockRejectedValueOnce({ message: 'Refused' });
  const { user, open } = setup(run);
  await open();
  await confirm(user);
  expect(await within(dialog()).findByText('Refused')).toBeInTheDocument();
  await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await open();
  expect(within(dialog()).queryByText('Refused')).not.toBeInTheDocument();
});
