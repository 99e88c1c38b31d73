// Scale a deployed service: the replicas wanted (a whole number 0-64), then scaleAssemblyService; the server's
// refusal stays in the dialog.
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
import { useScaleAssemblyServiceMutation, type AssemblyService } from '../api';
import { REPLICAS_MAX, scaleSchema, type ScaleValues } from '../schemas';

export default function ScaleDialog({ service, onClose }: { service: AssemblyService; onClose(): void }) {
  const { t } = useTranslation(['deploy', 'common']);
  const [scale, { isLoading }] = useScaleAssemblyServiceMutation();
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Formik<ScaleValues>
        initialValues={{ replicas: String(service.replicas ?? 1) }}
        validationSchema={scaleSchema}
        onSubmit={async (values) => {
          setError(null);
          const replicas = Number(values.replicas);
          try {
            await scale({ id: service.id, assemAddr: service.assemAddr, replicas }).unwrap();
            notify.success(t('deploy:ops.scale.done', { name: service.name, count: replicas }));
            onClose();
          } catch (e) {
            setError(apiErrorText(e, t('deploy:ops.scale.failed')));
          }
        }}
      >
        <Form noValidate>
          <DialogTitle id={titleId}>{t('deploy:ops.scale.title', { name: service.name })}</DialogTitle>
          <DialogContent>
            <DialogContentText>
              {t('deploy:ops.scale.hint', { current: service.replicas ?? 0, max: REPLICAS_MAX })}
            </DialogContentText>
            <FormTextField
              name="replicas"
              label={t('deploy:ops.scale.replicas')}
              required
              autoFocus
              inputProps={{ inputMode: 'numeric' }}
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
              {t('deploy:ops.scale.submit')}
            </Button>
          </DialogActions>
        </Form>
      </Formik>
    </Dialog>
  );
}
