// The monthly budget form (organisation page): Formik values and their yup schema, built on the shared budget rule
// (checkBudget in ./preflight, which the mock applies to updateOrganisationBudget too).
import { object, string } from 'yup';
import { checkBudget } from './preflight';

/** Alert threshold sets the form offers, percent of the budget. */
export const THRESHOLD_PRESETS = ['50,80,100', '80,100', '50,75,90,100', '100', '25,50,75,100'] as const;

export interface BudgetValues {
  /** empty for no budget */
  monthlyLimit: string;
  /** one of THRESHOLD_PRESETS (or the organisation's current set) */
  thresholds: string;
}

export const budgetMessages = {
  budgetLimit: 'preflight:budget.errors.budgetLimit',
  budgetThresholds: 'preflight:budget.errors.budgetThresholds',
} as const;

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

/** The request of valid values. */
export function toBudgetRequest(v: BudgetValues): { monthlyLimit: number | null; thresholds: number[] } {
  const limit = v.monthlyLimit.trim();
  return { monthlyLimit: limit === '' ? null : Number(limit), thresholds: v.thresholds.split(',').map(Number) };
}

export const budgetSchema = object({
  monthlyLimit: string().test('budgetLimit', budgetMessages.budgetLimit, (value) => {
    const limit = (value ?? '').trim();
    if (limit === '') return true;
    return AMOUNT.test(limit) && checkBudget({ monthlyLimit: Number(limit), thresholds: [100] }) === null;
  }),
  thresholds: string()
    .required(budgetMessages.budgetThresholds)
    .test(
      'budgetThresholds',
      budgetMessages.budgetThresholds,
      (value) =>
        /^\d+(,\d+)*$/.test(value ?? '') &&
        checkBudget({ monthlyLimit: null, thresholds: (value ?? '').split(',').map(Number) }) === null,
    ),
});
