// /br-dataset: the organisation's datasets (name, ID, purpose, format, latest version, size), filtered by
// purpose in the URL; create one, upload a version, list its versions, delete it (confirmed).
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect from '@/components/FilterSelect';
import { formatBytes, formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { resourcesApi, useQueryDatasetsQuery, type Dataset } from '../api';
import { CreateDatasetDialog } from '../components/CreateAssetDialog';
import { useAssetActions } from '../components/useAssetActions';
import { purposeLabel } from '../labels';
import { DATASET_PURPOSES } from '../schemas';

const FILTER_KEYS = ['purpose'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function BrDatasetPage() {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryDatasetsQuery(grid.request);
  const fetchAllRows = useFetchAllRows(resourcesApi.endpoints.queryDatasets, grid.request);
  const rows = data?.data?.list;
  const { actionsColumn, dialogs } = useAssetActions<Dataset>('dataset', rows);
  const [creating, setCreating] = useState(false);

  const columns = useMemo<GridColDef<Dataset>[]>(
    () => [
      {
        field: 'name',
        headerName: t('resources:fields.name'),
        flex: 1,
        minWidth: 150,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>,
      },
      {
        field: 'id',
        headerName: t('resources:columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('resources:copyId', { name: row.name })} />,
      },
      {
        field: 'purpose',
        headerName: t('resources:datasets.columns.purpose'),
        width: 130,
        valueFormatter: (value: string) => purposeLabel(t, value),
      },
      { field: 'format', headerName: t('resources:datasets.columns.format'), width: 100 },
      { field: 'latestVersion', headerName: t('resources:columns.latestVersion'), width: 110 },
      { field: 'versionCount', headerName: t('resources:columns.versionCount'), width: 100, type: 'number' },
      {
        field: 'sizeBytes',
        headerName: t('resources:columns.size'),
        width: 110,
        valueFormatter: (value: number | undefined) => formatBytes(value, i18n.language),
      },
      {
        field: 'description',
        headerName: t('resources:fields.description'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.description ?? ''}</span>,
      },
      { field: 'createdBy', headerName: t('resources:columns.createdBy'), width: 120 },
      {
        field: 'createdAt',
        headerName: t('resources:columns.createdAt'),
        width: 170,
        valueFormatter: (value: string | undefined) => formatDateTime(value, i18n.language),
      },
      actionsColumn,
    ],
    [t, i18n.language, actionsColumn],
  );

  return (
    <PageFrame
      routeKey="brDataset"
      subtitle={t('resources:datasets.subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setCreating(true)}
          data-testid="create-dataset"
        >
          {t('resources:datasets.create')}
        </Button>
      }
    >
      <ServerDataGrid<Dataset>
        testId="datasets-grid"
        label={t('resources:datasets.gridLabel')}
        columns={columns}
        rows={rows}
        rowCount={data?.data?.total}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        rowHeight="auto"
        state={grid}
        searchPlaceholder={t('resources:datasets.search')}
        exportFileName="datasets"
        fetchAllRows={fetchAllRows}
        filters={
          <FilterSelect
            testId="purpose-filter"
            label={t('resources:datasets.columns.purpose')}
            allLabel={t('resources:filters.all')}
            value={grid.model.filters.purpose ?? ''}
            options={DATASET_PURPOSES.map((p) => ({ value: p, label: purposeLabel(t, p) }))}
            onChange={(v) => grid.setFilter('purpose', v)}
          />
        }
      />
      {creating ? <CreateDatasetDialog onClose={() => setCreating(false)} /> : null}
      {dialogs}
    </PageFrame>
  );
}
