// The organisation's quotas and what it uses now (GPUs, instances, storage), from getOrganisationQuota: one bar per
// resource. docs/product-rules.md#cost-and-quota-preflight
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import { useGetOrganisationQuotaQuery } from '../api';

const RESOURCES = ['gpus', 'instances', 'storageGiB'] as const;

export default function QuotaSection() {
  const { t, i18n } = useTranslation(['organisation', 'common']);
  const { data, isLoading, isFetching, isError, refetch } = useGetOrganisationQuotaQuery(
    {},
    { refetchOnMountOrArgChange: true },
  );
  const quota = data?.data ?? null;
  if (isLoading)
    return (
      <Box role="status" aria-label={t('common:states.loading')}>
        <Skeleton width="60%" />
        <Skeleton width="60%" />
        <Skeleton width="60%" />
      </Box>
    );
  if (isError || !quota)
    return <LoadFailed text={t('organisation:quota.loadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} data-testid="org-quota">
      {RESOURCES.map((k) => {
        const used = quota.usage[k];
        const limit = quota.quota[k];
        const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100;
        const label = t(`organisation:quota.resource.${k}`);
        return (
          <Box component="li" key={k} sx={{ py: 1 }} data-testid={`org-quota-${k}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
              <Typography>{label}</Typography>
              <Typography color="text.secondary">
                {t('organisation:quota.used', {
                  used: formatNumber(used, i18n.language),
                  quota: formatNumber(limit, i18n.language),
                  free: formatNumber(quota.headroom[k], i18n.language),
                })}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={share}
              color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
              aria-label={t('organisation:quota.share', { resource: label, share })}
              sx={{ mt: 0.5, height: 6, borderRadius: 1 }}
            />
          </Box>
        );
      })}
    </Box>
  );
}
