// The log of a deployment opened from its deploy history entry: read after it finished or failed (its outcome and
// message above the lines), followed while it still runs.
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import LogDialog from '@/components/LogViewer/LogDialog';
import type { DeployRecord } from '../api';
import { useDeploymentLogSource } from './DeploymentLog';
import RecordResultChip from './RecordResultChip';

export default function DeploymentLogDialog({
  record,
  deploymentId,
  onClose,
}: {
  record: DeployRecord;
  deploymentId: string;
  onClose(): void;
}) {
  const { t } = useTranslation('deploy');
  const source = useDeploymentLogSource(deploymentId);
  const name = record.instanceName ?? record.instanceId;
  return (
    <LogDialog
      title={t('deploy:deploymentLog.dialogTitle', { name })}
      name={t('deploy:deploymentLog.name', { id: deploymentId })}
      source={source}
      live={record.result === 'running'}
      header={
        <>
          <RecordResultChip result={record.result} />
          {record.message ? (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {record.message}
            </Typography>
          ) : null}
        </>
      }
      testId="deployment-log-dialog"
      onClose={onClose}
    />
  );
}
