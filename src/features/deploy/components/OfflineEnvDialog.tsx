// Create an offline environment: name (resource name rule), base image, extra packages (comma separated),
// description; the server's refusal stays in the dialog with the input kept.
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
import { useCreateOfflineEnvMutation } from '../api';
import { DESCRIPTION_MAX, offlineEnvSchema, splitPackages, type OfflineEnvValues } from '../schemas';

const EMPTY: OfflineEnvValues = { name: '', baseImage: '', packages: '', description: '' };

export default function OfflineEnvDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation(['deploy', 'common']);
  const [create, { isLoading }] = useCreateOfflineEnvMutation();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Formik<OfflineEnvValues>
        initialValues={EMPTY}
        validationSchema={offlineEnvSchema}
        onSubmit={async (values) => {
          setError(null);
          const packages = splitPackages(values.packages);
          const description = values.description.trim();
          try {
            await create({
              name: values.name.trim(),
              baseImage: values.baseImage.trim(),
              ...(packages.length ? { packages } : {}),
              ...(description ? { description } : {}),
            }).unwrap();
            notify.success(t('deploy:offline.created', { name: values.name.trim() }));
            onClose();
          } catch (e) {
            setError(apiErrorText(e, t('deploy:offline.createFailed')));
          }
        }}
      >
        <Form noValidate>
          <DialogTitle id={titleId}>{t('deploy:offline.createTitle')}</DialogTitle>
          <DialogContent>
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
              {t('deploy:offline.create')}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
