// Allocated against used GPU and VRAM of a node, a GPU, a dedicated request or an instance, over the last 24 hours,
// 7 days or 30 days (the range switch), with loading, empty and error states. A figure whose caption is its text
// alternative (average allocated and used, share used, highest use, the span); the charts load on first use.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber, formatPercent } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import { onFirstUse, useLoaded } from '@/lib/onFirstUse';
import { IDLE_THRESHOLD_PERCENT } from '@/validation/idle';
import { useQueryUsageHistoryQuery, type UsageHistory, type UsageRange } from '../../api';
import IdleChip from './IdleChip';
import { isEmptyHistory, summariseUsage, toSeries } from './usageData';

// The chart chunk starts loading when a panel mounts, alongside the history call, so it is there by the answer; a
// screen that is about to show a panel (a drawer being opened) may start it even earlier. It is read without
// suspending, so the chart paints in the same commit as the answer (see lib/onFirstUse).
const chartCode = onFirstUse(() => import('./UsageHistoryChart'));

/** Starts loading the chart code (first use of a history: a drawer that will show one is opening). */
export function preloadUsageChart(): void {
  chartCode.start().catch(() => undefined);
}

export const USAGE_RANGE_OPTIONS: UsageRange[] = ['24h', '7d', '30d'];

export interface UsageHistoryPanelProps {
  resourceType: UsageHistory['resourceType'];
  resourceId: string;
  /** Called once the charts are painted (the bench). */
  onPainted?(): void;
}

export default function UsageHistoryPanel({ resourceType, resourceId, onPainted }: UsageHistoryPanelProps) {
  const { t, i18n } = useTranslation('usage');
  const titleId = useId();
  const [range, setRange] = useState<UsageRange>('24h');
  const chart = useLoaded(chartCode);
  const { data, error, isFetching, refetch } = useQueryUsageHistoryQuery(
    { resourceType, resourceId, range },
    { refetchOnMountOrArgChange: 60 },
  );
  const history = data?.data && data.data.resourceId === resourceId && data.data.range === range ? data.data : null;
  const points = useMemo(() => history?.points ?? [], [history]);
  const series = useMemo(() => toSeries(points), [points]);
  const rangeText = t(`usage:range.${range}`);
  const lng = i18n.language;

  let body;
  let caption: string;
  if (error && !isFetching) {
    caption = t('usage:loadFailed');
    body = <LoadFailed text={t('usage:loadFailed')} onRetry={() => void refetch()} />;
  } else if (chart.failed) {
    caption = t('usage:loadFailed');
    body = <LoadFailed text={t('usage:loadFailed')} onRetry={chart.retry} />;
  } else if (!history) {
    caption = t('usage:loading');
    body = <Skeleton variant="rounded" height={180} aria-hidden />;
  } else if (isEmptyHistory(points)) {
    caption = t('usage:empty', { range: rangeText });
    body = null;
  } else {
    const sum = summariseUsage(points);
    caption = [
      t('usage:summary.gpu', {
        range: rangeText,
        allocated: formatNumber(sum.gpu.allocated, lng, 2),
        used: formatNumber(sum.gpu.used, lng, 2),
        percent: formatPercent(sum.gpu.percent, lng, 1),
        peak: formatNumber(sum.gpu.peak, lng, 2),
      }),
      t('usage:summary.vram', {
        range: rangeText,
        allocated: formatNumber(sum.vram.allocated, lng, 1),
        used: formatNumber(sum.vram.used, lng, 1),
        peak: formatNumber(sum.vram.peak, lng, 1),
      }),
      t('usage:summary.span', {
        count: points.length,
        from: formatDateTime(points[0]?.time, lng),
        to: formatDateTime(points[points.length - 1]?.time, lng),
      }),
    ].join(' ');
    const UsageHistoryChart = chart.module?.default;
    body = UsageHistoryChart ? (
      <UsageHistoryChart series={series} range={range} onPainted={onPainted} />
    ) : (
      <Skeleton variant="rounded" height={180} aria-hidden />
    );
  }

  return (
    <Paper
      variant="outlined"
      component="figure"
      aria-labelledby={titleId}
      aria-busy={!history && !error}
      sx={{ m: 0, p: 1.5, minWidth: 0 }}
      data-testid="usage-history"
      data-state={error && !isFetching ? 'error' : !history ? 'loading' : isEmptyHistory(points) ? 'empty' : 'ready'}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h3" sx={{ flexGrow: 1 }}>
          {t('usage:title')}
        </Typography>
        {history?.idle ? (
          <IdleChip label={t('usage:idle.explain', { hours: history.idleHours, threshold: IDLE_THRESHOLD_PERCENT })} />
        ) : null}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={range}
          aria-label={t('usage:range.label')}
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
          onChange={(_e, v: UsageRange | null) => v && setRange(v)}
        >
          {USAGE_RANGE_OPTIONS.map((r) => (
            <ToggleButton key={r} value={r} data-testid={`usage-range-${r}`}>
              {t(`usage:range.${r}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      {body ? <Box>{body}</Box> : null}
      <Typography component="figcaption" variant="caption" color="text.secondary" data-testid="usage-summary">
        {caption}
      </Typography>
    </Paper>
  );
}
