// What a panel says when what it shows could not be read: the screen's own words and a retry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** The screen's words for what could not be read. */
  text: string;
  onRetry(): void;
  /** A retry is under way: its button waits. */
  busy?: boolean;
  sx?: SxProps<Theme>;
  testId?: string;
}

export default function LoadFailed({ text, onRetry, busy, sx, testId }: LoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      severity="error"
      sx={sx}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" onClick={() => onRetry()} disabled={busy}>
          {t('common:actions.retry')}
        </Button>
      }
    >
      {text}
    </Alert>
  );
}
