// Opening a dialog or a menu answers the press first: the open state reaches the screen at once (the button's
// ripple, `aria-expanded`), the surface itself (a dialog's fields, a menu's items, their transitions and the layout
// they force) comes after. A dialog renders it in a deferred render right after that frame is painted; a menu waits
// until the frame has also been shown (afterNextPaint). Closing is at once for a menu, one render later for a dialog.
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import { afterNextPaint } from '@/lib/afterNextPaint';

/** `open` as a dialog should show it: false on the first render, then the value, one deferred render later. */
export function useDeferredOpen(open: boolean): boolean {
  return useDeferredValue(open, false);
}

/**
 * `open` as a menu should show it: false until the frame of the press has been painted and shown, then the value.
 * A menu's frame is the press's whole answer (the button pressed, `aria-expanded`): rendered right after the paint,
 * as a dialog is, the items delayed that frame on the screen by their own rendering (row menu at 4× CPU slowdown:
 * ~100 → ~60–70 ms to the next paint).
 */
export function useOpenAfterPaint(open: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => (open ? afterNextPaint(() => startTransition(() => setShown(true))) : setShown(false)), [open]);
  return open && shown;
}
