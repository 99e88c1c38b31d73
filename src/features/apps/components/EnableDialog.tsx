// Enabling an application: access method (portal or NacT, and then the device), resource mode (shared or
// dedicated), plan (billing mode and payment) and, when prepaid, how many periods; the price follows the choice.
// The server's refusal shows inside the dialog and the choices are kept.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormikContext } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import FormDialog from '@/components/form/FormDialog';
import FormRadioGroup from '@/components/form/FormRadioGroup';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { formatMoney } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import PreflightSection from '@/components/preflight/PreflightSection';
import { notify } from '@/lib/notify';
import {
  useEnableApplicationMutation,
  useQueryNactDevicesQuery,
  type Application,
  type ApplicationService,
} from '../api';
import {
  enablePreflight,
  enableSchema,
  initialEnableValues,
  MAX_PERIODS,
  plansOf,
  toEnableRequest,
  type EnableValues,
  type Plan,
} from '../enable';
import { useAppLabels } from '../labels';

function NactDeviceField() {
  const { t } = useTranslation(['apps', 'common']);
  const { data, isLoading, isError, refetch } = useQueryNactDevicesQuery({ pageNum: 1, pageSize: 100 });
  const devices = data?.data?.list ?? [];
  if (isLoading) return <Typography color="text.secondary">{t('common:states.loading')}</Typography>;
  if (isError) return <LoadFailed text={t('apps:enable.devicesFailed')} onRetry={() => void refetch()} />;
  if (devices.length === 0)
    return (
      <Alert severity="info">
        {t('apps:enable.noDevices')}{' '}
        <Link component={RouterLink} to="/nact">
          {t('common:routes.nact')}
        </Link>
      </Alert>
    );
  return (
    <FormSelect
      name="nactDeviceId"
      label={t('apps:enable.device')}
      required
      testId="enable-device"
      options={devices.map((d) => ({
        value: d.id,
        label: `${d.name} (${d.tsnSerial})${d.status === 'offline' ? ` · ${t('apps:enable.offline')}` : ''}`,
      }))}
    />
  );
}

function PriceSummary({ plans }: { plans: Plan[] }) {
  const { t, i18n } = useTranslation('apps');
  const labels = useAppLabels();
  const { values } = useFormikContext<EnableValues>();
  const plan = plans.find((p) => p.key === values.plan);
  if (!plan || typeof plan.amount !== 'number') return null;
  const price = formatMoney(plan.amount, i18n.language, plan.currency);
  const periods = Number(values.periods);
  const text =
    plan.payType === 'prepaid'
      ? Number.isInteger(periods) && periods >= 1
        ? t('apps:enable.totalPrepaid', {
            total: formatMoney(plan.amount * periods, i18n.language, plan.currency),
            price,
            per: labels.per[plan.billingMode],
            periods,
          })
        : null
      : t('apps:enable.totalPostpaid', { price, per: labels.per[plan.billingMode] });
  return text ? (
    <Typography sx={{ mt: 1, fontWeight: 600 }} role="status" data-testid="enable-price">
      {text}
    </Typography>
  ) : null;
}

function PeriodsField({ plans }: { plans: Plan[] }) {
  const { t } = useTranslation('apps');
  const { values } = useFormikContext<EnableValues>();
  const plan = plans.find((p) => p.key === values.plan);
  if (!plan || plan.payType !== 'prepaid') return null;
  const label: Record<Plan['billingMode'], string> = {
    daily: t('apps:enable.periodsDaily'),
    monthly: t('apps:enable.periodsMonthly'),
    annual: t('apps:enable.periodsAnnual'),
  };
  return (
    <FormTextField
      name="periods"
      label={label[plan.billingMode]}
      required
      inputMode="numeric"
      inputProps={{ 'data-testid': 'enable-periods' }}
      helperText={t('apps:enable.periodsHint', { max: MAX_PERIODS[plan.billingMode] })}
      fullWidth={false}
    />
  );
}

export default function EnableDialog({
  app,
  onClose,
  onEnabled,
}: {
  app: Application;
  onClose(): void;
  onEnabled(service: ApplicationService | null): void;
}) {
  const { t, i18n } = useTranslation(['apps', 'common']);
  const labels = useAppLabels();
  const [enable] = useEnableApplicationMutation();
  const schema = useMemo(() => enableSchema(app), [app]);
  const accessMethods = app.accessMethods?.length ? app.accessMethods : (['portal'] as const);
  // Only the modes the catalogue prices (a mode without a price cannot be bought).
  const resourceModes = (app.resourceModes?.length ? app.resourceModes : (['shared'] as const)).filter(
    (m) => plansOf(app, m).length > 0,
  );

  return (
    <FormDialog<EnableValues>
      title={t('apps:enable.title', { name: app.name })}
      initialValues={initialEnableValues(app)}
      validationSchema={schema}
      submitLabel={t('apps:enable.submit')}
      failedText={t('apps:enable.failed')}
      onClose={onClose}
      maxWidth="sm"
      testId="enable-dialog"
      onSubmit={async (values) => {
        const answer = await enable(toEnableRequest(app, values)).unwrap();
        notify.success(t('apps:enable.done', { name: app.name }));
        onEnabled(answer.data ?? null);
      }}
    >
      {({ values }) => {
        // the plans the catalogue prices for the chosen resource mode
        const plans = plansOf(app, values.resourceMode);
        return (
          <>
            <FormRadioGroup
              name="accessMethod"
              label={t('apps:columns.accessMethod')}
              row
              options={accessMethods.map((m) => ({ value: m, label: labels.accessMethod[m] }))}
            />
            {values.accessMethod === 'nact' ? <NactDeviceField /> : null}
            <FormRadioGroup
              name="resourceMode"
              label={t('apps:columns.resourceMode')}
              row
              options={resourceModes.map((m) => ({ value: m, label: labels.resourceMode[m] }))}
            />
            <FormRadioGroup
              name="plan"
              label={t('apps:enable.plan')}
              options={plans.map((p) => ({
                value: p.key,
                label:
                  typeof p.amount === 'number'
                    ? t('apps:enable.planPriced', {
                        mode: labels.billingMode[p.billingMode],
                        pay: labels.payType[p.payType],
                        price: formatMoney(p.amount, i18n.language, p.currency),
                        per: labels.per[p.billingMode],
                      })
                    : t('apps:enable.planUnpriced', {
                        mode: labels.billingMode[p.billingMode],
                        pay: labels.payType[p.payType],
                      }),
              }))}
            />
            <PeriodsField plans={plans} />
            <PriceSummary plans={plans} />
            <PreflightSection request={enablePreflight(app, values)} />
          </>
        );
      }}
    </FormDialog>
  );
}
