// The frame of the apps detail pages (outside the console layout): a back link, the route's h1, then the page,
// or a not-found state when the address names no service (or one the organisation does not have).
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOffOutlined from '@mui/icons-material/SearchOffOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import LoadFailed from '@/components/LoadFailed';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import type { DetailState } from '../detailState';

export default function DetailShell({
  routeKey,
  state,
  onRetry,
  subtitle,
  actions,
  children,
  testId,
}: {
  routeKey: string;
  state: DetailState;
  onRetry(): void;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation(['apps', 'common']);
  let body: ReactNode = children;
  if (state === 'loading') body = <PageLoading />;
  else if (state === 'missing' || state === 'notFound')
    body = (
      <Paper variant="outlined" sx={{ p: 5, textAlign: 'center' }} data-testid="detail-not-found">
        <SearchOffOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h2" component="p" sx={{ mt: 1 }}>
          {state === 'missing' ? t('apps:detail.missingId') : t('apps:detail.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('apps:detail.notFoundHint')}
        </Typography>
        <Button component={RouterLink} to="/apps?tab=mine" variant="contained" sx={{ mt: 2 }}>
          {t('apps:detail.toMine')}
        </Button>
      </Paper>
    );
  else if (state === 'error') body = <LoadFailed text={t('apps:detail.loadFailed')} onRetry={onRetry} />;

  return (
    <Box component="main" id="main-content" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Container maxWidth="lg" disableGutters>
        <PageFrame
          routeKey={routeKey}
          testId={testId}
          subtitle={state === 'ready' ? subtitle : undefined}
          actions={state === 'ready' ? actions : undefined}
          before={
            <Button component={RouterLink} to="/apps?tab=mine" startIcon={<ArrowBack />} size="small" sx={{ mb: 1 }}>
              {t('apps:detail.back')}
            </Button>
          }
        >
          {body}
        </PageFrame>
      </Container>
    </Box>
  );
}
