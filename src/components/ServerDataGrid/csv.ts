// CSV of grid rows built from the grid's own column definitions (header names, valueGetter, valueFormatter),
// so the export reads like the screen. Cells that a spreadsheet would run as a formula are defused (OWASP
// "CSV injection"): user text such as `=HYPERLINK(...)` is kept as text.
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

const FORMULA_START = /^[=+\-@\t\r]/;
/** Numbers and phone numbers (`-12.5`, `+86 134 4388 9864`) cannot call a function or a cell: kept as they are. */
const NUMBER_LIKE = /^[+-]?[\d\s().-]+$/;

export function csvCell(value: unknown): string {
  let text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text) && !NUMBER_LIKE.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

type AnyFn = (...args: unknown[]) => unknown;

/** The text of one cell: valueGetter, then valueFormatter, as the grid would show it. */
export function cellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R): unknown {
  const raw = (row as Record<string, unknown>)[column.field];
  const getter = column.valueGetter as AnyFn | undefined;
  const value = getter ? getter(raw, row, column, null) : raw;
  const formatter = column.valueFormatter as AnyFn | undefined;
  return formatter ? formatter(value, row, column, null) : value;
}

export function rowsToCsv<R extends GridValidRowModel>(columns: readonly GridColDef<R>[], rows: readonly R[]): string {
  const exported = columns.filter((c) => !c.disableExport && c.field !== '__check__' && c.field !== 'actions');
  const lines = [exported.map((c) => csvCell(c.headerName ?? c.field)).join(',')];
  for (const row of rows) lines.push(exported.map((c) => csvCell(cellText(c, row))).join(','));
  return lines.join('\r\n');
}

/** Saves a CSV file; the byte-order mark lets spreadsheet programs read Chinese and Japanese text right. */
export function downloadCsv(fileName: string, csv: string): void {
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.csv') ? fileName : `${fileName}.csv`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
