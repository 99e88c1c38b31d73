// Control panel: the instance's status and facts, its connection info (access URL, SSH command, public URL, each
// with a copy button), and every action with its confirmation; the terminal opens from here too.
import TerminalOutlined from '@mui/icons-material/TerminalOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import CopyButton from '@/components/CopyButton';
import { formatDateTime } from '@/components/format';
import IdCell from '@/components/IdCell';
import type { Instance } from '../../api';
import { actionApplies, DESTRUCTIVE, isUp, visibleActions, type InstanceAction } from '../../status';
import { actionLabels } from '../actions/actionTexts';
import InstanceStatusChip from '../InstanceStatusChip';
import RuntimeText from '../RuntimeText';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}

function Connection({
  label,
  value,
  href,
  copyLabel,
  testId,
}: {
  label: string;
  value: string | null | undefined;
  href?: boolean;
  copyLabel: string;
  testId: string;
}) {
  const { t } = useTranslation('instances');
  return (
    <Fact label={label}>
      {value ? (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }} data-testid={testId}>
          {href ? (
            <Link href={value} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
              {value}
            </Link>
          ) : (
            <Box component="code" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
              {value}
            </Box>
          )}
          <CopyButton text={value} label={copyLabel} />
        </Stack>
      ) : (
        <span>{t('instances:panel.notAvailable')}</span>
      )}
    </Fact>
  );
}

const dl = {
  display: 'grid',
  gridTemplateColumns: 'minmax(120px, max-content) 1fr',
  columnGap: 2,
  rowGap: 1,
  m: 0,
} as const;

export interface ControlPanelTabProps {
  instance: Instance;
  fetchedAt: number;
  allowed: boolean;
  onAction(action: InstanceAction): void;
}

export default function ControlPanelTab({ instance, fetchedAt, allowed, onAction }: ControlPanelTabProps) {
  const { t, i18n } = useTranslation(['instances', 'common']);
  const labels = actionLabels(t);
  const lang = i18n.language;
  const billing =
    instance.billingMode === 'daily'
      ? t('instances:billing.daily')
      : instance.billingMode === 'monthly'
        ? t('instances:billing.monthly')
        : instance.billingMode === 'annual'
          ? t('instances:billing.annual')
          : '—';
  const pay =
    instance.payType === 'prepaid'
      ? t('instances:billing.prepaid')
      : instance.payType === 'postpaid'
        ? t('instances:billing.postpaid')
        : '';

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="panel-status-title">
        <Typography id="panel-status-title" variant="h6" component="h2" gutterBottom>
          {t('instances:panel.overview')}
        </Typography>
        <Box component="dl" sx={dl}>
          <Fact label={t('instances:columns.status')}>
            <InstanceStatusChip status={instance.status} testId="panel-status" />
          </Fact>
          <Fact label={t('instances:columns.id')}>
            <IdCell text={instance.id} copyLabel={t('instances:grid.copyId', { id: instance.id })} />
          </Fact>
          <Fact label={t('instances:columns.type')}>
            {instance.type === 'interactive' ? t('instances:type.interactive') : t('instances:type.nonInteractive')}
          </Fact>
          <Fact label={t('instances:columns.description')}>{instance.description || '—'}</Fact>
          <Fact label={t('instances:columns.builder')}>{instance.builder ?? '—'}</Fact>
          <Fact label={t('instances:columns.createdAt')}>{formatDateTime(instance.createdAt, lang)}</Fact>
          <Fact label={t('instances:columns.runtime')}>
            <RuntimeText runtimeSeconds={instance.runtimeSeconds} status={instance.status} fetchedAt={fetchedAt} />
          </Fact>
          <Fact label={t('instances:panel.gpus')}>
            {instance.gpuCount ? `${instance.gpuCount} × ${instance.gpuModel ?? ''}` : '—'}
          </Fact>
          <Fact label={t('instances:panel.node')}>{instance.nodeId ?? '—'}</Fact>
          <Fact label={t('instances:panel.billing')}>{pay ? `${billing} · ${pay}` : billing}</Fact>
          <Fact label={t('instances:columns.baseImage')}>{instance.baseImage ?? '—'}</Fact>
          <Fact label={t('instances:columns.latestImage')}>{instance.latestImage ?? '—'}</Fact>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="panel-connection-title">
        <Typography id="panel-connection-title" variant="h6" component="h2" gutterBottom>
          {t('instances:panel.connection')}
        </Typography>
        <Box component="dl" sx={dl}>
          <Connection
            label={t('instances:panel.accessUrl')}
            value={instance.accessUrl}
            href
            copyLabel={t('instances:panel.copyAccessUrl')}
            testId="access-url"
          />
          <Connection
            label={t('instances:panel.sshCommand')}
            value={instance.sshCommand}
            copyLabel={t('instances:panel.copySsh')}
            testId="ssh-command"
          />
          <Fact label={t('instances:panel.publicAccess')}>
            <span data-testid="public-access-state">
              {instance.publicAccess ? t('instances:panel.on') : t('instances:panel.off')}
            </span>
          </Fact>
          {instance.publicAccess ? (
            <Connection
              label={t('instances:panel.publicUrl')}
              value={instance.publicUrl}
              href
              copyLabel={t('instances:panel.copyPublicUrl')}
              testId="public-url"
            />
          ) : null}
          <Fact label={t('instances:panel.computeNetwork')}>
            <span data-testid="compute-network-state">
              {instance.computeNetwork ? t('instances:panel.on') : t('instances:panel.off')}
            </span>
          </Fact>
        </Box>
      </Paper>

      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="panel-actions-title">
        <Typography id="panel-actions-title" variant="h6" component="h2" gutterBottom>
          {t('instances:panel.actions')}
        </Typography>
        {!allowed ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="no-permission">
            {t('common:http.noPermission')}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            startIcon={<TerminalOutlined />}
            component={RouterLink}
            to={`/XTerm?id=${encodeURIComponent(instance.id)}`}
            disabled={!allowed || !isUp(instance.status)}
          >
            {t('instances:grid.openTerminal')}
          </Button>
          {visibleActions(instance).map((action) => {
            const applies = actionApplies(action, instance);
            const button = (
              <Button
                key={action}
                variant="outlined"
                color={DESTRUCTIVE.has(action) ? 'error' : 'primary'}
                disabled={!allowed || !applies}
                onClick={() => onAction(action)}
                data-action={action}
              >
                {labels[action]}
              </Button>
            );
            return allowed && !applies ? (
              <Tooltip key={action} title={t('instances:panel.notInStatus')}>
                <span>{button}</span>
              </Tooltip>
            ) : (
              button
            );
          })}
        </Stack>
      </Paper>
    </Stack>
  );
}
