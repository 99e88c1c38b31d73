// Column definitions several grids share, decided once: a date-time column and the row actions column.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { formatDateTime } from '@/components/format';

/** A date-time column, shown (and exported) in the user's language. */
export function dateTimeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  lang: string,
  width = 170,
): GridColDef<R> {
  return { field, headerName, width, valueFormatter: (value: string | undefined) => formatDateTime(value, lang) };
}

/** The row actions column (spread it and add `renderCell`): buttons only, so neither sorted nor exported. */
export function actionsColumn(headerName: string, width: number) {
  return { field: 'actions', headerName, width, sortable: false, disableExport: true } as const;
}
