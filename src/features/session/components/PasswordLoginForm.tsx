// Sign-in by username or email and password (login).
import Button from '@mui/material/Button';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormTextField from '@/components/form/FormTextField';
import { lazyValidate } from '@/components/form/lazyValidation';
import { useSessionMutation } from '@/features/session/useSessionMutation';
import type { PasswordLoginValues } from '@/validation/schemas';
import PasswordField from './PasswordField';

const validate = lazyValidate<PasswordLoginValues>((s) => s.passwordLoginSchema);

const INITIAL: PasswordLoginValues = { loginName: '', password: '' };

export default function PasswordLoginForm() {
  const { t } = useTranslation('session');
  const login = useSessionMutation('login');
  const [error, setError] = useState<string | null>(null);

  return (
    <Formik<PasswordLoginValues>
      initialValues={INITIAL}
      validate={validate}
      onSubmit={async (values) => {
        setError(null);
        try {
          // Success is the sign-in saga's: it stores the session, says so and navigates.
          await login({ loginName: values.loginName.trim(), password: values.password });
        } catch (e) {
          setError(apiErrorText(e, t('session:errors.loginFailed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate data-testid="password-login-form">
          <FormTextField name="loginName" label={t('session:form.loginName')} autoComplete="username" required />
          <PasswordField name="password" label={t('session:form.password')} autoComplete="current-password" required />
          <FormError message={error} />
          <Button type="submit" variant="contained" size="large" fullWidth loading={isSubmitting} sx={{ mt: 1 }}>
            {t('session:login.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
