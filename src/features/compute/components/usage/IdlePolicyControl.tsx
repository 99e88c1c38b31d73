// The idle filter area of the GPU and instance grids: "idle only" (a grid filter kept in the URL) and the idle rule
// in force; an Admin sets its hours here (1 to 168, the rule of src/validation/idle.ts; the server checks it too).
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import Permitted from '@/components/Permitted';
import { useAccess } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { IDLE_HOURS_MAX, IDLE_HOURS_MIN, IDLE_THRESHOLD_PERCENT, isValidIdleHours } from '@/validation/idle';
import { useGetIdlePolicyQuery, useSetIdlePolicyMutation } from '../../api';

export interface IdleFilterProps {
  idleOnly: boolean;
  onIdleOnlyChange(next: boolean): void;
  /** Offer the Admin's setting (the GPU page); elsewhere only the rule is said. */
  editable?: boolean;
}

export default function IdlePolicyControl({ idleOnly, onIdleOnlyChange, editable }: IdleFilterProps) {
  const { t } = useTranslation('usage');
  const mayManage = useAccess().can('manageCompute');
  const { data } = useGetIdlePolicyQuery({});
  const policy = data?.data;
  const [draft, setDraft] = useState<string | null>(null);
  const [save, saving] = useSetIdlePolicyMutation();
  const [error, setError] = useState<string | null>(null);
  const ruleId = useId();
  const value = draft ?? (policy ? String(policy.hours) : '');
  const hours = Number(value);
  const invalid = draft !== null && !isValidIdleHours(hours);

  const submit = async () => {
    if (!isValidIdleHours(hours)) return;
    setError(null);
    try {
      await save({ hours }).unwrap();
      setDraft(null);
      notify.success(t('usage:policy.saved', { hours }));
    } catch (e) {
      setError(apiErrorText(e, t('usage:policy.failed')));
    }
  };

  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <FormControlLabel
        control={
          <Switch
            checked={idleOnly}
            onChange={(e) => onIdleOnlyChange(e.target.checked)}
            slotProps={{ input: { 'aria-describedby': ruleId } }}
            data-testid="idle-only"
          />
        }
        label={t('usage:idle.filter')}
      />
      <Typography id={ruleId} variant="caption" color="text.secondary" data-testid="idle-rule">
        {policy ? t('usage:policy.rule', { hours: policy.hours, threshold: IDLE_THRESHOLD_PERCENT }) : ''}
      </Typography>
      {editable ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Permitted allowed={mayManage}>
            <TextField
              size="small"
              type="number"
              label={t('usage:policy.hours')}
              value={value}
              disabled={!mayManage || !policy}
              onChange={(e) => setDraft(e.target.value)}
              error={invalid || Boolean(error)}
              helperText={invalid ? t('usage:policy.invalid') : (error ?? undefined)}
              slotProps={{
                htmlInput: { min: IDLE_HOURS_MIN, max: IDLE_HOURS_MAX, step: 1, 'data-testid': 'idle-hours' },
              }}
              sx={{ width: 170 }}
            />
          </Permitted>
          {mayManage ? (
            <Button
              type="submit"
              variant="outlined"
              disabled={draft === null || invalid || saving.isLoading}
              data-testid="idle-hours-save"
            >
              {t('usage:policy.save')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
