// What the dataset and model screens share: the grid of the organisation's assets (name, ID, the kind's own
// columns, latest version, versions, description, creator, created), one select filter kept in the URL, the
// create button and dialog, and the row actions of useAssetActions.
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import {
  ServerDataGrid,
  useFetchAllRows,
  useGridUrlState,
  type GridFilterSelect,
  type ServerDataGridOptions,
  type GridUrlModel,
  type ListEndpoint,
  type ListRequest,
} from '@/components/ServerDataGrid';
import { dateTimeColumn } from '@/components/ServerDataGrid/columns';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import type { AssetKind } from './UploadVersionDialog';
import { useAssetActions, type AssetRow } from './useAssetActions';

const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

// Asset rows have an `id`, the grid's default row key (a generic row type does not show it to the grid's props).
const AssetGrid = ServerDataGrid as <R extends AssetRow>(props: ServerDataGridOptions<R>) => ReactNode;

const TEXTS = {
  dataset: (t: TFunction) => ({
    subtitle: t('resources:datasets.subtitle'),
    create: t('resources:datasets.create'),
    gridLabel: t('resources:datasets.gridLabel'),
    search: t('resources:datasets.search'),
  }),
  model: (t: TFunction) => ({
    subtitle: t('resources:models.subtitle'),
    create: t('resources:models.create'),
    gridLabel: t('resources:models.gridLabel'),
    search: t('resources:models.search'),
  }),
};

export interface AssetListPageProps<R extends AssetRow> {
  kind: AssetKind;
  routeKey: string;
  /** The list query of the kind. */
  useList(request: ListRequest): {
    data?: { data?: { list?: R[]; total?: number } | null };
    isFetching: boolean;
    error?: unknown;
    refetch(): unknown;
  };
  endpoint: ListEndpoint<ListRequest, R>;
  /** The URL key of the one select filter. */
  filterKey: string;
  filter(t: TFunction, model: GridUrlModel): Omit<GridFilterSelect, 'key'>;
  /** The kind's own columns, between the ID and the latest version. */
  kindColumns(t: TFunction, lang: string): GridColDef<R>[];
  /** Columns after the version count and before the description. */
  sizeColumns?(t: TFunction, lang: string): GridColDef<R>[];
  nameMinWidth: number;
  CreateDialog: ComponentType<{ onClose(): void }>;
}

export default function AssetListPage<R extends AssetRow>({
  kind,
  routeKey,
  useList,
  endpoint,
  filterKey,
  filter,
  kindColumns,
  sizeColumns,
  nameMinWidth,
  CreateDialog,
}: AssetListPageProps<R>) {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const filterKeys = useMemo(() => [filterKey], [filterKey]);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys });
  const { data, isFetching, error, refetch } = useList(grid.request);
  const fetchAllRows = useFetchAllRows(endpoint, grid.request);
  const rows = data?.data?.list;
  const { actionsColumn, dialogs } = useAssetActions<R>(kind, rows);
  const text = TEXTS[kind](t);

  const columns = useMemo<GridColDef<R>[]>(
    () => [
      {
        field: 'name',
        headerName: t('resources:fields.name'),
        flex: 1,
        minWidth: nameMinWidth,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>,
      },
      {
        field: 'id',
        headerName: t('resources:columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('resources:copyId', { name: row.name })} />,
      },
      ...kindColumns(t, i18n.language),
      { field: 'latestVersion', headerName: t('resources:columns.latestVersion'), width: 110 },
      { field: 'versionCount', headerName: t('resources:columns.versionCount'), width: 100, type: 'number' },
      ...(sizeColumns?.(t, i18n.language) ?? []),
      {
        field: 'description',
        headerName: t('resources:fields.description'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.description ?? ''}</span>,
      },
      { field: 'createdBy', headerName: t('resources:columns.createdBy'), width: 120 },
      dateTimeColumn('createdAt', t('resources:columns.createdAt'), i18n.language),
      actionsColumn,
    ],
    [t, i18n.language, actionsColumn, kindColumns, sizeColumns, nameMinWidth],
  );

  return (
    <PageFrame
      routeKey={routeKey}
      subtitle={text.subtitle}
      add={{ label: text.create, testId: `create-${kind}`, dialog: CreateDialog }}
    >
      <AssetGrid
        testId={`${kind}s-grid`}
        label={text.gridLabel}
        columns={columns}
        {...listGridProps(data?.data, isFetching, error, refetch)}
        rows={rows}
        rowHeight="auto"
        state={grid}
        searchPlaceholder={text.search}
        exportFileName={`${kind}s`}
        fetchAllRows={fetchAllRows}
        filterSelects={[{ key: filterKey, ...filter(t, grid.model) }]}
      />
      {dialogs}
    </PageFrame>
  );
}
