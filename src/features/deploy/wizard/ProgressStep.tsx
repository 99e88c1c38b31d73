// Step 3, deployment progress: the steps of docs/product-rules.md#states-and-transitions as the server reports them (getDeploymentProgress,
// polled while the deployment runs) and its log, followed as the steps write it; done moves on to the last step, a
// failure names the step and the way on (its errors end the log).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { apiErrorText } from '@/components/form/apiErrorText';
import PageLoading from '@/components/PageLoading';
import { DEPLOYMENT_TOUCHES, deployApi, useGetDeploymentProgressQuery, type Deployment } from '../api';
import DeploymentLog from '../components/DeploymentLog';
import StateMessage from '../components/StateMessage';
import StepList from '../components/StepList';
import { deployInfoChanged } from '../deployInfoSlice';
import { stepNameLabel } from '../labels';

/** How often a running deployment is asked for its progress. */
export const PROGRESS_POLL_MS = 1000;

export function useDeploymentProgress(deploymentId: string, poll: boolean) {
  const result = useGetDeploymentProgressQuery(
    { deploymentId },
    { pollingInterval: poll ? PROGRESS_POLL_MS : 0, skipPollingIfUnfocused: true, refetchOnMountOrArgChange: true },
  );
  const deployment: Deployment | null = result.data?.data ?? null;
  return { error: result.error, isFetching: result.isFetching, refetch: result.refetch, deployment };
}

export default function ProgressStep({ deploymentId }: { deploymentId: string }) {
  const { t } = useTranslation(['deploy', 'common']);
  const dispatch = useAppDispatch();
  const progress = useDeploymentProgress(deploymentId, true);
  const deployment = progress.deployment;
  const status = deployment?.status;

  useEffect(() => {
    if (status !== 'done' && status !== 'failed') return;
    // The deployment changed instances, the history and capacity: those lists load afresh.
    dispatch(deployApi.util.invalidateTags([...DEPLOYMENT_TOUCHES]));
    if (status === 'done') dispatch(deployInfoChanged({ step: 'complete' }));
  }, [status, dispatch]);

  if (!deployment) {
    if (progress.error && !progress.isFetching)
      return (
        <StateMessage
          severity="error"
          testId="deploy-progress-error"
          action={{ label: t('common:actions.retry'), onClick: () => void progress.refetch() }}
          link={{ label: t('deploy:progress.history'), to: '/assembly-record' }}
        >
          {apiErrorText(progress.error, t('deploy:progress.loadFailed'))}
        </StateMessage>
      );
    return <PageLoading />;
  }

  const failedStep = deployment.steps.find((s) => s.state === 'failed');
  return (
    <Box component="section" aria-labelledby="deploy-progress-title">
      <Typography id="deploy-progress-title" variant="h3" component="h2" gutterBottom>
        {t('deploy:wizard.steps.progress')}
      </Typography>
      <Typography color="text.secondary" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {t('deploy:progress.following', { id: deployment.deploymentId, instance: deployment.instanceId })}
      </Typography>
      {status === 'failed' ? (
        <Alert severity="error" role="alert" data-testid="deploy-failed" sx={{ my: 1 }}>
          <AlertTitle>{t('deploy:progress.failed')}</AlertTitle>
          <Box sx={{ overflowWrap: 'anywhere' }}>
            {failedStep
              ? t('deploy:progress.failedStep', {
                  step: stepNameLabel(t, failedStep.name),
                  message: failedStep.message ?? '—',
                })
              : null}
          </Box>
          <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
            <Button
              size="small"
              variant="outlined"
              color="inherit"
              onClick={() =>
                dispatch(deployInfoChanged({ step: 'start', deploymentId: undefined, instanceId: undefined }))
              }
            >
              {t('deploy:progress.retry')}
            </Button>
            <Button size="small" color="inherit" component={RouterLink} to="/assembly-record">
              {t('deploy:progress.history')}
            </Button>
          </Box>
        </Alert>
      ) : null}
      <StepList steps={deployment.steps} label={t('deploy:progress.stepsLabel')} />
      <DeploymentLog deploymentId={deployment.deploymentId} live />
    </Box>
  );
}
