// After a call that deletes several entries (drive entries, a bucket's objects) answered which went and which
// failed: says how many went, drops them from the selection, and leaves the failed ones, with each one's reason,
// for the confirmation to show (useConfirmAction).
import type { ConfirmLeft } from '@/components/useConfirmAction';
import { notify } from '@/lib/notify';
import { describeFailures } from './paths';

export interface DeletionAnswer {
  succeeded?: string[];
  failed?: { id: string; reason?: string }[];
}

export interface DeletionTexts {
  /** The notice for `count` entries deleted. */
  deleted(count: number): string;
  /** A failure's reason when the server gives none. */
  fallback: string;
}

export function settleDeletion<E>(
  answer: DeletionAnswer | null | undefined,
  entries: E[],
  entry: { id(e: E): string; name(e: E): string },
  texts: DeletionTexts,
  unselect: (ids: string[]) => void,
): ConfirmLeft<E[]> | undefined {
  const done = answer?.succeeded ?? [];
  const failed = answer?.failed ?? [];
  if (done.length) notify.success(texts.deleted(done.length));
  unselect(done);
  if (!failed.length) return undefined;
  const names = new Map(entries.map((e) => [entry.id(e), entry.name(e)]));
  return {
    left: entries.filter((e) => !done.includes(entry.id(e))),
    error: describeFailures(failed, (id) => names.get(id), texts.fallback),
  };
}
