// Split a GPU into GPU instances (2-7), or merge a split GPU back. Refused by the platform while instances run on
// it; the refusal and its reason are shown here.
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ConfirmDialog from '@/components/ConfirmDialog';
import { apiErrorText } from '@/components/form/apiErrorText';
import { notify } from '@/lib/notify';
import { useSplitGpuMutation, useUnsplitGpuMutation, type Gpu } from '../api';

export const SPLIT_COUNTS = [2, 3, 4, 7] as const;

export default function SplitDialog({ gpu, onClose }: { gpu: Gpu; onClose(): void }) {
  const { t } = useTranslation(['compute', 'common']);
  const id = useId();
  const merging = gpu.splitStatus === 'split';
  const [count, setCount] = useState<number>(2);
  const [error, setError] = useState<string | null>(null);
  const [split, splitState] = useSplitGpuMutation();
  const [unsplit, unsplitState] = useUnsplitGpuMutation();
  const busy = (gpu.runningInstanceCount ?? 0) > 0;

  const confirm = async () => {
    setError(null);
    try {
      if (merging) await unsplit({ gpuId: gpu.id }).unwrap();
      else await split({ gpuId: gpu.id, splitCount: count }).unwrap();
      notify.success(
        merging
          ? t('compute:gpu.splitDialog.merged', { id: gpu.id })
          : t('compute:gpu.splitDialog.done', { id: gpu.id, count }),
      );
      onClose();
    } catch (e) {
      setError(apiErrorText(e, t('compute:gpu.splitDialog.failed')));
    }
  };

  return (
    <ConfirmDialog
      open
      title={
        merging
          ? t('compute:gpu.splitDialog.mergeTitle', { id: gpu.id })
          : t('compute:gpu.splitDialog.title', { id: gpu.id })
      }
      message={
        <Stack spacing={2} data-testid="split-dialog">
          <span>
            {merging
              ? t('compute:gpu.splitDialog.mergeMessage', { id: gpu.id, count: gpu.splitCount ?? 0 })
              : t('compute:gpu.splitDialog.message', { id: gpu.id })}
          </span>
          {!merging ? (
            <FormControl size="small" fullWidth>
              <InputLabel id={`${id}-count`}>{t('compute:gpu.splitDialog.count')}</InputLabel>
              <Select
                labelId={`${id}-count`}
                label={t('compute:gpu.splitDialog.count')}
                value={count}
                onChange={(e) => setCount(Number(e.target.value))}
              >
                {SPLIT_COUNTS.map((n) => (
                  <MenuItem key={n} value={n}>
                    {t('compute:gpu.splitDialog.countOption', { count: n })}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          ) : null}
          {busy ? <Alert severity="warning">{t('compute:gpu.busyWarning', { count: 1 })}</Alert> : null}
        </Stack>
      }
      confirmLabel={merging ? t('compute:gpu.unsplit') : t('compute:gpu.split')}
      pending={splitState.isLoading || unsplitState.isLoading}
      error={error}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
