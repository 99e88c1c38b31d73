// An instance's log as a server-paged grid (the audit and the operation logs): when, who, the tab's own columns,
// then the free-text detail; filterable, sorted by the server (newest first), exportable as CSV of the filter.
import Chip from '@mui/material/Chip';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import {
  ServerDataGrid,
  useFetchAllRows,
  useGridUrlState,
  type GridFilterSelect,
  type ListEndpoint,
} from '@/components/ServerDataGrid';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';

const DEFAULT_SORT = { field: 'time', order: 'desc' } as const;

/** What the grid reads of the log's list query. */
interface LogQuery<R> {
  data?: { data?: { list?: R[]; total?: number } | null };
  isFetching: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** A log entry: its id keys the row, its time sorts the log. */
interface LogRow extends GridValidRowModel {
  id: string;
  time: string;
}

export interface InstanceLogGridProps<R extends LogRow> {
  instanceId: string;
  /** The log's texts under `instances:<log>` (columns, gridLabel); also its grid's test id and export name. */
  log: 'audit' | 'operations';
  /** The log's list endpoint: the grid queries it, the export pages through it. */
  endpoint: ListEndpoint<never, R> & { useQuery(request: never): LogQuery<R> };
  /** The log's own columns, between the operator and the detail (a module function: it is memoised by `t`). */
  columns(t: TFunction): GridColDef<R>[];
  /** The free-text column last in the row. */
  detailField: keyof R & string;
  /** The log's filters (a module function too); their keys are the grid's filter parameters. */
  filters(t: TFunction): GridFilterSelect[];
}

/** A column of an outcome, as an outlined chip in the outcome's colour. */
export function outcomeColumn<R extends GridValidRowModel>(
  field: keyof R & string,
  headerName: string,
  width: number,
  outcome: (value: string | undefined) => { text: string; color: 'error' | 'info' | 'success' },
): GridColDef<R> {
  return {
    field,
    headerName,
    width,
    valueFormatter: (value: string | undefined) => outcome(value).text,
    renderCell: ({ value }) => {
      const { text, color } = outcome(value as string | undefined);
      return <Chip size="small" variant="outlined" color={color} label={text} />;
    },
  };
}

export default function InstanceLogGrid<R extends LogRow>({
  instanceId,
  log,
  endpoint,
  columns,
  detailField,
  filters,
}: InstanceLogGridProps<R>) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const filterSelects = useMemo(() => filters(t), [filters, t]);
  const filterKeys = useMemo(() => filterSelects.map((f) => f.key), [filterSelects]);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys });
  const request = useMemo(() => ({ ...grid.request, instanceId }), [grid.request, instanceId]);
  const { data, isFetching, error, refetch } = endpoint.useQuery(request as never);
  const fetchAllRows = useFetchAllRows(endpoint, request as never);

  const allColumns = useMemo<GridColDef<R>[]>(
    () => [
      {
        field: 'time',
        headerName: t(`instances:${log}.columns.time`),
        width: 180,
        valueFormatter: (value: string) => formatDateTime(value, i18n.language),
      },
      { field: 'operator', headerName: t(`instances:${log}.columns.operator`), width: 130 },
      ...columns(t),
      {
        field: detailField,
        headerName: t(`instances:${log}.columns.${detailField}`),
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueFormatter: (value: string | null | undefined) => value ?? '',
      },
    ],
    [t, i18n.language, log, columns, detailField],
  );

  return (
    <ServerDataGrid<LogRow>
      testId={`${log}-grid`}
      label={t(`instances:${log}.gridLabel`)}
      columns={allColumns as GridColDef<LogRow>[]}
      {...listGridProps(data?.data, isFetching, error, refetch)}
      state={grid}
      exportFileName={`${log}-${instanceId}`}
      fetchAllRows={fetchAllRows as never}
      filterSelects={filterSelects}
    />
  );
}
