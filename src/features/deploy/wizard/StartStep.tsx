// Step 1, start deployment: image, GPU model and count, billing mode and payment, the instance's name; the cost
// of these choices is shown (getDeploymentQuote) before the user goes on to confirm.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormTextField from '@/components/form/FormTextField';
import { formatMoney } from '@/components/format';
import type { DeployService } from '../api';
import FormSelect from '../components/FormSelect';
import { deployInfoChanged, type DeployInfoState } from '../deployInfoSlice';
import { BILLING_MODES, PAY_TYPES, billingModeLabel, billingPeriodLabel, payTypeLabel } from '../labels';
import { DESCRIPTION_MAX, GPU_COUNTS, deployStartSchema, type DeployStartValues } from '../schemas';
import { choicesOf, gpuModelsOf, imagesOf, quoteArgs, selectCprsSource, startValues } from './choices';
import QuotePanel, { useQuote } from './QuotePanel';

/** Every change goes to deployInfo at once, so going back or reloading shows the choices as they were. */
function KeepChoices() {
  const { values } = useFormikContext<DeployStartValues>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(deployInfoChanged(choicesOf(values)));
  }, [values, dispatch]);
  return null;
}

function StartForm({ service, focusModel }: { service: DeployService; focusModel: boolean }) {
  const { t, i18n } = useTranslation(['deploy', 'common']);
  const { values, isSubmitting } = useFormikContext<DeployStartValues>();
  const cprsSource = useAppSelector(selectCprsSource);
  const modelRef = useRef<{ focus(): void }>(null);
  const args = useMemo(
    () => quoteArgs({ serviceId: service.id, ...choicesOf(values) }, cprsSource),
    [service.id, values, cprsSource],
  );
  const quote = useQuote(args);

  useEffect(() => {
    if (focusModel) modelRef.current?.focus();
  }, [focusModel]);

  const priceOf = (mode: string) => service.prices?.find((p) => p.billingMode === mode);
  const billingOptions = BILLING_MODES.map((mode) => {
    const price = priceOf(mode);
    return {
      value: mode,
      label: price
        ? t('deploy:wizard.billingOption', {
            mode: billingModeLabel(t, mode),
            price: formatMoney(price.amount, i18n.language, price.currency ?? 'CNY'),
            period: billingPeriodLabel(t, mode),
          })
        : billingModeLabel(t, mode),
    };
  });

  return (
    <Form noValidate aria-labelledby="deploy-start-title">
      <Typography id="deploy-start-title" variant="h3" component="h2" gutterBottom>
        {t('deploy:wizard.steps.start')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormSelect
            name="image"
            label={t('deploy:wizard.image')}
            required
            options={imagesOf(service).map((v) => ({ value: v, label: v }))}
          />
          <FormSelect
            name="gpuModel"
            label={t('deploy:wizard.gpuModel')}
            required
            inputRef={modelRef}
            options={gpuModelsOf(service).map((v) => ({ value: v, label: v }))}
          />
          <FormSelect
            name="gpuCount"
            label={t('deploy:wizard.gpuCount')}
            required
            options={GPU_COUNTS.map((n) => ({ value: String(n), label: String(n) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormTextField
            name="name"
            label={t('deploy:wizard.name')}
            required
            helperText={t('deploy:wizard.nameHint')}
            autoComplete="off"
          />
          <FormRadioGroup
            name="type"
            row
            label={t('deploy:wizard.type')}
            options={[
              { value: 'interactive', label: t('deploy:wizard.typeInteractive') },
              { value: 'nonInteractive', label: t('deploy:wizard.typeNonInteractive') },
            ]}
          />
          <FormTextField
            name="description"
            label={t('deploy:wizard.description')}
            multiline
            minRows={2}
            inputProps={{ maxLength: DESCRIPTION_MAX }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormRadioGroup name="billingMode" label={t('deploy:wizard.billingMode')} options={billingOptions} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <FormRadioGroup
            name="payType"
            label={t('deploy:wizard.payType')}
            options={PAY_TYPES.map((p) => ({ value: p, label: payTypeLabel(t, p) }))}
          />
        </Grid>
      </Grid>
      <QuotePanel args={args} quote={quote} onSwitchModel={() => modelRef.current?.focus()} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting || !quote.ok}>
          {t('deploy:wizard.next')}
        </Button>
      </Box>
    </Form>
  );
}

export default function StartStep({
  service,
  info,
  focusModel,
}: {
  service: DeployService;
  info: DeployInfoState;
  focusModel: boolean;
}) {
  const dispatch = useAppDispatch();
  // The form owns its values once shown (the step is keyed by the service).
  const [initialValues] = useState(() => startValues(info, service));
  return (
    <Formik<DeployStartValues>
      initialValues={initialValues}
      validationSchema={deployStartSchema}
      onSubmit={(values) => {
        dispatch(deployInfoChanged({ ...choicesOf(values), name: values.name.trim(), step: 'confirm' }));
      }}
    >
      <>
        <KeepChoices />
        <StartForm service={service} focusModel={focusModel} />
      </>
    </Formik>
  );
}
