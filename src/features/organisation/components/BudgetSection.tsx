// The organisation's funds and monthly budget (getOrganisationBudget): balance, credit limit, the month's spending
// against the budget and which alert thresholds it has crossed. Super Admins and Admins set the budget
// (updateOrganisationBudget) in a FormDialog; others see it read-only. Opened with `?section=budget` (a budget alert
// notification's link) the page scrolls to it. docs/product-rules.md#cost-and-quota-preflight
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import {
  useGetOrganisationBudgetQuery,
  useUpdateOrganisationBudgetMutation,
  type OrganisationBudget,
} from '@/api/endpoints/billing';
import FormDialog from '@/components/form/FormDialog';
import FormSelect from '@/components/form/FormSelect';
import FormTextField from '@/components/form/FormTextField';
import { formatMoney } from '@/components/format';
import LoadFailed from '@/components/LoadFailed';
import Permitted from '@/components/Permitted';
import { notify } from '@/lib/notify';
import { THRESHOLD_PRESETS, budgetSchema, toBudgetRequest, type BudgetValues } from '@/validation/budgetSchema';

const percents = (list: readonly number[]) => list.map((p) => `${p}%`).join(', ');

function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 160 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function BudgetDialog({ budget, onClose }: { budget: OrganisationBudget; onClose(): void }) {
  const { t } = useTranslation(['organisation', 'common', 'preflight']);
  const [update] = useUpdateOrganisationBudgetMutation();
  const current = budget.thresholds.join(',');
  const presets = [...new Set<string>([current, ...THRESHOLD_PRESETS])];
  return (
    <FormDialog<BudgetValues>
      title={t('organisation:budget.dialogTitle')}
      initialValues={{
        monthlyLimit: budget.monthlyLimit === null ? '' : String(budget.monthlyLimit),
        thresholds: current,
      }}
      validationSchema={budgetSchema}
      submitLabel={t('common:actions.save')}
      failedText={t('organisation:budget.saveFailed')}
      onClose={onClose}
      maxWidth="sm"
      testId="budget-dialog"
      onSubmit={async (values) => {
        await update(toBudgetRequest(values)).unwrap();
        notify.success(t('organisation:budget.saved'));
        onClose();
      }}
    >
      <FormTextField
        name="monthlyLimit"
        label={t('organisation:budget.limitLabel', { currency: budget.currency })}
        helperText={t('organisation:budget.limitHint')}
        inputMode="decimal"
        autoComplete="off"
        autoFocus
      />
      <FormSelect
        name="thresholds"
        label={t('organisation:budget.thresholdsLabel')}
        required
        testId="budget-thresholds"
        options={presets.map((p) => ({ value: p, label: percents(p.split(',').map(Number)) }))}
        helperText={t('organisation:budget.thresholdsHint')}
      />
    </FormDialog>
  );
}

export default function BudgetSection({ allowed }: { allowed: boolean }) {
  const { t, i18n } = useTranslation(['organisation', 'common']);
  const [editing, setEditing] = useState(false);
  const { data, isLoading, isFetching, isError, refetch } = useGetOrganisationBudgetQuery(
    {},
    { refetchOnMountOrArgChange: true },
  );
  const budget = data?.data ?? null;
  const [params] = useSearchParams();
  const shownRef = useRef<HTMLDivElement>(null);
  const asked = params.get('section') === 'budget';
  const loaded = Boolean(budget);
  useEffect(() => {
    if (asked && loaded) shownRef.current?.scrollIntoView?.({ block: 'center' });
  }, [asked, loaded]);
  if (isLoading)
    return (
      <Box role="status" aria-label={t('common:states.loading')}>
        <Skeleton width="50%" />
        <Skeleton width="70%" />
      </Box>
    );
  if (isError || !budget)
    return <LoadFailed text={t('organisation:budget.loadFailed')} onRetry={() => void refetch()} busy={isFetching} />;
  const money = (n: number) => formatMoney(n, i18n.language, budget.currency);
  const limit = budget.monthlyLimit;
  const share = limit ? Math.round((budget.monthToDate / limit) * 100) : 0;
  return (
    <Box data-testid="org-budget" ref={shownRef}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Figure label={t('organisation:budget.balance')} value={money(budget.balance)} testId="budget-balance" />
        <Figure label={t('organisation:budget.creditLimit')} value={money(budget.creditLimit)} />
        <Figure
          label={t('organisation:budget.monthToDate')}
          value={money(budget.monthToDate)}
          testId="budget-month-to-date"
        />
        <Figure
          label={t('organisation:budget.limit')}
          value={limit === null ? t('organisation:budget.none') : money(limit)}
          testId="budget-limit"
        />
        <Figure
          label={t('organisation:budget.thresholds')}
          value={percents(budget.thresholds)}
          testId="budget-threshold-list"
        />
      </Box>
      {limit !== null ? (
        <LinearProgress
          variant="determinate"
          value={Math.min(100, share)}
          color={budget.crossedThresholds.length ? 'warning' : 'primary'}
          aria-label={t('organisation:budget.share', { share })}
          sx={{ mt: 2, height: 6, borderRadius: 1 }}
        />
      ) : null}
      {budget.crossedThresholds.length ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="budget-crossed">
          {t('organisation:budget.crossed', {
            thresholds: percents(budget.crossedThresholds),
            spent: money(budget.monthToDate),
            limit: money(limit ?? 0),
          })}
        </Alert>
      ) : null}
      <Permitted allowed={allowed}>
        <Button variant="outlined" sx={{ mt: 2 }} disabled={!allowed} onClick={() => setEditing(true)}>
          {t('organisation:budget.set')}
        </Button>
      </Permitted>
      {editing ? <BudgetDialog budget={budget} onClose={() => setEditing(false)} /> : null}
    </Box>
  );
}
