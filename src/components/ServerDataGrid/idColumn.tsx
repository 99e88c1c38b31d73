// A grid column of identifiers, each in monospace with its copy button (IdCell).
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import IdCell from '@/components/IdCell';

export function idColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
): GridColDef<R> {
  return {
    field,
    headerName,
    width,
    renderCell: ({ row }) => <IdCell text={row[field] as string | null | undefined} />,
  };
}
