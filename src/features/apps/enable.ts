// Enabling an application (enableApplication): the plans an application offers, the form's rules and the
// request it sends.
import { object, string } from 'yup';
import type { PreflightRequest } from '@/components/preflight/usePreflight';
import { payTypeOf, pricesForMode } from '@/validation/prices';
import { message } from '@/validation/schemas';
import type { AccessMethod, Application, BillingMode, EnableApplicationRequest, PayType, ResourceMode } from './api';

export const BILLING_MODES: readonly BillingMode[] = ['daily', 'monthly', 'annual'];
export const PAY_TYPES: readonly PayType[] = ['prepaid', 'postpaid'];
/** openapi.yaml allows 1-36 periods; at most three years are bought at once. */
export const MAX_PERIODS: Record<BillingMode, number> = { daily: 36, monthly: 36, annual: 3 };

const PERIODS_MAX_MESSAGE: Record<BillingMode, string> = {
  daily: 'apps:enable.errors.periodsMaxDaily',
  monthly: 'apps:enable.errors.periodsMaxMonthly',
  annual: 'apps:enable.errors.periodsMaxAnnual',
};

export interface Plan {
  /** `billingMode:payType`. */
  key: string;
  billingMode: BillingMode;
  payType: PayType;
  /** Price per period, when the catalogue names one. */
  amount?: number;
  currency?: string;
}

export const planKey = (billingMode: BillingMode, payType: PayType): string => `${billingMode}:${payType}`;

/**
 * The plans of an application for one resource mode (shared when none is given): each billing mode and payment
 * once (the first price listed wins), in the order daily, monthly, annual; prepaid before postpaid. None when the
 * catalogue prices other modes only; every combination when it names no price at all.
 */
export function plansOf(app: Pick<Application, 'prices'>, resourceMode?: ResourceMode | ''): Plan[] {
  const byKey = new Map<string, Plan>();
  for (const p of pricesForMode(app.prices, resourceMode)) {
    const payType = payTypeOf(p) as PayType;
    const key = planKey(p.billingMode, payType);
    if (!byKey.has(key))
      byKey.set(key, { key, billingMode: p.billingMode, payType, amount: p.amount, currency: p.currency });
  }
  const plans =
    byKey.size > 0 || (app.prices ?? []).length > 0
      ? [...byKey.values()]
      : BILLING_MODES.flatMap((billingMode) =>
          PAY_TYPES.map((payType) => ({ key: planKey(billingMode, payType), billingMode, payType })),
        );
  const rank = (p: Plan) => BILLING_MODES.indexOf(p.billingMode) * 2 + PAY_TYPES.indexOf(p.payType);
  return plans.sort((a, b) => rank(a) - rank(b));
}

/** The lowest price of an application (shared resources), for its card. */
export function lowestPrice(app: Pick<Application, 'prices'>): Plan | null {
  const priced = plansOf(app).filter((p) => typeof p.amount === 'number');
  if (priced.length === 0) return null;
  return priced.reduce((low, p) => ((p.amount as number) < (low.amount as number) ? p : low));
}

export interface EnableValues {
  accessMethod: AccessMethod | '';
  resourceMode: ResourceMode | '';
  plan: string;
  periods: string;
  nactDeviceId: string;
}

export function initialEnableValues(app: Application): EnableValues {
  const resourceMode = app.resourceModes?.[0] ?? 'shared';
  const plans = plansOf(app, resourceMode);
  return {
    accessMethod: app.accessMethods?.[0] ?? 'portal',
    resourceMode,
    plan: plans[0]?.key ?? '',
    periods: '1',
    nactDeviceId: '',
  };
}

const planOf = (plans: Plan[], key: string): Plan | undefined => plans.find((p) => p.key === key);

export function enableSchema(app: Application) {
  return object({
    accessMethod: string().required(message('required')),
    resourceMode: string().required(message('required')),
    // a plan the catalogue prices for the chosen resource mode
    plan: string()
      .required(message('required'))
      .test('plan', message('required'), (value, ctx) => !!planOf(plansOf(app, ctx.parent.resourceMode), value ?? '')),
    nactDeviceId: string().when('accessMethod', {
      is: 'nact',
      then: (s) => s.required('apps:enable.errors.deviceRequired'),
    }),
    periods: string().test('periods', (value, ctx) => {
      const plan = planOf(plansOf(app, ctx.parent.resourceMode), String(ctx.parent.plan));
      if (!plan || plan.payType !== 'prepaid') return true;
      if (!/^[1-9]\d*$/.test((value ?? '').trim())) return ctx.createError({ message: message('positiveInteger') });
      return Number(value) <= MAX_PERIODS[plan.billingMode]
        ? true
        : ctx.createError({ message: PERIODS_MAX_MESSAGE[plan.billingMode] });
    }),
  });
}

/** The request for valid values: periods only when prepaid, a device only for NacT access. */
export function toEnableRequest(app: Application, values: EnableValues): EnableApplicationRequest {
  const plan = planOf(plansOf(app, values.resourceMode), values.plan);
  if (!plan) throw new Error(`unknown plan ${values.plan}`);
  return {
    appId: app.id,
    accessMethod: values.accessMethod as AccessMethod,
    resourceMode: values.resourceMode as ResourceMode,
    billingMode: plan.billingMode,
    payType: plan.payType,
    ...(plan.payType === 'prepaid' ? { periods: Number(values.periods) } : {}),
    ...(values.accessMethod === 'nact' ? { nactDeviceId: values.nactDeviceId } : {}),
  };
}

/** The cost and quota preflight of the chosen plan (the application kind), or null while the choice is incomplete. */
export function enablePreflight(app: Application, values: EnableValues): PreflightRequest | null {
  const plan = planOf(plansOf(app, values.resourceMode), values.plan);
  if (!plan || !values.resourceMode) return null;
  const periods = Number(values.periods);
  if (
    plan.payType === 'prepaid' &&
    !(Number.isInteger(periods) && periods >= 1 && periods <= MAX_PERIODS[plan.billingMode])
  )
    return null;
  return {
    kind: 'application',
    appId: app.id,
    resourceMode: values.resourceMode,
    billingMode: plan.billingMode,
    payType: plan.payType,
    ...(plan.payType === 'prepaid' ? { periods } : {}),
  };
}
