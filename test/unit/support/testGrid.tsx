// One small server grid for the component tests: ServerDataGrid on the URL state of the router it is rendered in,
// named "Rows", its row count the rows given, a Retry that does nothing. A test passes what it is about.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import {
  ServerDataGrid,
  useGridUrlState,
  type ServerDataGridOptions,
  type ServerDataGridProps,
} from '@/components/ServerDataGrid';

export interface TestRow {
  id: string;
  name: string;
}
export const NAME_COLUMN: GridColDef<TestRow>[] = [{ field: 'name', headerName: 'Name' }];

type TestGridProps<R extends GridValidRowModel> = Omit<
  ServerDataGridOptions<R>,
  'state' | 'label' | 'rowCount' | 'onRetry' | 'loading'
> & { loading?: boolean };

export function TestGrid<R extends GridValidRowModel & { id: string }>(props: TestGridProps<R>) {
  const state = useGridUrlState();
  const gridProps = {
    rowCount: props.rows?.length,
    loading: false,
    onRetry: () => undefined,
    label: 'Rows',
    ...props,
    state,
  } as ServerDataGridProps<R>;
  return <ServerDataGrid<R> {...gridProps} />;
}
