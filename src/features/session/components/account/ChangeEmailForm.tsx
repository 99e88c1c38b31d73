// Email change: a code goes to the NEW address (send_email_vcode, changeEmail), then update with email + emailCode.
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { useUpdateCurrentUserMutation } from '@/features/session/api';
import type { CurrentUser } from '@/features/session/slice';
import { notify } from '@/lib/notify';
import { changeEmailSchema, type ChangeEmailValues } from '@/validation/schemas';
import CodeField, { useCheckedEmail } from '../CodeField';
import { profileOf } from './userFields';
import { useSendEmailCode } from './useSendEmailCode';

const INITIAL: ChangeEmailValues = { email: '', emailCode: '' };

function Fields({ error, onError }: { error: string | null; onError: (text: string | null) => void }) {
  const { t } = useTranslation('session');
  const checkedEmail = useCheckedEmail('email');
  const send = useSendEmailCode('changeEmail', onError);
  return (
    <>
      <FormTextField
        name="email"
        type="email"
        label={t('session:account.email.newEmail')}
        autoComplete="email"
        required
      />
      <CodeField name="emailCode" label={t('session:form.code')} onSend={async () => send(await checkedEmail())} />
      <FormError message={error} />
    </>
  );
}

export default function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['session', 'common']);
  const [update] = useUpdateCurrentUserMutation();
  const [error, setError] = useState<string | null>(null);
  const { userId } = profileOf(user);

  return (
    <Formik<ChangeEmailValues>
      initialValues={INITIAL}
      validationSchema={changeEmailSchema}
      onSubmit={async (values, { resetForm }) => {
        setError(null);
        try {
          await update({ userId, email: values.email.trim(), emailCode: values.emailCode.trim() }).unwrap();
          resetForm();
          notify.success(t('session:account.email.changed'));
        } catch (e) {
          setError(apiErrorText(e, t('session:account.saveFailed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('session:account.email.title')} data-testid="change-email-form">
          <Fields error={error} onError={setError} />
          <Button type="submit" variant="contained" loading={isSubmitting} sx={{ mt: 1 }}>
            {t('session:account.email.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
