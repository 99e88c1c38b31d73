// The state of a confirmed action on one target (delete, revoke, unlink a row): which target waits for the user's
// confirmation, the action running, and its refusal. Confirming runs the action; when it succeeds the dialog closes,
// when it is refused the dialog stays open with the server's words (or the screen's fallback), and when it partly
// fails (a delete of several entries) the dialog stays open on what is left, saying why. Cancelling clears both.
// Spread `dialog` into a ConfirmDialog: its title and message may be written about the target (functions of it).
import { useCallback, useState } from 'react';
import { apiErrorText } from './form/apiErrorText';

/** What an action that partly failed leaves: the target still to act on, and why the rest failed. */
export interface ConfirmLeft<T> {
  left: T;
  error: string;
}

export interface ConfirmActionDialog<T> {
  open: boolean;
  /** What the action is about (null when nothing waits for confirmation). */
  target: T | null;
  pending: boolean;
  error: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * @param run the action on the confirmed target (the call, then what follows its success, e.g. a notice); it may
 *   come back with what is left when it partly failed.
 * @param failedText shown when the refusal carries no words of its own.
 */
export function useConfirmAction<T>(
  run: (target: T) => Promise<ConfirmLeft<T> | undefined | void>,
  failedText: string,
) {
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  /** Asks to confirm the action on `next` (a stable function, for memoised grid columns). */
  const ask = useCallback((next: T) => {
    setError(null);
    setTarget(next);
  }, []);
  const cancel = useCallback(() => {
    setTarget(null);
    setError(null);
  }, []);

  const confirm = async () => {
    if (target === null) return;
    setError(null);
    setPending(true);
    try {
      const outcome = await run(target);
      if (outcome) {
        setError(outcome.error);
        setTarget(outcome.left);
      } else setTarget(null);
    } catch (e) {
      setError(apiErrorText(e, failedText));
    } finally {
      setPending(false);
    }
  };

  const dialog: ConfirmActionDialog<T> = {
    open: target !== null,
    target,
    pending,
    error,
    onConfirm: () => void confirm(),
    onCancel: cancel,
  };
  return { target, ask, cancel, dialog };
}
