// The grid's search box: Enter commits at once, a pause in typing commits once, and a text Enter already committed
// is not committed again when the pause ends (even while the URL has not caught up).
import '../support/jsdomGlobals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SearchBox } from '@/components/ServerDataGrid/ServerDataGrid';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function setup(value = '') {
  const onCommit = jest.fn();
  const view = render(<SearchBox value={value} placeholder="Search name" onCommit={onCommit} />);
  return { onCommit, box: screen.getByRole('searchbox', { name: 'Search name' }), view };
}

it('commits on Enter once, with no second commit after the pause', () => {
  const { onCommit, box } = setup();
  fireEvent.change(box, { target: { value: 'e2e_1' } });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect(onCommit).toHaveBeenCalledTimes(1);
  act(() => jest.advanceTimersByTime(2000));
  expect(onCommit).toHaveBeenCalledTimes(1);
  expect(onCommit).toHaveBeenCalledWith('e2e_1');
});

it('commits after a pause in typing', () => {
  const { onCommit, box } = setup();
  fireEvent.change(box, { target: { value: 'gpu' } });
  act(() => jest.advanceTimersByTime(400));
  expect(onCommit).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(200));
  expect(onCommit).toHaveBeenCalledWith('gpu');
});

it('takes a new value from the URL and commits later typing again', () => {
  const { onCommit, box, view } = setup('old');
  fireEvent.keyDown(box, { key: 'Enter' });
  view.rerender(<SearchBox value="" placeholder="Search name" onCommit={onCommit} />);
  expect(box).toHaveValue('');
  fireEvent.change(box, { target: { value: 'old' } });
  act(() => jest.advanceTimersByTime(600));
  expect(onCommit).toHaveBeenLastCalledWith('old');
  expect(onCommit).toHaveBeenCalledTimes(2);
});
