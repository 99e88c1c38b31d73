// The two history charts (MUI X line charts: GPUs, VRAM) of allocated against used. Loaded on first use by
// UsageHistoryPanel, so the chart library never weighs on a grid's first load.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/components/format';
import type { UsageRange } from '../../api';
import type { UsageSeries } from './usageData';

export interface UsageHistoryChartProps {
  series: UsageSeries;
  range: UsageRange;
  /** Called once the charts are on screen (the bench measures from the answer to here). */
  onPainted?(): void;
}

export default function UsageHistoryChart({ series, range, onPainted }: UsageHistoryChartProps) {
  const { t, i18n } = useTranslation('usage');
  const tick = useMemo(
    () =>
      range === '24h'
        ? new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit' })
        : new Intl.DateTimeFormat(i18n.language, { month: 'numeric', day: 'numeric' }),
    [range, i18n.language],
  );
  // the VRAM chart follows the GPU chart by a moment: the first chart is on screen without waiting for both
  const [second, setSecond] = useState(false);
  useEffect(() => {
    const id = setTimeout(() => setSecond(true), 30);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    if (!onPainted) return;
    const id = requestAnimationFrame(() => onPainted());
    return () => cancelAnimationFrame(id);
  }, [onPainted, series]);
  const fmt = (v: number | null) => (v === null ? '—' : formatNumber(v, i18n.language, 2));
  const chart = (title: string, allocated: number[], used: number[], testId: string) => (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" component="h4" color="text.secondary">
        {title}
      </Typography>
      <LineChart
        height={180}
        skipAnimation
        margin={{ left: 4, right: 12, top: 8, bottom: 4 }}
        xAxis={[{ data: series.times, scaleType: 'time', valueFormatter: (d: Date) => tick.format(d), tickNumber: 4 }]}
        yAxis={[{ min: 0, width: 48 }]}
        series={[
          { data: allocated, label: t('usage:chart.allocated'), showMark: false, valueFormatter: fmt },
          { data: used, label: t('usage:chart.used'), showMark: false, area: true, valueFormatter: fmt },
        ]}
      />
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {chart(t('usage:chart.gpu'), series.gpuAllocated, series.gpuUsed, 'usage-chart-gpu')}
      {second ? (
        chart(t('usage:chart.vram'), series.vramAllocated, series.vramUsed, 'usage-chart-vram')
      ) : (
        <Box sx={{ minHeight: 200 }} />
      )}
    </Box>
  );
}
