// Access statistics of the instance's service: requests and visitors over today, yesterday, the last 7 or 15
// days (docs/product-rules.md#fixed-values), as totals, a bar chart, and the same numbers as text and as a table.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import PageLoading from '@/components/PageLoading';
import { useQueryAccessStatisticsQuery, type UsagePeriod } from '../../api';

const PERIODS: UsagePeriod[] = ['today', 'yesterday', 'last7days', 'last15days'];

export default function AccessStatisticsTab({ instanceId }: { instanceId: string }) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const [period, setPeriod] = useState<UsagePeriod>('today');
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const { data, error, isLoading, isFetching, refetch } = useQueryAccessStatisticsQuery({ instanceId, period });
  const stats = data?.data;
  const lang = i18n.language;
  const hourly = period === 'today' || period === 'yesterday';
  const bucket = new Intl.DateTimeFormat(
    lang,
    hourly ? { hour: '2-digit', minute: '2-digit' } : { month: 'short', day: 'numeric' },
  );
  const labels = (stats?.series ?? []).map((p) => bucket.format(new Date(p.time)));
  const peak = (stats?.series ?? []).reduce<{ requests: number; time: string } | null>(
    (best, p) => (!best || p.requests > best.requests ? { requests: p.requests, time: p.time } : best),
    null,
  );
  const periodLabel = (p: UsagePeriod) =>
    p === 'today'
      ? t('instances:access.periods.today')
      : p === 'yesterday'
        ? t('instances:access.periods.yesterday')
        : p === 'last7days'
          ? t('instances:access.periods.last7days')
          : t('instances:access.periods.last15days');

  return (
    <Box>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={period}
        onChange={(_e, value: UsagePeriod | null) => value && setPeriod(value)}
        aria-label={t('instances:access.period')}
        sx={{ mb: 2, '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.secondary' } }}
      >
        {PERIODS.map((p) => (
          <ToggleButton key={p} value={p}>
            {periodLabel(p)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {isLoading ? <PageLoading /> : null}
      {error && !isFetching ? (
        <LoadFailed text={t('instances:access.loadFailed')} onRetry={() => void refetch()} />
      ) : null}
      {stats ? (
        <>
          <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
            <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
              <Typography variant="caption" color="text.secondary">
                {t('instances:access.totalRequests')}
              </Typography>
              <Typography variant="h5" component="p" data-testid="access-total">
                {formatNumber(stats.totalRequests, lang)}
              </Typography>
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, minWidth: 180 }}>
              <Typography variant="caption" color="text.secondary">
                {t('instances:access.uniqueVisitors')}
              </Typography>
              <Typography variant="h5" component="p">
                {formatNumber(stats.uniqueVisitors, lang)}
              </Typography>
            </Paper>
          </Stack>
          <Paper
            variant="outlined"
            component="figure"
            aria-labelledby={titleId}
            sx={{ m: 0, p: 1.5 }}
            data-testid="access-chart"
          >
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography id={titleId} variant="subtitle2" component="h2" sx={{ flexGrow: 1 }}>
                {t('instances:access.chartTitle', { period: periodLabel(period) })}
              </Typography>
              <Button size="small" onClick={() => setAsTable((v) => !v)} aria-pressed={asTable}>
                {asTable ? t('instances:access.showChart') : t('instances:access.showTable')}
              </Button>
            </Stack>
            {asTable ? (
              <Table size="small" aria-labelledby={titleId}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('instances:access.time')}</TableCell>
                    <TableCell align="right">{t('instances:access.requests')}</TableCell>
                    <TableCell align="right">{t('instances:access.visitors')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {stats.series.map((p, i) => (
                    <TableRow key={p.time}>
                      <TableCell>{labels[i]}</TableCell>
                      <TableCell align="right">{formatNumber(p.requests, lang)}</TableCell>
                      <TableCell align="right">{formatNumber(p.visitors, lang)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            ) : (
              <Box>
                <BarChart
                  height={260}
                  skipAnimation
                  xAxis={[{ data: labels, scaleType: 'band' }]}
                  yAxis={[{ width: 56 }]}
                  series={[
                    { data: stats.series.map((p) => p.requests), label: t('instances:access.requests') },
                    { data: stats.series.map((p) => p.visitors ?? 0), label: t('instances:access.visitors') },
                  ]}
                />
              </Box>
            )}
            <Typography component="figcaption" variant="caption" color="text.secondary" data-testid="access-summary">
              {t('instances:access.summary', {
                total: formatNumber(stats.totalRequests, lang),
                visitors: formatNumber(stats.uniqueVisitors, lang),
                peak: formatNumber(peak?.requests ?? 0, lang),
                at: peak ? bucket.format(new Date(peak.time)) : '—',
              })}
            </Typography>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
