// Create an offline environment: name (resource name rule), base image, extra packages (comma separated),
// description; the server's refusal stays in the dialog with the input kept.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useCreateOfflineEnvMutation } from '../api';
import { DESCRIPTION_MAX, offlineEnvSchema, splitPackages, type OfflineEnvValues } from '../schemas';

const EMPTY: OfflineEnvValues = { name: '', baseImage: '', packages: '', description: '' };

export default function OfflineEnvDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['deploy', 'common']);
  const [create] = useCreateOfflineEnvMutation();
  return (
    <FormDialog<OfflineEnvValues>
      title={t('deploy:offline.createTitle')}
      initialValues={EMPTY}
      validationSchema={offlineEnvSchema}
      submitLabel={t('deploy:offline.create')}
      failedText={t('deploy:offline.createFailed')}
      onClose={onClose}
      maxWidth="sm"
      onSubmit={async (values) => {
        const packages = splitPackages(values.packages);
        const description = values.description.trim();
        await create({
          name: values.name.trim(),
          baseImage: values.baseImage.trim(),
          ...(packages.length ? { packages } : {}),
          ...(description ? { description } : {}),
        }).unwrap();
        notify.success(t('deploy:offline.created', { name: values.name.trim() }));
        onClose();
      }}
    >
      <DialogContentText>{t('deploy:offline.createHint')}</DialogContentText>
      <FormTextField name="name" label={t('deploy:offline.form.name')} required autoFocus autoComplete="off" />
      <FormTextField
        name="baseImage"
        label={t('deploy:offline.form.baseImage')}
        required
        helperText={t('deploy:offline.form.baseImageHint')}
      />
      <FormTextField
        name="packages"
        label={t('deploy:offline.form.packages')}
        helperText={t('deploy:offline.form.packagesHint')}
        multiline
        minRows={2}
      />
      <FormTextField
        name="description"
        label={t('deploy:offline.form.description')}
        multiline
        minRows={2}
        inputProps={{ maxLength: DESCRIPTION_MAX }}
      />
    </FormDialog>
  );
}
