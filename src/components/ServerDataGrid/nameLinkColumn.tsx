// The name column of a grid whose rows each have a page: the row's name as a link to that page, wrapping
// anywhere so a long name without spaces stays inside its cell.
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';

/**
 * @param headerName the column's header.
 * @param to the address of a row's page.
 */
export function nameLinkColumn<R extends { name: string }>(
  headerName: string,
  to: (row: R) => string,
  minWidth = 180,
): GridColDef<R> {
  return {
    field: 'name',
    headerName,
    flex: 1,
    minWidth,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={to(row)} sx={{ overflowWrap: 'anywhere' }}>
        {row.name}
      </Link>
    ),
  };
}
