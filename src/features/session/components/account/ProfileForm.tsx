// Username (docs/product-rules.md#field-rules rule), nickname and mobile (update).
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
import { profileSchema, type ProfileValues } from '@/validation/schemas';
import { profileOf } from './userFields';

export default function ProfileForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const [update] = useUpdateCurrentUserMutation();
  const [error, setError] = useState<string | null>(null);
  const p = profileOf(user);
  const initial: ProfileValues = { username: p.username, nickname: p.nickname, mobile: p.mobile };

  return (
    <Formik<ProfileValues>
      initialValues={initial}
      enableReinitialize
      validationSchema={profileSchema}
      onSubmit={async (values) => {
        setError(null);
        const username = values.username.trim();
        try {
          await update({
            userId: p.userId,
            ...(username !== p.username ? { username } : {}),
            nickname: values.nickname.trim(),
            mobile: values.mobile.trim(),
          }).unwrap();
          notify.success(t('session:account.saved'));
        } catch (e) {
          setError(apiErrorText(e, t('session:account.saveFailed')));
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form noValidate aria-label={t('session:account.profile.title')} data-testid="profile-form">
          <FormTextField
            name="username"
            label={t('session:form.username')}
            autoComplete="username"
            required
            helperText={t('validation:username')}
          />
          <FormTextField
            name="nickname"
            label={t('session:form.nickname')}
            autoComplete="nickname"
            inputProps={{ maxLength: 64 }}
          />
          <FormTextField
            name="mobile"
            type="tel"
            label={t('session:form.mobile')}
            autoComplete="tel"
            inputProps={{ maxLength: 32 }}
          />
          <FormError message={error} />
          <Button type="submit" variant="contained" loading={isSubmitting} disabled={!dirty} sx={{ mt: 1 }}>
            {t('common:actions.save')}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
