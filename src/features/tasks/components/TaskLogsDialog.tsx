// The log of one task (queryTaskLogs, its last lines), read again every 2 s while more lines may come;
// the refresh can be paused. Lines are text, never HTML; long lines wrap.
import PauseOutlined from '@mui/icons-material/PauseOutlined';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import RefreshOutlined from '@mui/icons-material/RefreshOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';
import LoadFailed from '@/components/LoadFailed';
import { useQueryTaskLogsQuery, type LogLine, type Task } from '../api';
import TaskStatusChip from './TaskStatusChip';

/** How often the log is read again while the task may still write (ms). */
export const LOG_REFRESH_MS = 2000;
/** Lines asked for: the log's tail. */
export const LOG_TAIL_LINES = 500;

const timeOf = (line: LogLine, language: string): string => {
  if (!line.time) return '';
  const d = new Date(line.time);
  return Number.isNaN(d.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
        hour12: false,
      }).format(d);
};

// Colours readable on the dark log background (WCAG AA).
const LEVEL_COLOURS: Record<string, string> = { warn: 'warning.light', error: '#ff8a80', debug: 'grey.400' };

export default function TaskLogsDialog({ task, onClose }: { task: Task; onClose(): void }) {
  const { t, i18n } = useTranslation(['tasks', 'common']);
  const titleId = useId();
  const [paused, setPaused] = useState(false);
  const [finished, setFinished] = useState(false);
  const { data, error, isLoading, isFetching, refetch } = useQueryTaskLogsQuery(
    { id: task.id, tailLines: LOG_TAIL_LINES },
    {
      pollingInterval: paused || finished ? 0 : LOG_REFRESH_MS,
      skipPollingIfUnfocused: true,
      refetchOnMountOrArgChange: true,
    },
  );
  const chunk = data?.data;
  const lines = chunk?.lines ?? [];
  if (Boolean(chunk?.finished) !== finished) setFinished(Boolean(chunk?.finished));

  // Follow the end of the log while the reader is there; leave them be once they scroll up.
  const box = useRef<HTMLDivElement>(null);
  const following = useRef(true);
  useEffect(() => {
    const el = box.current;
    if (el && following.current) el.scrollTop = el.scrollHeight;
  }, [lines.length, data]);

  const text = lines.map((l) => [l.time ?? '', l.level ?? '', l.source ?? '', l.message].join(' ')).join('\n');

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth data-testid="task-logs-dialog">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere', pr: 2 }}>
        {t('tasks:logs.title', { name: task.name })}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <TaskStatusChip status={task.status} />
          <Typography variant="body2" color="text.secondary" data-testid="task-logs-state" aria-live="polite">
            {finished
              ? t('tasks:logs.finished')
              : paused
                ? t('tasks:logs.paused')
                : t('tasks:logs.following', { seconds: LOG_REFRESH_MS / 1000 })}
          </Typography>
          <Box sx={{ flexGrow: 1 }} />
          {!finished ? (
            <Button
              size="small"
              startIcon={paused ? <PlayArrowOutlined /> : <PauseOutlined />}
              onClick={() => setPaused((p) => !p)}
            >
              {paused ? t('tasks:logs.resume') : t('tasks:logs.pause')}
            </Button>
          ) : null}
          <Button size="small" startIcon={<RefreshOutlined />} onClick={() => void refetch()} disabled={isFetching}>
            {t('tasks:logs.refresh')}
          </Button>
          <CopyButton text={text} label={t('tasks:logs.copy')} />
        </Stack>
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress aria-label={t('tasks:logs.loading')} /> : null}</Box>
        {error && !isFetching ? <LoadFailed text={t('tasks:logs.failed')} onRetry={() => void refetch()} /> : null}
        <Box
          ref={box}
          role="log"
          aria-label={t('tasks:logs.region', { name: task.name })}
          tabIndex={0}
          data-testid="task-log-lines"
          onScroll={(e) => {
            const el = e.currentTarget;
            following.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
          }}
          sx={{
            fontFamily: 'monospace',
            fontSize: 12,
            lineHeight: 1.6,
            bgcolor: 'grey.900',
            color: 'grey.100',
            borderRadius: 1,
            p: 1.5,
            height: '55vh',
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {isLoading ? (
            <span>{t('common:states.loading')}</span>
          ) : lines.length === 0 && !error ? (
            <span data-testid="task-logs-empty">{t('tasks:logs.empty')}</span>
          ) : (
            lines.map((line, i) => (
              <div key={`${line.time ?? ''}-${i}`} data-testid="task-log-line">
                <Box component="span" sx={{ color: 'grey.500' }}>
                  {timeOf(line, i18n.language)}
                </Box>{' '}
                <Box component="span" sx={{ color: LEVEL_COLOURS[line.level ?? ''] ?? 'info.light' }}>
                  {(line.level ?? 'info').toUpperCase()}
                </Box>{' '}
                {line.source ? (
                  <Box component="span" sx={{ color: 'grey.400' }}>
                    [{line.source}]{' '}
                  </Box>
                ) : null}
                {line.message}
              </div>
            ))
          )}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
