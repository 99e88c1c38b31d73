// /assembly-service-ops/:id/:assemAddr: one deployed service — its state, restart and scale, its logs and its
// versions (switch to another). An unknown service shows a not-found state.
import ArrowBack from '@mui/icons-material/ArrowBack';
import OpenInFullOutlined from '@mui/icons-material/OpenInFullOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import ConfirmDialog from '@/components/ConfirmDialog';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import { formatDateTime } from '@/components/format';
import PageFrame from '@/components/PageFrame';
import PageLoading from '@/components/PageLoading';
import StatusChip from '@/components/StatusChip';
import { notify } from '@/lib/notify';
import { useGetAssemblyServiceQuery, useRestartAssemblyServiceMutation, type AssemblyService } from '../api';
import LogsPanel from '../components/LogsPanel';
import ScaleDialog from '../components/ScaleDialog';
import StateMessage from '../components/StateMessage';
import VersionsTab from '../components/VersionsTab';
import { ASSEMBLY_TRANSITIONAL, assemblyStatusLabel, assemblyStatusTone } from '../labels';

/** How often a scaling or restarting service is asked for its state. */
const TRANSITION_POLL_MS = 1000;

function Fact({ label, children, copy }: { label: string; children: ReactNode; copy?: string | null }) {
  const { t } = useTranslation('deploy');
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary', fontWeight: 400 }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        {children}
        {copy ? <CopyButton text={copy} label={t('deploy:complete.copyOf', { what: label })} /> : null}
      </TableCell>
    </TableRow>
  );
}

function Summary({ service }: { service: AssemblyService }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 2 }}>
      <Table size="small" aria-label={t('deploy:ops.summary')} data-testid="assembly-summary">
        <TableBody>
          <Fact label={t('deploy:ops.status.label')}>
            <StatusChip
              label={assemblyStatusLabel(t, service.status)}
              tone={assemblyStatusTone(service.status)}
              transitional={ASSEMBLY_TRANSITIONAL.has(service.status)}
              status={service.status}
              testId="assembly-status"
            />
          </Fact>
          <Fact label={t('deploy:ops.id')} copy={service.id}>
            {service.id}
          </Fact>
          <Fact label={t('deploy:ops.address')} copy={service.assemAddr}>
            {service.assemAddr}
          </Fact>
          <Fact label={t('deploy:ops.version')}>{service.version ?? '—'}</Fact>
          <Fact label={t('deploy:ops.image')}>{service.image ?? '—'}</Fact>
          <Fact label={t('deploy:ops.replicas')}>
            <span data-testid="assembly-replicas">
              {t('deploy:ops.replicasValue', { ready: service.readyReplicas ?? 0, wanted: service.replicas ?? 0 })}
            </span>
          </Fact>
          <Fact label={t('deploy:ops.gpuPerReplica')}>{service.gpuPerReplica ?? '—'}</Fact>
          <Fact label={t('deploy:ops.endpoint')} copy={service.endpoint}>
            {service.endpoint ? (
              <Link href={service.endpoint} target="_blank" rel="noopener noreferrer">
                {service.endpoint}
              </Link>
            ) : (
              '—'
            )}
          </Fact>
          <Fact label={t('deploy:ops.updatedAt')}>{formatDateTime(service.updatedAt, i18n.language)}</Fact>
        </TableBody>
      </Table>
    </Paper>
  );
}

export default function AssemblyServiceOpsPage() {
  const { t } = useTranslation(['deploy', 'common']);
  const { id = '', assemAddr = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'versions' ? 'versions' : 'logs';
  const [transitional, setTransitional] = useState(false);
  const query = useGetAssemblyServiceQuery(
    { id, assemAddr },
    { skip: !id || !assemAddr, pollingInterval: transitional ? TRANSITION_POLL_MS : 0 },
  );
  const service = query.currentData?.data ?? null;
  const nowTransitional = service ? ASSEMBLY_TRANSITIONAL.has(service.status) : false;
  if (nowTransitional !== transitional) setTransitional(nowTransitional);

  const [restart, restarting] = useRestartAssemblyServiceMutation();
  const [confirmRestart, setConfirmRestart] = useState(false);
  const [restartError, setRestartError] = useState<string | null>(null);
  const [scaling, setScaling] = useState(false);

  const doRestart = async () => {
    if (!service) return;
    setRestartError(null);
    try {
      await restart({ id: service.id, assemAddr: service.assemAddr }).unwrap();
      notify.success(t('deploy:ops.restart.done', { name: service.name }));
      setConfirmRestart(false);
    } catch (e) {
      setRestartError(apiErrorText(e, t('deploy:ops.restart.failed')));
    }
  };

  const back = (
    <Button component={RouterLink} to="/assembly-record" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
      {t('deploy:ops.back')}
    </Button>
  );

  if (!service) {
    return (
      <PageFrame routeKey="assemblyServiceOps" before={back}>
        {query.error && !query.isFetching ? (
          <StateMessage
            severity="warning"
            testId="assembly-not-found"
            action={{ label: t('common:actions.retry'), onClick: () => void query.refetch() }}
            link={{ label: t('deploy:ops.toHistory'), to: '/assembly-record' }}
          >
            {apiErrorText(query.error, t('deploy:ops.notFound'))}
          </StateMessage>
        ) : query.isUninitialized ? (
          <StateMessage
            severity="warning"
            testId="assembly-not-found"
            link={{ label: t('deploy:ops.toHistory'), to: '/assembly-record' }}
          >
            {t('deploy:ops.notFound')}
          </StateMessage>
        ) : (
          <PageLoading />
        )}
      </PageFrame>
    );
  }

  return (
    <PageFrame
      routeKey="assemblyServiceOps"
      before={back}
      subtitle={service.name}
      actions={
        <>
          <Button
            variant="outlined"
            startIcon={<OpenInFullOutlined />}
            onClick={() => setScaling(true)}
            disabled={nowTransitional}
          >
            {t('deploy:ops.scale.action')}
          </Button>
          <Button
            variant="outlined"
            color="warning"
            startIcon={<RestartAltOutlined />}
            onClick={() => setConfirmRestart(true)}
            disabled={nowTransitional}
          >
            {t('deploy:ops.restart.action')}
          </Button>
        </>
      }
    >
      <Summary service={service} />
      <Tabs
        selectionFollowsFocus
        value={tab}
        onChange={(_e, value: string) => setParams(value === 'versions' ? { tab: 'versions' } : {}, { replace: true })}
        aria-label={t('deploy:ops.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="logs" label={t('deploy:ops.logs.tab')} id="tab-logs" aria-controls="panel-logs" />
        <Tab value="versions" label={t('deploy:ops.versions.tab')} id="tab-versions" aria-controls="panel-versions" />
      </Tabs>
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'logs' ? <LogsPanel service={service} /> : <VersionsTab service={service} />}
      </div>
      {scaling ? <ScaleDialog service={service} onClose={() => setScaling(false)} /> : null}
      <ConfirmDialog
        open={confirmRestart}
        destructive
        pending={restarting.isLoading}
        error={restartError}
        title={t('deploy:ops.restart.title', { name: service.name })}
        message={t('deploy:ops.restart.message', { name: service.name, count: service.replicas ?? 0 })}
        confirmLabel={t('deploy:ops.restart.action')}
        onConfirm={() => void doRestart()}
        onCancel={() => {
          setConfirmRestart(false);
          setRestartError(null);
        }}
      />
    </PageFrame>
  );
}
