// "Organisation first": a user without an organisation creates one before anything else (docs/product-rules.md).
// The console layout shows it instead of the page; the organisation saga takes over once it is created.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateOrganisationMutation } from '@/api/endpoints/organisation';
import { useAppDispatch } from '@/app/hooks';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { logoutRequested } from '@/features/session/slice';
import { createOrganisationSchema, type CreateOrganisationValues } from '@/validation/schemas';

const INITIAL: CreateOrganisationValues = { name: '', type: 'individual' };

export default function CreateOrganisation() {
  const { t } = useTranslation(['session', 'validation', 'common']);
  const dispatch = useAppDispatch();
  const [createOrganisation] = useCreateOrganisationMutation();
  const [error, setError] = useState<string | null>(null);

  return (
    <Box
      component="section"
      aria-labelledby="create-organisation-title"
      sx={{ p: { xs: 2, md: 3 }, display: 'flex', justifyContent: 'center' }}
    >
      <Paper
        variant="outlined"
        sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}
        data-testid="create-organisation"
      >
        <Typography id="create-organisation-title" variant="h1" component="h1" sx={{ mb: 1 }}>
          {t('session:organisation.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('session:organisation.intro')}
        </Typography>
        <Formik<CreateOrganisationValues>
          initialValues={INITIAL}
          validationSchema={createOrganisationSchema}
          onSubmit={async (values) => {
            setError(null);
            try {
              // The organisation saga refreshes the current user, selects the new organisation and opens /portal.
              await createOrganisation({ name: values.name.trim(), type: values.type, setDefault: true }).unwrap();
            } catch (e) {
              setError(apiErrorText(e, t('session:organisation.failed')));
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate aria-labelledby="create-organisation-title">
              <FormTextField
                name="name"
                label={t('session:organisation.name')}
                required
                autoComplete="off"
                helperText={t('session:organisation.nameHelp')}
                inputProps={{ maxLength: 60, spellCheck: false, autoCapitalize: 'none' }}
              />
              <FormRadioGroup
                name="type"
                label={t('session:organisation.type')}
                options={[
                  { value: 'individual', label: t('session:organisation.types.individual') },
                  { value: 'business', label: t('session:organisation.types.business') },
                ]}
                row
              />
              <FormError message={error} />
              <Stack
                direction={{ xs: 'column-reverse', sm: 'row' }}
                spacing={1}
                sx={{ mt: 2, justifyContent: 'flex-end' }}
              >
                <Button
                  color="inherit"
                  onClick={() => dispatch(logoutRequested())}
                  data-testid="create-organisation-sign-out"
                >
                  {t('common:layout.signOut')}
                </Button>
                <Button type="submit" variant="contained" loading={isSubmitting}>
                  {t('session:organisation.create')}
                </Button>
              </Stack>
            </Form>
          )}
        </Formik>
      </Paper>
    </Box>
  );
}
