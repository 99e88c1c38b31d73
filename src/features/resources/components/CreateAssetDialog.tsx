// Create a dataset (name, purpose, format, description) or a model (name, family, framework, parameter size,
// description). Names follow the resource-name rule and cannot change later. The refusal stays in the dialog.
import type { FormikConfig, FormikValues } from 'formik';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useCreateDatasetMutation, useCreateModelMutation, type DatasetPurpose } from '../api';
import { purposeLabel } from '../labels';
import {
  DATASET_PURPOSES,
  LIMITS,
  MODEL_FAMILIES,
  datasetSchema,
  filled,
  modelSchema,
  type DatasetValues,
  type ModelValues,
} from '../schemas';

interface FrameProps<V extends FormikValues> {
  title: string;
  testId: string;
  initialValues: V;
  validationSchema: FormikConfig<V>['validationSchema'];
  submit(values: V): Promise<string>;
  onClose(): void;
  children: ReactNode;
}

/** The create dialog of both kinds: `submit` resolves with the text that says it was created. */
function CreateFrame<V extends FormikValues>({
  title,
  testId,
  initialValues,
  validationSchema,
  submit,
  onClose,
  children,
}: FrameProps<V>) {
  const { t } = useTranslation(['resources', 'common']);
  return (
    <FormDialog<V>
      title={title}
      initialValues={initialValues}
      validationSchema={validationSchema}
      submitLabel={t('resources:create')}
      failedText={t('resources:createFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId={testId}
      onSubmit={async (values) => {
        notify.success(await submit(values));
        onClose();
      }}
    >
      {children}
    </FormDialog>
  );
}

function NameField() {
  const { t } = useTranslation('resources');
  return (
    <FormTextField
      name="name"
      required
      label={t('resources:fields.name')}
      helperText={t('resources:fields.nameHint')}
      inputProps={{ maxLength: 60 }}
    />
  );
}

function DescriptionField() {
  const { t } = useTranslation('resources');
  return (
    <FormTextField
      name="description"
      multiline
      minRows={2}
      label={t('resources:fields.description')}
      inputProps={{ maxLength: LIMITS.description }}
    />
  );
}

export function CreateDatasetDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('resources');
  const [create] = useCreateDatasetMutation();
  return (
    <CreateFrame<DatasetValues>
      title={t('resources:datasets.createTitle')}
      testId="create-dataset-dialog"
      initialValues={{ name: '', purpose: '', format: '', description: '' }}
      validationSchema={datasetSchema}
      onClose={onClose}
      submit={async (v) => {
        const { format, description } = filled({ format: v.format, description: v.description });
        const answer = await create({
          name: v.name.trim(),
          purpose: v.purpose as DatasetPurpose,
          ...(format ? { format } : {}),
          ...(description ? { description } : {}),
        }).unwrap();
        return t('resources:datasets.created', { name: answer.data?.name ?? v.name.trim() });
      }}
    >
      <NameField />
      <FormSelect
        name="purpose"
        required
        label={t('resources:datasets.columns.purpose')}
        options={DATASET_PURPOSES.map((p) => ({ value: p, label: purposeLabel(t, p) }))}
      />
      <FormTextField
        name="format"
        label={t('resources:datasets.columns.format')}
        placeholder="jsonl"
        inputProps={{ maxLength: LIMITS.format }}
      />
      <DescriptionField />
    </CreateFrame>
  );
}

export function CreateModelDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('resources');
  const [create] = useCreateModelMutation();
  const listId = useId();
  return (
    <CreateFrame<ModelValues>
      title={t('resources:models.createTitle')}
      testId="create-model-dialog"
      initialValues={{ name: '', family: '', framework: '', parameterSize: '', description: '' }}
      validationSchema={modelSchema}
      onClose={onClose}
      submit={async (v) => {
        const optional = filled({ framework: v.framework, parameterSize: v.parameterSize, description: v.description });
        const answer = await create({ name: v.name.trim(), family: v.family.trim(), ...optional }).unwrap();
        return t('resources:models.created', { name: answer.data?.name ?? v.name.trim() });
      }}
    >
      <NameField />
      <FormTextField
        name="family"
        required
        label={t('resources:models.columns.family')}
        helperText={t('resources:models.familyHint')}
        inputProps={{ maxLength: LIMITS.family, list: listId }}
      />
      <datalist id={listId}>
        {MODEL_FAMILIES.map((f) => (
          <option key={f} value={f} />
        ))}
      </datalist>
      <FormTextField
        name="framework"
        label={t('resources:models.columns.framework')}
        placeholder="pytorch"
        inputProps={{ maxLength: LIMITS.framework }}
      />
      <FormTextField
        name="parameterSize"
        label={t('resources:models.columns.parameterSize')}
        placeholder="7B"
        inputProps={{ maxLength: LIMITS.parameterSize }}
      />
      <DescriptionField />
    </CreateFrame>
  );
}
