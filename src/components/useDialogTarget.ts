// The target of a page's dialog (what it acts on). Opening renders the page again (its grid among the rest): as a
// transition, the press is painted first and the render may be interrupted; closing is immediate.
import { startTransition, useCallback, useState } from 'react';

export interface DialogTarget<T> {
  /** What the dialog acts on; null while it is closed. */
  target: T | null;
  /** Opens it on `target`, in a transition: the page that holds it renders again after the press is painted. */
  open(target: T): void;
  close(): void;
}

export function useDialogTarget<T>(): DialogTarget<T> {
  const [target, setTarget] = useState<T | null>(null);
  const open = useCallback((next: T) => startTransition(() => setTarget(next)), []);
  const close = useCallback(() => setTarget(null), []);
  return { target, open, close };
}
