// A small table of a few records inside a panel or drawer (no paging, no sorting): a header row, a row per record,
// scrolling sideways on a narrow screen. The caller names it (a visible heading's id or a label of its own).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface SimpleColumn<R> {
  key: string;
  header: string;
  align?: 'right';
  /** The body cells' style (e.g. wrapping a long name). */
  sx?: SxProps<Theme>;
  cell(row: R): ReactNode;
}

export interface SimpleTableProps<R extends { id: string }> {
  rows: R[];
  columns: (SimpleColumn<R> | false | null | undefined)[];
  labelledBy?: string;
  label?: string;
  testId?: string;
  rowTestId?: string;
  sx?: SxProps<Theme>;
}

export default function SimpleTable<R extends { id: string }>({
  rows,
  columns,
  labelledBy,
  label,
  testId,
  rowTestId,
  sx,
}: SimpleTableProps<R>) {
  const shown = columns.filter((c): c is SimpleColumn<R> => Boolean(c));
  return (
    <Box sx={[{ overflowX: 'auto' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Table size="small" aria-labelledby={labelledBy} aria-label={label} data-testid={testId}>
        <TableHead>
          <TableRow>
            {shown.map((c) => (
              <TableCell key={c.key} align={c.align}>
                {c.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} data-testid={rowTestId}>
              {shown.map((c) => (
                <TableCell key={c.key} align={c.align} sx={c.sx}>
                  {c.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
