// Create an API key: a name and an expiration date (or never). The full key is shown once, with copy and a
// warning, from this dialog's state only: it is not kept in the store (useCreateApiKeyOnce), not logged, not put
// in the URL, and gone when the dialog closes.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormDateField from '@/components/form/FormDateField';
import FormDialog from '@/components/form/FormDialog';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { formatDate } from '@/components/format';
import IdCell from '@/components/IdCell';
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
  const [shown, setShown] = useState<Shown | null>(null);
  const schema = useMemo(() => apiKeySchema(), []);

  const close = () => {
    setShown(null);
    onClose();
  };

  return (
    <FormDialog<ApiKeyValues>
      title={shown ? t('apiUsage:create.shownTitle', { name: shown.name }) : t('apiUsage:create.title')}
      // The key is shown once: a stray click outside must not lose it.
      keepOnBackdrop={Boolean(shown)}
      result={
        shown ? (
          <>
            <DialogContent>
              <Alert severity="warning" sx={{ mb: 2 }}>
                {t('apiUsage:create.shownWarning')}
              </Alert>
              <Typography variant="body2" color="text.secondary">
                {t('apiUsage:create.keyLabel')}
              </Typography>
              <IdCell text={shown.key} copyLabel={t('apiUsage:create.copyKey')} testId="api-key-value" />
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
        ) : null
      }
      initialValues={{ name: '', expiry: 'never', expiresOn: '' }}
      validationSchema={schema}
      submitLabel={t('apiUsage:create.submit')}
      failedText={t('apiUsage:create.failed')}
      onClose={close}
      maxWidth="sm"
      testId={shown ? 'api-key-once' : 'api-key-dialog'}
      onSubmit={async (values) => {
        const created = await create({ name: values.name.trim(), expiresAt: toExpiresAt(values) });
        if (!created) throw new Error('no key');
        setShown({ name: created.name, key: created.key, expiresAt: created.expiresAt ?? null });
      }}
    >
      {({ values }) => (
        <>
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
        </>
      )}
    </FormDialog>
  );
}
