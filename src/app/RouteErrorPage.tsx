// A route's error page: a failed lazy chunk reloads once, then says `Loading chunk {n} failed` with a reload button.
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { claimAutomaticReload, parseChunkError, releaseAutomaticReload } from './chunkErrors';

export default function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation('common', { useSuspense: false });
  const chunk = useMemo(() => parseChunkError(error), [error]);
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    if (chunk && claimAutomaticReload()) {
      setReloading(true);
      window.location.reload();
    }
  }, [chunk]);

  const reload = () => {
    releaseAutomaticReload();
    window.location.reload();
  };

  if (reloading) return null;
  const title = chunk
    ? t(chunk.css ? 'common:chunk.cssFailed' : 'common:chunk.failed', { n: chunk.chunk })
    : t('common:errorPage.title');
  return (
    <Box role="alert" sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <ErrorOutline color="error" fontSize="large" aria-hidden />
      <Typography variant="h1" component="h1" data-testid="route-error-title">
        {title}
      </Typography>
      <Alert severity="error" variant="outlined">
        {chunk ? t('common:chunk.hint') : t('common:errorPage.hint')}
      </Alert>
      <Button variant="contained" onClick={reload}>
        {t('common:chunk.reload')}
      </Button>
    </Box>
  );
}
