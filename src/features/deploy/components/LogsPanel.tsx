// The latest log lines of a deployed service (queryAssemblyLogs), of every replica or one; "follow" keeps
// asking for new lines (pausable).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FilterSelect from '@/components/FilterSelect';
import { formatDateTime } from '@/components/format';
import { useQueryAssemblyLogsQuery, type AssemblyService, type LogLine } from '../api';
import StateMessage from './StateMessage';

const TAIL_LINES = 200;
const FOLLOW_MS = 3000;

const levelColour = (level: LogLine['level']) =>
  level === 'error' ? 'error.main' : level === 'warn' ? 'warning.main' : 'text.secondary';

export default function LogsPanel({ service }: { service: AssemblyService }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const [replica, setReplica] = useState('');
  const [follow, setFollow] = useState(true);
  const logs = useQueryAssemblyLogsQuery(
    { id: service.id, assemAddr: service.assemAddr, tailLines: TAIL_LINES, ...(replica ? { replica } : {}) },
    { pollingInterval: follow ? FOLLOW_MS : 0, skipPollingIfUnfocused: true },
  );
  const lines = logs.data?.data?.lines ?? [];
  const replicas = Array.from({ length: Math.max(service.replicas ?? 1, 1) }, (_, i) => `replica-${i}`);

  return (
    <Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <FilterSelect
          testId="replica-filter"
          label={t('deploy:ops.logs.replica')}
          allLabel={t('deploy:ops.logs.allReplicas')}
          value={replica}
          options={replicas.map((r) => ({ value: r, label: r }))}
          onChange={(v) => setReplica(v ?? '')}
        />
        <FormControlLabel
          control={<Switch checked={follow} onChange={(e) => setFollow(e.target.checked)} />}
          label={t('deploy:ops.logs.follow')}
        />
        <Button size="small" onClick={() => void logs.refetch()} disabled={logs.isFetching}>
          {t('deploy:ops.logs.refresh')}
        </Button>
      </Stack>
      {logs.error && !logs.isFetching ? (
        <StateMessage
          severity="error"
          action={{ label: t('common:actions.retry'), onClick: () => void logs.refetch() }}
        >
          {t('deploy:ops.logs.failed')}
        </StateMessage>
      ) : logs.isLoading ? (
        <Typography role="status">{t('common:states.loading')}</Typography>
      ) : lines.length === 0 ? (
        <Typography color="text.secondary">{t('deploy:ops.logs.empty')}</Typography>
      ) : (
        <Box
          role="log"
          aria-label={t('deploy:ops.logs.label', { name: service.name })}
          tabIndex={0}
          data-testid="assembly-logs"
          sx={{
            fontFamily: 'monospace',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
            p: 1.5,
            maxHeight: 360,
            overflow: 'auto',
          }}
        >
          {lines.map((line, i) => (
            <Box key={`${line.time ?? ''}-${i}`} sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {formatDateTime(line.time, i18n.language)}
              </Box>{' '}
              <Box component="span" sx={{ color: levelColour(line.level), textTransform: 'uppercase' }}>
                {line.level ?? 'info'}
              </Box>{' '}
              {line.source ? (
                <Box component="span" sx={{ color: 'primary.main' }}>
                  [{line.source}]
                </Box>
              ) : null}{' '}
              {line.message}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
