// The folder picker of "move": it browses folders from where the user is, refuses the folder being moved (and a
// move to where the entries already are), and names each entry the server could not move, with its reason.
import '../support/jsdomGlobals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DriveEntry } from '@/features/storage/api';
import MoveDialog from '@/features/storage/components/MoveDialog';
import i18n from '@/i18n';
import { installHarness, initTexts, ok, renderScreen, type Harness } from '../support/renderHarness';

jest.setTimeout(30_000);

const folder = (id: string, name: string, parentId: string | null, path: string): DriveEntry => ({
  id,
  name,
  kind: 'folder',
  parentId,
  path,
  sizeBytes: 0,
});
const data = folder('f-1', 'data', null, '/data');
const archive = folder('f-2', 'archive', null, '/archive');
const report: DriveEntry = { id: 'f-3', name: 'report.pdf', kind: 'file', parentId: null, path: '/report.pdf' };

let h: Harness;
beforeAll(async () => {
  h = installHarness();
  await initTexts();
  await i18n.loadNamespaces(['storage']);
});
beforeEach(() => {
  h.reset();
  h.on('/consume_user/query4id', ok({ userId: 'u-1001', username: 'demo', ugroupRefList: [] }));
  h.on('/cloud_drive/list', (body) =>
    body.folderId === 'f-2'
      ? ok({
          list: [],
          total: 0,
          pageNum: 1,
          pageSize: 100,
          folder: { id: 'f-2', name: 'archive', path: '/archive' },
          breadcrumbs: [
            { id: null, name: 'My drive' },
            { id: 'f-2', name: 'archive' },
          ],
        })
      : ok({
          list: [data, archive],
          total: 2,
          pageNum: 1,
          pageSize: 100,
          folder: { id: null, name: 'My drive', path: '/' },
          breadcrumbs: [{ id: null, name: 'My drive' }],
        }),
  );
});

function open(entries: DriveEntry[]) {
  const onClose = jest.fn();
  const onMoved = jest.fn();
  renderScreen(<MoveDialog entries={entries} startFolderId={null} onClose={onClose} onMoved={onMoved} />, {
    storage: { token: 't-1', userId: 'u-1001', accountAddr: 'ug-7f3a9c2e' },
  });
  return { user: userEvent.setup({ delay: null }), onClose, onMoved };
}

describe('move dialog', () => {
  it('asks only for folders, refuses the folder being moved and the place the entries already are in', async () => {
    const { user } = open([data, report]);
    const list = await screen.findByRole('list', { name: 'Subfolders' });
    expect(h.to('/cloud_drive/list')[0].body).toMatchObject({ kind: 'folder', pageSize: 100 });
    expect(within(list).getByRole('button', { name: 'data' })).toHaveAttribute('aria-disabled', 'true');
    // both are at the root already
    expect(screen.getByRole('button', { name: 'Move here' })).toBeDisabled();

    await user.click(within(list).getByRole('button', { name: 'archive' }));
    expect(await screen.findByText('This folder has no subfolders.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Destination folder path' })).toHaveTextContent('My drive/archive');
    expect(screen.getByRole('button', { name: 'Move here' })).toBeEnabled();
  });

  it('moves into the folder browsed to and names what the server refused', async () => {
    const { user, onMoved, onClose } = open([report, data]);
    h.on('/cloud_drive/move', ok({ succeeded: ['f-3'], failed: [{ id: 'f-1', reason: 'The name already exists' }] }));
    await user.click(
      within(await screen.findByRole('list', { name: 'Subfolders' })).getByRole('button', { name: 'archive' }),
    );
    await screen.findByText('This folder has no subfolders.');
    await user.click(screen.getByRole('button', { name: 'Move here' }));
    await waitFor(() => expect(h.to('/cloud_drive/move')).toHaveLength(1));
    expect(h.to('/cloud_drive/move')[0].body).toMatchObject({ ids: ['f-3', 'f-1'], targetFolderId: 'f-2' });
    expect(await screen.findByTestId('form-error')).toHaveTextContent('data: The name already exists');
    expect(onMoved).toHaveBeenCalledWith(['f-3']);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot move a file back into the folder it is in', async () => {
    open([report]);
    await screen.findByRole('list', { name: 'Subfolders' });
    expect(screen.getByRole('button', { name: 'Move here' })).toBeDisabled();
    expect(
      screen.getByText(
        'The items cannot be moved here: it is where they are, or one of them is this folder or above it.',
      ),
    ).toBeInTheDocument();
  });
});
