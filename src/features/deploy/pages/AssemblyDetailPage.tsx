// /assembly-detail?id=: one deployable service (outside the console layout): what it runs, on which GPUs, its
// tools and prices, and "Deploy" into the wizard. No or an unknown id shows a not-found state.
import ArrowBack from '@mui/icons-material/ArrowBack';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatMoney } from '@/components/format';
import IdCell from '@/components/IdCell';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import { useGetDeployServiceQuery, type DeployService } from '../api';
import StateMessage from '../components/StateMessage';
import { BILLING_MODES, billingModeLabel, billingPeriodLabel, payTypeLabel } from '../labels';
import { gpuModelsOf, imagesOf } from '../wizard/choices';
import { useStartDeploy } from '../wizard/useStartDeploy';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary', fontWeight: 400 }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{children}</TableCell>
    </TableRow>
  );
}

function ServiceDetail({ service }: { service: DeployService }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const startDeploy = useStartDeploy();
  const chips = (items: string[]) => (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {items.map((x) => (
        <Chip key={x} size="small" label={x} sx={{ maxWidth: '100%' }} />
      ))}
    </Stack>
  );
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography
            variant="h2"
            component="h2"
            sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}
            data-testid="service-name"
          >
            {service.name}
          </Typography>
          <Button variant="contained" startIcon={<RocketLaunchOutlined />} onClick={() => startDeploy(service.id)}>
            {t('deploy:centre.deploy')}
          </Button>
        </Stack>
        {service.description ? (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {service.description}
          </Typography>
        ) : null}
        <Table size="small" aria-label={t('deploy:detail.facts')}>
          <TableBody>
            <Fact label={t('deploy:centre.columns.id')}>
              <IdCell text={service.id} copyLabel={t('deploy:centre.copyId', { id: service.id })} />
            </Fact>
            <Fact label={t('deploy:centre.columns.category')}>{service.category ?? '—'}</Fact>
            <Fact label={t('deploy:detail.images')}>{chips(imagesOf(service))}</Fact>
            <Fact label={t('deploy:detail.gpuModels')}>{chips(gpuModelsOf(service))}</Fact>
            <Fact label={t('deploy:detail.gpuCount')}>{service.gpuCount ?? 1}</Fact>
            <Fact label={t('deploy:centre.columns.tools')}>
              {chips((service.tools ?? []).map((tool) => tool.label ?? tool.name))}
            </Fact>
            <Fact label={t('deploy:centre.columns.pricePerHour')}>
              {formatMoney(service.pricePerHour, i18n.language)}
            </Fact>
            {service.tags?.length ? <Fact label={t('deploy:detail.tags')}>{chips(service.tags)}</Fact> : null}
          </TableBody>
        </Table>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h3" component="h2" gutterBottom>
          {t('deploy:detail.prices')}
        </Typography>
        <Table size="small" aria-label={t('deploy:detail.prices')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('deploy:wizard.billingMode')}</TableCell>
              <TableCell>{t('deploy:wizard.payType')}</TableCell>
              <TableCell align="right">{t('deploy:detail.price')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {BILLING_MODES.map((mode) => {
              const p = service.prices?.find((x) => x.billingMode === mode);
              return (
                <TableRow key={mode}>
                  <TableCell>{billingModeLabel(t, mode)}</TableCell>
                  <TableCell>{p?.payType ? payTypeLabel(t, p.payType) : '—'}</TableCell>
                  <TableCell align="right">
                    {p
                      ? `${formatMoney(p.amount, i18n.language, p.currency ?? 'CNY')} ${billingPeriodLabel(t, mode)}`
                      : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}

export default function AssemblyDetailPage() {
  const { t } = useTranslation(['deploy', 'common']);
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const query = useGetDeployServiceQuery({ serviceId: id }, { skip: !id });
  const service = query.currentData?.data ?? null;

  let body;
  if (!id) {
    body = (
      <StateMessage testId="service-not-chosen" link={{ label: t('deploy:wizard.toCentre'), to: '/assembly-service' }}>
        {t('deploy:detail.noId')}
      </StateMessage>
    );
  } else if (service) {
    body = <ServiceDetail service={service} />;
  } else if (query.error && !query.isFetching) {
    body = (
      <StateMessage
        severity="error"
        testId="service-not-found"
        action={{ label: t('common:actions.retry'), onClick: () => void query.refetch() }}
        link={{ label: t('deploy:wizard.toCentre'), to: '/assembly-service' }}
      >
        {apiErrorText(query.error, t('deploy:wizard.serviceMissing'))}
      </StateMessage>
    );
  } else {
    body = <PageLoading />;
  }

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="md" component="main">
        <PageFrame
          routeKey="assemblyDetail"
          before={
            <Button component={RouterLink} to="/assembly-service" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
              {t('deploy:wizard.toCentre')}
            </Button>
          }
        >
          {body}
        </PageFrame>
      </Container>
    </Box>
  );
}
