// Block storage dialogs: create a volume (whole GiB), expand it (only larger), attach it to a running instance,
// and the refusal to delete a volume that is still attached. Server refusals show inside each dialog.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import DialogContentText from '@mui/material/DialogContentText';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useField } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ActionDialog from '@/components/ActionDialog';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import PreflightSection from '@/components/preflight/PreflightSection';
import { notify } from '@/lib/notify';
import {
  useAttachVolumeMutation,
  useCreateVolumeMutation,
  useExpandVolumeMutation,
  useQueryInstancesQuery,
  type Instance,
  type Volume,
} from '../api';
import {
  attachVolumeSchema,
  createVolumeSchema,
  expandVolumeSchema,
  gib,
  VOLUME_MAX_GIB,
  VOLUME_MIN_GIB,
} from '../schemas';
import RegionField from './RegionField';

const gibAdornment = <InputAdornment position="end">GiB</InputAdornment>;

/**
 * The cost and quota preflight of the capacity typed in `field` (the storage kind): a new volume, or the new capacity
 * of `volumeId`. Checked once the value is a whole number of GiB within the limits.
 */
function StoragePreflight({ field, volumeId, min }: { field: string; volumeId?: string; min: number }) {
  const [{ value }] = useField<string>(field);
  const size = /^\d+$/.test(String(value).trim()) ? Number(value) : NaN;
  const request =
    Number.isInteger(size) && size >= min && size <= VOLUME_MAX_GIB
      ? { kind: 'storage' as const, capacityGiB: size, ...(volumeId ? { volumeId } : {}) }
      : null;
  return <PreflightSection request={request} />;
}

export function CreateVolumeDialog({ onClose, onCreated }: { onClose(): void; onCreated(volume: Volume): void }) {
  const { t } = useTranslation(['storage', 'common']);
  const [create] = useCreateVolumeMutation();
  return (
    <FormDialog
      title={t('storage:volumes.createTitle')}
      initialValues={{ name: '', capacityGiB: '100', region: 'cn-east-1' }}
      validationSchema={createVolumeSchema}
      submitLabel={t('storage:actions.create')}
      failedText={t('storage:errors.actionFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="volume-create-dialog"
      onSubmit={async (values) => {
        const answer = await create({
          name: values.name.trim(),
          capacityGiB: gib(values.capacityGiB),
          region: values.region,
        }).unwrap();
        notify.success(t('storage:volumes.created', { name: values.name.trim() }));
        if (answer.data) onCreated(answer.data);
        onClose();
      }}
    >
      <FormTextField
        name="name"
        label={t('storage:volumes.name')}
        helperText={t('storage:volumes.nameHint')}
        required
        autoFocus
        autoComplete="off"
      />
      <FormTextField
        name="capacityGiB"
        label={t('storage:volumes.capacity')}
        helperText={t('storage:volumes.capacityHint', { min: VOLUME_MIN_GIB, max: VOLUME_MAX_GIB })}
        required
        inputMode="numeric"
        endAdornment={gibAdornment}
      />
      <RegionField name="region" />
      <StoragePreflight field="capacityGiB" min={VOLUME_MIN_GIB} />
    </FormDialog>
  );
}

export function ExpandVolumeDialog({ volume, onClose }: { volume: Volume; onClose(): void }) {
  const { t } = useTranslation(['storage', 'common']);
  const [expand] = useExpandVolumeMutation();
  const current = volume.totalCapacityGiB;
  return (
    <FormDialog
      title={t('storage:volumes.expandTitle', { name: volume.name })}
      initialValues={{ newCapacityGiB: String(Math.min(VOLUME_MAX_GIB, current * 2)) }}
      validationSchema={expandVolumeSchema(current)}
      submitLabel={t('storage:actions.expand')}
      failedText={t('storage:errors.actionFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="volume-expand-dialog"
      onSubmit={async (values) => {
        await expand({ id: volume.id, newCapacityGiB: gib(values.newCapacityGiB) }).unwrap();
        notify.success(t('storage:volumes.expanded', { name: volume.name, size: gib(values.newCapacityGiB) }));
        onClose();
      }}
    >
      <DialogContentText>{t('storage:volumes.expandHint', { current })}</DialogContentText>
      <FormTextField
        name="newCapacityGiB"
        label={t('storage:volumes.newCapacity')}
        helperText={t('storage:volumes.expandRangeHint', { min: current + 1, max: VOLUME_MAX_GIB })}
        required
        autoFocus
        inputMode="numeric"
        endAdornment={gibAdornment}
      />
      <StoragePreflight field="newCapacityGiB" volumeId={volume.id} min={current + 1} />
    </FormDialog>
  );
}

/** A running instance picked by name or ID; the list is searched on the server as the user types. */
function InstancePicker({ name }: { name: string }) {
  const { t } = useTranslation(['storage', 'validation']);
  const [field, meta, helpers] = useField<string>(name);
  const [picked, setPicked] = useState<Instance | null>(null);
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const typedLabel = picked ? `${picked.name} (${picked.id})` : '';
  const { data, isFetching, isError } = useQueryInstancesQuery({
    statuses: ['running'],
    keyword: keyword && keyword !== typedLabel ? keyword : undefined,
    pageNum: 1,
    pageSize: 20,
    sortField: 'name',
    sortOrder: 'asc',
  });
  const options = data?.data?.list ?? [];
  const error = meta.touched && meta.error ? t(meta.error) : null;
  return (
    <Autocomplete<Instance>
      options={options}
      value={picked}
      onChange={(_e, value) => {
        setPicked(value);
        void helpers.setValue(value?.id ?? '');
      }}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      onBlur={() => void helpers.setTouched(true)}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => `${o.name} (${o.id})`}
      loading={isFetching}
      noOptionsText={isError ? t('storage:volumes.instancesFailed') : t('storage:volumes.noInstances')}
      loadingText={t('common:states.loading')}
      renderInput={(inputProps) => (
        <TextField
          {...inputProps}
          name={field.name}
          label={t('storage:volumes.instance')}
          required
          margin="dense"
          size="small"
          error={Boolean(error)}
          helperText={error ?? t('storage:volumes.instanceHint')}
        />
      )}
      data-testid="instance-picker"
    />
  );
}

export function AttachVolumeDialog({ volume, onClose }: { volume: Volume; onClose(): void }) {
  const { t } = useTranslation(['storage', 'common']);
  const [attach] = useAttachVolumeMutation();
  return (
    <FormDialog
      title={t('storage:volumes.attachTitle', { name: volume.name })}
      initialValues={{ instanceId: '', mountPath: '/data' }}
      validationSchema={attachVolumeSchema}
      submitLabel={t('storage:actions.attach')}
      failedText={t('storage:errors.actionFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="volume-attach-dialog"
      onSubmit={async (values) => {
        const answer = await attach({
          id: volume.id,
          instanceId: values.instanceId,
          mountPath: values.mountPath.trim() || undefined,
        }).unwrap();
        notify.success(
          t('storage:volumes.attached', {
            name: volume.name,
            instance: answer.data?.attachedInstanceName ?? values.instanceId,
          }),
        );
        onClose();
      }}
    >
      <InstancePicker name="instanceId" />
      <FormTextField
        name="mountPath"
        label={t('storage:volumes.mountPath')}
        helperText={t('storage:volumes.mountPathHint')}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** Deleting an attached volume is refused before asking: the reason, and the way out (detach first). */
export function CannotDeleteDialog({
  volume,
  onClose,
  onDetach,
}: {
  volume: Volume;
  onClose(): void;
  onDetach(): void;
}) {
  const { t } = useTranslation(['storage', 'common']);
  return (
    <ActionDialog
      title={t('storage:volumes.cannotDeleteTitle', { name: volume.name })}
      onClose={onClose}
      onSubmit={onDetach}
      submitLabel={t('storage:actions.detach')}
      cancelLabel={t('common:actions.close')}
      maxWidth="sm"
      testId="volume-cannot-delete"
    >
      <Alert severity="warning" role="alert" sx={{ overflowWrap: 'anywhere' }}>
        {t('storage:volumes.cannotDeleteAttached', {
          name: volume.name,
          instance: volume.attachedInstanceName ?? volume.attachedInstanceId ?? '',
          id: volume.attachedInstanceId ?? '',
          path: volume.mountPath ?? '—',
        })}
      </Alert>
    </ActionDialog>
  );
}
