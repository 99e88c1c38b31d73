// The order a purchase on another screen creates (a deployment, a dedicated request's extension, an
// application enabled): one shape for all of them. What it spends may reach a budget alert threshold.
import { insertRow } from '../handlers/generic';
import { alertBudgetCrossings } from './budgetAlerts';
import type { Row } from './collection';
import type { Ctx } from './context';
import { chargeBalance } from './preflight';

export function newOrder(ctx: Ctx, fields: Row): Row {
  // A prepaid purchase is paid from the organisation's balance at once.
  if (fields.payType !== 'postpaid') chargeBalance(ctx.state, ctx.org?.ugroupId, Number(fields.amount) || 0);
  const order = insertRow(ctx, 'Order', {
    transactionType: 'purchase',
    currency: 'CNY',
    cprsSource: ctx.body.cprsSource ?? 'indiv',
    payOrgName: ctx.org?.name,
    payOrgAddr: ctx.org?.ugroupAddr,
    paidAt: fields.payType === 'postpaid' ? null : new Date(ctx.now).toISOString(),
    status: fields.payType === 'postpaid' ? 'active' : 'paid',
    _linked: null,
    ...fields,
  });
  alertBudgetCrossings(ctx.state, ctx.org?.ugroupId, ctx.now);
  return order;
}
