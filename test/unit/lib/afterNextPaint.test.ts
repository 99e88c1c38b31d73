// afterNextPaint waits until the next frame has been painted and shown: two animation frames, then a task; not one
// frame, not a task alone. A hidden page (no frames) runs it after the fallback; a cancel stops it.
import { afterNextPaint } from '@/lib/afterNextPaint';

beforeEach(() => jest.useFakeTimers());
// (a task set inside a fake timer's callback runs 1 ms later: the steps below advance by 1 ms for "a task")
afterEach(() => jest.useRealTimers());

it('runs after two animation frames and a task, not before', () => {
  const run = jest.fn();
  afterNextPaint(run);
  jest.advanceTimersByTime(1); // a task alone (where a deferred render would already run)
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersToNextFrame(); // the frame of the press is painted
  jest.advanceTimersByTime(1);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersToNextFrame(); // the next frame starts: the one before was handed on
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1000); // the fallback does not run it again
  expect(run).toHaveBeenCalledTimes(1);
});

it('runs after the fallback when no frame comes (a hidden page)', () => {
  const run = jest.fn();
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  try {
    afterNextPaint(run, 100);
    jest.advanceTimersByTime(99);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  } finally {
    frame.mockRestore();
  }
});

it('never runs once cancelled', () => {
  const run = jest.fn();
  const cancel = afterNextPaint(run);
  jest.advanceTimersToNextFrame();
  cancel();
  jest.advanceTimersToNextFrame();
  jest.advanceTimersByTime(1000);
  expect(run).not.toHaveBeenCalled();
});
