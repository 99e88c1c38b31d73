// The detail drawer of one fetched record: open while an id is chosen, titled "loading" until the record of that
// id arrives (an earlier record's data is never shown under a new id), a refusal shown with a retry.
import { type ReactNode } from 'react';
import DetailDrawer, { type DetailDrawerProps } from './DetailDrawer';
import LoadFailed from './LoadFailed';
import PageLoading from './PageLoading';

/** What the drawer reads of an RTK Query result whose envelope carries the record. */
export interface RecordQuery<T> {
  data?: { data?: T | null };
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

export interface RecordDrawerProps<T extends { id: string }> extends Omit<
  DetailDrawerProps,
  'open' | 'title' | 'children'
> {
  /** The chosen record's id; null: the drawer is closed. */
  id: string | null;
  query: RecordQuery<T>;
  /** The heading: the record's, or (given null) the one shown while it loads. */
  title(record: T | null): ReactNode;
  failedText: string;
  children(record: T): ReactNode;
}

export default function RecordDrawer<T extends { id: string }>({
  id,
  query,
  title,
  failedText,
  children,
  padding = 2.5,
  ...drawer
}: RecordDrawerProps<T>) {
  const { data, isFetching, error, refetch } = query;
  const record = data?.data && data.data.id === id ? data.data : null;
  return (
    <DetailDrawer {...drawer} padding={padding} open={Boolean(id)} title={title(record)}>
      {error && !isFetching ? (
        <LoadFailed text={failedText} onRetry={() => void refetch()} />
      ) : !record ? (
        <PageLoading />
      ) : (
        children(record)
      )}
    </DetailDrawer>
  );
}
