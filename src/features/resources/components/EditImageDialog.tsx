// Edit an image's tags and description (its name and version are fixed once set).
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useUpdateImageMutation, type Image } from '../api';
import { LIMITS, editImageSchema, tagsOf, type EditImageValues } from '../schemas';
import TagsField from './TagsField';

export default function EditImageDialog({ image, onClose }: { image: Image; onClose(): void }) {
  const { t } = useTranslation(['resources', 'common']);
  const [update] = useUpdateImageMutation();
  return (
    <FormDialog<EditImageValues>
      title={t('resources:images.editTitle', { name: image.name })}
      initialValues={{ tags: (image.tags ?? []).join(', '), description: image.description ?? '' }}
      validationSchema={editImageSchema}
      submitLabel={t('common:actions.save')}
      failedText={t('resources:images.saveFailed')}
      onClose={onClose}
      submitDisabled={({ dirty }) => !dirty}
      maxWidth="sm"
      testId="edit-image-dialog"
      onSubmit={async (values) => {
        await update({ id: image.id, tags: tagsOf(values.tags), description: values.description.trim() }).unwrap();
        notify.success(t('resources:images.saved', { name: image.name }));
        onClose();
      }}
    >
      {({ isSubmitting }) => (
        <>
          <DialogContentText sx={{ overflowWrap: 'anywhere' }}>
            {t('resources:images.fixedFields', { name: image.name, version: image.version })}
          </DialogContentText>
          <TagsField disabled={isSubmitting} />
          <FormTextField
            name="description"
            multiline
            minRows={2}
            disabled={isSubmitting}
            label={t('resources:images.fields.description')}
            inputProps={{ maxLength: LIMITS.description }}
          />
        </>
      )}
    </FormDialog>
  );
}
