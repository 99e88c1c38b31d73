// /br-dataset: the organisation's datasets (name, ID, purpose, format, latest version, size), filtered by
// purpose in the URL; create one, upload a version, list its versions, delete it (confirmed).
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { formatBytes } from '@/components/format';
import { resourcesApi, useQueryDatasetsQuery, type Dataset } from '../api';
import AssetListPage from '../components/AssetListPage';
import { CreateDatasetDialog } from '../components/CreateAssetDialog';
import { purposeLabel } from '../labels';
import { DATASET_PURPOSES } from '../schemas';

const kindColumns = (t: TFunction): GridColDef<Dataset>[] => [
  {
    field: 'purpose',
    headerName: t('resources:datasets.columns.purpose'),
    width: 130,
    valueFormatter: (value: string) => purposeLabel(t, value),
  },
  { field: 'format', headerName: t('resources:datasets.columns.format'), width: 100 },
];

const sizeColumns = (t: TFunction, lang: string): GridColDef<Dataset>[] => [
  {
    field: 'sizeBytes',
    headerName: t('resources:columns.size'),
    width: 110,
    valueFormatter: (value: number | undefined) => formatBytes(value, lang),
  },
];

const filter = (t: TFunction) => ({
  label: t('resources:datasets.columns.purpose'),
  allLabel: t('resources:filters.all'),
  options: DATASET_PURPOSES.map((p) => ({ value: p, label: purposeLabel(t, p) })),
});

export default function BrDatasetPage() {
  return (
    <AssetListPage<Dataset>
      kind="dataset"
      routeKey="brDataset"
      useList={useQueryDatasetsQuery}
      endpoint={resourcesApi.endpoints.queryDatasets}
      filterKey="purpose"
      filter={filter}
      kindColumns={kindColumns}
      sizeColumns={sizeColumns}
      nameMinWidth={150}
      CreateDialog={CreateDatasetDialog}
    />
  );
}
