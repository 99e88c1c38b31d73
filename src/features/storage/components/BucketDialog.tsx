// Create a bucket: a resource name (fixed once set), a region and its access; the server's refusal (a name taken)
// shows in the dialog with the input kept.
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useCreateBucketMutation, type Bucket } from '../api';
import { bucketSchema } from '../schemas';
import RegionField from './RegionField';

export interface BucketDialogProps {
  onClose(): void;
  onCreated?(bucket: Bucket): void;
}

export default function BucketDialog({ onClose, onCreated }: BucketDialogProps) {
  const { t } = useTranslation(['storage', 'common']);
  const [create] = useCreateBucketMutation();
  return (
    <FormDialog
      title={t('storage:buckets.createTitle')}
      initialValues={{ name: '', region: 'cn-east-1', acl: 'private' as 'private' | 'publicRead' }}
      validationSchema={bucketSchema}
      submitLabel={t('storage:actions.create')}
      failedText={t('storage:errors.actionFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="bucket-dialog"
      onSubmit={async (values) => {
        const answer = await create({ name: values.name.trim(), region: values.region, acl: values.acl }).unwrap();
        notify.success(t('storage:buckets.created', { name: values.name.trim() }));
        if (answer.data) onCreated?.(answer.data);
        onClose();
      }}
    >
      <FormTextField
        name="name"
        label={t('storage:buckets.name')}
        helperText={t('storage:buckets.nameHint')}
        required
        autoFocus
        autoComplete="off"
      />
      <RegionField name="region" />
      <FormRadioGroup
        name="acl"
        row
        label={t('storage:buckets.columns.acl')}
        options={[
          { value: 'private', label: t('storage:buckets.acl.private') },
          { value: 'publicRead', label: t('storage:buckets.acl.publicRead') },
        ]}
      />
    </FormDialog>
  );
}
