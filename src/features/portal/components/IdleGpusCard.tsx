// The console home's idle GPUs: how many of the organisation's GPUs are idle now (under 5 % for the last N hours of
// its idle policy) and what they cost per day, with a link to the GPU grid filtered to them.
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import { IDLE_THRESHOLD_PERCENT } from '@/validation/idle';
import { useGetIdleGpuSummaryQuery } from '../api';
import ModuleCard, { Figure } from './ModuleCard';

export default function IdleGpusCard() {
  const { t, i18n } = useTranslation(['usage', 'common']);
  const lang = i18n.language;
  const { data, isLoading, isError, refetch } = useGetIdleGpuSummaryQuery({}, { refetchOnMountOrArgChange: 30 });
  const summary = data?.data;
  let body;
  if (isLoading) body = <LinearProgress aria-label={t('common:states.loading')} />;
  else if (isError || !summary) body = <LoadFailed text={t('usage:home.loadFailed')} onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <Figure
          value={formatNumber(summary.idleGpuCount, lang)}
          caption={
            summary.idleGpuCount
              ? `${t('usage:home.count', { count: summary.idleGpuCount })} · ${t('usage:home.cost', {
                  amount: formatMoney(summary.costPerDay, lang, summary.currency),
                })}`
              : t('usage:home.none')
          }
          testId="home-idle-gpus"
        />
        <Typography variant="caption" color="text.secondary">
          {t('usage:home.rule', { hours: summary.idleHours, threshold: IDLE_THRESHOLD_PERCENT })}
        </Typography>
      </>
    );
  return (
    <ModuleCard
      moduleKey="idleGpus"
      title={t('usage:home.title')}
      link={{ to: '/gpu?idle=1', label: t('usage:home.link') }}
    >
      {body}
    </ModuleCard>
  );
}
