// Step 4, complete: the running instance's access URL and SSH command (with copy), and the ways on: its
// management panel, its list (online or batch instances), another deployment; below, the steps and their log.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import PageLoading from '@/components/PageLoading';
import type { InstanceType } from '../api';
import DeploymentLog from '../components/DeploymentLog';
import StateMessage from '../components/StateMessage';
import StepList from '../components/StepList';
import { clearDeployInfo, deployInfoReset } from '../deployInfoSlice';
import { useDeploymentProgress } from './ProgressStep';

function Row({
  label,
  children,
  copy,
  testId,
}: {
  label: string;
  children: ReactNode;
  copy?: string | null;
  testId: string;
}) {
  const { t } = useTranslation('deploy');
  return (
    <TableRow data-testid={testId}>
      <TableCell component="th" scope="row" sx={{ width: '30%', color: 'text.secondary', fontWeight: 400 }}>
        {label}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
          {copy ? <CopyButton text={copy} label={t('deploy:complete.copyOf', { what: label })} /> : null}
        </Box>
      </TableCell>
    </TableRow>
  );
}

export default function CompleteStep({
  deploymentId,
  instanceId,
  type,
}: {
  deploymentId: string;
  instanceId?: string;
  /** The deployed instance's type: its list is the online or the batch instances. */
  type?: InstanceType;
}) {
  const { t } = useTranslation(['deploy', 'common']);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const progress = useDeploymentProgress(deploymentId, false);
  const deployment = progress.deployment;

  if (!deployment) {
    if (progress.error && !progress.isFetching)
      return (
        <StateMessage
          severity="error"
          action={{ label: t('common:actions.retry'), onClick: () => void progress.refetch() }}
        >
          {apiErrorText(progress.error, t('deploy:progress.loadFailed'))}
        </StateMessage>
      );
    return <PageLoading />;
  }

  const id = deployment.instanceId || instanceId || '';
  const deployAnother = () => {
    dispatch(deployInfoReset());
    clearDeployInfo();
    navigate('/assembly-service');
  };

  return (
    <Box component="section" aria-labelledby="deploy-complete-title">
      <Typography id="deploy-complete-title" variant="h3" component="h2" gutterBottom>
        {t('deploy:wizard.steps.complete')}
      </Typography>
      <Alert severity="success" sx={{ mb: 2 }}>
        {t('deploy:complete.running')}
      </Alert>
      <Table size="small" aria-label={t('deploy:complete.access')} data-testid="deploy-result">
        <TableBody>
          <Row label={t('deploy:complete.instanceId')} copy={id} testId="deploy-result-instance">
            {id}
          </Row>
          <Row label={t('deploy:complete.accessUrl')} copy={deployment.accessUrl} testId="deploy-result-url">
            {deployment.accessUrl ? (
              <Link href={deployment.accessUrl} target="_blank" rel="noopener noreferrer">
                {deployment.accessUrl}
              </Link>
            ) : (
              '—'
            )}
          </Row>
          <Row label={t('deploy:complete.sshCommand')} copy={deployment.sshCommand} testId="deploy-result-ssh">
            {deployment.sshCommand ? (
              <Box component="code" sx={{ fontFamily: 'monospace' }}>
                {deployment.sshCommand}
              </Box>
            ) : (
              '—'
            )}
          </Row>
        </TableBody>
      </Table>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/management-panel?id=${encodeURIComponent(id)}`}
          data-testid="deploy-open-instance"
        >
          {t('deploy:complete.openInstance')}
        </Button>
        {type === 'nonInteractive' ? (
          <Button variant="outlined" component={RouterLink} to="/non-interactive">
            {t('deploy:complete.batchInstances')}
          </Button>
        ) : (
          <Button variant="outlined" component={RouterLink} to="/interactive-service">
            {t('deploy:complete.onlineInstances')}
          </Button>
        )}
        <Button onClick={deployAnother}>{t('deploy:complete.deployAnother')}</Button>
      </Stack>
      <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 1 }}>
        {t('deploy:complete.stepsTitle')}
      </Typography>
      <StepList steps={deployment.steps} label={t('deploy:progress.stepsLabel')} />
      <DeploymentLog deploymentId={deployment.deploymentId} />
    </Box>
  );
}
