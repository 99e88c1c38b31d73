// The shared pieces of a list page's rows: EditDeleteActions (edit and delete, one permission for both unless an
// action gives its own), useDeleteRow (the delete call, then its notice and what follows; a refusal keeps the
// dialog open) and useOpenParam (the row open in a drawer, kept in the URL; a drawer's own grid scope is cleared).
import '../support/jsdomGlobals';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import EditDeleteActions from '@/components/EditDeleteActions';
import { useOpenParam } from '@/components/ServerDataGrid/useOpenParam';
import { useDeleteRow } from '@/components/useDeleteRow';
import { notify } from '@/lib/notify';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

const user = () => userEvent.setup({ delay: null });

it('edits and asks to delete the row, each named by what it does to what', async () => {
  const onEdit = jest.fn();
  const onDelete = jest.fn();
  render(
    <EditDeleteActions
      allowed
      edit={{ title: 'Edit', label: 'Edit disk-1', onClick: onEdit }}
      remove={{ title: 'Delete', label: 'Delete disk-1', onClick: onDelete, testId: 'delete-disk' }}
    />,
  );
  await user().click(screen.getByRole('button', { name: 'Edit disk-1' }));
  await user().click(screen.getByRole('button', { name: 'Delete disk-1' }));
  expect(onEdit).toHaveBeenCalledTimes(1);
  expect(onDelete).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('delete-disk')).toHaveAccessibleName('Delete disk-1');
});

it('disables both for a role that may not use them, unless an action gives its own permission', () => {
  render(
    <MemoryRouter>
      <EditDeleteActions
        allowed={false}
        edit={{ title: 'Edit', label: 'Edit disk-1', to: '/disk?id=1', allowed: true }}
        remove={{ title: 'Delete', label: 'Delete disk-1', onClick: jest.fn() }}
      />
    </MemoryRouter>,
  );
  expect(screen.getByRole('link', { name: 'Edit disk-1' })).toHaveAttribute('href', '/disk?id=1');
  expect(screen.getByRole('button', { name: 'Delete disk-1' })).toBeDisabled();
});

type Disk = { id: string; name: string };

function DeleteScreen({ call, after }: { call: (d: Disk) => Promise<unknown>; after: (d: Disk) => void }) {
  const deletion = useDeleteRow(call, (d) => `Deleted ${d.name}`, 'Could not delete', after);
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ id: '1', name: 'disk-1' })}>
        Delete disk-1
      </button>
      <ConfirmDialog {...deletion.dialog} destructive title="Delete disk" message="Sure?" confirmLabel="Delete" />
    </>
  );
}

it('deletes the confirmed row, says so, then does what follows; a refusal keeps the dialog open', async () => {
  const success = jest.spyOn(notify, 'success').mockImplementation(() => undefined);
  const call = jest.fn<Promise<unknown>, [Disk]>().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce({});
  const after = jest.fn();
  render(<DeleteScreen call={call} after={after} />);
  const u = user();
  await u.click(screen.getByRole('button', { name: 'Delete disk-1' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete disk' });
  await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await within(dialog).findByText('Could not delete')).toBeInTheDocument();
  expect(success).not.toHaveBeenCalled();
  expect(after).not.toHaveBeenCalled();
  await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(call).toHaveBeenLastCalledWith({ id: '1', name: 'disk-1' });
  expect(success).toHaveBeenCalledWith('Deleted disk-1');
  expect(after).toHaveBeenCalledWith({ id: '1', name: 'disk-1' });
  success.mockRestore();
});

function DrawerScreen() {
  const [openId, open] = useOpenParam('group', 'm');
  const location = useLocation();
  return (
    <>
      <output>{`${openId ?? 'none'} ${location.search}`}</output>
      <button type="button" onClick={() => open('g2')}>
        Open g2
      </button>
      <button type="button" onClick={() => open(null)}>
        Close
      </button>
    </>
  );
}

it("keeps the open row in the URL and clears the drawer grid's scope", async () => {
  render(
    <MemoryRouter initialEntries={['/nsg?group=g1&mpage=3&status=up']}>
      <DrawerScreen />
    </MemoryRouter>,
  );
  expect(screen.getByRole('status')).toHaveTextContent('g1 ?group=g1&mpage=3&status=up');
  await user().click(screen.getByRole('button', { name: 'Open g2' }));
  expect(screen.getByRole('status')).toHaveTextContent('g2 ?group=g2&status=up');
  await user().click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.getByRole('status')).toHaveTextContent('none ?status=up');
});
