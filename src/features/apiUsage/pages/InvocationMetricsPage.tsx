// /invocation-metrics: API usage for today, yesterday, the last 7 or 15 days (`?period=` in the URL): totals,
// calls over time, calls by key and by API, success vs errors, latency, and the rows under them in a server-side
// grid with CSV export. Every chart carries its text alternative (ChartFigure).
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { formatNumber, formatPercent } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import { ServerDataGrid, useFetchAllRows, useGridUrlState } from '@/components/ServerDataGrid';
import { listGridProps } from '@/components/ServerDataGrid/listGridProps';
import {
  apiUsageApi,
  useQueryInvocationLatencyQuery,
  useQueryInvocationSeriesQuery,
  useQueryInvocationsByApiQuery,
  useQueryInvocationsByKeyQuery,
  useQueryInvocationSummaryQuery,
  useQueryInvocationTableQuery,
  type InvocationBreakdown,
  type InvocationRow,
  type UsagePeriod,
} from '../api';
import ChartFigure from '../components/ChartFigure';
import { formatPointTime, granularityOf, parsePeriod, peakOf, PERIODS, sum } from '../metrics';

const DEFAULT_SORT = { field: 'time', order: 'desc' } as const;
const CHART_HEIGHT = 260;

/** The grid's row key (one function for every render). */
const ROW_ID = (r: InvocationRow) => `${r.time}|${r.api}|${r.keyName ?? ''}`;

function periodLabel(t: TFunction, period: UsagePeriod): string {
  if (period === 'today') return t('apiUsage:periods.today');
  if (period === 'yesterday') return t('apiUsage:periods.yesterday');
  if (period === 'last7days') return t('apiUsage:periods.last7days');
  return t('apiUsage:periods.last15days');
}

function SummaryCard({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontSize: 22, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>
        {value}
      </Typography>
    </Paper>
  );
}

function BreakdownChart({
  title,
  testId,
  breakdown,
  loading,
  error,
  onRetry,
  nameHeader,
}: {
  title: string;
  testId: string;
  breakdown: InvocationBreakdown | null | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  nameHeader: string;
}) {
  const { t, i18n } = useTranslation(['apiUsage', 'common']);
  const lang = i18n.language;
  const items = useMemo(() => [...(breakdown?.items ?? [])].sort((a, b) => b.calls - a.calls), [breakdown]);
  const labels = items.map((i) => i.label || i.key);
  const top = items[0];
  return (
    <ChartFigure
      title={title}
      testId={testId}
      height={CHART_HEIGHT}
      loading={loading}
      error={error}
      onRetry={onRetry}
      empty={sum(items.map((i) => i.calls)) === 0}
      summary={
        top
          ? t('apiUsage:metrics.breakdownSummary', {
              count: items.length,
              top: top.label || top.key,
              calls: formatNumber(top.calls, lang),
              total: formatNumber(sum(items.map((i) => i.calls)), lang),
            })
          : t('apiUsage:metrics.noCalls')
      }
      table={{
        columns: [
          nameHeader,
          t('apiUsage:metrics.calls'),
          t('apiUsage:metrics.errors'),
          t('apiUsage:metrics.avgLatency'),
        ],
        rows: items.map((i) => [
          i.label || i.key,
          formatNumber(i.calls, lang),
          formatNumber(i.errorCalls ?? 0, lang),
          `${formatNumber(i.avgLatencyMs, lang)} ms`,
        ]),
      }}
    >
      <BarChart
        layout="horizontal"
        height={CHART_HEIGHT}
        yAxis={[{ scaleType: 'band', data: labels, width: 150 }]}
        xAxis={[{ valueFormatter: (v: number) => formatNumber(v, lang) }]}
        series={[
          {
            data: items.map((i) => i.calls),
            label: t('apiUsage:metrics.calls'),
            valueFormatter: (v) => formatNumber(v, lang),
          },
        ]}
        hideLegend
      />
    </ChartFigure>
  );
}

export default function InvocationMetricsPage() {
  const { t, i18n } = useTranslation(['apiUsage', 'common']);
  const lang = i18n.language;
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const granularity = granularityOf(period);
  // RTK Query compares arguments by value, so fresh objects each render fetch nothing new.
  const arg = { period };

  const summary = useQueryInvocationSummaryQuery(arg);
  const series = useQueryInvocationSeriesQuery(arg);
  const byKey = useQueryInvocationsByKeyQuery(arg);
  const byApi = useQueryInvocationsByApiQuery(arg);
  const latency = useQueryInvocationLatencyQuery(arg);

  const grid = useGridUrlState({ defaultSort: DEFAULT_SORT });
  const tableRequest = { ...grid.request, period };
  const table = useQueryInvocationTableQuery(tableRequest);
  const fetchAllRows = useFetchAllRows(apiUsageApi.endpoints.queryInvocationTable, tableRequest);

  const choosePeriod = useCallback(
    (next: UsagePeriod) =>
      setParams(
        (current) => {
          const p = new URLSearchParams(current);
          p.set('period', next);
          p.delete('page');
          return p;
        },
        { replace: true },
      ),
    [setParams],
  );

  const totals = summary.data?.data;
  // Charts draw only answers for the period shown (a previous period's data stays out while the new one loads).
  const points = series.data?.data?.period === period ? series.data.data.points : [];
  const latencyPoints = latency.data?.data?.period === period ? latency.data.data.points : [];
  const times = points.map((p) => formatPointTime(p.time, granularity, lang));
  const latencyTimes = latencyPoints.map((p) => formatPointTime(p.time, granularity, lang));
  const peak = peakOf(points.map((p) => p.calls));
  const success = totals?.period === period ? totals.successCalls : 0;
  const errors = totals?.period === period ? totals.errorCalls : 0;

  const columns = useMemo<GridColDef<InvocationRow>[]>(
    () => [
      {
        field: 'time',
        headerName: t('apiUsage:metrics.columns.time'),
        width: 170,
        valueFormatter: (value: string) =>
          new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value)),
      },
      { field: 'api', headerName: t('apiUsage:metrics.columns.api'), flex: 1, minWidth: 180 },
      { field: 'keyName', headerName: t('apiUsage:metrics.columns.keyName'), flex: 1, minWidth: 140 },
      {
        field: 'calls',
        headerName: t('apiUsage:metrics.calls'),
        type: 'number',
        width: 110,
        valueFormatter: (v: number) => formatNumber(v, lang),
      },
      {
        field: 'errorCalls',
        headerName: t('apiUsage:metrics.errors'),
        type: 'number',
        width: 100,
        valueFormatter: (v: number | undefined) => formatNumber(v, lang),
      },
      {
        field: 'successRate',
        headerName: t('apiUsage:metrics.successRate'),
        type: 'number',
        width: 120,
        valueFormatter: (v: number | undefined) => formatPercent(v, lang, 2),
      },
      {
        field: 'avgLatencyMs',
        headerName: t('apiUsage:metrics.avgLatency'),
        type: 'number',
        width: 140,
        valueFormatter: (v: number | undefined) => `${formatNumber(v, lang, 1)} ms`,
      },
    ],
    [t, lang],
  );

  const pageRows = table.data?.data;

  return (
    <PageFrame
      routeKey="invocationMetrics"
      subtitle={t('apiUsage:metrics.subtitle', { period: periodLabel(t, period) })}
      actions={
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_e, next: UsagePeriod | null) => {
            if (next) choosePeriod(next);
          }}
          aria-label={t('apiUsage:metrics.period')}
          data-testid="period-switch"
          // The default grey of unselected buttons falls just under WCAG AA contrast at the theme's 12 px.
          sx={{ '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } }}
        >
          {PERIODS.map((p) => (
            <ToggleButton key={p} value={p}>
              {periodLabel(t, p)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          mb: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
        aria-live="polite"
        aria-busy={summary.isFetching}
      >
        <SummaryCard
          testId="total-calls"
          label={t('apiUsage:metrics.totalCalls')}
          value={totals ? formatNumber(totals.totalCalls, lang) : '—'}
        />
        <SummaryCard
          testId="success-rate"
          label={t('apiUsage:metrics.successRate')}
          value={totals ? formatPercent(totals.successRate, lang, 2) : '—'}
        />
        <SummaryCard
          testId="error-calls"
          label={t('apiUsage:metrics.errors')}
          value={totals ? formatNumber(totals.errorCalls, lang) : '—'}
        />
        <SummaryCard
          testId="avg-latency"
          label={t('apiUsage:metrics.avgLatency')}
          value={totals ? `${formatNumber(totals.avgLatencyMs, lang, 1)} ms` : '—'}
        />
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
        <ChartFigure
          title={t('apiUsage:metrics.callsOverTime')}
          testId="calls-chart"
          height={CHART_HEIGHT}
          loading={series.isFetching}
          error={series.error}
          onRetry={() => void series.refetch()}
          empty={points.length > 0 && sum(points.map((p) => p.calls)) === 0}
          summary={
            peak
              ? t('apiUsage:metrics.callsSummary', {
                  period: periodLabel(t, period),
                  total: formatNumber(sum(points.map((p) => p.calls)), lang),
                  peak: formatNumber(peak.value, lang),
                  at: times[peak.index],
                })
              : t('apiUsage:metrics.noCalls')
          }
          table={{
            columns: [
              t('apiUsage:metrics.columns.time'),
              t('apiUsage:metrics.calls'),
              t('apiUsage:metrics.successCalls'),
              t('apiUsage:metrics.errors'),
            ],
            rows: points.map((p, i) => [
              times[i],
              formatNumber(p.calls, lang),
              formatNumber(p.successCalls, lang),
              formatNumber(p.errorCalls, lang),
            ]),
          }}
        >
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'point', data: times }]}
            yAxis={[{ valueFormatter: (v: number) => formatNumber(v, lang), width: 60 }]}
            series={[
              {
                id: 'calls',
                data: points.map((p) => p.calls),
                label: t('apiUsage:metrics.calls'),
                area: true,
                showMark: false,
                valueFormatter: (v) => formatNumber(v, lang),
              },
              {
                id: 'errors',
                data: points.map((p) => p.errorCalls ?? 0),
                label: t('apiUsage:metrics.errors'),
                showMark: false,
                color: '#d32f2f',
                valueFormatter: (v) => formatNumber(v, lang),
              },
            ]}
          />
        </ChartFigure>
        <ChartFigure
          title={t('apiUsage:metrics.successVsErrors')}
          testId="success-chart"
          height={CHART_HEIGHT}
          loading={summary.isFetching}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          empty={success + errors === 0}
          summary={
            totals
              ? t('apiUsage:metrics.successSummary', {
                  rate: formatPercent(totals.successRate, lang, 2),
                  success: formatNumber(success, lang),
                  errors: formatNumber(errors, lang),
                })
              : t('apiUsage:metrics.noCalls')
          }
          table={{
            columns: [t('apiUsage:metrics.outcome'), t('apiUsage:metrics.calls')],
            rows: totals
              ? [
                  [t('apiUsage:metrics.successCalls'), formatNumber(success, lang)],
                  [t('apiUsage:metrics.errors'), formatNumber(errors, lang)],
                ]
              : [],
          }}
        >
          <PieChart
            height={CHART_HEIGHT}
            series={[
              {
                innerRadius: 60,
                paddingAngle: 1,
                data: [
                  { id: 'success', value: success, label: t('apiUsage:metrics.successCalls'), color: '#2e7d32' },
                  { id: 'errors', value: errors, label: t('apiUsage:metrics.errors'), color: '#d32f2f' },
                ],
                valueFormatter: (v) => formatNumber(v.value, lang),
              },
            ]}
          />
        </ChartFigure>
      </Box>

      <Box sx={{ display: 'grid', gap: 2, mb: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
        <BreakdownChart
          title={t('apiUsage:metrics.byKey')}
          testId="by-key-chart"
          nameHeader={t('apiUsage:metrics.columns.keyName')}
          breakdown={byKey.data?.data?.period === period ? byKey.data.data : null}
          loading={byKey.isFetching}
          error={byKey.error}
          onRetry={() => void byKey.refetch()}
        />
        <BreakdownChart
          title={t('apiUsage:metrics.byApi')}
          testId="by-api-chart"
          nameHeader={t('apiUsage:metrics.columns.api')}
          breakdown={byApi.data?.data?.period === period ? byApi.data.data : null}
          loading={byApi.isFetching}
          error={byApi.error}
          onRetry={() => void byApi.refetch()}
        />
      </Box>

      <Box sx={{ mb: 3 }}>
        <ChartFigure
          title={t('apiUsage:metrics.latency')}
          testId="latency-chart"
          height={CHART_HEIGHT}
          loading={latency.isFetching}
          error={latency.error}
          onRetry={() => void latency.refetch()}
          empty={false}
          summary={
            latencyPoints.length
              ? t('apiUsage:metrics.latencySummary', {
                  p50: formatNumber(peakOf(latencyPoints.map((p) => p.p50Ms ?? 0))?.value, lang),
                  p95: formatNumber(peakOf(latencyPoints.map((p) => p.p95Ms ?? 0))?.value, lang),
                  p99: formatNumber(peakOf(latencyPoints.map((p) => p.p99Ms ?? 0))?.value, lang),
                })
              : t('apiUsage:metrics.noCalls')
          }
          table={{
            columns: [t('apiUsage:metrics.columns.time'), 'p50 (ms)', 'p95 (ms)', 'p99 (ms)'],
            rows: latencyPoints.map((p, i) => [
              latencyTimes[i],
              formatNumber(p.p50Ms, lang),
              formatNumber(p.p95Ms, lang),
              formatNumber(p.p99Ms, lang),
            ]),
          }}
        >
          <LineChart
            height={CHART_HEIGHT}
            xAxis={[{ scaleType: 'point', data: latencyTimes }]}
            yAxis={[{ valueFormatter: (v: number) => `${formatNumber(v, lang)} ms`, width: 70 }]}
            series={[
              { id: 'p50', data: latencyPoints.map((p) => p.p50Ms ?? null), label: 'p50', showMark: false },
              { id: 'p95', data: latencyPoints.map((p) => p.p95Ms ?? null), label: 'p95', showMark: false },
              { id: 'p99', data: latencyPoints.map((p) => p.p99Ms ?? null), label: 'p99', showMark: false },
            ]}
          />
        </ChartFigure>
      </Box>

      <Typography variant="h2" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
        {t('apiUsage:metrics.tableTitle')}
      </Typography>
      <ServerDataGrid<InvocationRow>
        testId="metrics-grid"
        label={t('apiUsage:metrics.tableTitle')}
        columns={columns}
        {...listGridProps(pageRows, table.isFetching, table.error, table.refetch)}
        getRowId={ROW_ID}
        state={grid}
        searchPlaceholder={t('apiUsage:metrics.search')}
        exportFileName={`invocation-metrics-${period}`}
        fetchAllRows={fetchAllRows}
      />
    </PageFrame>
  );
}
