// Billing: orders (create, pay, cancel, the detail with its linked order and settlement) and bills.
import { checkBudget, type SpendKind } from '../../src/validation/preflight';
import { seedOf } from '../fixtures/random';
import { alertBudgetCrossings } from '../lib/budgetAlerts';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { requireOrg, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { accountOf, budgetView, chargeBalance, check, priceOf, refuseUnaffordable } from '../lib/preflight';
import { tx, type Texts } from '../lib/texts';
import { iso } from '../lib/time';
import { ENRICH, VIEWS, assertCanModify, findRow, insertRow, listRows, requireAdmin, viewOf } from './generic';

/** The platform's own product words on orders, in the caller's language (other texts are shown as stored). */
const ORDER_TEXTS: Record<string, Texts> = {
  'Dedicated GPU': tx('Dedicated GPU', '专属 GPU', '専有 GPU'),
  'AI deployment': tx('AI deployment', 'AI 部署', 'AI デプロイ'),
  'Object storage': tx('Object storage', '对象存储', 'オブジェクトストレージ'),
  Application: tx('Application', '应用', 'アプリケーション'),
  'API service': tx('API service', 'API 服务', 'API サービス'),
  'Network service group': tx('Network service group', '网络服务组', 'ネットワークサービスグループ'),
  '8x H800 80GB / 1 node': tx('8x H800 80GB / 1 node', '8x H800 80GB / 1 节点', '8x H800 80GB / 1 ノード'),
  '1 TiB standard': tx('1 TiB standard', '1 TiB 标准型', '1 TiB スタンダード'),
  'Team plan, 20 seats': tx('Team plan, 20 seats', '团队版，20 席位', 'チームプラン（20 席）'),
  '10M tokens package': tx('10M tokens package', '1000 万 tokens 套餐', '1,000 万トークンパック'),
  'System disk 100 GiB': tx('System disk 100 GiB', '系统盘 100 GiB', 'システムディスク 100 GiB'),
};
const orderText = (ctx: Ctx, value: unknown): unknown =>
  typeof value === 'string' ? (ORDER_TEXTS[value]?.[ctx.lang] ?? value) : value;

VIEWS.Order = (row, ctx) =>
  viewOf(row, {
    serviceType: orderText(ctx, row.serviceType),
    configuration: orderText(ctx, row.configuration),
  });

ENRICH.OrderDetail = (ctx, row) => {
  const candidate = row._linked ? ctx.state.collection('Order').get(row._linked) : undefined;
  // Only an order of the same organisation is shown (and can be opened) as the linked one.
  const linked = candidate && candidate._org === row._org ? candidate : undefined;
  const qty = Number(row.quantity) || 1;
  const unit = row.billingMode === 'daily' ? 'day' : row.billingMode === 'monthly' ? 'month' : 'year';
  const settled = ['completed', 'refunded'].includes(String(row.status));
  return {
    ...row,
    billingDetail: [
      {
        item: String(row.configuration ?? row.serviceType),
        quantity: qty,
        unit,
        unitPrice: row.price,
        amount: Math.round(Number(row.price) * qty * 100) / 100,
      },
      ...(row.category === 'aiDeploy'
        ? [{ item: String(orderText(ctx, 'System disk 100 GiB')), quantity: qty, unit, unitPrice: 0, amount: 0 }]
        : []),
    ],
    linkedOrder: linked
      ? {
          orderId: linked.orderId,
          transactionType: linked.transactionType,
          status: linked.status,
          amount: linked.amount,
          createdAt: linked.createdAt,
        }
      : null,
    settlement: settled
      ? { quantity: qty, unit, price: row.price, amount: row.amount, settledAt: row.paidAt ?? row.createdAt }
      : null,
  };
};

const createOrder: Handler = (ctx) => {
  const b = ctx.body;
  const price = Math.round((100 + (seedOf(`${b.serviceType}:${b.configuration}`) % 9000)) * 100) / 100;
  const order = insertRow(ctx, 'Order', {
    transactionType: 'purchase',
    price,
    amount: Math.round(price * Number(b.quantity) * 100) / 100,
    currency: 'CNY',
    status: b.payType === 'postpaid' ? 'active' : 'unpaid',
    serviceName: b.serviceType,
    serviceAddress: b.resourceId ?? null,
    payOrgName: ctx.org?.name,
    payOrgAddr: ctx.org?.ugroupAddr,
    cprsSource: b.cprsSource ?? 'indiv',
    paidAt: null,
    _linked: null,
  });
  // a postpaid order is spending of the month at once (a prepaid one when it is paid)
  alertBudgetCrossings(ctx.state, ctx.org?.ugroupId, ctx.now);
  return order;
};

function ownOrder(ctx: Ctx): Row {
  const o = findRow(ctx, 'Order', ctx.body.orderId);
  assertCanModify(ctx, o);
  if (o.status !== 'unpaid') breach(ctx, 'invalidState');
  return o;
}

/**
 * Paid from the organisation's balance: refused like every other purchase the balance cannot cover (the preflight's
 * `order` kind, the same reason and text), else the balance goes down by the amount and the month's spending up.
 */
const payOrder: Handler = (ctx) => {
  const order = ownOrder(ctx);
  refuseUnaffordable(ctx, 'order', { orderId: order.orderId });
  chargeBalance(ctx.state, ctx.org?.ugroupId, Number(order.amount) || 0);
  const paid = ctx.state.collection('Order').update(order.orderId, { status: 'paid', paidAt: iso(ctx.now) });
  alertBudgetCrossings(ctx.state, ctx.org?.ugroupId, ctx.now);
  return paid;
};
const cancelOrder: Handler = (ctx) =>
  ctx.state.collection('Order').update(ownOrder(ctx).orderId, { status: 'cancelled' });

const queryBills: Handler = (ctx) =>
  listRows(ctx, 'Bill', { ranges: [{ field: 'period', from: ctx.body.periodFrom, to: ctx.body.periodTo }] });

const queryBillConsumption: Handler = (ctx) => {
  const bills = ensureCollection(ctx.state, 'Bill')
    .where('_org', ctx.org?.ugroupId)
    .filter(
      (b) =>
        (!ctx.body.periodFrom || String(b.period) >= ctx.body.periodFrom) &&
        (!ctx.body.periodTo || String(b.period) <= ctx.body.periodTo),
    )
    .sort((a, b) => (String(a.period) < String(b.period) ? -1 : 1));
  const total = bills.reduce((s, b) => s + Number(b.consumption), 0);
  const split = { gpuCompute: 0.46, aiDeploy: 0.28, storage: 0.08, application: 0.09, apiService: 0.07, network: 0.02 };
  return {
    points: bills.map((b) => ({ period: b.period, consumption: b.consumption, actualPayment: b.actualPayment })),
    byCategory: Object.entries(split).map(([category, share]) => ({
      category,
      consumption: Math.round(total * share * 100) / 100,
    })),
    currency: 'CNY',
  };
};

// ------------------------------------------------------------------------- funds, budget and preflight

const getOrganisationBudget: Handler = (ctx) => budgetView(ctx.state, requireOrg(ctx).ugroupId, ctx.now);

/** Super Admin and Admin only; the shared rule checks the values (a budget alerts, it does not refuse). */
const updateOrganisationBudget: Handler = (ctx) => {
  requireAdmin(ctx, 'setBudget');
  const org = requireOrg(ctx);
  const problem = checkBudget({ monthlyLimit: ctx.body.monthlyLimit, thresholds: ctx.body.thresholds });
  if (problem === 'budgetLimit') breach(ctx, 'budgetLimit');
  if (problem) breach(ctx, 'budgetThresholds');
  accountOf(ctx.state, org.ugroupId);
  ctx.state
    .collection('OrgAccount')
    .update(org.ugroupId, { monthlyLimit: ctx.body.monthlyLimit, thresholds: [...ctx.body.thresholds] });
  return budgetView(ctx.state, org.ugroupId, ctx.now);
};

const getSpendPreflight: Handler = (ctx) => {
  requireOrg(ctx);
  const kind = ctx.body.kind as SpendKind;
  const priced = priceOf(ctx, kind, ctx.body);
  if (!priced) breach(ctx, 'invalidPreflight');
  const c = check(ctx, priced);
  return {
    kind,
    currency: 'CNY',
    unitPrice: c.unitPrice,
    unit: c.unit,
    quantity: c.quantity,
    projectedCost: c.projectedCost,
    payType: c.payType,
    ...c.funds,
    quota: c.quota,
    usage: c.usage,
    headroom: c.verdict.headroom,
    adds: c.adds,
    allowed: c.verdict.allowed,
    reasons: c.verdict.reasons,
    crossesThresholds: c.verdict.crossesThresholds,
    monthlyLimit: c.monthlyLimit,
  };
};

export const billingHandlers: Record<string, Handler> = {
  createOrder,
  payOrder,
  cancelOrder,
  queryBills,
  queryBillConsumption,
  getOrganisationBudget,
  updateOrganisationBudget,
  getSpendPreflight,
};
