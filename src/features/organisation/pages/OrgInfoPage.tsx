// /org-info: name (read-only), logo, type, account address with copy, verification method, access key, quotas and
// usage, funds and the monthly budget (set by Super Admins and Admins).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import CopyButton from '@/components/CopyButton';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormError from '@/components/form/FormError';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import PageLoading from '@/components/PageLoading';
import Permitted from '@/components/Permitted';
import { useAccess, useSelectedOrganisation } from '@/features/session/public/access';
import { notify } from '@/lib/notify';
import { useQueryOrganisationQuery, useUpdateOrganisationMutation, type Organisation } from '../api';
import AccessKeySection from '../components/AccessKeySection';
import BudgetSection from '../components/BudgetSection';
import LogoField from '../components/LogoField';
import QuotaSection from '../components/QuotaSection';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 0.5, sm: 2 }}
      sx={{ py: 1, alignItems: { sm: 'center' } }}
    >
      <Typography color="text.secondary" sx={{ minWidth: 180 }}>
        {label}
      </Typography>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </Stack>
  );
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid={testId}>
      <Typography variant="h2" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function DetailsForm({ organisation, allowed }: { organisation: Organisation; allowed: boolean }) {
  const { t } = useTranslation(['organisation', 'common']);
  const [update] = useUpdateOrganisationMutation();
  return (
    <Formik
      enableReinitialize
      initialValues={{ type: organisation.type, verificationMethod: organisation.verificationMethod ?? 'platform' }}
      onSubmit={async (values, { setStatus }) => {
        setStatus(null);
        try {
          await update({ ugroupId: organisation.ugroupId, ...values }).unwrap();
          notify.success(t('organisation:info.saved'));
        } catch (e) {
          setStatus(apiErrorText(e, t('organisation:info.saveFailed')));
        }
      }}
    >
      {({ isSubmitting, dirty, status }) => (
        <Form noValidate>
          <FormRadioGroup
            name="type"
            row
            disabled={!allowed}
            label={t('organisation:info.type')}
            options={[
              { value: 'individual', label: t('organisation:info.types.individual') },
              { value: 'business', label: t('organisation:info.types.business') },
            ]}
          />
          <FormRadioGroup
            name="verificationMethod"
            row
            disabled={!allowed}
            label={t('organisation:info.verification')}
            options={[
              { value: 'platform', label: t('organisation:info.verifications.platform') },
              { value: 'independent', label: t('organisation:info.verifications.independent') },
            ]}
          />
          <FormError message={typeof status === 'string' ? status : null} />
          <Permitted allowed={allowed}>
            <Button type="submit" variant="contained" disabled={!allowed || isSubmitting || !dirty} sx={{ mt: 1 }}>
              {t('common:actions.save')}
            </Button>
          </Permitted>
        </Form>
      )}
    </Formik>
  );
}

export default function OrgInfoPage() {
  const { t } = useTranslation(['organisation', 'common']);
  const { ugroupId } = useSelectedOrganisation();
  const access = useAccess();
  const { data, isLoading, error } = useQueryOrganisationQuery({ ugroupId: ugroupId ?? '' }, { skip: !ugroupId });
  const organisation = data?.data ?? null;
  const allowed = access.can('editOrganisation');

  let body: ReactNode;
  if (isLoading) body = <PageLoading />;
  else if (!organisation)
    body = <Alert severity="error">{apiErrorText(error, t('organisation:info.loadFailed'))}</Alert>;
  else
    body = (
      <Stack spacing={2} sx={{ maxWidth: 880 }}>
        {!allowed ? <Alert severity="info">{t('organisation:info.readOnly')}</Alert> : null}
        <Section title={t('organisation:info.basics')} testId="org-basics">
          <Row label={t('organisation:info.name')}>
            <Typography data-testid="org-name" sx={{ fontWeight: 500 }}>
              {organisation.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('organisation:info.nameFixed')}
            </Typography>
          </Row>
          <Divider />
          <Row label={t('organisation:info.address')}>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              <Typography sx={{ fontFamily: 'monospace' }} data-testid="org-address">
                {organisation.ugroupAddr}
              </Typography>
              <CopyButton
                text={organisation.ugroupAddr}
                label={t('organisation:info.copyAddress')}
                testId="copy-address"
              />
            </Stack>
          </Row>
          <Divider />
          <Row label={t('organisation:info.logo')}>
            <LogoField organisation={organisation} allowed={allowed} />
          </Row>
          <Divider />
          <DetailsForm organisation={organisation} allowed={allowed} />
        </Section>
        <Section title={t('organisation:accessKey.title')}>
          <AccessKeySection allowed={access.can('editAccessKeys')} />
        </Section>
        <Section title={t('organisation:quota.title')} testId="org-quota-section">
          <QuotaSection />
        </Section>
        <Section title={t('organisation:budget.title')} testId="org-budget-section">
          <BudgetSection allowed={access.can('setBudget')} />
        </Section>
      </Stack>
    );

  return (
    <Box component="section" aria-labelledby="page-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="page-title" variant="h1" component="h1" gutterBottom>
        {t('common:routes.orgInfo')}
      </Typography>
      {body}
    </Box>
  );
}
