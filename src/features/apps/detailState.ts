// What a detail page's call means for the page: no id, loading, an unknown id, a failure, or data.
import type { ApiError } from '@/api/envelope';

export type DetailState = 'loading' | 'missing' | 'notFound' | 'error' | 'ready';

/** What a detail call's state means for the page: no id, an unknown id, a failure, or data. */
export function detailState(
  id: string | null,
  query: { isLoading: boolean; error?: unknown; hasData: boolean },
): DetailState {
  if (!id) return 'missing';
  if (query.isLoading) return 'loading';
  if (query.error) {
    const e = query.error as Partial<ApiError>;
    return e.kind === 'business' && (e.errorCode === 'NOT_FOUND' || e.errorCode === 'RECORD_NOT_FOUND')
      ? 'notFound'
      : 'error';
  }
  return query.hasData ? 'ready' : 'notFound';
}
