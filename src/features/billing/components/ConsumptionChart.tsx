// Consumption and actual payment per billing period as a bar chart (MUI X Charts), with its text alternative:
// a caption that states the figures, and the same data as a table one click away. Consumption by category is
// listed beside it.
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatPercent } from '@/components/format';
import type { BillConsumption } from '../api';
import { categoryText } from '../labels';

export type ConsumptionPoint = BillConsumption['points'][number];

export interface ConsumptionSummary {
  total: number;
  paid: number;
  highest: ConsumptionPoint | null;
  lowest: ConsumptionPoint | null;
}

/** The figures the caption states. */
export function summarise(points: readonly ConsumptionPoint[]): ConsumptionSummary {
  let highest: ConsumptionPoint | null = null;
  let lowest: ConsumptionPoint | null = null;
  let total = 0;
  let paid = 0;
  for (const p of points) {
    total += p.consumption;
    paid += p.actualPayment ?? 0;
    if (!highest || p.consumption > highest.consumption) highest = p;
    if (!lowest || p.consumption < lowest.consumption) lowest = p;
  }
  const round = (n: number) => Math.round(n * 100) / 100;
  return { total: round(total), paid: round(paid), highest, lowest };
}

export interface ConsumptionChartProps {
  data: BillConsumption | undefined;
  periodFrom: string;
  periodTo: string;
  loading: boolean;
  error: unknown;
  onRetry(): void;
}

export default function ConsumptionChart({
  data,
  periodFrom,
  periodTo,
  loading,
  error,
  onRetry,
}: ConsumptionChartProps) {
  const { t, i18n } = useTranslation(['billing', 'common']);
  const lang = i18n.language;
  const captionId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const currency = data?.currency ?? 'CNY';
  const money = (v: number | null | undefined) => formatMoney(v, lang, currency);
  const points = useMemo(() => data?.points ?? [], [data]);
  const dataset = useMemo(
    () => points.map((p) => ({ period: p.period, consumption: p.consumption, actualPayment: p.actualPayment ?? 0 })),
    [points],
  );
  const compact = useMemo(() => new Intl.NumberFormat(lang, { notation: 'compact', maximumFractionDigits: 1 }), [lang]);

  if (error && !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('billing:bills.chart.failed')}
      </Alert>
    );
  if (loading && !data)
    return <Skeleton variant="rounded" height={340} role="progressbar" aria-label={t('common:states.loading')} />;

  const summary = summarise(points);
  const byCategory = data?.byCategory ?? [];
  const categoryTotal = byCategory.reduce((s, c) => s + c.consumption, 0);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(240px, 1fr)' } }}>
      <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }} data-testid="consumption-chart">
        <Typography
          id={captionId}
          component="figcaption"
          variant="body2"
          sx={{ mb: 1 }}
          data-testid="consumption-summary"
        >
          {points.length
            ? t('billing:bills.chart.summary', {
                from: periodFrom,
                to: periodTo,
                months: points.length,
                total: money(summary.total),
                paid: money(summary.paid),
                highest: money(summary.highest?.consumption),
                highestPeriod: summary.highest?.period ?? '',
                lowest: money(summary.lowest?.consumption),
                lowestPeriod: summary.lowest?.period ?? '',
              })
            : t('billing:bills.chart.empty', { from: periodFrom, to: periodTo })}
        </Typography>
        {points.length ? (
          <>
            <BarChart
              height={300}
              dataset={dataset}
              xAxis={[{ scaleType: 'band', dataKey: 'period', label: t('billing:bills.columns.period') }]}
              yAxis={[{ valueFormatter: (v: number | null) => (v === null ? '' : compact.format(v)), width: 56 }]}
              series={[
                {
                  dataKey: 'consumption',
                  label: t('billing:bills.columns.consumption'),
                  valueFormatter: (v: number | null) => money(v),
                },
                {
                  dataKey: 'actualPayment',
                  label: t('billing:bills.columns.actualPayment'),
                  valueFormatter: (v: number | null) => money(v),
                },
              ]}
              localeText={{ loading: t('common:states.loading'), noData: t('common:states.empty') }}
              loading={loading}
              margin={{ left: 8, right: 8 }}
            />
            <Button
              size="small"
              startIcon={<TableChartOutlined />}
              aria-expanded={showTable}
              aria-controls={tableId}
              onClick={() => setShowTable((s) => !s)}
            >
              {showTable ? t('billing:bills.chart.hideTable') : t('billing:bills.chart.showTable')}
            </Button>
            <Collapse in={showTable} id={tableId}>
              <Box sx={{ overflowX: 'auto', mt: 1 }}>
                <FigureTable
                  testId="consumption-table"
                  caption={t('billing:bills.chart.tableCaption', { from: periodFrom, to: periodTo })}
                  columns={[
                    t('billing:bills.columns.period'),
                    t('billing:bills.columns.consumption'),
                    t('billing:bills.columns.actualPayment'),
                  ]}
                  rows={points.map((p) => ({
                    key: p.period,
                    cells: [p.period, money(p.consumption), money(p.actualPayment)],
                  }))}
                />
              </Box>
            </Collapse>
          </>
        ) : null}
      </Box>
      {byCategory.length ? (
        <Box component="section" aria-labelledby={`${captionId}-categories`}>
          <Typography id={`${captionId}-categories`} variant="h3" sx={{ fontSize: 14, fontWeight: 600, mb: 1 }}>
            {t('billing:bills.chart.byCategory')}
          </Typography>
          <FigureTable
            testId="consumption-by-category"
            columns={[
              t('billing:orders.columns.category'),
              t('billing:bills.columns.consumption'),
              t('billing:bills.chart.share'),
            ]}
            rows={byCategory.map((c) => ({
              key: c.category,
              cells: [
                categoryText(t, c.category),
                money(c.consumption),
                formatPercent(categoryTotal ? (c.consumption / categoryTotal) * 100 : 0, lang),
              ],
            }))}
          />
        </Box>
      ) : null}
    </Box>
  );
}

/** A small table of figures: the first column names the row, the others are figures aligned right. */
function FigureTable({
  testId,
  caption,
  columns,
  rows,
}: {
  testId: string;
  caption?: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table size="small" data-testid={testId}>
      {caption ? (
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '4px 0' }}>{caption}</caption>
      ) : null}
      <TableHead>
        <TableRow>
          {columns.map((c, i) => (
            <TableCell key={c} component="th" scope="col" align={i ? 'right' : undefined}>
              {c}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.key}>
            {r.cells.map((cell, i) =>
              i ? (
                <TableCell key={i} align="right">
                  {cell}
                </TableCell>
              ) : (
                <TableCell key={i} component="th" scope="row">
                  {cell}
                </TableCell>
              ),
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
