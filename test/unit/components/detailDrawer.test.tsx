// The shared detail panel and its load failure: the panel is a modal dialog named by its heading, closed by its
// button; a failed read says the screen's words as text and retries on request (not while a retry runs).
import '../support/jsdomGlobals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import DetailDrawer from '@/components/DetailDrawer';
import LoadFailed from '@/components/LoadFailed';
import { initTexts } from '../support/renderHarness';

beforeAll(() => initTexts());

it('is a modal dialog named by its heading, closed by its close button and by Escape', async () => {
  const onClose = jest.fn();
  render(
    <DetailDrawer open title="Node <b>gpu-07</b>" onClose={onClose} width={{ xs: '100%', md: 720 }} testId="node">
      <p>specs</p>
    </DetailDrawer>,
  );
  const panel = screen.getByRole('dialog', { name: 'Node <b>gpu-07</b>' });
  expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(panel).toHaveAttribute('data-testid', 'node');
  expect(within(panel).getByRole('heading', { level: 2 })).toHaveTextContent('Node <b>gpu-07</b>');
  expect(panel.querySelector('b')).toBeNull();
  expect(within(panel).getByText('specs')).toBeInTheDocument();
  await userEvent.setup({ delay: null }).click(within(panel).getByRole('button', { name: 'Close' }));
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.keyDown(panel, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('shows nothing when closed', () => {
  render(<DetailDrawer open={false} title="Order" onClose={() => {}} width={{ sm: 560 }} />);
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('says a failed read as text and retries on request, not while a retry runs', async () => {
  const onRetry = jest.fn();
  const { rerender } = render(<LoadFailed text={'<i>Node</i> could not be loaded'} onRetry={onRetry} />);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('<i>Node</i> could not be loaded');
  expect(alert.querySelector('i')).toBeNull();
  await userEvent.setup({ delay: null }).click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
  rerender(<LoadFailed text="Node could not be loaded" onRetry={onRetry} busy />);
  expect(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' })).toBeDisabled();
});
