// The recovery log of a restore (docs/product-rules.md#states-and-transitions: INITED while recovering, then SUCCESS or FAILED), refreshed until it
// ends, its entries shown in the shared log viewer (each entry's state as its source, a failure as an error).
// On SUCCESS the instance is back online (a link opens it); on FAILED the reason is the last entry.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { apiErrorText } from '@/components/form/apiErrorText';
import LoadFailed from '@/components/LoadFailed';
import { localLogSource, type LogViewLine } from '@/components/LogViewer';
import LazyLogViewer from '@/components/LogViewer/LazyLogViewer';
import { instancesApi, useQueryRecoveryLogQuery } from '../api';
import { TRANSITION_POLL_MS } from '../status';
import RecoveryStatusChip, { recoveryStatusLabels } from './RecoveryStatusChip';

export interface RecoveryLogDialogProps {
  archiveId: string;
  name: string;
  instanceId: string;
  onClose(): void;
}

export default function RecoveryLogDialog({ archiveId, name, instanceId, onClose }: RecoveryLogDialogProps) {
  const { t } = useTranslation(['instances', 'common']);
  const dispatch = useAppDispatch();
  const titleId = useId();
  const { data, error, isLoading, refetch } = useQueryRecoveryLogQuery(
    { id: archiveId },
    { pollingInterval: TRANSITION_POLL_MS, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true },
  );
  const log = data?.data;
  const ended = log?.status === 'SUCCESS' || log?.status === 'FAILED';

  // Once the restore ends, the lists that show the instance and the archive change.
  useEffect(() => {
    if (ended)
      dispatch(
        instancesApi.util.invalidateTags([
          { type: 'instance', id: 'LIST' },
          { type: 'instance', id: instanceId },
          { type: 'archived_instance', id: 'LIST' },
        ]),
      );
  }, [ended, dispatch, instanceId]);

  const entries = useMemo(() => log?.entries ?? [], [log]);
  const last = entries[entries.length - 1];
  // The entries in the viewer: a new entry is a new log for it (a restore writes a handful).
  const source = useMemo(() => {
    const labels = recoveryStatusLabels(t);
    const lines: LogViewLine[] = entries.map((entry, index) => ({
      n: index + 1,
      time: entry.time,
      level: entry.status === 'FAILED' ? 'error' : 'info',
      source: labels[entry.status] ?? entry.status,
      message: entry.message,
    }));
    return localLogSource(`recovery:${archiveId}:${lines.length}:${ended}`, lines, {
      finished: ended,
      levels: false,
      times: false,
    });
  }, [archiveId, entries, ended, t]);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="recovery-log">
      <DialogTitle id={titleId}>{t('instances:recovery.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="body2">{t('instances:recovery.state')}</Typography>
          {log ? <RecoveryStatusChip status={log.status} testId="recovery-status" /> : null}
        </Stack>
        {!ended && !error ? <LinearProgress aria-label={t('instances:recovery.inProgress')} sx={{ mb: 1 }} /> : null}
        {error && !isLoading ? (
          <LoadFailed text={apiErrorText(error, t('instances:recovery.loadFailed'))} onRetry={() => void refetch()} />
        ) : null}
        {log ? (
          <LazyLogViewer source={source} name={t('instances:recovery.entries')} height={240} />
        ) : null}
        {log?.status === 'SUCCESS' ? (
          <Alert severity="success" data-testid="recovery-success">
            {t('instances:recovery.succeeded', { name, id: instanceId })}
          </Alert>
        ) : null}
        {log?.status === 'FAILED' ? (
          <Alert severity="error" data-testid="recovery-failed">
            {t('instances:recovery.failed', { name, reason: last?.message ?? '' })}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        {log?.status === 'SUCCESS' ? (
          <Button
            component={RouterLink}
            to={`/management-panel?id=${encodeURIComponent(instanceId)}`}
            variant="contained"
          >
            {t('instances:recovery.openInstance')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
