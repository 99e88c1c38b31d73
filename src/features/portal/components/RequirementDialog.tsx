// The requirements and partnership modal of the portal: request type, full name, email or phone, enterprise type
// and name, description; sent without signing in, then a thank-you with the request number. The server's refusal
// shows inside the dialog and the input is kept.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Form, Formik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/components/form/apiErrorText';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { useCreateRequirementMutation } from '../api';
import { ENTERPRISE_TYPES, REQUEST_TYPES } from '../options';
import {
  emptyRequirement,
  REQUIREMENT_LIMITS,
  requirementSchema,
  toRequirementRequest,
  type RequirementValues,
} from '../schemas';

interface Receipt {
  requestId: string;
  fullName: string;
}

export default function RequirementDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation(['portal', 'common']);
  const titleId = useId();
  const [send, sending] = useCreateRequirementMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const [receipt, setReceipt] = useState<Receipt | null>(null);

  const requestTypes: Record<(typeof REQUEST_TYPES)[number], string> = {
    agentDevelopment: t('portal:requestTypes.agentDevelopment'),
    modelTraining: t('portal:requestTypes.modelTraining'),
    trainingService: t('portal:requestTypes.trainingService'),
    channelPartnership: t('portal:requestTypes.channelPartnership'),
    computeCooperation: t('portal:requestTypes.computeCooperation'),
    other: t('portal:requestTypes.other'),
  };
  const enterpriseTypes: Record<(typeof ENTERPRISE_TYPES)[number], string> = {
    company: t('portal:enterpriseTypes.company'),
    university: t('portal:enterpriseTypes.university'),
    government: t('portal:enterpriseTypes.government'),
    individual: t('portal:enterpriseTypes.individual'),
    other: t('portal:enterpriseTypes.other'),
  };

  const close = () => {
    if (sending.isLoading) return;
    onClose();
  };
  // Next time the form starts again (once the dialog has faded out, so the thank-you does not flash back).
  const reset = () => {
    setReceipt(null);
    setServerError(null);
  };

  const submit = async (values: RequirementValues) => {
    setServerError(null);
    try {
      const answer = await send(toRequirementRequest(values)).unwrap();
      setReceipt({ requestId: answer.data?.requestId ?? '', fullName: values.fullName.trim() });
    } catch (e) {
      setServerError(apiErrorText(e, t('portal:requirement.failed')));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      data-testid="requirement-dialog"
      slotProps={{ transition: { onExited: reset } }}
    >
      <DialogTitle id={titleId}>{t('portal:requirement.title')}</DialogTitle>
      {receipt ? (
        <>
          <DialogContent>
            <Box role="status" sx={{ textAlign: 'center', py: 2 }} data-testid="requirement-thanks">
              <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
              <Typography variant="h2" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {t('portal:requirement.thanksTitle', { name: receipt.fullName })}
              </Typography>
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {t('portal:requirement.thanksText')}
              </Typography>
              {receipt.requestId ? (
                <Typography sx={{ mt: 1 }} data-testid="requirement-id">
                  {t('portal:requirement.requestId', { id: receipt.requestId })}
                </Typography>
              ) : null}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button variant="contained" onClick={close} autoFocus>
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <Formik<RequirementValues>
          initialValues={emptyRequirement}
          validationSchema={requirementSchema}
          onSubmit={submit}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <DialogContent sx={{ pt: 0 }}>
                <Typography color="text.secondary" sx={{ mb: 1 }}>
                  {t('portal:requirement.intro')}
                </Typography>
                <Grid container columnSpacing={2}>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormSelect
                      name="requestType"
                      label={t('portal:requirement.fields.requestType')}
                      required
                      testId="requirement-request-type"
                      options={REQUEST_TYPES.map((v) => ({ value: v, label: requestTypes[v] }))}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      name="fullName"
                      label={t('portal:requirement.fields.fullName')}
                      required
                      autoComplete="name"
                      inputProps={{ maxLength: REQUIREMENT_LIMITS.fullName }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormTextField
                      name="contact"
                      label={t('portal:requirement.fields.contact')}
                      required
                      autoComplete="email"
                      helperText={t('portal:requirement.contactHint')}
                      inputProps={{ maxLength: REQUIREMENT_LIMITS.contact }}
                    />
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <FormSelect
                      name="enterpriseType"
                      label={t('portal:requirement.fields.enterpriseType')}
                      required
                      testId="requirement-enterprise-type"
                      options={ENTERPRISE_TYPES.map((v) => ({ value: v, label: enterpriseTypes[v] }))}
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField
                      name="enterpriseName"
                      label={t('portal:requirement.fields.enterpriseName')}
                      autoComplete="organization"
                      inputProps={{ maxLength: REQUIREMENT_LIMITS.enterpriseName }}
                    />
                  </Grid>
                  <Grid size={12}>
                    <FormTextField
                      name="description"
                      label={t('portal:requirement.fields.description')}
                      required
                      multiline
                      minRows={4}
                      inputProps={{ maxLength: REQUIREMENT_LIMITS.description }}
                    />
                  </Grid>
                </Grid>
                {serverError ? (
                  <Alert severity="error" role="alert" sx={{ mt: 1 }}>
                    {serverError}
                  </Alert>
                ) : null}
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
                  {t('portal:requirement.submit')}
                </Button>
              </DialogActions>
            </Form>
          )}
        </Formik>
      )}
    </Dialog>
  );
}
