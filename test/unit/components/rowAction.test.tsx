// A grid row's icon action (RowAction): named by what it does to what; a role that may not use it finds it disabled
// with the reason (and no tooltip of its own); disabled for another reason, its tooltip still says why; a link opens
// its address.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { InGridRows } from '@/components/inGridRows';
import RowAction from '@/components/RowAction';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

const Icon = () => <svg />;

function setup(props: Partial<Parameters<typeof RowAction>[0]> = {}) {
  const onClick = jest.fn();
  render(
    <MemoryRouter>
      <RowAction label="Delete disk-1" title="Delete" icon={<Icon />} onClick={onClick} {...props} />
    </MemoryRouter>,
  );
  return { onClick, user: userEvent.setup({ delay: null }) };
}

it('runs its action, named by what it does to what, with its tooltip on hover', async () => {
  const { onClick, user } = setup();
  const button = screen.getByRole('button', { name: 'Delete disk-1' });
  await user.hover(button);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Delete');
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});

it('is disabled with the no-permission reason for a role that may not use it', async () => {
  const { onClick, user } = setup({ allowed: false });
  const button = screen.getByRole('button', { name: 'Delete disk-1' });
  expect(button).toBeDisabled();
  expect(screen.getByTestId('no-permission')).toContainElement(button);
  await user.hover(screen.getByTestId('no-permission'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('No operation permission');
  expect(onClick).not.toHaveBeenCalled();
});

it('is enabled, without the no-permission wrapper, for a role that may use it', () => {
  setup({ allowed: true });
  expect(screen.getByRole('button', { name: 'Delete disk-1' })).toBeEnabled();
  expect(screen.queryByTestId('no-permission')).not.toBeInTheDocument();
});

it('keeps its tooltip when disabled for another reason than the role', async () => {
  const { user } = setup({ disabled: true, title: 'Detach it first' });
  const button = screen.getByRole('button', { name: 'Delete disk-1' });
  expect(button).toBeDisabled();
  await user.hover(button.parentElement as HTMLElement);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Detach it first');
});

it('opens its address when it is a link', () => {
  setup({ to: '/gpu-group-operate?id=g-1', onClick: undefined });
  expect(screen.getByRole('link', { name: 'Delete disk-1' })).toHaveAttribute('href', '/gpu-group-operate?id=g-1');
});

it('in the rows of the server grid shows the browser’s hint (a title) instead of a tooltip layer', async () => {
  const user = userEvent.setup({ delay: null });
  const onClick = jest.fn();
  render(
    <MemoryRouter>
      <InGridRows value>
        <RowAction label="Split gpu-1" title="Split" icon={<Icon />} allowed onClick={onClick} />
        <RowAction label="Detach disk-1" title="Detach it first" icon={<Icon />} disabled />
      </InGridRows>
    </MemoryRouter>,
  );
  const split = screen.getByRole('button', { name: 'Split gpu-1' });
  expect(split.parentElement).toHaveAttribute('title', 'Split');
  const detach = screen.getByRole('button', { name: 'Detach disk-1' });
  expect(detach).toBeDisabled();
  expect(detach.parentElement).toHaveAttribute('title', 'Detach it first');
  await user.hover(split);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(screen.queryByRole('tooltip')).toBeNull();
  await user.click(split);
  expect(onClick).toHaveBeenCalledTimes(1);
});
