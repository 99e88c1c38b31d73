// Save the instance as an image: name (resource name rule), version (digits only), tags (comma separated),
// description. Rules show under their fields with the input kept; the server's refusal shows in the dialog.
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useSaveInstanceImageMutation, type Instance } from '../../api';
import { saveImageRequest, saveImageSchema, type SaveImageValues } from '../../schemas';

export default function SaveImageDialog({ instance, onClose }: { instance: Instance; onClose(): void }) {
  const { t } = useTranslation(['instances', 'common']);
  const [save] = useSaveInstanceImageMutation();
  return (
    <FormDialog<SaveImageValues>
      title={t('instances:actions.saveImage.title')}
      initialValues={{ imageName: '', version: '', tags: '', description: '' }}
      validationSchema={saveImageSchema}
      submitLabel={t('instances:actions.saveImage.submit')}
      failedText={t('instances:actions.failed')}
      onClose={onClose}
      maxWidth="sm"
      testId="save-image-dialog"
      onSubmit={async (values) => {
        const answer = await save(saveImageRequest(instance.id, values)).unwrap();
        notify.success(
          t('instances:actions.saveImage.done', {
            image: `${answer.data?.name ?? values.imageName}:${answer.data?.version ?? values.version}`,
          }),
        );
        onClose();
      }}
    >
      <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
        {t('instances:actions.saveImage.message', { name: instance.name, id: instance.id })}
      </DialogContentText>
      <FormTextField
        name="imageName"
        label={t('instances:actions.saveImage.imageName')}
        helperText={t('instances:actions.saveImage.imageNameHint')}
        required
        autoFocus
      />
      <FormTextField
        name="version"
        label={t('instances:actions.saveImage.version')}
        helperText={t('instances:actions.saveImage.versionHint')}
        required
        inputProps={{ inputMode: 'numeric' }}
      />
      <FormTextField
        name="tags"
        label={t('instances:actions.saveImage.tags')}
        helperText={t('instances:actions.saveImage.tagsHint')}
      />
      <FormTextField
        name="description"
        label={t('instances:actions.saveImage.description')}
        multiline
        minRows={2}
        inputProps={{ maxLength: 256 }}
      />
    </FormDialog>
  );
}
