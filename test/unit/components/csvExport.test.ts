// CSV export of grid rows: columns as the grid shows them, quoting, and spreadsheet formulas defused.
import type { GridColDef } from '@mui/x-data-grid';
import { csvCell, rowsToCsv } from '@/components/ServerDataGrid/csv';

interface Row {
  id: string;
  name: string;
  gpus: number;
  status: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'id', headerName: 'ID' },
  { field: 'name', headerName: 'Name' },
  { field: 'gpus', headerName: 'GPUs', valueFormatter: (v: number) => `${v} × A100` },
  { field: 'status', headerName: 'Status', valueGetter: (v: string) => v.toUpperCase() },
  { field: 'actions', headerName: 'Actions' },
  { field: 'secret', headerName: 'Hidden', disableExport: true },
];

describe('rowsToCsv', () => {
  it('writes the header names and each cell through valueGetter and valueFormatter, skipping actions', () => {
    const csv = rowsToCsv(columns, [{ id: 'n-1', name: 'node one', gpus: 8, status: 'online' }]);
    expect(csv.split('\r\n')).toEqual(['ID,Name,GPUs,Status', 'n-1,node one,8 × A100,ONLINE']);
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('defuses text a spreadsheet would run as a formula, but keeps numbers and phone numbers', () => {
    expect(csvCell('+86 134 4388 9864')).toBe('+86 134 4388 9864');
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell('+A1+1')).toBe("'+A1+1");
    expect(csvCell('-2+cmd|calc')).toBe("'-2+cmd|calc");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.5')).toBe('-12.5');
    expect(csvCell(-3)).toBe('-3');
  });

  it('writes empty cells for null and undefined', () => {
    expect(rowsToCsv([{ field: 'x', headerName: 'X' }], [{ x: null }, {}] as never[])).toBe('X\r\n\r\n');
  });
});
