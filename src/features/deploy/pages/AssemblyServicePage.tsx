// /assembly-service, the deploy centre: the deployable services (image, GPU model and count, tools, price per
// hour and per billing mode), searchable and filterable in the URL; "Deploy" opens the wizard.
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import ListPage from '@/components/ListPage';
import { actionsColumn } from '@/components/ServerDataGrid/columns';
import { useListGrid } from '@/components/ServerDataGrid/useListGrid';
import { deployApi, useQueryDeployServicesQuery, type BillingMode, type DeployService } from '../api';
import { useStartDeploy } from '../wizard/useStartDeploy';

const FILTER_KEYS = ['category', 'gpuModel'] as const;
const DEFAULT_SORT = { field: 'name', order: 'asc' } as const;
/** Facets (categories, GPU models) are read from the first page of this size. */
const FACET_PAGE = { pageNum: 1, pageSize: 100 } as const;

const priceOf = (s: DeployService, mode: BillingMode) => s.prices?.find((p) => p.billingMode === mode);

export default function AssemblyServicePage() {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const list = useListGrid(useQueryDeployServicesQuery, deployApi.endpoints.queryDeployServices, {
    defaultSort: DEFAULT_SORT,
    filterKeys: FILTER_KEYS,
  });
  const { grid } = list;
  const facets = useQueryDeployServicesQuery(FACET_PAGE).data?.data?.list;
  const startDeploy = useStartDeploy();
  const lang = i18n.language;

  const options = (values: (string | undefined)[]) =>
    [...new Set(values.filter((v): v is string => Boolean(v)))].sort().map((v) => ({ value: v, label: v }));
  const categoryOptions = options([...(facets ?? []).map((s) => s.category), grid.model.filters.category]);
  const modelOptions = options([
    ...(facets ?? []).flatMap((s) => [s.gpuModel, ...(s.gpuModels ?? [])]),
    grid.model.filters.gpuModel,
  ]);

  const columns = useMemo<GridColDef<DeployService>[]>(() => {
    const money = (mode: BillingMode) => (_v: unknown, row: DeployService) => {
      const p = priceOf(row, mode);
      return p ? formatMoney(p.amount, lang, p.currency ?? 'CNY') : '—';
    };
    return [
      {
        field: 'name',
        headerName: t('deploy:centre.columns.name'),
        flex: 1.3,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={`/assembly-detail?id=${encodeURIComponent(row.id)}`}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {row.name}
          </Link>
        ),
      },
      {
        ...actionsColumn(t('deploy:centre.columns.actions'), 120),
        renderCell: ({ row }) => (
          <Button
            size="small"
            variant="contained"
            startIcon={<RocketLaunchOutlined />}
            aria-label={t('deploy:centre.deployOf', { name: row.name })}
            onClick={() => startDeploy(row.id)}
          >
            {t('deploy:centre.deploy')}
          </Button>
        ),
      },
      {
        field: 'id',
        headerName: t('deploy:centre.columns.id'),
        minWidth: 170,
        flex: 1,
        renderCell: ({ row }) => <IdCell noWrap text={row.id} copyLabel={t('deploy:centre.copyId', { id: row.id })} />,
      },
      { field: 'category', headerName: t('deploy:centre.columns.category'), width: 110 },
      { field: 'baseImage', headerName: t('deploy:centre.columns.image'), flex: 1.2, minWidth: 180 },
      {
        field: 'gpuModel',
        headerName: t('deploy:centre.columns.gpu'),
        minWidth: 190,
        flex: 1,
        valueGetter: (_v, row) => t('deploy:wizard.gpuSpec', { count: row.gpuCount ?? 1, model: row.gpuModel ?? '' }),
      },
      {
        field: 'tools',
        headerName: t('deploy:centre.columns.tools'),
        minWidth: 150,
        flex: 1,
        sortable: false,
        valueGetter: (_v, row) => (row.tools ?? []).map((tool) => tool.label ?? tool.name).join(', '),
      },
      {
        field: 'pricePerHour',
        headerName: t('deploy:centre.columns.pricePerHour'),
        width: 120,
        type: 'number',
        valueFormatter: (value: number | undefined) => formatMoney(value, lang),
      },
      {
        field: 'priceDaily',
        headerName: t('deploy:centre.columns.daily'),
        width: 120,
        sortable: false,
        valueGetter: money('daily'),
      },
      {
        field: 'priceMonthly',
        headerName: t('deploy:centre.columns.monthly'),
        width: 120,
        sortable: false,
        valueGetter: money('monthly'),
      },
      {
        field: 'priceAnnual',
        headerName: t('deploy:centre.columns.annual'),
        width: 130,
        sortable: false,
        valueGetter: money('annual'),
      },
    ];
  }, [t, lang, startDeploy]);

  return (
    <ListPage<DeployService>
      routeKey="assemblyService"
      subtitle={t('deploy:centre.subtitle')}
      testId="deploy-services-grid"
      label={t('deploy:centre.gridLabel')}
      columns={columns}
      {...list.gridProps}
      searchPlaceholder={t('deploy:centre.search')}
      exportFileName="deploy-services"
      filterSelects={[
        { key: 'category', allLabel: t('deploy:centre.allCategories'), options: categoryOptions },
        {
          key: 'gpuModel',
          testId: 'gpu-model-filter',
          label: t('deploy:wizard.gpuModel'),
          allLabel: t('deploy:centre.allModels'),
          options: modelOptions,
        },
      ]}
    />
  );
}
