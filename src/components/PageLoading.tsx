// Shown while a lazy page (or its texts) loads: the text `loading...` of docs/product-rules.md#routes-and-guards, translated.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export default function PageLoading() {
  const { t } = useTranslation('common', { useSuspense: false });
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, p: 6, minHeight: 200 }}
    >
      <CircularProgress size={20} aria-hidden />
      <Typography data-testid="page-loading">{t('common:loading')}</Typography>
    </Box>
  );
}
