// Overcommit of one or several GPUs: on or off, policy and multiplier (1-8). The platform refuses GPUs with
// running instances; those come back in the answer's `failed` list and are shown here with their reason.
import Alert from '@mui/material/Alert';
import DialogContentText from '@mui/material/DialogContentText';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { notify } from '@/lib/notify';
import { useSetGpuOvercommitMutation, type Gpu } from '../api';
import { OVERCOMMIT_POLICIES, policyText, type OvercommitPolicy } from '../labels';
import { parseMultiplier } from '../schemas';

export interface OvercommitDialogProps {
  gpus: Gpu[];
  onClose(): void;
  /** Called with the IDs the change was applied to. */
  onDone?(succeeded: string[]): void;
}

export default function OvercommitDialog({ gpus, onClose, onDone }: OvercommitDialogProps) {
  const { t } = useTranslation(['compute', 'common']);
  const id = useId();
  const first = gpus[0];
  const [enabled, setEnabled] = useState(first?.overcommitStatus === 'enabled' || gpus.length > 1);
  const [policy, setPolicy] = useState<Exclude<OvercommitPolicy, 'none'>>(
    first?.overcommitPolicy && first.overcommitPolicy !== 'none' ? first.overcommitPolicy : 'timeSlicing',
  );
  const [multiplier, setMultiplier] = useState(
    String(first?.overcommitMultiplier && first.overcommitMultiplier > 1 ? first.overcommitMultiplier : 2),
  );
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<{ id: string; reason?: string }[]>([]);
  const [save, { isLoading }] = useSetGpuOvercommitMutation();

  const parsed = parseMultiplier(multiplier);
  const multiplierError = enabled && parsed === null ? t('compute:gpu.overcommitDialog.multiplierRange') : null;
  const busy = gpus.filter((g) => (g.runningInstanceCount ?? 0) > 0);

  const submit = async () => {
    setTouched(true);
    setError(null);
    setRefusals([]);
    if (multiplierError) return;
    try {
      const answer = await save({
        gpuIds: gpus.map((g) => g.id),
        enabled,
        ...(enabled ? { policy, multiplier: parsed ?? 2 } : { policy: 'none' as const }),
      }).unwrap();
      const result = answer.data ?? { succeeded: [], failed: [] };
      if (result.succeeded.length) {
        notify.success(t('compute:gpu.overcommitDialog.saved', { count: result.succeeded.length }));
        onDone?.(result.succeeded);
      }
      if (result.failed.length) setRefusals(result.failed);
      else onClose();
    } catch (e) {
      setError(apiErrorText(e, t('compute:gpu.overcommitDialog.failed')));
    }
  };

  return (
    <ActionDialog
      title={t('compute:gpu.overcommitDialog.title')}
      error={error}
      pending={isLoading}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={t('compute:gpu.overcommitDialog.apply')}
      cancelLabel={refusals.length ? t('common:actions.close') : t('common:actions.cancel')}
      maxWidth="sm"
      testId="overcommit-dialog"
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        {t('compute:gpu.overcommitDialog.applies', { count: gpus.length, ids: gpus.map((g) => g.id).join(', ') })}
      </DialogContentText>
      {busy.length ? (
        <Alert severity="warning" sx={{ mt: 1.5 }}>
          {t('compute:gpu.busyWarning', { count: busy.length })}
        </Alert>
      ) : null}
      <Stack spacing={2} sx={{ mt: 2 }}>
        <FormControlLabel
          control={<Switch checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
          label={t('compute:gpu.overcommitDialog.enable')}
        />
        <FormControl size="small" disabled={!enabled} fullWidth>
          <InputLabel id={`${id}-policy`}>{t('compute:gpu.columns.policy')}</InputLabel>
          <Select
            labelId={`${id}-policy`}
            label={t('compute:gpu.columns.policy')}
            value={policy}
            onChange={(e) => setPolicy(e.target.value as Exclude<OvercommitPolicy, 'none'>)}
            data-testid="overcommit-policy"
          >
            {OVERCOMMIT_POLICIES.map((p) => (
              <MenuItem key={p} value={p}>
                {policyText(t, p)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" disabled={!enabled} error={touched && Boolean(multiplierError)} fullWidth>
          <InputLabel htmlFor={`${id}-multiplier`}>{t('compute:gpu.columns.multiplier')}</InputLabel>
          <OutlinedInput
            id={`${id}-multiplier`}
            label={t('compute:gpu.columns.multiplier')}
            value={multiplier}
            inputProps={{ inputMode: 'decimal' }}
            onChange={(e) => setMultiplier(e.target.value)}
            onBlur={() => setTouched(true)}
            aria-describedby={`${id}-multiplier-help`}
          />
          <FormHelperText id={`${id}-multiplier-help`}>
            {touched && multiplierError ? multiplierError : t('compute:gpu.overcommitDialog.multiplierHelp')}
          </FormHelperText>
        </FormControl>
      </Stack>
      {refusals.length ? (
        <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="overcommit-refusals">
          {t('compute:gpu.refusedTitle', { count: refusals.length })}
          <ul style={{ margin: '4px 0 0', paddingLeft: 20 }}>
            {refusals.map((r) => (
              <li key={r.id} style={{ overflowWrap: 'anywhere' }}>
                {r.id}: {r.reason ?? t('compute:gpu.overcommitDialog.failed')}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </ActionDialog>
  );
}
