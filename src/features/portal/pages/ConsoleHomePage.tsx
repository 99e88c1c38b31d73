// `/portal`: the console home. The organisation's home modules (/home-module) in their order: running
// instances, GPUs in use, this month's spend with a small chart, pending invitations, shortcuts, recent orders,
// my applications; figures from getConsoleOverview.
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime, formatMoney, formatNumber } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import {
  useGetConsoleOverviewQuery,
  useQueryApplicationServicesQuery,
  useQueryHomeModulesQuery,
  useQueryOrdersQuery,
  type ConsoleOverview,
  type HomeModuleKey,
} from '../api';
import IdleGpusCard from '../components/IdleGpusCard';
import ModuleCard, { Figure } from '../components/ModuleCard';
import SpendChart from '../components/SpendChart';
import { shownModules } from '../homeModules';

const REFRESH_MS = 60_000;
const LIST_SIZE = 5;

function Failed({ text, onRetry }: { text: string; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}

function RecentOrders() {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const { data, isLoading, isError, refetch } = useQueryOrdersQuery(
    { pageNum: 1, pageSize: LIST_SIZE, sortField: 'createdAt', sortOrder: 'desc' },
    { refetchOnMountOrArgChange: 30 },
  );
  if (isLoading) return <LinearProgress aria-label={t('common:states.loading')} />;
  if (isError) return <Failed text={t('portal:home.loadFailed')} onRetry={() => void refetch()} />;
  const orders = data?.data?.list ?? [];
  if (orders.length === 0) return <Typography color="text.secondary">{t('portal:home.orders.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {orders.map((o) => (
        <ListItem key={o.orderId} disableGutters divider>
          <ListItemText
            primary={o.serviceName || o.configuration || o.orderId}
            secondary={`${o.orderId} · ${formatDateTime(o.createdAt, i18n.language)}`}
            slotProps={{
              primary: { sx: { overflowWrap: 'anywhere' } },
              secondary: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
          <Typography sx={{ ml: 1, whiteSpace: 'nowrap' }}>
            {formatMoney(o.amount, i18n.language, o.currency)}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}

function MyApplications() {
  const { t } = useTranslation(['portal', 'common']);
  const { data, isLoading, isError, refetch } = useQueryApplicationServicesQuery(
    { pageNum: 1, pageSize: LIST_SIZE, status: 'active', sortField: 'enabledAt', sortOrder: 'desc' },
    { refetchOnMountOrArgChange: 30 },
  );
  if (isLoading) return <LinearProgress aria-label={t('common:states.loading')} />;
  if (isError) return <Failed text={t('portal:home.loadFailed')} onRetry={() => void refetch()} />;
  const services = data?.data?.list ?? [];
  if (services.length === 0)
    return <Typography color="text.secondary">{t('portal:home.applications.empty')}</Typography>;
  return (
    <List dense disablePadding>
      {services.map((s) => (
        <ListItem key={s.id} disableGutters divider>
          <ListItemText
            primary={
              <Link component={RouterLink} to={`/service-detail?id=${encodeURIComponent(s.id)}`}>
                {s.name}
              </Link>
            }
            secondary={s.accessUrl ?? s.id}
            slotProps={{
              primary: { sx: { overflowWrap: 'anywhere' } },
              secondary: { sx: { overflowWrap: 'anywhere' } },
            }}
          />
        </ListItem>
      ))}
    </List>
  );
}

const SHORTCUTS = [
  'assemblyService',
  'interactiveService',
  'gpu',
  'dedicatedComputing',
  'apps',
  'apiKey',
  'costOrder',
  'orgMember',
] as const;

function Shortcuts() {
  const { t } = useTranslation('common');
  const shortcuts: Record<(typeof SHORTCUTS)[number], { to: string; label: string }> = {
    assemblyService: { to: '/assembly-service', label: t('common:routes.assemblyService') },
    interactiveService: { to: '/interactive-service', label: t('common:routes.interactiveService') },
    gpu: { to: '/gpu', label: t('common:routes.gpu') },
    dedicatedComputing: { to: '/dedicated-computing', label: t('common:routes.dedicatedComputing') },
    apps: { to: '/apps', label: t('common:routes.apps') },
    apiKey: { to: '/api-key', label: t('common:routes.apiKey') },
    costOrder: { to: '/cost-order', label: t('common:routes.costOrder') },
    orgMember: { to: '/org-member', label: t('common:routes.orgMember') },
  };
  return (
    <Box
      component="ul"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1 }}
    >
      {SHORTCUTS.map((key) => (
        <li key={key}>
          <Button
            component={RouterLink}
            to={shortcuts[key].to}
            variant="outlined"
            fullWidth
            sx={{ justifyContent: 'flex-start' }}
          >
            {shortcuts[key].label}
          </Button>
        </li>
      ))}
    </Box>
  );
}

function ModuleView({ moduleKey, overview }: { moduleKey: HomeModuleKey; overview: ConsoleOverview }) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const lang = i18n.language;
  const currency = overview.currency ?? 'CNY';
  const gpusTotal = overview.gpusTotal ?? 0;
  const gpusInUse = overview.gpusInUse ?? 0;
  const views: Record<HomeModuleKey, () => ReactNode> = {
    runningInstances: () => (
      <ModuleCard
        moduleKey="runningInstances"
        title={t('portal:home.modules.runningInstances')}
        link={{ to: '/interactive-service', label: t('portal:home.links.instances') }}
      >
        <Figure
          value={formatNumber(overview.runningInstances, lang)}
          caption={t('portal:home.instances.ofTotal', { total: formatNumber(overview.totalInstances, lang) })}
          testId="home-running-instances"
        />
      </ModuleCard>
    ),
    gpusInUse: () => (
      <ModuleCard
        moduleKey="gpusInUse"
        title={t('portal:home.modules.gpusInUse')}
        link={{ to: '/gpu', label: t('portal:home.links.gpus') }}
      >
        <Figure
          value={formatNumber(overview.gpusInUse, lang)}
          caption={t('portal:home.gpus.ofTotal', { total: formatNumber(overview.gpusTotal, lang) })}
          testId="home-gpus-in-use"
        />
        <LinearProgress
          variant="determinate"
          value={gpusTotal ? Math.min(100, (gpusInUse / gpusTotal) * 100) : 0}
          aria-label={t('portal:home.gpus.usage')}
        />
      </ModuleCard>
    ),
    monthlySpend: () => (
      <ModuleCard
        moduleKey="monthlySpend"
        title={t('portal:home.modules.monthlySpend')}
        link={{ to: '/cost-bill', label: t('portal:home.links.bills') }}
      >
        <Figure value={formatMoney(overview.monthSpend, lang, currency)} testId="home-month-spend" />
        {overview.spendSeries?.length ? (
          <SpendChart series={overview.spendSeries} currency={currency} />
        ) : (
          <Typography color="text.secondary">{t('portal:home.spend.empty')}</Typography>
        )}
      </ModuleCard>
    ),
    pendingInvitations: () => (
      <ModuleCard
        moduleKey="pendingInvitations"
        title={t('portal:home.modules.pendingInvitations')}
        link={{ to: '/org-member?tab=invitations', label: t('portal:home.links.invitations') }}
      >
        <Figure
          value={formatNumber(overview.pendingInvitations, lang)}
          caption={t('portal:home.invitations.caption')}
          testId="home-pending-invitations"
        />
      </ModuleCard>
    ),
    shortcuts: () => (
      <ModuleCard moduleKey="shortcuts" title={t('portal:home.modules.shortcuts')}>
        <Shortcuts />
      </ModuleCard>
    ),
    recentOrders: () => (
      <ModuleCard
        moduleKey="recentOrders"
        title={t('portal:home.modules.recentOrders')}
        link={{ to: '/cost-order', label: t('portal:home.links.orders') }}
      >
        <RecentOrders />
      </ModuleCard>
    ),
    myApplications: () => (
      <ModuleCard
        moduleKey="myApplications"
        title={t('portal:home.modules.myApplications')}
        link={{ to: '/apps?tab=mine', label: t('portal:home.links.applications') }}
      >
        <MyApplications />
      </ModuleCard>
    ),
  };
  return <>{views[moduleKey]()}</>;
}

/** Figures take one column; lists and shortcuts take two. */
const WIDE: ReadonlySet<HomeModuleKey> = new Set(['monthlySpend', 'shortcuts', 'recentOrders', 'myApplications']);

export default function ConsoleHomePage() {
  const { t } = useTranslation(['portal', 'common']);
  const overview = useGetConsoleOverviewQuery(
    {},
    { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: 30 },
  );
  const modules = useQueryHomeModulesQuery({}, { refetchOnMountOrArgChange: 30 });

  let body: ReactNode;
  if (overview.isLoading || modules.isLoading) body = <PageLoading />;
  else if (overview.isError || modules.isError || !overview.data?.data)
    body = (
      <Failed
        text={t('portal:home.loadFailed')}
        onRetry={() => {
          void overview.refetch();
          void modules.refetch();
        }}
      />
    );
  else {
    const keys = shownModules(modules.data?.data?.modules);
    const data = overview.data.data;
    body =
      keys.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="home-no-modules">
          <Typography color="text.secondary">{t('portal:home.noModules')}</Typography>
          <Button component={RouterLink} to="/home-module" sx={{ mt: 1 }}>
            {t('portal:home.customise')}
          </Button>
        </Paper>
      ) : (
        <Grid container spacing={2} data-testid="home-modules-shown">
          {keys.map((key) => (
            <Fragment key={key}>
              <Grid size={{ xs: 12, sm: WIDE.has(key) ? 12 : 6, lg: WIDE.has(key) ? 6 : 3 }}>
                <ModuleView moduleKey={key} overview={data} />
              </Grid>
              {/* idle GPUs and their daily cost go with the GPUs in use */}
              {key === 'gpusInUse' ? (
                <Grid size={{ xs: 12, sm: 6, lg: 3 }}>
                  <IdleGpusCard />
                </Grid>
              ) : null}
            </Fragment>
          ))}
        </Grid>
      );
  }

  return (
    <PageFrame
      routeKey="portal"
      subtitle={t('portal:home.subtitle')}
      actions={
        <Button component={RouterLink} to="/home-module" startIcon={<TuneOutlined />}>
          {t('portal:home.customise')}
        </Button>
      }
    >
      {body}
    </PageFrame>
  );
}
