// /br-model: the organisation's models (name, ID, family, framework, parameter size, latest version), filtered
// by family in the URL; create one, upload a version, list its versions, delete it (confirmed).
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import type { GridUrlModel } from '@/components/ServerDataGrid';
import { resourcesApi, useQueryModelsQuery, type Model } from '../api';
import AssetListPage from '../components/AssetListPage';
import { CreateModelDialog } from '../components/CreateAssetDialog';
import { MODEL_FAMILIES } from '../schemas';

const kindColumns = (t: TFunction): GridColDef<Model>[] => [
  { field: 'family', headerName: t('resources:models.columns.family'), width: 110 },
  { field: 'framework', headerName: t('resources:models.columns.framework'), width: 110 },
  { field: 'parameterSize', headerName: t('resources:models.columns.parameterSize'), width: 110 },
];

const filter = (t: TFunction, model: GridUrlModel) => {
  const family = model.filters.family;
  return {
    label: t('resources:models.columns.family'),
    allLabel: t('resources:filters.all'),
    // A family named in the URL but not in the usual list still shows as the chosen option.
    options: [...new Set([...MODEL_FAMILIES, ...(family ? [family] : [])])].map((f) => ({ value: f, label: f })),
  };
};

export default function BrModelPage() {
  return (
    <AssetListPage<Model>
      kind="model"
      routeKey="brModel"
      useList={useQueryModelsQuery}
      endpoint={resourcesApi.endpoints.queryModels}
      filterKey="family"
      filter={filter}
      kindColumns={kindColumns}
      nameMinWidth={160}
      CreateDialog={CreateModelDialog}
    />
  );
}
