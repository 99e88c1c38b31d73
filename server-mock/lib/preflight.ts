// Cost and quota preflight in the mock: each organisation's funds, quotas and budget (fixtures per organisation,
// kept in the `OrgAccount` collection), its usage computed from its live resources, the price of what a spending
// screen is about to buy, and the verdict of the shared rule (src/validation/preflight.ts). The spending handlers
// call `refuseUnaffordable` before they write anything, so a purchase the preflight refuses is refused the same way
// when sent directly. docs/product-rules.md#cost-and-quota-preflight
import {
  crossedThresholds,
  headroom,
  preflight,
  projectedCost,
  type Budget,
  type Funds,
  type RefusalReason,
  type Resources,
  type SpendKind,
  type Verdict,
} from '../../src/validation/preflight';
import { priceFor, type ListedPrice, type PriceChoice } from '../../src/validation/prices';
import { orgAccountFixture } from '../fixtures/billing';
import { GPU_HOURLY, deployPrices } from '../fixtures/deploy';
import type { MockState } from '../state';
import { breach } from './businessRules';
import type { Row } from './collection';
import type { Ctx } from './context';
import { ensureCollection, newCollection } from './entities';

const DAY_MS = 86_400_000;
/** Storage is sold by the GiB and month. */
export const STORAGE_GIB_MONTH = 0.35;
/** A dedicated GPU costs this per hour, by the machine and day. */
export const DEDICATED_GPU_HOURLY = 45;
/** A task's GPU hour when its queue lists no price. */
export const TASK_GPU_HOURLY = 12.5;

/** Instances in these statuses hold nothing any more. */
const GONE = new Set(['removed_success', 'archived', 'created_failure']);
const HELD_REQUEST = new Set(['allocated', 'active', 'releasing']);
const RUNNING_TASK = new Set(['queued', 'running', 'stopping']);
const NOT_SPENT = new Set(['cancelled', 'refunded', 'unpaid']);

export interface OrgAccount extends Row {
  ugroupId: string;
  balance: number;
  creditLimit: number;
  quota: Resources;
  monthlyLimit: number | null;
  thresholds: number[];
}

/** The organisation's account (created from its fixture the first time it is asked for). */
export function accountOf(state: MockState, ugroupId: string): OrgAccount {
  const coll = state.has('OrgAccount')
    ? state.collection('OrgAccount')
    : newCollection(state, 'OrgAccount', 'ugroupId');
  const found = coll.get(ugroupId) as OrgAccount | undefined;
  if (found) return found;
  return coll.insert({ ugroupId, ...orgAccountFixture(ugroupId) }) as OrgAccount;
}

const rowsOf = (state: MockState, name: string, ugroupId: string): Row[] =>
  ensureCollection(state, name).where('_org', ugroupId);

/** What the organisation uses now, from its live resources. */
export function usageOf(state: MockState, ugroupId: string): Resources {
  let gpus = 0;
  let instances = 0;
  for (const i of rowsOf(state, 'Instance', ugroupId)) {
    if (GONE.has(String(i.status))) continue;
    instances += 1;
    if (!i.dedicatedRequestId) gpus += Number(i.gpuCount) || 0;
  }
  for (const d of rowsOf(state, 'DedicatedRequest', ugroupId))
    if (HELD_REQUEST.has(String(d.status))) gpus += (Number(d.minGpusPerMachine) || 0) * (Number(d.machineCount) || 1);
  for (const t of rowsOf(state, 'Task', ugroupId))
    if (RUNNING_TASK.has(String(t.status))) gpus += Number(t.gpuCount) || 0;
  let storageGiB = 0;
  for (const v of rowsOf(state, 'Volume', ugroupId)) storageGiB += Number(v.totalCapacityGiB) || 0;
  return { gpus, instances, storageGiB };
}

/**
 * Spending of the current UTC calendar month: every order of the organisation not cancelled, refunded or unpaid,
 * counted in the month it was paid (an order paid today spends today), or created when it has no payment time.
 */
export function monthToDate(state: MockState, ugroupId: string, now: number): number {
  const d = new Date(now);
  const start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  let sum = 0;
  for (const o of rowsOf(state, 'Order', ugroupId)) {
    if (NOT_SPENT.has(String(o.status))) continue;
    const at = Date.parse(String(o.paidAt ?? o.createdAt));
    if (at >= start && at <= now) sum += Number(o.amount) || 0;
  }
  return Math.round(sum * 100) / 100;
}

export function fundsOf(state: MockState, ugroupId: string, now: number): Funds {
  const a = accountOf(state, ugroupId);
  return { balance: a.balance, creditLimit: a.creditLimit, monthToDate: monthToDate(state, ugroupId, now) };
}

export const budgetOf = (a: OrgAccount): Budget => ({ monthlyLimit: a.monthlyLimit, thresholds: a.thresholds });

/** The organisation's quotas and usage (getOrganisationQuota). */
export function quotaView(state: MockState, ugroupId: string): Row {
  const quota = accountOf(state, ugroupId).quota;
  const usage = usageOf(state, ugroupId);
  return { quota, usage, headroom: headroom(quota, usage) };
}

/** Funds and budget (getOrganisationBudget, updateOrganisationBudget). */
export function budgetView(state: MockState, ugroupId: string, now: number): Row {
  const a = accountOf(state, ugroupId);
  const funds = fundsOf(state, ugroupId, now);
  return {
    currency: 'CNY',
    ...funds,
    monthlyLimit: a.monthlyLimit,
    thresholds: a.thresholds,
    crossedThresholds: crossedThresholds(funds.monthToDate, budgetOf(a)),
  };
}

/** A prepaid purchase is paid from the balance (a new order marked paid). */
export function chargeBalance(state: MockState, ugroupId: string | undefined, amount: number): void {
  if (!ugroupId) return;
  const a = accountOf(state, ugroupId);
  state.collection('OrgAccount').update(ugroupId, { balance: Math.round((a.balance - amount) * 100) / 100 });
}

// ------------------------------------------------------------------------------------------ pricing

export interface Priced {
  kind: SpendKind;
  unitPrice: number;
  unit: 'gpuHour' | 'day' | 'month' | 'year' | 'gibMonth' | 'machineDay';
  quantity: number;
  payType: 'prepaid' | 'postpaid';
  adds: Resources;
}

const PERIOD_UNIT = { daily: 'day', monthly: 'month', annual: 'year' } as const;
const periodUnit = (billingMode: unknown): Priced['unit'] =>
  PERIOD_UNIT[String(billingMode) as keyof typeof PERIOD_UNIT] ?? 'month';
const payTypeOf = (v: unknown): 'prepaid' | 'postpaid' => (v === 'postpaid' ? 'postpaid' : 'prepaid');
const none: Resources = { gpus: 0, instances: 0, storageGiB: 0 };

/** The price of one GPU of a deploy service for a billing mode (its own prices for its default GPU model). */
export function deployGpuPrice(service: Row, billingMode: string, gpuModel: string): number {
  const own = !gpuModel || gpuModel === service.gpuModel;
  const prices = own ? (service.prices as Row[] | undefined) : undefined;
  const p = (prices ?? deployPrices(GPU_HOURLY[gpuModel] ?? (Number(service.pricePerHour) || 9.9))).find(
    (x) => x.billingMode === billingMode,
  );
  return Number(p?.amount ?? 0);
}

/** Days from now to a date's start (at least one), as a dedicated request is billed. */
export const daysUntil = (date: string, now: number): number =>
  Math.max(1, Math.round((Date.parse(`${date.slice(0, 10)}T00:00:00.000Z`) - now) / DAY_MS));

/** Whole days a dedicated request's expiry moves when extended to a new date (0 or less: not later). */
export const daysExtended = (currentExpiry: string, newExpiry: string): number =>
  Math.round((Date.parse(`${newExpiry.slice(0, 10)}T00:00:00.000Z`) - Date.parse(currentExpiry)) / DAY_MS);

/** Statuses of a dedicated request whose expiry can move later. */
export const EXTENDABLE = new Set(['active', 'allocated']);

/** The record a body names in the caller's organisation, or undefined. */
function ownRow(ctx: Ctx, name: string, id: unknown): Row | undefined {
  if (typeof id !== 'string' || !id) return undefined;
  const row = ensureCollection(ctx.state, name).get(id);
  return row && (row._org === undefined || row._org === ctx.org?.ugroupId) ? row : undefined;
}

/**
 * What a purchase costs and adds, from the fields of its kind (the preflight body, or the spending operation's
 * own body, which uses the same names). Undefined when a needed field or record is missing.
 */
export function priceOf(ctx: Ctx, kind: SpendKind, b: Record<string, unknown>): Priced | undefined {
  switch (kind) {
    case 'deploy': {
      const service = ownRow(ctx, 'DeployService', b.serviceId);
      if (!service || typeof b.gpuModel !== 'string' || typeof b.gpuCount !== 'number' || !b.billingMode)
        return undefined;
      const count = Math.max(1, b.gpuCount);
      return {
        kind,
        unitPrice: deployGpuPrice(service, String(b.billingMode), b.gpuModel),
        unit: periodUnit(b.billingMode),
        quantity: count,
        payType: payTypeOf(b.payType),
        // GPUs of a dedicated request are held (and counted) already
        adds: { gpus: b.dedicatedRequestId ? 0 : b.gpuCount, instances: 1, storageGiB: 0 },
      };
    }
    case 'dedicatedGpu': {
      if (typeof b.minGpusPerMachine !== 'number' || typeof b.usageEndDate !== 'string') return undefined;
      const machines = typeof b.machineCount === 'number' ? b.machineCount : 1;
      return {
        kind,
        unitPrice: DEDICATED_GPU_HOURLY * b.minGpusPerMachine * 24,
        unit: 'machineDay',
        quantity: daysUntil(b.usageEndDate, ctx.now) * machines,
        payType: 'prepaid',
        adds: { gpus: b.minGpusPerMachine * machines, instances: 0, storageGiB: 0 },
      };
    }
    case 'task': {
      const queue = ownRow(ctx, 'ResourceQueue', b.queueId);
      if (!queue || typeof b.gpuCount !== 'number') return undefined;
      return {
        kind,
        unitPrice: Number(queue.pricePerCard) || TASK_GPU_HOURLY,
        unit: 'gpuHour',
        quantity: b.gpuCount,
        payType: 'postpaid',
        adds: { gpus: b.gpuCount, instances: 0, storageGiB: 0 },
      };
    }
    case 'application': {
      const app = ownRow(ctx, 'Application', b.appId);
      if (!app || !b.billingMode) return undefined;
      const listed = priceFor(app.prices as ListedPrice[] | undefined, b as unknown as PriceChoice);
      if (!listed) return undefined;
      const payType = payTypeOf(b.payType);
      return {
        kind,
        unitPrice: Number(listed.amount),
        unit: periodUnit(b.billingMode),
        quantity: typeof b.periods === 'number' ? b.periods : 1,
        payType,
        adds: none,
      };
    }
    case 'order': {
      // an unpaid order is paid from the balance, whatever its billing mode
      const order = ownRow(ctx, 'Order', b.orderId);
      if (!order || order.status !== 'unpaid') return undefined;
      return {
        kind,
        unitPrice: Number(order.price) || 0,
        unit: periodUnit(order.billingMode),
        quantity: Number(order.quantity) || 1,
        payType: 'prepaid',
        adds: none,
      };
    }
    case 'dedicatedExtension': {
      // the request's GPUs are held (and counted) already: an extension costs days, it adds nothing to the quota
      const request = ownRow(ctx, 'DedicatedRequest', b.dedicatedRequestId);
      if (!request || !EXTENDABLE.has(String(request.status)) || !request.currentExpiry) return undefined;
      if (typeof b.newExpiry !== 'string') return undefined;
      const days = daysExtended(String(request.currentExpiry), b.newExpiry);
      if (!(days >= 1)) return undefined;
      return {
        kind,
        unitPrice: DEDICATED_GPU_HOURLY * (Number(request.minGpusPerMachine) || 1) * 24,
        unit: 'machineDay',
        quantity: days * (Number(request.machineCount) || 1),
        payType: 'prepaid',
        adds: none,
      };
    }
    case 'storage': {
      if (typeof b.capacityGiB !== 'number') return undefined;
      const volume = b.volumeId === undefined ? undefined : ownRow(ctx, 'Volume', b.volumeId);
      if (b.volumeId !== undefined && !volume) return undefined;
      const grows = volume ? Math.max(0, b.capacityGiB - (Number(volume.totalCapacityGiB) || 0)) : b.capacityGiB;
      return {
        kind,
        unitPrice: STORAGE_GIB_MONTH,
        unit: 'gibMonth',
        quantity: grows,
        payType: 'prepaid',
        adds: { gpus: 0, instances: 0, storageGiB: grows },
      };
    }
  }
}

export interface Checked extends Priced {
  projectedCost: number;
  funds: Funds;
  quota: Resources;
  usage: Resources;
  verdict: Verdict;
  monthlyLimit: number | null;
}

export function check(ctx: Ctx, priced: Priced): Checked {
  const ugroupId = String(ctx.org?.ugroupId ?? '');
  const account = accountOf(ctx.state, ugroupId);
  const usage = usageOf(ctx.state, ugroupId);
  const funds = fundsOf(ctx.state, ugroupId, ctx.now);
  const cost = projectedCost(priced.unitPrice, priced.quantity);
  const verdict = preflight(
    { payType: priced.payType, cost, adds: priced.adds },
    { quota: account.quota, usage, funds, budget: budgetOf(account) },
  );
  return {
    ...priced,
    projectedCost: cost,
    funds,
    quota: account.quota,
    usage,
    verdict,
    monthlyLimit: account.monthlyLimit,
  };
}

/**
 * Refuses a spending call the preflight would refuse, with its first reason (the rule listed on the operation),
 * before anything is written. A purchase that cannot be priced is left to the handler's own checks.
 */
export function refuseUnaffordable(ctx: Ctx, kind: SpendKind, body: Record<string, unknown> = ctx.body): void {
  const priced = priceOf(ctx, kind, body);
  if (!priced) return;
  const first = check(ctx, priced).verdict.reasons[0];
  if (first) REFUSE[first](ctx);
}

/** Each reason's business rule (REFUSAL_RULE_IDS of the shared rule, as openapi.yaml lists them). */
const REFUSE: Record<RefusalReason, (ctx: Ctx) => never> = {
  GPU_QUOTA_EXCEEDED: (ctx) => breach(ctx, 'gpuQuotaExceeded'),
  INSTANCE_QUOTA_EXCEEDED: (ctx) => breach(ctx, 'instanceQuotaExceeded'),
  STORAGE_QUOTA_EXCEEDED: (ctx) => breach(ctx, 'storageQuotaExceeded'),
  INSUFFICIENT_BALANCE: (ctx) => breach(ctx, 'insufficientBalance'),
  CREDIT_LIMIT_EXCEEDED: (ctx) => breach(ctx, 'creditLimitExceeded'),
};
