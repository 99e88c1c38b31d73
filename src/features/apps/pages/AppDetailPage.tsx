// `/app-detail?id=`: access analytics of one application service (queryApplicationAnalytics): the last 30 days
// (calls, visits, users) and the 90-day trend of calls, as charts with their figures in words and as tables.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatNumber, formatPercent } from '@/components/format';
import { monthOverMonth, summarise } from '../analytics';
import { useGetApplicationServiceQuery, useQueryApplicationAnalyticsQuery, type ApplicationAnalytics } from '../api';
import AnalyticsChart, { dayFormatter } from '../components/AnalyticsChart';
import DetailShell from '../components/DetailShell';
import { detailState } from '../detailState';

type Day30 = ApplicationAnalytics['last30Days'][number];
type Day90 = ApplicationAnalytics['trend90Days'][number];

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.5rem', fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

export default function AppDetailPage() {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const lang = i18n.language;
  const id = useSearchParams()[0].get('id');
  const service = useGetApplicationServiceQuery({ serviceId: id ?? '' }, { skip: !id });
  const analytics = useQueryApplicationAnalyticsQuery({ serviceId: id ?? '' }, { skip: !id });
  const data = analytics.data?.data;
  const state = detailState(id, {
    isLoading: analytics.isLoading,
    error: analytics.error,
    hasData: Boolean(data),
  });

  const figures = useMemo(() => {
    if (!data) return null;
    const day = dayFormatter(lang);
    const calls30 = summarise<Day30>(data.last30Days, (p) => p.calls);
    const visits30 = summarise<Day30>(data.last30Days, (p) => p.visits);
    const users30 = summarise<Day30>(data.last30Days, (p) => p.users);
    const calls90 = summarise<Day90>(data.trend90Days, (p) => p.calls);
    const change = monthOverMonth(data.trend90Days);
    return {
      calls30,
      visits30,
      users30,
      calls90,
      change,
      caption30: t('apps:analytics.caption30', {
        calls: formatNumber(calls30.total, lang),
        visits: formatNumber(visits30.total, lang),
        average: formatNumber(calls30.average, lang),
        peak: formatNumber(calls30.peak?.value, lang),
        peakDate: calls30.peak ? day(calls30.peak.date) : '—',
      }),
      caption90: t('apps:analytics.caption90', {
        calls: formatNumber(calls90.total, lang),
        average: formatNumber(calls90.average, lang),
        peak: formatNumber(calls90.peak?.value, lang),
        peakDate: calls90.peak ? day(calls90.peak.date) : '—',
        change: change === null ? '—' : formatPercent(change, lang, 1),
      }),
    };
  }, [data, lang, t]);

  return (
    <DetailShell
      routeKey="appDetail"
      state={state}
      onRetry={() => void analytics.refetch()}
      testId="app-detail"
      subtitle={service.data?.data?.name ?? id}
    >
      {data && figures ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
            <Stat
              label={t('apps:analytics.calls30')}
              value={formatNumber(figures.calls30.total, lang)}
              testId="analytics-calls-30"
            />
            <Stat label={t('apps:analytics.visits30')} value={formatNumber(figures.visits30.total, lang)} />
            <Stat label={t('apps:analytics.users30')} value={formatNumber(figures.users30.total, lang)} />
            <Stat
              label={t('apps:analytics.change')}
              value={figures.change === null ? '—' : formatPercent(figures.change, lang, 1)}
            />
          </Box>
          {data.last30Days.length ? (
            <AnalyticsChart<Day30>
              testId="analytics-30-days"
              title={t('apps:analytics.title30')}
              caption={figures.caption30}
              points={data.last30Days}
              series={[
                { key: 'calls', label: t('apps:analytics.calls'), value: (p) => p.calls },
                { key: 'visits', label: t('apps:analytics.visits'), value: (p) => p.visits },
                { key: 'users', label: t('apps:analytics.users'), value: (p) => p.users },
              ]}
            />
          ) : (
            <Typography color="text.secondary">{t('apps:analytics.empty')}</Typography>
          )}
          {data.trend90Days.length ? (
            <AnalyticsChart<Day90>
              testId="analytics-90-days"
              title={t('apps:analytics.title90')}
              caption={figures.caption90}
              points={data.trend90Days}
              area
              series={[{ key: 'calls', label: t('apps:analytics.calls'), value: (p) => p.calls }]}
            />
          ) : null}
        </Box>
      ) : null}
    </DetailShell>
  );
}
