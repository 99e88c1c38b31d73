// Opening a dialog or a menu answers the press first: the open state reaches the screen at once (the button's
// ripple, `aria-expanded`), the surface itself (a dialog's fields, a menu's items, their transitions and the layout
// they force) is rendered after that frame is painted, in a deferred render the browser may interrupt to paint.
// A dialog closes the same way (its surface leaves in the next render); a menu closes at once (PopupMenu).
import { useDeferredValue } from 'react';

/** `open` as a dialog or menu should show it: false on the first render, then the value, one render later. */
export function useDeferredOpen(open: boolean): boolean {
  return useDeferredValue(open, false);
}
