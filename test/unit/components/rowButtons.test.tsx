// A press on a button in a grid's row does the button's work only: the grid's cell focus stays where it was (moving
// it is a grid state change every row's cells re-evaluate) and no touch ripple is mounted (MUI mounts one on each
// button's first press). Keyboard focus keeps its ripple. Checked for every kind of button drawn in rows: RowAction,
// the instance row menu and the idle marker.
import '../support/jsdomGlobals';
import type { GridColDef } from '@mui/x-data-grid';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import RowAction from '@/components/RowAction';
import { IdleActions } from '@/features/compute/public/idle';
import type { Instance } from '@/features/instances/api';
import InstanceActionsMenu from '@/features/instances/components/InstanceActionsMenu';
import i18n from '@/i18n';
import { initTexts } from '../support/renderHarness';
import { TestGrid } from '../support/testGrid';

beforeAll(async () => {
  await initTexts();
  await i18n.loadNamespaces(['instances', 'usage']);
});

const instance: Instance = { id: 'ins-1', name: 'train-a', type: 'interactive', status: 'running' };
const onSplit = jest.fn();
beforeEach(() => onSplit.mockClear());
const COLUMNS: GridColDef<Instance>[] = [
  { field: 'name', headerName: 'Name' },
  {
    field: 'split',
    headerName: 'Split',
    renderCell: ({ row }) => (
      <RowAction label={`Split ${row.name}`} title="Split" icon={<svg />} allowed onClick={onSplit} />
    ),
  },
  {
    field: 'menu',
    headerName: 'Actions',
    renderCell: ({ row }) => <InstanceActionsMenu instance={row} allowed onAction={jest.fn()} />,
  },
  {
    field: 'idle',
    headerName: 'Idle',
    renderCell: ({ row }) => (
      <IdleActions name={row.name} actions={[{ key: 'history', label: 'History', onSelect: jest.fn() }]} />
    ),
  },
];

async function show() {
  render(
    <MemoryRouter>
      <Suspense fallback={<p>loading...</p>}>
        <TestGrid<Instance> columns={COLUMNS} rows={[instance]} />
      </Suspense>
    </MemoryRouter>,
  );
  await screen.findByRole('grid');
  return userEvent.setup({ delay: null });
}

/** The grid's focused cell: the one cell its keyboard focus state points at (tabindex 0), or none. */
const focusedCell = () => document.querySelector('.MuiDataGrid-cell[tabindex="0"]');
const cellOf = (el: HTMLElement) => el.closest('.MuiDataGrid-cell') as HTMLElement;

it.each([
  ['a row action', () => screen.getByRole('button', { name: 'Split train-a' })],
  ['the instance row menu', () => screen.getByTestId('instance-actions')],
  ['the idle marker', () => screen.getByTestId('idle-actions')],
])('%s: its press neither moves the grid’s cell focus nor mounts a touch ripple', async (_, button) => {
  const user = await show();
  // a press on a plain cell moves the grid's focus there (the grid's own behaviour, unchanged)
  await user.click(screen.getByRole('gridcell', { name: 'train-a' }));
  expect(focusedCell()).toHaveTextContent('train-a');
  const target = button();
  await user.click(target);
  expect(focusedCell()).toHaveTextContent('train-a');
  expect(focusedCell()).not.toBe(cellOf(target));
  // a press's ripple (not the pulsing focus ripple, which the test browser shows on any focus)
  expect(target.querySelector('.MuiTouchRipple-ripple:not(.MuiTouchRipple-ripplePulsate)')).toBeNull();
});

it('a row action still runs and the row menu still opens', async () => {
  const user = await show();
  const split = screen.getByRole('button', { name: 'Split train-a' });
  await user.click(split);
  expect(onSplit).toHaveBeenCalledTimes(1);
  // the instance row menu still opens its menu
  await user.click(screen.getByTestId('instance-actions'));
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(within(document.body).queryByRole('menu')).toBeNull();
});
