// This month's daily spend as a small line, with its figures in words as the text alternative.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '@/components/format';
import { summariseSpend } from '../homeModules';

export default function SpendChart({
  series,
  currency,
}: {
  series: { date: string; amount: number }[];
  currency: string;
}) {
  const { t, i18n } = useTranslation('portal');
  const lang = i18n.language;
  const summary = summariseSpend(series);
  if (!summary) return null;
  const caption = t('portal:home.spend.caption', {
    from: formatDate(summary.from, lang),
    to: formatDate(summary.to, lang),
    min: formatMoney(summary.min, lang, currency),
    max: formatMoney(summary.max, lang, currency),
    maxDate: formatDate(summary.maxDate, lang),
  });
  return (
    <Box component="figure" sx={{ m: 0 }} data-testid="home-spend-chart">
      <Box role="img" aria-label={caption}>
        <SparkLineChart
          data={series.map((p) => p.amount)}
          height={64}
          area
          showHighlight
          showTooltip
          xAxis={{ scaleType: 'band', data: series.map((p) => p.date) }}
          valueFormatter={(v) => formatMoney(v, lang, currency)}
        />
      </Box>
      <Typography component="figcaption" variant="body2" color="text.secondary">
        {caption}
      </Typography>
    </Box>
  );
}
