// The cloud drive's quota as a bar with the numbers: used of total, and the share.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatPercent } from '@/components/format';
import { useGetDriveQuotaQuery } from '../api';
import { quotaShare } from '../paths';

export default function QuotaBar() {
  const { t, i18n } = useTranslation(['storage', 'common']);
  const { data, isLoading, isError, refetch } = useGetDriveQuotaQuery({});
  const quota = data?.data;
  if (isLoading) return <Skeleton variant="rounded" height={40} sx={{ mb: 2, maxWidth: 480 }} />;
  if (isError || !quota)
    return (
      <Alert
        severity="warning"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {t('common:actions.retry')}
          </Button>
        }
      >
        {t('storage:drive.quotaFailed')}
      </Alert>
    );
  const share = quotaShare(quota.usedBytes, quota.totalBytes);
  const text = t('storage:drive.quotaText', {
    used: formatBytes(quota.usedBytes, i18n.language),
    total: formatBytes(quota.totalBytes, i18n.language),
    percent: formatPercent(share * 100, i18n.language, share > 0 && share < 0.01 ? 2 : 0),
  });
  return (
    <Box sx={{ mb: 2, maxWidth: 480 }} data-testid="drive-quota">
      <Typography variant="body2" sx={{ mb: 0.5 }} id="drive-quota-text">
        {t('storage:drive.quota')}: {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.max(share * 100, share > 0 ? 1 : 0)}
        color={share >= 0.9 ? 'error' : share >= 0.75 ? 'warning' : 'primary'}
        aria-label={t('storage:drive.quota')}
        aria-describedby="drive-quota-text"
        sx={{ height: 8, borderRadius: 1 }}
      />
    </Box>
  );
}
