// The message for notifications that just arrived (loaded with the bell's list, on first use: not on first paint).
import i18n from '@/i18n';
import { notify } from '@/lib/notify';
import type { Notification } from './api';
import { kindOf, linkOf, textOf } from './links';

/** At most this many messages for notifications that arrived together; the bell lists the rest. */
const MESSAGES_AT_ONCE = 3;

/** One message per new notification, naming the operation and the resource, with a link to it. */
export async function announce(fresh: Notification[]): Promise<void> {
  await i18n.loadNamespaces('notifications');
  for (const n of fresh.slice(0, MESSAGES_AT_ONCE))
    notify.withLink(kindOf(n), textOf(i18n.t, n), { label: i18n.t('notifications:view'), to: linkOf(n) });
}
