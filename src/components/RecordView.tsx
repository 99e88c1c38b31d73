// One fetched record by its id: a refusal with a retry, a spinner until the record of that id arrives (an earlier
// record's data is never shown under a new id), then the caller's view of it.
import { type ReactNode } from 'react';
import LoadFailed from './LoadFailed';
import PageLoading from './PageLoading';

/** What the view reads of an RTK Query result whose envelope carries the record. */
export interface RecordQuery<T> {
  data?: { data?: T | null };
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** The record of that id in the query's answer, or null while another record's answer (or none) is there. */
export function recordOf<T extends { id: string }>(query: RecordQuery<T>, id: string | null): T | null {
  const record = query.data?.data;
  return id && record && record.id === id ? record : null;
}

export interface RecordViewProps<T extends { id: string }> {
  id: string | null;
  query: RecordQuery<T>;
  /** The screen's words for a record that could not be read. */
  failedText: string;
  failedTestId?: string;
  children(record: T): ReactNode;
}

export default function RecordView<T extends { id: string }>({
  id,
  query,
  failedText,
  failedTestId,
  children,
}: RecordViewProps<T>) {
  const record = recordOf(query, id);
  if (query.error && !query.isFetching) {
    return <LoadFailed text={failedText} onRetry={() => void query.refetch()} testId={failedTestId} />;
  }
  return record ? children(record) : <PageLoading />;
}
