// Opening a dialog or a menu answers the press first: the open state reaches the screen at once (the button's
// ripple, `aria-expanded`), the surface itself (a dialog's fields, a menu's items, their transitions and the layout
// they force) is rendered after that frame is painted, in a deferred render the browser may interrupt to paint.
// Closing is deferred the same way (the surface leaves in the next render).
import { startTransition, useCallback, useDeferredValue, useState } from 'react';

/** `open` as a dialog or menu should show it: false on the first render, then the value, one render later. */
export function useDeferredOpen(open: boolean): boolean {
  return useDeferredValue(open, false);
}

export interface DialogTarget<T> {
  /** What the dialog acts on; null while it is closed. */
  target: T | null;
  /** Opens it on `target`, in a transition: the page that holds it renders again after the press is painted. */
  open(target: T): void;
  close(): void;
}

/**
 * The target of a page's dialog. Opening renders the page again (its grid among the rest): as a transition, the
 * press is painted first and the render may be interrupted; closing is immediate.
 */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [target, setTarget] = useState<T | null>(null);
  const open = useCallback((next: T) => startTransition(() => setTarget(next)), []);
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close };
}
