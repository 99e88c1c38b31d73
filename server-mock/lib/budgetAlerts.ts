// Budget alerts: after spending (an order created, paid or a purchase charged), the month's spending is compared
// with the organisation's monthly budget; each alert threshold it has reached gives every Super Admin and Admin of
// the organisation one notification, once per threshold and calendar month (UTC). A budget alerts, it never
// refuses: the refusals are the preflight's (lib/preflight.ts).
import { can } from '../../src/validation/access';
import { crossedThresholds } from '../../src/validation/preflight';
import type { MockState } from '../state';
import { notifications } from './notifications';
import { accountOf, budgetOf, monthToDate } from './preflight';

/** The calendar month (UTC) a time falls in, as stored with the thresholds already alerted: 2026-11. */
const monthOf = (now: number): string => new Date(now).toISOString().slice(0, 7);

/** The thresholds of the current month that have given their notification already. */
export function alertedThresholds(state: MockState, ugroupId: string, now: number): number[] {
  const a = accountOf(state, ugroupId);
  return a.alertedMonth === monthOf(now) && Array.isArray(a.alertedThresholds) ? (a.alertedThresholds as number[]) : [];
}

/**
 * Notifies the organisation's Admins of every budget threshold the month's spending has reached and that has not
 * been notified this month. Called by the operations that spend, after they wrote.
 */
export function alertBudgetCrossings(state: MockState, ugroupId: string | undefined, now: number): void {
  if (!ugroupId) return;
  const account = accountOf(state, ugroupId);
  const spent = monthToDate(state, ugroupId, now);
  const done = alertedThresholds(state, ugroupId, now);
  const fresh = crossedThresholds(spent, budgetOf(account)).filter((t) => !done.includes(t));
  if (!fresh.length) return;
  state.collection('OrgAccount').update(ugroupId, {
    alertedMonth: monthOf(now),
    alertedThresholds: [...done, ...fresh].sort((x, y) => x - y),
  });
  const org = state.orgs.get(ugroupId);
  const admins = state.rels.where('ugroupId', ugroupId).filter((r) => can(r.role, 'setBudget'));
  const at = new Date(now).toISOString();
  for (const threshold of fresh)
    for (const admin of admins)
      notifications(state).insert({
        id: state.nextId('ntf-'),
        operation: 'budgetAlert',
        outcome: 'crossed',
        resourceType: 'budget',
        resourceId: ugroupId,
        resourceName: String(org?.name ?? ugroupId).slice(0, 256),
        threshold,
        read: false,
        startedAt: at,
        createdAt: at,
        _owner: admin.userId,
        _org: ugroupId,
      });
}
