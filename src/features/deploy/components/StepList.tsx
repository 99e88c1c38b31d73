// The steps of a deployment (docs/product-rules.md#states-and-transitions), in order, each pending / running / done / failed with its detail.
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import RadioButtonUncheckedOutlined from '@mui/icons-material/RadioButtonUncheckedOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/components/format';
import StatusChip from '@/components/StatusChip';
import type { DeployStep } from '../api';
import { stepNameLabel, stepStateLabel, stepStateTone } from '../labels';

function StepIcon({ state }: { state: DeployStep['state'] }) {
  if (state === 'done') return <CheckCircleOutlined color="success" fontSize="small" />;
  if (state === 'failed') return <ErrorOutlined color="error" fontSize="small" />;
  if (state === 'running') return <CircularProgress size={18} aria-hidden />;
  return <RadioButtonUncheckedOutlined color="disabled" fontSize="small" />;
}

export default function StepList({ steps, label }: { steps: DeployStep[]; label: string }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const done = steps.filter((s) => s.state === 'done').length;
  return (
    <Box>
      <Typography id="deploy-steps-summary" role="status" aria-live="polite" sx={{ mb: 1 }}>
        {t('deploy:progress.summary', { done, total: steps.length })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={steps.length ? (done / steps.length) * 100 : 0}
        aria-labelledby="deploy-steps-summary"
        sx={{ mb: 1 }}
      />
      <List component="ol" aria-label={label} dense data-testid="deploy-steps" sx={{ listStyle: 'none', p: 0 }}>
        {steps.map((step) => (
          <ListItem
            key={step.name}
            component="li"
            data-testid="deploy-step"
            data-step={step.name}
            data-state={step.state}
            secondaryAction={
              <StatusChip
                label={stepStateLabel(t, step.state)}
                tone={stepStateTone(step.state)}
                transitional={step.state === 'running'}
                status={step.state}
              />
            }
            sx={{ pr: 14 }}
          >
            <ListItemIcon sx={{ minWidth: 32 }}>
              <StepIcon state={step.state} />
            </ListItemIcon>
            <ListItemText
              primary={stepNameLabel(t, step.name)}
              secondary={
                [step.message, step.finishedAt ? formatDateTime(step.finishedAt, i18n.language) : null]
                  .filter(Boolean)
                  .join(' · ') || undefined
              }
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                secondary: {
                  sx: { overflowWrap: 'anywhere', color: step.state === 'failed' ? 'error.main' : undefined },
                },
              }}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
