// One monitoring chart (MUI X line chart) in a figure whose caption is its text alternative: for each series the
// latest, average, lowest and highest values with their unit, and the time span they cover.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import type { TimePointSeries } from './metrics';
import { summarise } from './metrics';

export interface MetricChartProps {
  title: string;
  series: TimePointSeries[];
  /** How a value of this chart reads (unit included). */
  format(value: number): string;
  /** Percent charts run 0-100. */
  percent?: boolean;
  testId?: string;
}

export default function MetricChart({ title, series, format, percent, testId }: MetricChartProps) {
  const { t, i18n } = useTranslation('instances');
  const titleId = useId();
  const times = useMemo(() => (series[0]?.points ?? []).map((p) => new Date(p.time)), [series]);
  const first = series[0]?.points[0]?.time;
  const last = series[0]?.points[series[0].points.length - 1]?.time;
  const timeOnly = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const hasData = series.some((s) => s.points.length > 0);

  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      sx={{ m: 0, p: 1.5, minWidth: 0 }}
      data-testid={testId}
    >
      <Typography id={titleId} variant="subtitle2" component="h2">
        {title}
      </Typography>
      {hasData ? (
        <Box sx={{ width: '100%' }}>
          <LineChart
            height={200}
            skipAnimation
            hideLegend={series.length < 2}
            margin={{ left: 8, right: 12, top: 12, bottom: 4 }}
            xAxis={[
              {
                data: times,
                scaleType: 'time',
                valueFormatter: (d: Date) => timeOnly.format(d),
                tickNumber: 5,
              },
            ]}
            yAxis={[{ min: 0, ...(percent ? { max: 100 } : {}), valueFormatter: (v: number) => format(v), width: 72 }]}
            series={series.map((s) => ({
              data: s.points.map((p) => p.value),
              label: s.label,
              showMark: false,
              area: series.length === 1,
              valueFormatter: (v: number | null) => (v === null ? '—' : format(v)),
            }))}
          />
        </Box>
      ) : (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('instances:monitoring.noData')}
        </Typography>
      )}
      <Typography component="figcaption" variant="caption" color="text.secondary" data-testid="chart-summary">
        {hasData
          ? `${series
              .map((s) => {
                const sum = summarise(s.points.map((p) => p.value));
                return t('instances:monitoring.summary', {
                  series: s.label,
                  latest: format(sum.latest),
                  average: format(sum.average),
                  min: format(sum.min),
                  max: format(sum.max),
                });
              })
              .join(' ')} ${t('instances:monitoring.span', {
              from: formatDateTime(first, i18n.language),
              to: formatDateTime(last, i18n.language),
              count: series[0]?.points.length ?? 0,
            })}`
          : t('instances:monitoring.noData')}
      </Typography>
    </Paper>
  );
}
