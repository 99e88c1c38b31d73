// A log in a dialog (a task's run, a deployment from its history entry): the title names the log, `header` shows
// its state above the viewer, Close leaves.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import LazyLogViewer from './LazyLogViewer';
import type { LogSource } from './types';

export interface LogDialogProps {
  title: string;
  /** what the log is of (the viewer's accessible name) */
  name: string;
  source: LogSource;
  /** the run may still write: the viewer follows it */
  live?: boolean;
  /** the run's state, above the viewer */
  header?: ReactNode;
  testId?: string;
  onClose(): void;
}

export default function LogDialog({ title, name, source, live, header, testId, onClose }: LogDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth data-testid={testId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere', pr: 2 }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {header ? (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
            {header}
          </Stack>
        ) : null}
        <LazyLogViewer source={source} name={name} live={live} height="55vh" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
