// Password change by email code: the code goes to the user's own address (send_email_vcode, changePassword),
// then update_pwd_vcode with the new password.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import { useResetPasswordWithCodeMutation } from '@/features/session/api';
import type { CurrentUser } from '@/features/session/slice';
import { notify } from '@/lib/notify';
import { changePasswordSchema, type ChangePasswordValues } from '@/validation/schemas';
import CodeField from '../CodeField';
import PasswordField from '../PasswordField';
import { profileOf } from './userFields';
import { useSendEmailCode } from './useSendEmailCode';

const INITIAL: ChangePasswordValues = { code: '', newPassword: '', confirmPassword: '' };

export default function ChangePasswordForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const [resetPassword] = useResetPasswordWithCodeMutation();
  const [error, setError] = useState<string | null>(null);
  const { email } = profileOf(user);
  const send = useSendEmailCode('changePassword', setError);

  return (
    <Formik<ChangePasswordValues>
      initialValues={INITIAL}
      validationSchema={changePasswordSchema}
      onSubmit={async (values, { resetForm }) => {
        setError(null);
        try {
          await resetPassword({ email, code: values.code.trim(), newPassword: values.newPassword }).unwrap();
          resetForm();
          notify.success(t('session:account.password.changed'));
        } catch (e) {
          setError(apiErrorText(e, t('session:account.saveFailed')));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('session:account.password.title')} data-testid="change-password-form">
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {t('session:account.password.codeTo', { email })}
          </Typography>
          <CodeField name="code" label={t('session:form.code')} onSend={() => send(email || null)} disabled={!email} />
          <PasswordField
            name="newPassword"
            label={t('session:account.password.newPassword')}
            autoComplete="new-password"
            required
            helperText={t('validation:password')}
          />
          <PasswordField
            name="confirmPassword"
            label={t('session:account.password.confirmPassword')}
            autoComplete="new-password"
            required
          />
          <FormError message={error} />
          <Button type="submit" variant="contained" loading={isSubmitting} sx={{ mt: 1 }}>
            {t('session:account.password.submit')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
