// `/service-detail?id=`: one application service (getApplicationService): how it is reached and billed, its
// access URL to copy, its statistics, links to analytics and the API, and disabling it.
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CodeOutlined from '@mui/icons-material/CodeOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import CopyButton from '@/components/CopyButton';
import { formatDateTime, formatNumber } from '@/components/format';
import IdCell from '@/components/IdCell';
import Permitted from '@/components/Permitted';
import StatusChip from '@/components/StatusChip';
import { useAccess } from '@/features/session/public/access';
import { useGetApplicationQuery, useGetApplicationServiceQuery } from '../api';
import DetailShell from '../components/DetailShell';
import DisableServiceDialog from '../components/DisableServiceDialog';
import InfoList from '../components/InfoList';
import { detailState } from '../detailState';
import { STATUS_TONES, useAppLabels } from '../labels';
import { serviceLinks } from '../links';

export default function ServiceDetailPage() {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const labels = useAppLabels();
  const access = useAccess();
  const id = useSearchParams()[0].get('id');
  const query = useGetApplicationServiceQuery({ serviceId: id ?? '' }, { skip: !id });
  const service = query.data?.data;
  const application = useGetApplicationQuery({ appId: service?.appId ?? '' }, { skip: !service?.appId }).data?.data;
  const state = detailState(id, { isLoading: query.isLoading, error: query.error, hasData: Boolean(service) });
  const [disabling, setDisabling] = useState(false);
  const lang = i18n.language;

  const allowed = service ? access.can('release', { owner: service.enabledBy }) : false;
  const links = serviceLinks(id ?? '');

  return (
    <DetailShell
      routeKey="serviceDetail"
      state={state}
      onRetry={() => void query.refetch()}
      testId="service-detail"
      subtitle={service?.name}
      actions={
        service ? (
          <>
            <Button component={RouterLink} to={links.analytics} startIcon={<InsightsOutlined />}>
              {t('apps:actions.analytics')}
            </Button>
            <Button component={RouterLink} to={links.api} startIcon={<CodeOutlined />}>
              {t('apps:actions.api')}
            </Button>
            {service.status !== 'disabled' ? (
              <Permitted allowed={allowed}>
                <Button
                  color="error"
                  variant="outlined"
                  startIcon={<BlockOutlined />}
                  disabled={!allowed}
                  onClick={() => setDisabling(true)}
                >
                  {t('apps:actions.disable')}
                </Button>
              </Permitted>
            ) : null}
          </>
        ) : undefined
      }
    >
      {service ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('apps:detail.serviceInfo')}
            </Typography>
            <InfoList
              items={[
                {
                  label: t('apps:columns.id'),
                  value: <IdCell text={service.id} copyLabel={t('apps:copyId', { id: service.id })} />,
                  testId: 'service-id',
                },
                { label: t('apps:columns.name'), value: service.name },
                {
                  label: t('apps:detail.application'),
                  value: application ? `${application.name} (${service.appId})` : service.appId,
                  testId: 'service-application',
                },
                {
                  label: t('apps:columns.status'),
                  value: (
                    <StatusChip
                      label={labels.status[service.status] ?? service.status}
                      tone={STATUS_TONES[service.status] ?? 'default'}
                      status={service.status}
                    />
                  ),
                },
                { label: t('apps:columns.enabledBy'), value: service.enabledBy ?? '—' },
                {
                  label: t('apps:columns.accessMethod'),
                  value: service.accessMethod ? labels.accessMethod[service.accessMethod] : '—',
                },
                {
                  label: t('apps:columns.resourceMode'),
                  value: service.resourceMode ? labels.resourceMode[service.resourceMode] : '—',
                },
                {
                  label: t('apps:columns.billingMode'),
                  value: service.billingMode
                    ? [
                        labels.billingMode[service.billingMode],
                        service.payType ? labels.payType[service.payType] : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')
                    : '—',
                },
                { label: t('apps:columns.enabledAt'), value: formatDateTime(service.enabledAt, lang) },
                {
                  label: t('apps:columns.expiresAt'),
                  value: service.expiresAt ? formatDateTime(service.expiresAt, lang) : t('apps:noExpiry'),
                },
                {
                  label: t('apps:columns.accessUrl'),
                  testId: 'service-access-url',
                  value: service.accessUrl ? (
                    <>
                      <Link href={service.accessUrl} target="_blank" rel="noopener noreferrer">
                        {service.accessUrl}
                      </Link>{' '}
                      <CopyButton text={service.accessUrl} label={t('apps:copyUrl', { name: service.name })} />
                    </>
                  ) : service.accessMethod === 'nact' ? (
                    t('apps:viaNact')
                  ) : (
                    '—'
                  ),
                },
              ]}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
              {t('apps:columns.accessStats')}
            </Typography>
            <InfoList
              items={[
                {
                  label: t('apps:stats.total'),
                  value: formatNumber(service.accessStats?.totalCalls, lang),
                  testId: 'service-total-calls',
                },
                { label: t('apps:stats.last30'), value: formatNumber(service.accessStats?.last30DaysCalls, lang) },
                { label: t('apps:stats.lastAccess'), value: formatDateTime(service.accessStats?.lastAccessAt, lang) },
              ]}
            />
          </Paper>
        </Box>
      ) : null}
      <DisableServiceDialog service={disabling && service ? service : null} onClose={() => setDisabling(false)} />
    </DetailShell>
  );
}
