// Registration with an invitation code (register4invitecode): a new account that joins the inviting organisation.
// Loaded lazily: only visitors who came from an invitation see it.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { lazyValidate } from '@/components/form/lazyValidation';
import { useRegisterWithInvitationMutation } from '@/features/session/api';
import type { InvitationRegisterValues } from '@/validation/schemas';
import CodeField, { useCheckedEmail } from './CodeField';
import PasswordField from './PasswordField';
import TermsField from './TermsField';
import { useSendLoginCode } from './useSendLoginCode';

const validate = lazyValidate<InvitationRegisterValues>((s) => s.invitationRegisterSchema);

const INITIAL: InvitationRegisterValues = { email: '', emailCode: '', username: '', password: '', agreeTerms: false };

function Fields({ error, onError }: { error: string | null; onError: (text: string | null) => void }) {
  const { t } = useTranslation(['session', 'validation']);
  const checkedEmail = useCheckedEmail('email');
  const sendLoginCode = useSendLoginCode(onError);
  return (
    <>
      <FormTextField name="email" type="email" label={t('session:form.email')} autoComplete="email" required />
      <CodeField
        name="emailCode"
        label={t('session:form.code')}
        onSend={async () => sendLoginCode(await checkedEmail())}
      />
      <FormTextField
        name="username"
        label={t('session:form.username')}
        autoComplete="username"
        required
        helperText={t('validation:username')}
      />
      <PasswordField
        name="password"
        label={t('session:form.password')}
        autoComplete="new-password"
        required
        helperText={t('validation:password')}
      />
      <TermsField />
      <FormError message={error} />
    </>
  );
}

export default function InvitationRegisterForm({ code }: { code: string }) {
  const { t } = useTranslation('session');
  const [registerWithInvitation] = useRegisterWithInvitationMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <Formik<InvitationRegisterValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={async (values) => {
        setError(null);
        try {
          // Success is the sign-in saga's: it stores the session, says so and returns to the invitation.
          await registerWithInvitation({
            code,
            email: values.email.trim(),
            emailCode: values.emailCode.trim(),
            username: values.username.trim(),
            password: values.password,
            agreeTerms: values.agreeTerms,
          }).unwrap();
        } catch (e) {
          setError(apiErrorText(e, t('session:errors.registrationFailed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="invitation-register-form">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('session:register.hint')}
          </Typography>
          <Fields error={error} onError={setError} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 1 }}>
            {t('session:register.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
