// A screen's frame (PageFrame): the route's title as the h1 with the add button beside it; an add button that opens
// a dialog gets the dialog from the frame, which opens it on the button and closes it when the dialog says so,
// so the screen keeps no open state of its own.
import '../support/jsdomGlobals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import PageFrame from '@/components/PageFrame';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

function CreateDialog({ onClose }: { onClose(): void }) {
  return (
    <div role="dialog" aria-label="Create key">
      <button type="button" onClick={onClose}>
        Cancel
      </button>
    </div>
  );
}

it('opens the add dialog on its button and closes it when the dialog asks to', async () => {
  const user = userEvent.setup({ delay: null });
  render(
    <MemoryRouter>
      <PageFrame routeKey="apiKey" add={{ label: 'Create', testId: 'create-key', dialog: CreateDialog }}>
        <p>the list</p>
      </PageFrame>
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('API keys');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByTestId('create-key'));
  expect(screen.getByRole('dialog', { name: 'Create key' })).toBeInTheDocument();
  expect(screen.getByText('the list')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByTestId('create-key'));
  expect(screen.getByRole('dialog', { name: 'Create key' })).toBeInTheDocument();
});

it('keeps a refused role from opening the add dialog: the button is disabled with the reason', () => {
  render(
    <MemoryRouter>
      <PageFrame
        routeKey="apiKey"
        add={{
          label: 'Create',
          testId: 'create-key',
          allowed: false,
          dialog: CreateDialog,
        }}
      >
        <p>the list</p>
      </PageFrame>
    </MemoryRouter>,
  );
  expect(screen.getByTestId('create-key')).toBeDisabled();
  expect(screen.getByTestId('no-permission')).toContainElement(screen.getByTestId('create-key'));
});
