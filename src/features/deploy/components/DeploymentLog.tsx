// A deployment's log in the shared log viewer (queryDeploymentLogPage): each line's prefix is the step that wrote it;
// followed while the deployment runs, searchable, filtered by time and level, downloadable (.log.gz). A finished or
// failed deployment's log stays readable: in the wizard's progress and complete steps, and from its history entry.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useEndpointLogSource, type LogSource } from '@/components/LogViewer';
import LazyLogViewer from '@/components/LogViewer/LazyLogViewer';
import { deployApi } from '../api';

export function useDeploymentLogSource(deploymentId: string): LogSource {
  return useEndpointLogSource({
    page: deployApi.endpoints.queryDeploymentLogPage,
    download: deployApi.endpoints.getDeploymentLogDownloadUrl,
    args: { id: deploymentId },
  });
}

export default function DeploymentLog({ deploymentId, live = false }: { deploymentId: string; live?: boolean }) {
  const { t } = useTranslation('deploy');
  const titleId = useId();
  const source = useDeploymentLogSource(deploymentId);
  return (
    <Box component="section" aria-labelledby={titleId} data-testid="deployment-log" sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h3" component="h2" gutterBottom>
        {t('deploy:deploymentLog.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('deploy:deploymentLog.stepHint')}
      </Typography>
      <LazyLogViewer
        source={source}
        name={t('deploy:deploymentLog.name', { id: deploymentId })}
        live={live}
        height={360}
      />
    </Box>
  );
}
