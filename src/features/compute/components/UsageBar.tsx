// A utilisation as a bar with its number beside it (0-100 %, or the caller's words, e.g. `6 / 16`); the number
// is the text alternative.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@/components/format';

export function usageTone(value: number): 'success' | 'warning' | 'error' {
  if (value >= 90) return 'error';
  if (value >= 70) return 'warning';
  return 'success';
}

export default function UsageBar({
  value,
  label,
  testId,
  valueText,
}: {
  value: number | undefined;
  label: string;
  testId?: string;
  /** Shown instead of the percentage. */
  valueText?: string;
}) {
  const { i18n } = useTranslation();
  const v = Number.isFinite(value) ? Math.min(100, Math.max(0, Number(value))) : 0;
  const text = valueText ?? formatPercent(value, i18n.language, 1);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: '100%' }} data-testid={testId}>
      <LinearProgress
        variant="determinate"
        value={v}
        color={usageTone(v)}
        aria-label={label}
        aria-valuetext={text}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4, minWidth: 48 }}
      />
      <Box
        component="span"
        sx={{ minWidth: 48, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
        data-value={value}
      >
        {text}
      </Box>
    </Box>
  );
}
