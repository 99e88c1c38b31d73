// Edit an image's tags and description (its name and version are fixed once set).
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useUpdateImageMutation, type Image } from '../api';
import { LIMITS, editImageSchema, tagsOf, type EditImageValues } from '../schemas';
import TagsField from './TagsField';

export default function EditImageDialog({ image, onClose }: { image: Image; onClose(): void }) {
  const { t } = useTranslation(['resources', 'common']);
  const titleId = useId();
  const [update] = useUpdateImageMutation();
  return (
    <Formik<EditImageValues>
      initialValues={{ tags: (image.tags ?? []).join(', '), description: image.description ?? '' }}
      validationSchema={editImageSchema}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        try {
          await update({ id: image.id, tags: tagsOf(values.tags), description: values.description.trim() }).unwrap();
          notify.success(t('resources:images.saved', { name: image.name }));
          onClose();
        } catch (e) {
          setStatus(apiErrorText(e, t('resources:images.saveFailed')));
        }
      }}
    >
      {({ isSubmitting, status, dirty }) => (
        <Dialog
          open
          onClose={isSubmitting ? undefined : onClose}
          aria-labelledby={titleId}
          maxWidth="sm"
          fullWidth
          data-testid="edit-image-dialog"
        >
          <Form noValidate>
            <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
              {t('resources:images.editTitle', { name: image.name })}
            </DialogTitle>
            <DialogContent>
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
              <FormError message={typeof status === 'string' ? status : null} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || !dirty}
                startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                {t('common:actions.save')}
              </Button>
            </DialogActions>
          </Form>
        </Dialog>
      )}
    </Formik>
  );
}
