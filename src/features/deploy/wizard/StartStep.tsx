// Step 1, start deployment: image, GPU model and count, billing mode and payment, the instance's name; the cost
// of these choices is shown (getDeploymentQuote) before the user goes on to confirm.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { instancesApi } from '@/api/endpoints/instances';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { AppDispatch } from '@/app/store';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { formatMoney } from '@/components/format';
import PreflightBlock from '@/components/preflight/PreflightBlock';
import { usePreflight } from '@/components/preflight/usePreflight';
import { orderInfoChanged } from '@/features/billing/public/orderInfo';
import type { DeployService } from '../api';
import { deployInfoChanged, type DeployInfoState } from '../deployInfoSlice';
import { BILLING_MODES, PAY_TYPES, billingModeLabel, billingPeriodLabel, payTypeLabel } from '../labels';
import { DESCRIPTION_MAX, GPU_COUNTS, deployStartSchema, type DeployStartValues } from '../schemas';
import {
  CPRS_SOURCES,
  choicesOf,
  deployPreflight,
  gpuModelsOf,
  imagesOf,
  quoteArgs,
  selectCprsSource,
  startValues,
  type CprsSource,
} from './choices';
import QuotePanel, { useQuote } from './QuotePanel';

/** Whether an instance of the organisation that is not released bears `name` (a failed lookup says no: the server
 * checks again when the deployment is created). */
async function instanceNameInUse(dispatch: AppDispatch, name: string): Promise<boolean> {
  const request = dispatch(
    instancesApi.endpoints.queryInstances.initiate({ keyword: name, pageSize: 100 }, { forceRefetch: true }),
  );
  try {
    const answer = await request.unwrap();
    return (answer.data?.list ?? []).some((i) => i.name === name && i.status !== 'removed_success');
  } catch {
    return false;
  } finally {
    request.unsubscribe();
  }
}

/** Every change goes to deployInfo at once, so going back or reloading shows the choices as they were. */
function KeepChoices() {
  const { values } = useFormikContext<DeployStartValues>();
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(deployInfoChanged(choicesOf(values)));
  }, [values, dispatch]);
  return null;
}

/** Whose resources the purchase uses: orderInfo carries the choice to the quote and the order it creates. */
function CprsSourceField() {
  const { t } = useTranslation('deploy');
  const dispatch = useAppDispatch();
  const cprsSource = useAppSelector(selectCprsSource);
  const labelId = useId();
  return (
    <FormControl margin="dense">
      <FormLabel id={labelId}>{t('deploy:wizard.cprsSource')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        name="cprsSource"
        value={cprsSource}
        onChange={(e) => dispatch(orderInfoChanged({ cprsSource: e.target.value as CprsSource }))}
      >
        {CPRS_SOURCES.map((v) => (
          <FormControlLabel
            key={v}
            value={v}
            control={<Radio size="small" />}
            label={v === 'org' ? t('deploy:wizard.cprsOrg') : t('deploy:wizard.cprsIndiv')}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
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
  const preflight = usePreflight(useMemo(() => deployPreflight(args), [args]));

  useEffect(() => {
    if (focusModel) modelRef.current?.focus();
  }, [focusModel]);

  // The catalogue's prices are those of the service's own GPU model: another model's price is the quote's alone.
  const priceOf = (mode: string) =>
    values.gpuModel === service.gpuModel ? service.prices?.find((p) => p.billingMode === mode) : undefined;
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
        <Grid size={{ xs: 12, md: 6 }}>
          <CprsSourceField />
        </Grid>
      </Grid>
      <QuotePanel args={args} quote={quote} onSwitchModel={() => modelRef.current?.focus()} />
      <PreflightBlock preflight={preflight} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting || !quote.ok || preflight.blocked}>
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
  const { t } = useTranslation('deploy');
  const dispatch = useAppDispatch();
  // The form owns its values once shown (the step is keyed by the service).
  const [initialValues] = useState(() => startValues(info, service));
  return (
    <Formik<DeployStartValues>
      initialValues={initialValues}
      validationSchema={deployStartSchema}
      onSubmit={async (values, helpers) => {
        const name = values.name.trim();
        // An instance name is unique in the organisation while its instance exists: said here, not after confirming.
        if (await instanceNameInUse(dispatch, name)) {
          helpers.setFieldError('name', t('deploy:wizard.nameInUse', { name }));
          return;
        }
        dispatch(deployInfoChanged({ ...choicesOf(values), name, step: 'confirm' }));
      }}
    >
      <>
        <KeepChoices />
        <StartForm service={service} focusModel={focusModel} />
      </>
    </Formik>
  );
}
