// The application centre: the catalogue as cards with search, category / access / enabled filters and pages
// (all kept in the URL), each card with its offer and an Enable button.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect from '@/components/FilterSelect';
import { formatMoney } from '@/components/format';
import { useGridUrlState } from '@/components/ServerDataGrid';
import StatusChip from '@/components/StatusChip';
import { useQueryApplicationsQuery, type AccessMethod, type Application, type ApplicationService } from '../api';
import { lowestPrice } from '../enable';
import { KNOWN_CATEGORIES, useAppLabels, type AppLabels } from '../labels';
import EnableDialog from './EnableDialog';
import SearchField from './SearchField';

const FILTER_KEYS = ['category', 'accessMethod', 'enabled'] as const;
const PAGE_SIZES = [12, 24, 48] as const;
const DEFAULT_SORT = { field: 'name', order: 'asc' } as const;

function AppCard({ app, labels, onEnable }: { app: Application; labels: AppLabels; onEnable(): void }) {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const low = lowestPrice(app);
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={`app-${app.id}-name`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="app-card"
      data-app-id={app.id}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main' }} aria-hidden>
            {app.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box sx={{ minWidth: 0, flexGrow: 1 }}>
            <Typography id={`app-${app.id}-name`} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
              {app.name}
            </Typography>
            {app.provider ? (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {t('apps:centre.provider', { provider: app.provider })}
              </Typography>
            ) : null}
          </Box>
          {app.enabled ? <StatusChip label={t('apps:centre.enabled')} tone="success" status="enabled" /> : null}
        </Stack>
        {app.description ? (
          <Typography color="text.secondary" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {app.description}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {app.category ? (
            <Chip size="small" color="primary" variant="outlined" label={labels.category(app.category)} />
          ) : null}
          {(app.accessMethods ?? []).map((m) => (
            <Chip key={m} size="small" label={labels.accessMethod[m]} />
          ))}
          {(app.resourceModes ?? []).map((m) => (
            <Chip key={m} size="small" label={labels.resourceMode[m]} />
          ))}
          {(app.tags ?? []).map((tag) => (
            <Chip key={`tag-${tag}`} size="small" variant="outlined" label={tag} />
          ))}
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'space-between', px: 2, pb: 2 }}>
        <Typography sx={{ fontWeight: 600, color: 'primary.main' }}>
          {low && typeof low.amount === 'number'
            ? t('apps:centre.from', {
                price: formatMoney(low.amount, i18n.language, low.currency),
                per: labels.per[low.billingMode],
              })
            : t('apps:centre.noPrice')}
        </Typography>
        <Button
          variant="contained"
          size="small"
          onClick={onEnable}
          aria-label={t('apps:centre.enableApp', { name: app.name })}
        >
          {t('apps:centre.enable')}
        </Button>
      </CardActions>
    </Card>
  );
}

export default function AppCentreTab({ onEnabled }: { onEnabled(service: ApplicationService | null): void }) {
  const { t } = useTranslation(['apps', 'common']);
  const labels = useAppLabels();
  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT, filterKeys: FILTER_KEYS, pageSizeOptions: PAGE_SIZES });
  const { filters } = grid.model;
  const request = useMemo(
    () => ({
      ...grid.request,
      accessMethod:
        filters.accessMethod === 'portal' || filters.accessMethod === 'nact'
          ? (filters.accessMethod as AccessMethod)
          : undefined,
      enabled: filters.enabled === 'true' ? true : filters.enabled === 'false' ? false : undefined,
    }),
    [grid.request, filters.accessMethod, filters.enabled],
  );
  const { data, isLoading, isFetching, isError, refetch } = useQueryApplicationsQuery(request);
  const [enabling, setEnabling] = useState<Application | null>(null);
  const page = data?.data;
  const apps = page?.list ?? [];
  const pages = page ? Math.max(1, Math.ceil(page.total / grid.model.pageSize)) : 1;

  return (
    <Box data-testid="app-centre">
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField
          value={grid.model.keyword}
          label={t('apps:centre.search')}
          onCommit={grid.setKeyword}
          testId="app-search"
        />
        <FilterSelect
          testId="app-category-filter"
          label={t('apps:centre.category')}
          allLabel={t('apps:centre.allCategories')}
          value={filters.category ?? ''}
          options={KNOWN_CATEGORIES.map((c) => ({ value: c, label: labels.categories[c] }))}
          onChange={(v) => grid.setFilter('category', v)}
        />
        <FilterSelect
          testId="app-access-filter"
          label={t('apps:columns.accessMethod')}
          allLabel={t('apps:centre.allAccess')}
          value={filters.accessMethod ?? ''}
          options={[
            { value: 'portal', label: labels.accessMethod.portal },
            { value: 'nact', label: labels.accessMethod.nact },
          ]}
          onChange={(v) => grid.setFilter('accessMethod', v)}
        />
        <FilterSelect
          testId="app-enabled-filter"
          label={t('apps:centre.state')}
          allLabel={t('apps:centre.allStates')}
          value={filters.enabled ?? ''}
          options={[
            { value: 'true', label: t('apps:centre.enabled') },
            { value: 'false', label: t('apps:centre.notEnabled') },
          ]}
          onChange={(v) => grid.setFilter('enabled', v)}
        />
      </Stack>
      <Box sx={{ minHeight: 4, mb: 1 }}>
        {isFetching && !isLoading ? <LinearProgress aria-label={t('common:states.loading')} /> : null}
      </Box>
      {isLoading ? (
        <LinearProgress aria-label={t('common:states.loading')} />
      ) : isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common:actions.retry')}
            </Button>
          }
        >
          {t('apps:centre.loadFailed')}
        </Alert>
      ) : apps.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t('apps:centre.empty')}</Typography>
        </Paper>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} role="status">
            {t('apps:centre.count', { total: page?.total ?? 0 })}
          </Typography>
          <Grid container spacing={2}>
            {apps.map((app) => (
              <Grid key={app.id} size={{ xs: 12, sm: 6, lg: 4 }}>
                <AppCard app={app} labels={labels} onEnable={() => setEnabling(app)} />
              </Grid>
            ))}
          </Grid>
          {pages > 1 ? (
            <Stack sx={{ mt: 2, alignItems: 'center' }}>
              <Pagination
                count={pages}
                page={Math.min(grid.model.pageNum, pages)}
                onChange={(_e, p) => grid.setPaginationModel({ page: p - 1, pageSize: grid.model.pageSize })}
                color="primary"
                aria-label={t('apps:centre.pages')}
              />
            </Stack>
          ) : null}
        </>
      )}
      {enabling ? (
        <EnableDialog
          app={enabling}
          onClose={() => setEnabling(null)}
          onEnabled={(service) => {
            setEnabling(null);
            onEnabled(service);
          }}
        />
      ) : null}
    </Box>
  );
}
