// Cost and quota preflight: whether an organisation can afford a purchase and stays within its quotas, and which
// budget alert thresholds it crosses. One rule for the console (the preflight block disables submit up front) and
// the mock (the preflight answer, and the spending operations refuse the same purchase with the same reason).
// docs/product-rules.md#cost-and-quota-preflight. Pure data and functions: no imports from the app.

/**
 * What a screen is about to buy: a new purchase of one of the first five kinds, an unpaid order paid (order), or a
 * dedicated GPU request extended (dedicatedExtension).
 */
export const SPEND_KINDS = [
  'deploy',
  'dedicatedGpu',
  'task',
  'application',
  'storage',
  'order',
  'dedicatedExtension',
] as const;
export type SpendKind = (typeof SPEND_KINDS)[number];

/**
 * Why a purchase is refused, in the order they are checked (the first one is what a spending operation answers).
 * Prepaid purchases are paid from the balance; postpaid ones add to the month's spending, which may not pass the
 * organisation's credit limit.
 */
export const REFUSAL_REASONS = [
  'GPU_QUOTA_EXCEEDED',
  'INSTANCE_QUOTA_EXCEEDED',
  'STORAGE_QUOTA_EXCEEDED',
  'INSUFFICIENT_BALANCE',
  'CREDIT_LIMIT_EXCEEDED',
] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** The business rule id (openapi.yaml `x-business-rules`) of each refusal. */
export const REFUSAL_RULE_IDS: Readonly<Record<RefusalReason, string>> = {
  GPU_QUOTA_EXCEEDED: 'gpuQuotaExceeded',
  INSTANCE_QUOTA_EXCEEDED: 'instanceQuotaExceeded',
  STORAGE_QUOTA_EXCEEDED: 'storageQuotaExceeded',
  INSUFFICIENT_BALANCE: 'insufficientBalance',
  CREDIT_LIMIT_EXCEEDED: 'creditLimitExceeded',
};

/** The text of each refusal (`preflight` namespace), the same in the console and in the mock's answer. */
export const REFUSAL_MESSAGES: Readonly<Record<RefusalReason, string>> = {
  GPU_QUOTA_EXCEEDED: 'preflight:refusal.GPU_QUOTA_EXCEEDED',
  INSTANCE_QUOTA_EXCEEDED: 'preflight:refusal.INSTANCE_QUOTA_EXCEEDED',
  STORAGE_QUOTA_EXCEEDED: 'preflight:refusal.STORAGE_QUOTA_EXCEEDED',
  INSUFFICIENT_BALANCE: 'preflight:refusal.INSUFFICIENT_BALANCE',
  CREDIT_LIMIT_EXCEEDED: 'preflight:refusal.CREDIT_LIMIT_EXCEEDED',
};

/** GPUs, instances and storage (GiB): an organisation's quota, its usage, what a purchase adds, or the headroom. */
export interface Resources {
  gpus: number;
  instances: number;
  storageGiB: number;
}

export interface Funds {
  /** what prepaid purchases are paid from */
  balance: number;
  /** the most postpaid spending a month may reach */
  creditLimit: number;
  /** spending of the current calendar month (UTC) so far */
  monthToDate: number;
}

export interface Budget {
  /** the month's budget; null when none is set */
  monthlyLimit: number | null;
  /** alert thresholds, percent of the budget, ascending */
  thresholds: number[];
}

export interface Purchase {
  payType: 'prepaid' | 'postpaid';
  /** projected cost of the chosen duration or billing mode */
  cost: number;
  /** what the purchase adds to the organisation's usage */
  adds: Resources;
}

export interface Verdict {
  allowed: boolean;
  reasons: RefusalReason[];
  /** quota minus usage, before the purchase (never below 0) */
  headroom: Resources;
  /** thresholds this purchase would cross that the month has not crossed yet */
  crossesThresholds: number[];
}

const cents = (n: number): number => Math.round(n * 100) / 100;

/** Unit price × quantity, in cents. */
export const projectedCost = (unitPrice: number, quantity: number): number => cents(unitPrice * quantity);

export function headroom(quota: Resources, usage: Resources): Resources {
  return {
    gpus: Math.max(0, quota.gpus - usage.gpus),
    instances: Math.max(0, quota.instances - usage.instances),
    storageGiB: Math.max(0, quota.storageGiB - usage.storageGiB),
  };
}

/** The alert thresholds a month's spending has reached (spending ≥ the threshold's share of the budget). */
export function crossedThresholds(monthToDate: number, budget: Budget): number[] {
  const limit = budget.monthlyLimit;
  if (limit === null || !(limit > 0)) return [];
  return budget.thresholds.filter((t) => cents(monthToDate) >= cents((limit * t) / 100));
}

/** The verdict on a purchase: refusal reasons in REFUSAL_REASONS order (empty when allowed). */
export function preflight(
  purchase: Purchase,
  org: { quota: Resources; usage: Resources; funds: Funds; budget: Budget },
): Verdict {
  const room = headroom(org.quota, org.usage);
  const reasons: RefusalReason[] = [];
  if (purchase.adds.gpus > 0 && purchase.adds.gpus > room.gpus) reasons.push('GPU_QUOTA_EXCEEDED');
  if (purchase.adds.instances > 0 && purchase.adds.instances > room.instances) reasons.push('INSTANCE_QUOTA_EXCEEDED');
  if (purchase.adds.storageGiB > 0 && purchase.adds.storageGiB > room.storageGiB)
    reasons.push('STORAGE_QUOTA_EXCEEDED');
  const cost = cents(purchase.cost);
  if (purchase.payType === 'prepaid' && cost > cents(org.funds.balance)) reasons.push('INSUFFICIENT_BALANCE');
  if (purchase.payType === 'postpaid' && cents(org.funds.monthToDate + cost) > cents(org.funds.creditLimit))
    reasons.push('CREDIT_LIMIT_EXCEEDED');
  const before = crossedThresholds(org.funds.monthToDate, org.budget);
  const after = crossedThresholds(org.funds.monthToDate + cost, org.budget);
  return {
    allowed: reasons.length === 0,
    reasons,
    headroom: room,
    crossesThresholds: after.filter((t) => !before.includes(t)),
  };
}

// ------------------------------------------------------------------------------------------ the budget form

export const BUDGET_LIMITS = {
  /** the monthly budget, in the currency's units */
  minLimit: 1,
  maxLimit: 100_000_000,
  /** alert thresholds, percent */
  minThreshold: 1,
  maxThreshold: 100,
  maxThresholds: 5,
} as const;

export type BudgetProblem = 'budgetLimit' | 'budgetThresholds';

/**
 * What is wrong with a budget an Admin sets: a whole or cents amount within the limits (or null: no budget), and
 * 1 to 5 whole percentages from 1 to 100, ascending without repeats.
 */
export function checkBudget(b: { monthlyLimit: unknown; thresholds: unknown }): BudgetProblem | null {
  const limit = b.monthlyLimit;
  if (limit !== null) {
    if (typeof limit !== 'number' || !Number.isFinite(limit)) return 'budgetLimit';
    if (limit < BUDGET_LIMITS.minLimit || limit > BUDGET_LIMITS.maxLimit || cents(limit) !== limit)
      return 'budgetLimit';
  }
  const t = b.thresholds;
  if (!Array.isArray(t) || t.length < 1 || t.length > BUDGET_LIMITS.maxThresholds) return 'budgetThresholds';
  for (let i = 0; i < t.length; i++) {
    const v: unknown = t[i];
    if (typeof v !== 'number' || !Number.isInteger(v)) return 'budgetThresholds';
    if (v < BUDGET_LIMITS.minThreshold || v > BUDGET_LIMITS.maxThreshold) return 'budgetThresholds';
    if (i > 0 && v <= (t[i - 1] as number)) return 'budgetThresholds';
  }
  return null;
}
