// Deleting one row after the user's confirmation: the delete call, then a notice saying it is done (and what
// else follows, e.g. closing the row's drawer). A refusal keeps the dialog open with the server's words, or the
// screen's fallback. Spread `dialog` into a ConfirmDialog; `ask(row)` opens it.
import { notify } from '@/lib/notify';
import { useConfirmAction } from './useConfirmAction';

/**
 * @param call the delete request of the row (resolving when the server accepted it, rejecting when it refused).
 * @param doneText the notice once the row is deleted.
 * @param failedText shown when the refusal carries no words of its own.
 * @param after what follows a successful delete, after the notice.
 */
export function useDeleteRow<T>(
  call: (row: T) => Promise<unknown>,
  doneText: (row: T) => string,
  failedText: string,
  after?: (row: T) => void,
) {
  return useConfirmAction(async (row: T) => {
    await call(row);
    notify.success(doneText(row));
    after?.(row);
  }, failedText);
}
