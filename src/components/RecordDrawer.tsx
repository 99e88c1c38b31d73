// The detail drawer of one fetched record: open while an id is chosen, titled "loading" until the record of that
// id arrives, a refusal shown with a retry (RecordView).
import { type ReactNode } from 'react';
import DetailDrawer, { type DetailDrawerProps } from './DetailDrawer';
import RecordView, { recordOf, type RecordQuery } from './RecordView';

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
  return (
    <DetailDrawer {...drawer} padding={padding} open={Boolean(id)} title={title(recordOf(query, id))}>
      <RecordView id={id} query={query} failedText={failedText}>
        {children}
      </RecordView>
    </DetailDrawer>
  );
}
