// The requirements and partnership modal of the portal: request type, full name, email or phone, enterprise type
// and name, description; sent without signing in, then a thank-you with the request number. The server's refusal
// shows inside the dialog and the input is kept.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import FormDialog from '@/components/form/FormDialog';
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
  const [send] = useCreateRequirementMutation();
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

  return (
    <FormDialog<RequirementValues>
      open={open}
      // The thank-you stays while the dialog fades out; the next time the form starts again.
      onExited={() => setReceipt(null)}
      result={
        receipt ? (
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
              <Button variant="contained" onClick={onClose} autoFocus>
                {t('common:actions.close')}
              </Button>
            </DialogActions>
          </>
        ) : null
      }
      title={t('portal:requirement.title')}
      initialValues={emptyRequirement}
      validationSchema={requirementSchema}
      submitLabel={t('portal:requirement.submit')}
      failedText={t('portal:requirement.failed')}
      onClose={onClose}
      maxWidth="sm"
      testId="requirement-dialog"
      onSubmit={async (values) => {
        const answer = await send(toRequirementRequest(values)).unwrap();
        setReceipt({ requestId: answer.data?.requestId ?? '', fullName: values.fullName.trim() });
      }}
    >
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
    </FormDialog>
  );
}
