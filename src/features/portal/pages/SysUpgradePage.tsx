// `/sys-upgrade`: the maintenance notice (getSystemStatus), checked again every 30 seconds so the page says
// when the platform is back.
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@/components/format';
import PageLoading from '@/components/PageLoading';
import { useGetSystemStatusQuery } from '../api';

const RECHECK_MS = 30_000;

export default function SysUpgradePage() {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const { data, isLoading, isError, isFetching, refetch } = useGetSystemStatusQuery(
    {},
    { pollingInterval: RECHECK_MS, skipPollingIfUnfocused: true },
  );
  const status = data?.data;

  let body;
  if (isLoading) body = <PageLoading />;
  else if (isError || !status)
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('portal:maintenance.loadFailed')}
      </Alert>
    );
  else if (status.maintenance)
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="maintenance-on">
        <BuildCircleOutlined color="warning" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="p">
          {t('portal:maintenance.onTitle')}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{status.message || t('portal:maintenance.onText')}</Typography>
        {status.until ? (
          <Typography color="text.secondary">
            {t('portal:maintenance.until', { time: formatDateTime(status.until, i18n.language) })}
          </Typography>
        ) : null}
        <Typography color="text.secondary" variant="body2">
          {t('portal:maintenance.autoCheck')}
        </Typography>
      </Stack>
    );
  else
    body = (
      <Stack spacing={1} sx={{ alignItems: 'center' }} data-testid="maintenance-off">
        <CheckCircleOutline color="success" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h2" component="p">
          {t('portal:maintenance.offTitle')}
        </Typography>
        <Typography color="text.secondary">{t('portal:maintenance.offText')}</Typography>
        <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
          <Button variant="contained" component={RouterLink} to="/portal">
            {t('portal:maintenance.toConsole')}
          </Button>
          <Button component={RouterLink} to="/">
            {t('portal:maintenance.toPortal')}
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <Box
      component="main"
      id="main-content"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}
    >
      <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Typography variant="h1" component="h1" sx={{ mb: 3 }}>
          {t('common:routes.sysUpgrade')}
        </Typography>
        <div aria-live="polite">{body}</div>
      </Paper>
    </Box>
  );
}
