// A daily line chart of an application service's access, with its text alternative: a caption in words and,
// on demand, the figures as a table.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/components/format';

export interface ChartSeries<P> {
  key: string;
  label: string;
  value(p: P): number | undefined;
}

/** Days are calendar dates (UTC): shown as such whatever the viewer's time zone. */
export function dayFormatter(language: string): (value: Date | string) => string {
  const format = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (value) => {
    const date = value instanceof Date ? value : new Date(`${value}T00:00:00Z`);
    return Number.isNaN(date.getTime()) ? '—' : format.format(date);
  };
}

export default function AnalyticsChart<P extends { date: string }>({
  title,
  caption,
  points,
  series,
  area,
  testId,
}: {
  title: string;
  caption: string;
  points: P[];
  series: ChartSeries<P>[];
  area?: boolean;
  testId: string;
}) {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const lang = i18n.language;
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const day = useMemo(() => dayFormatter(lang), [lang]);
  const dates = useMemo(() => points.map((p) => new Date(`${p.date}T00:00:00Z`)), [points]);

  return (
    <Paper
      variant="outlined"
      component="figure"
      sx={{ m: 0, p: 2.5 }}
      aria-labelledby={`${id}-title`}
      data-testid={testId}
    >
      <Typography id={`${id}-title`} variant="h2" component="h2">
        {title}
      </Typography>
      <Box role="img" aria-label={caption} sx={{ width: '100%' }}>
        <LineChart
          height={280}
          xAxis={[{ scaleType: 'utc', data: dates, valueFormatter: (d: Date) => day(d) }]}
          yAxis={[{ valueFormatter: (v: number | null) => formatNumber(v, lang) }]}
          series={series.map((s) => ({
            id: s.key,
            label: s.label,
            data: points.map((p) => s.value(p) ?? null),
            showMark: false,
            area: area && series.length === 1,
            valueFormatter: (v: number | null) => formatNumber(v, lang),
          }))}
          grid={{ horizontal: true }}
        />
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
      <Button
        size="small"
        sx={{ mt: 1 }}
        aria-expanded={showTable}
        aria-controls={`${id}-table`}
        onClick={() => setShowTable((v) => !v)}
      >
        {showTable ? t('apps:analytics.hideTable') : t('apps:analytics.showTable')}
      </Button>
      {showTable ? (
        <TableContainer id={`${id}-table`} sx={{ maxHeight: 320, mt: 1 }}>
          <Table size="small" stickyHeader aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('apps:analytics.date')}</TableCell>
                {series.map((s) => (
                  <TableCell key={s.key} align="right">
                    {s.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {points.map((p) => (
                <TableRow key={p.date}>
                  <TableCell>{day(p.date)}</TableCell>
                  {series.map((s) => (
                    <TableCell key={s.key} align="right">
                      {formatNumber(s.value(p), lang)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : null}
    </Paper>
  );
}
