// Resource monitoring: GPU, VRAM, CPU, memory and network of the instance over a chosen range, refreshed on a
// timer that can be paused; each chart carries its numbers as text.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime, formatNumber } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import { UsageHistoryPanel } from '@/features/compute/public/usage';
import { useQueryInstanceMetricsQuery, type MetricName, type MetricSeries } from '../../api';
import MetricChart from './MetricChart';
import type { TimePointSeries } from './metrics';

type Range = '1h' | '6h' | '24h' | '7d';
const RANGES: Range[] = ['1h', '6h', '24h', '7d'];
/** How often the charts refresh while auto refresh is on (ms). */
export const MONITORING_REFRESH_MS = 15_000;

const pointsOf = (series: MetricSeries[] | undefined, metric: MetricName) =>
  series?.find((s) => s.metric === metric)?.points ?? [];

export default function MonitoringTab({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const [range, setRange] = useState<Range>('1h');
  const [auto, setAuto] = useState(true);
  const { data, error, isLoading, isFetching, refetch, fulfilledTimeStamp } = useQueryInstanceMetricsQuery(
    { id: instanceId, range },
    { pollingInterval: auto ? MONITORING_REFRESH_MS : 0, skipPollingIfUnfocused: true },
  );
  const series = data?.data?.series;
  const lang = i18n.language;

  const charts = useMemo(() => {
    const percent = (v: number) => `${formatNumber(v, lang, 1)} %`;
    const mib = (v: number) => formatBytes(v * 1024 * 1024, lang);
    const rate = (v: number) => `${formatBytes(v, lang)}/s`;
    const one = (label: string, metric: MetricName): TimePointSeries[] => [{ label, points: pointsOf(series, metric) }];
    return [
      {
        key: 'gpu',
        title: t('instances:monitoring.gpu'),
        series: one(t('instances:monitoring.gpu'), 'gpuUtilization'),
        format: percent,
        percent: true,
      },
      {
        key: 'vram',
        title: t('instances:monitoring.vram'),
        series: one(t('instances:monitoring.vram'), 'vramUsage'),
        format: mib,
      },
      {
        key: 'cpu',
        title: t('instances:monitoring.cpu'),
        series: one(t('instances:monitoring.cpu'), 'cpuUtilization'),
        format: percent,
        percent: true,
      },
      {
        key: 'memory',
        title: t('instances:monitoring.memory'),
        series: one(t('instances:monitoring.memory'), 'memoryUsage'),
        format: mib,
      },
      {
        key: 'network',
        title: t('instances:monitoring.network'),
        series: [
          { label: t('instances:monitoring.networkIn'), points: pointsOf(series, 'networkIn') },
          { label: t('instances:monitoring.networkOut'), points: pointsOf(series, 'networkOut') },
        ],
        format: rate,
      },
    ];
  }, [series, t, lang]);

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          onChange={(_e, value: Range | null) => value && setRange(value)}
          aria-label={t('instances:monitoring.range')}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
        >
          {RANGES.map((r) => (
            <ToggleButton key={r} value={r}>
              {r === '1h'
                ? t('instances:monitoring.ranges.1h')
                : r === '6h'
                  ? t('instances:monitoring.ranges.6h')
                  : r === '24h'
                    ? t('instances:monitoring.ranges.24h')
                    : t('instances:monitoring.ranges.7d')}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <FormControlLabel
          control={<Switch checked={auto} onChange={(e) => setAuto(e.target.checked)} data-testid="auto-refresh" />}
          label={t('instances:monitoring.autoRefresh', { seconds: MONITORING_REFRESH_MS / 1000 })}
        />
        <Button size="small" onClick={() => void refetch()} disabled={isFetching}>
          {t('instances:monitoring.refresh')}
        </Button>
        <Typography variant="caption" color="text.secondary" aria-live="polite" data-testid="metrics-updated">
          {fulfilledTimeStamp
            ? t('instances:monitoring.updatedAt', { time: formatDateTime(fulfilledTimeStamp, lang) })
            : ''}
        </Typography>
      </Stack>
      {isLoading ? <PageLoading /> : null}
      {error && !isFetching ? (
        <LoadFailed text={t('instances:monitoring.loadFailed')} onRetry={() => void refetch()} />
      ) : null}
      {series ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {charts.map((c) => (
            <MetricChart
              key={c.key}
              title={c.title}
              series={c.series}
              format={c.format}
              percent={c.percent}
              testId={`chart-${c.key}`}
            />
          ))}
        </Box>
      ) : null}
      <Box sx={{ mt: 2 }}>
        <UsageHistoryPanel resourceType="instance" resourceId={instanceId} />
      </Box>
    </Box>
  );
}
