// Progress of one upload: file name, a determinate bar with its percentage, and cancel while it runs.
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export interface UploadProgressProps {
  fileName: string;
  /** 0-100. */
  percent: number;
  onCancel?: () => void;
  /** Done, failed or cancelled: a line of text instead of the cancel button. */
  status?: 'running' | 'done' | 'failed' | 'cancelled';
  testId?: string;
}

export default function UploadProgress({
  fileName,
  percent,
  onCancel,
  status = 'running',
  testId,
}: UploadProgressProps) {
  const { t } = useTranslation('common');
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Stack spacing={0.5} data-testid={testId} data-status={status} sx={{ py: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {fileName}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {status === 'running' ? `${value}%` : t(`common:upload.status.${status}`)}
        </Typography>
        {status === 'running' && onCancel ? (
          <Button size="small" onClick={onCancel}>
            {t('common:upload.cancel')}
          </Button>
        ) : null}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={value}
        color={status === 'failed' ? 'error' : status === 'cancelled' ? 'inherit' : 'primary'}
        aria-label={t('common:upload.progressOf', { name: fileName })}
      />
    </Stack>
  );
}
