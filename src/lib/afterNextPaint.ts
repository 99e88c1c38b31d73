// Work that should wait until what is on screen now has been shown: a press's feedback first, then the heavy part.

/**
 * Runs `run` once the next frame has been painted and handed on to the screen: two animation frames (Chrome starts
 * a frame only after the one before it was submitted), then a task. Work started right after a paint (one
 * animation frame and a task, or a React deferred render) delayed that frame's presentation by its whole length
 * on a slow device, so the press that caused the frame still waited for the work. A hidden page paints no frames:
 * after `fallbackMs` it runs anyway. Returns a cancel (it then never runs).
 */
export function afterNextPaint(run: () => void, fallbackMs = 100): () => void {
  let done = false;
  let first = 0;
  let second = 0;
  let task: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    if (typeof cancelAnimationFrame === 'function') {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    }
    clearTimeout(task);
    clearTimeout(fallback);
  };
  const once = () => {
    if (done) return;
    cancel();
    run();
  };
  const fallback = setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame === 'function') {
    first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        task = setTimeout(once, 0);
      });
    });
  }
  return cancel;
}
