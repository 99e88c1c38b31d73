// A refused quote or deployment, worded by the server, with the way out docs/product-rules.md#calls-and-errors names for a resource refusal:
// switch to another GPU model, or release active instances (the online instances list).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiErrorText } from '@/components/form/apiErrorText';
import { resourceProblemOf } from '../resourceErrors';

export interface ResourceErrorAlertProps {
  error: unknown;
  /** Text when the server gave none. */
  fallback: string;
  /** Takes the user to the GPU model choice. */
  onSwitchModel?: () => void;
  onRetry?: () => void;
}

export default function ResourceErrorAlert({ error, fallback, onSwitchModel, onRetry }: ResourceErrorAlertProps) {
  const { t } = useTranslation(['deploy', 'common']);
  const problem = resourceProblemOf(error);
  const text = apiErrorText(
    error,
    problem === 'noComputeResources'
      ? t('deploy:resources.noCompute')
      : problem === 'noAvailableResources'
        ? t('deploy:resources.noAvailable')
        : fallback,
  );
  return (
    <Alert
      severity="error"
      role="alert"
      data-testid="resource-error"
      data-problem={problem ?? 'other'}
      sx={{ my: 1, '& .MuiAlert-message': { overflowWrap: 'anywhere', width: '100%' } }}
    >
      {problem ? <AlertTitle>{text}</AlertTitle> : text}
      {problem ? (
        <>
          {problem === 'noComputeResources' ? t('deploy:resources.computeHint') : t('deploy:resources.availableHint')}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            {onSwitchModel ? (
              <Button size="small" variant="outlined" color="inherit" onClick={onSwitchModel}>
                {t('deploy:resources.switchModel')}
              </Button>
            ) : null}
            {problem === 'noComputeResources' ? (
              <Button size="small" variant="outlined" color="inherit" component={RouterLink} to="/interactive-service">
                {t('deploy:resources.releaseInstances')}
              </Button>
            ) : null}
          </Stack>
        </>
      ) : onRetry ? (
        <Stack direction="row" sx={{ mt: 1 }}>
          <Button size="small" color="inherit" onClick={onRetry}>
            {t('common:actions.retry')}
          </Button>
        </Stack>
      ) : null}
    </Alert>
  );
}
