// Create a bucket: a resource name (SPEC.md §5, fixed once set), a region and its access; the server's refusal
// (a name taken) shows in the dialog with the input kept.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
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
  const titleId = useId();
  const [create] = useCreateBucketMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth data-testid="bucket-dialog">
      <Formik
        initialValues={{ name: '', region: 'cn-east-1', acl: 'private' as 'private' | 'publicRead' }}
        validationSchema={bucketSchema}
        onSubmit={async (values) => {
          setServerError(null);
          try {
            const answer = await create({ name: values.name.trim(), region: values.region, acl: values.acl }).unwrap();
            notify.success(t('storage:buckets.created', { name: values.name.trim() }));
            if (answer.data) onCreated?.(answer.data);
            onClose();
          } catch (e) {
            setServerError(apiErrorText(e, t('storage:errors.actionFailed')));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form noValidate>
            <DialogTitle id={titleId}>{t('storage:buckets.createTitle')}</DialogTitle>
            <DialogContent>
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
              <FormError message={serverError} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting}
                startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                {t('storage:actions.create')}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
