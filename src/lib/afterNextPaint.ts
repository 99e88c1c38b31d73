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
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  setTimeout(once, fallbackMs);
  if (typeof requestAnimationFrame === 'function')
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(once, 0)));
  return () => {
    done = true;
  };
}
