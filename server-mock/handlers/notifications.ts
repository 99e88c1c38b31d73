// The caller's notifications (lib/notifications.ts makes them when a long operation the caller started ends):
// each user sees only their own, in the organisation the call acts in; newest first, with the unread count.
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { requireOrg, requireUser, type Ctx, type Handler } from '../lib/context';
import { notifications } from '../lib/notifications';

/** The caller's own notifications in the selected organisation (identity, then membership, checked first). */
function mine(ctx: Ctx): Row[] {
  const user = requireUser(ctx);
  const org = requireOrg(ctx);
  return notifications(ctx.state).filter((n) => n._owner === user.userId && n._org === org.ugroupId);
}

/** Newest first; ids break ties (a later id was made later). */
const newestFirst = (a: Row, b: Row): number =>
  String(b.createdAt).localeCompare(String(a.createdAt)) ||
  Number(String(b.id).slice(4)) - Number(String(a.id).slice(4));

const unread = (rows: Row[]): number => rows.filter((n) => n.read !== true).length;

const queryNotifications: Handler = (ctx) => {
  const all = mine(ctx);
  const b = ctx.body;
  const keyword = String(b.keyword ?? '')
    .trim()
    .toLowerCase();
  let rows = b.unreadOnly === true ? all.filter((n) => n.read !== true) : all;
  if (keyword)
    rows = rows.filter((n) => `${String(n.resourceName)} ${String(n.resourceId)}`.toLowerCase().includes(keyword));
  rows = [...rows].sort(newestFirst);
  if (b.sortOrder === 'asc') rows.reverse();
  const pageNum = Number(b.pageNum ?? 1);
  const pageSize = Number(b.pageSize ?? 10);
  return {
    list: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    total: rows.length,
    pageNum,
    pageSize,
    unreadCount: unread(all),
  };
};

const setNotificationRead: Handler = (ctx) => {
  const row = mine(ctx).find((n) => n.id === ctx.body.id);
  if (!row) breach(ctx, 'recordNotFound');
  return row!.read === true ? row : notifications(ctx.state).update(row!.id, { read: true });
};

const setAllNotificationsRead: Handler = (ctx) => {
  const rows = mine(ctx).filter((n) => n.read !== true);
  for (const n of rows) notifications(ctx.state).update(n.id, { read: true });
  return { marked: rows.length, unreadCount: 0 };
};

export const notificationHandlers: Record<string, Handler> = {
  queryNotifications,
  setNotificationRead,
  setAllNotificationsRead,
};
