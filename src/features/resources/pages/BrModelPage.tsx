// /br-model: the organisation's models (name, ID, family, framework, parameter size, latest version), filtered
// by family in the URL; create one, upload a version, list its versions, delete it (confirmed).
import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect from '@/components/FilterSelect';
import { formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { resourcesApi, useQueryModelsQuery, type Model } from '../api';
import { CreateModelDialog } from '../components/CreateAssetDialog';
import { useAssetActions } from '../components/useAssetActions';
import { MODEL_FAMILIES } from '../schemas';

const FILTER_KEYS = ['family'] as const;
const DEFAULT_SORT = { field: 'createdAt', order: 'desc' } as const;

export default function BrModelPage() {
  const { t, i18n } = useTranslation(['resources', 'common']);
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS });
  const { data, isFetching, error, refetch } = useQueryModelsQuery(grid.request);
  const fetchAllRows = useFetchAllRows(resourcesApi.endpoints.queryModels, grid.request);
  const rows = data?.data?.list;
  const { actionsColumn, dialogs } = useAssetActions<Model>('model', rows);
  const [creating, setCreating] = useState(false);

  const family = grid.model.filters.family;
  // A family named in the URL but not in the usual list still shows as the chosen option.
  const familyOptions = [...new Set([...MODEL_FAMILIES, ...(family ? [family] : [])])].map((f) => ({
    value: f,
    label: f,
  }));

  const columns = useMemo<GridColDef<Model>[]>(
    () => [
      {
        field: 'name',
        headerName: t('resources:fields.name'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <span style={{ overflowWrap: 'anywhere' }}>{row.name}</span>,
      },
      {
        field: 'id',
        headerName: t('resources:columns.id'),
        width: 130,
        renderCell: ({ row }) => <IdCell text={row.id} copyLabel={t('resources:copyId', { name: row.name })} />,
      },
      { field: 'family', headerName: t('resources:models.columns.family'), width: 110 },
      { field: 'framework', headerName: t('resources:models.columns.framework'), width: 110 },
      { field: 'parameterSize', headerName: t('resources:models.columns.parameterSize'), width: 110 },
      { field: 'latestVersion', headerName: t('resources:columns.latestVersion'), width: 110 },
      { field: 'versionCount', headerName: t('resources:columns.versionCount'), width: 100, type: 'number' },
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
      routeKey="brModel"
      subtitle={t('resources:models.subtitle')}
      actions={
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setCreating(true)}
          data-testid="create-model"
        >
          {t('resources:models.create')}
        </Button>
      }
    >
      <ServerDataGrid<Model>
        testId="models-grid"
        label={t('resources:models.gridLabel')}
        columns={columns}
        rows={rows}
        rowCount={data?.data?.total}
        loading={isFetching}
        error={error}
        onRetry={() => void refetch()}
        rowHeight="auto"
        state={grid}
        searchPlaceholder={t('resources:models.search')}
        exportFileName="models"
        fetchAllRows={fetchAllRows}
        filters={
          <FilterSelect
            testId="family-filter"
            label={t('resources:models.columns.family')}
            allLabel={t('resources:filters.all')}
            value={family ?? ''}
            options={familyOptions}
            onChange={(v) => grid.setFilter('family', v)}
          />
        }
      />
      {creating ? <CreateModelDialog onClose={() => setCreating(false)} /> : null}
      {dialogs}
    </PageFrame>
  );
}
