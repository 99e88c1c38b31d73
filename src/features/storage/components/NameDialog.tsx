// One name in a dialog: a new folder's, or an entry's new name. The rule is checked as the user types; the
// server's refusal (a name taken in the folder) shows above the buttons and the input is kept.
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { entryNameSchema } from '../schemas';

export interface NameDialogProps {
  title: string;
  label: string;
  submitLabel: string;
  initialName?: string;
  /** Resolves when done; rejects with the text to show. */
  onSubmit(name: string): Promise<void>;
  onClose(): void;
  testId?: string;
}

export default function NameDialog({
  title,
  label,
  submitLabel,
  initialName = '',
  onSubmit,
  onClose,
  testId,
}: NameDialogProps) {
  const { t } = useTranslation(['storage', 'common']);
  const titleId = useId();
  const [serverError, setServerError] = useState<string | null>(null);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid={testId}>
      <Formik
        initialValues={{ name: initialName }}
        validationSchema={entryNameSchema}
        onSubmit={async (values) => {
          setServerError(null);
          try {
            await onSubmit(values.name.trim());
          } catch (e) {
            setServerError(typeof e === 'string' ? e : t('storage:errors.actionFailed'));
          }
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate>
            <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
              {title}
            </DialogTitle>
            <DialogContent>
              <FormTextField name="name" label={label} required autoFocus autoComplete="off" />
              <FormError message={serverError} />
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={isSubmitting}>
                {t('common:actions.cancel')}
              </Button>
              <Button
                type="submit"
                variant="contained"
                disabled={isSubmitting || (Boolean(initialName) && !dirty)}
                startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
              >
                {submitLabel}
              </Button>
            </DialogActions>
          </Form>
        )}
      </Formik>
    </Dialog>
  );
}
