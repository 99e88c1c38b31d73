// A dialog's send and its refusal: `attempt(failedText, send)` clears the last refusal, runs the send (the call,
// then what success does: a message, closing), and on a throw keeps the dialog open with the refusal as text (the
// server's message, or failedText when it has none).
import { useCallback, useState } from 'react';
import { apiErrorText } from './apiErrorText';

export function useRefusal() {
  const [error, setError] = useState<string | null>(null);
  const attempt = useCallback(async (failedText: string, send: () => Promise<unknown>): Promise<void> => {
    setError(null);
    try {
      await send();
    } catch (e) {
      setError(apiErrorText(e, failedText));
    }
  }, []);
  return { error, attempt };
}
