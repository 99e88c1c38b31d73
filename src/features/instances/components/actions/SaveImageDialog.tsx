// Save the instance as an image: name (resource name rule), version (digits only), tags (comma separated),
// description. Rules show under their fields with the input kept; the server's refusal shows in the dialog.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { notify } from '@/lib/notify';
import { useSaveInstanceImageMutation, type Instance } from '../../api';
import { saveImageRequest, saveImageSchema, type SaveImageValues } from '../../schemas';

export default function SaveImageDialog({ instance, onClose }: { instance: Instance; onClose(): void }) {
  const { t } = useTranslation(['instances', 'common']);
  const [save, { isLoading }] = useSaveInstanceImageMutation();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="save-image-dialog"
    >
      <Formik<SaveImageValues>
        initialValues={{ imageName: '', version: '', tags: '', description: '' }}
        validationSchema={saveImageSchema}
        onSubmit={async (values) => {
          setError(null);
          try {
            const answer = await save(saveImageRequest(instance.id, values)).unwrap();
            notify.success(
              t('instances:actions.saveImage.done', {
                image: `${answer.data?.name ?? values.imageName}:${answer.data?.version ?? values.version}`,
              }),
            );
            onClose();
          } catch (e) {
            setError(apiErrorText(e, t('instances:actions.failed')));
          }
        }}
      >
        <Form noValidate>
          <DialogTitle id={titleId}>{t('instances:actions.saveImage.title')}</DialogTitle>
          <DialogContent>
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
            <FormError message={error} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isLoading}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={isLoading}
              startIcon={isLoading ? <CircularProgress size={14} color="inherit" /> : undefined}
            >
              {t('instances:actions.saveImage.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
