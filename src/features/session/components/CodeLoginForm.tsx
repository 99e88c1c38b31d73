// Sign-in by verification code (login4mail). A new email is registered on the way, so the terms must be agreed.
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { lazyValidate } from '@/components/form/lazyValidation';
import { useSessionMutation } from '@/features/session/useSessionMutation';
import type { CodeLoginValues } from '@/validation/schemas';
import CodeField, { useCheckedEmail } from './CodeField';
import TermsField from './TermsField';
import { useSendLoginCode } from './useSendLoginCode';

const validate = lazyValidate<CodeLoginValues>((s) => s.codeLoginSchema);

const INITIAL: CodeLoginValues = { email: '', code: '', agreeTerms: false };

function Fields({ error, onError }: { error: string | null; onError: (text: string | null) => void }) {
  const { t } = useTranslation('session');
  const checkedEmail = useCheckedEmail('email');
  const sendLoginCode = useSendLoginCode(onError);
  return (
    <>
      <FormTextField name="email" type="email" label={t('session:form.email')} autoComplete="email" required />
      <CodeField name="code" label={t('session:form.code')} onSend={async () => sendLoginCode(await checkedEmail())} />
      <TermsField />
      <FormError message={error} />
    </>
  );
}

export default function CodeLoginForm() {
  const { t } = useTranslation('session');
  const loginWithCode = useSessionMutation('loginWithCode');
  const [error, setError] = useState<string | null>(null);

  return (
    <Formik<CodeLoginValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={async (values) => {
        setError(null);
        try {
          // Success is the sign-in saga's: it stores the session, says so and navigates.
          await loginWithCode({
            email: values.email.trim(),
            code: values.code.trim(),
            agreeTerms: values.agreeTerms,
          });
        } catch (e) {
          setError(apiErrorText(e, t('session:errors.loginFailed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="code-login-form">
          <Fields error={error} onError={setError} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 1 }}>
            {t('session:login.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
