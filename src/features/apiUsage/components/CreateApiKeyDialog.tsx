// Create an API key: a name and an expiration date (or never). The full key is shown once, with copy and a
// warning, from this dialog's state only: it is not kept in the store (useCreateApiKeyOnce), not logged, not put
// in the URL, and gone when the dialog closes.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormDateField from '@/components/form/FormDateField';
import FormError from '@/components/form/FormError';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { formatDate } from '@/components/format';
import { useCreateApiKeyOnce } from '../api';
import { apiKeySchema, firstExpiryDay, toExpiresAt, type ApiKeyValues } from '../schemas';

interface Shown {
  name: string;
  key: string;
  expiresAt: string | null;
}

export default function CreateApiKeyDialog({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation(['apiUsage', 'common', 'validation']);
  const [create] = useCreateApiKeyOnce();
  const [serverError, setServerError] = useState<string | null>(null);
  const [shown, setShown] = useState<Shown | null>(null);
  const titleId = useId();
  const schema = useMemo(() => apiKeySchema(), []);

  const close = () => {
    setShown(null);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={(_e, reason) => {
        // The key is shown once: a stray click outside must not lose it.
        if (shown && reason === 'backdropClick') return;
        close();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid={shown ? 'api-key-once' : 'api-key-dialog'}
    >
      {shown ? (
        <>
          <DialogTitle id={titleId}>{t('apiUsage:create.shownTitle', { name: shown.name })}</DialogTitle>
          <DialogContent>
            <Alert severity="warning" sx={{ mb: 2 }}>
              {t('apiUsage:create.shownWarning')}
            </Alert>
            <Typography variant="body2" color="text.secondary">
              {t('apiUsage:create.keyLabel')}
            </Typography>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Box
                component="code"
                data-testid="api-key-value"
                sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: 1 }}
              >
                {shown.key}
              </Box>
              <CopyButton text={shown.key} label={t('apiUsage:create.copyKey')} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {shown.expiresAt
                ? t('apiUsage:create.expiresOn', { date: formatDate(shown.expiresAt, i18n.language) })
                : t('apiUsage:create.neverExpires')}
            </Typography>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close}>
              {t('apiUsage:create.saved')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik<ApiKeyValues>
          initialValues={{ name: '', expiry: 'never', expiresOn: '' }}
          validationSchema={schema}
          onSubmit={async (values) => {
            setServerError(null);
            try {
              const created = await create({ name: values.name.trim(), expiresAt: toExpiresAt(values) });
              if (!created) throw new Error('no key');
              setShown({ name: created.name, key: created.key, expiresAt: created.expiresAt ?? null });
            } catch (error) {
              setServerError(apiErrorText(error, t('apiUsage:create.failed')));
            }
          }}
        >
          {({ isSubmitting, values }) => (
            <Form noValidate>
              <DialogTitle id={titleId}>{t('apiUsage:create.title')}</DialogTitle>
              <DialogContent>
                <FormTextField
                  name="name"
                  label={t('apiUsage:keys.fields.name')}
                  required
                  autoFocus
                  helperText={t('apiUsage:create.nameHint')}
                />
                <FormRadioGroup
                  name="expiry"
                  row
                  label={t('apiUsage:keys.fields.expiresAt')}
                  options={[
                    { value: 'never', label: t('apiUsage:create.never') },
                    { value: 'date', label: t('apiUsage:create.onDate') },
                  ]}
                />
                {values.expiry === 'date' ? (
                  <FormDateField
                    name="expiresOn"
                    label={t('apiUsage:create.expiryDate')}
                    minDate={firstExpiryDay()}
                    required
                    testId="expiry-date"
                  />
                ) : null}
                <FormError message={serverError} />
              </DialogContent>
              <DialogActions>
                <Button onClick={close} disabled={isSubmitting}>
                  {t('common:actions.cancel')}
                </Button>
                <Button
                  type="submit"
                  variant="contained"
                  disabled={isSubmitting}
                  startIcon={isSubmitting ? <CircularProgress size={14} color="inherit" /> : undefined}
                >
                  {t('apiUsage:create.submit')}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
