// Where a notification leads, and what it says: the resource's page (its detail, or its list searched by name) and
// "<operation> of <name> finished / failed / was stopped" in the current language; a budget alert leads to the
// organisation page's budget and says which threshold the month's spending reached.
import type { TFunction } from 'i18next';
import type { NotifyKind } from '@/lib/notify';
import type { Notification } from './api';

/** The list of a resource, searched by its name (the grids keep their search in `q`). */
const search = (path: string, name: string) => `${path}?q=${encodeURIComponent(name)}`;

/** The organisation page, scrolled to its budget. */
export const BUDGET_LINK = '/org-info?section=budget';

/** The console route of the resource a notification names. */
export function linkOf(n: Pick<Notification, 'resourceType' | 'resourceId' | 'resourceName'>): string {
  const name = n.resourceName || n.resourceId;
  switch (n.resourceType) {
    case 'instance':
      return `/management-panel?id=${encodeURIComponent(n.resourceId)}`;
    case 'archivedInstance':
      return search('/archived-instance', name);
    case 'image':
      // images are named name:version; the list searches the name
      return search('/br-mirror', name.replace(/:[^:]*$/, ''));
    case 'dataset':
      return search('/br-dataset', name);
    case 'model':
      return search('/br-model', name);
    case 'task':
      return search('/task-list', name);
    case 'dedicatedRequest':
      return search('/dedicated-computing', name);
    case 'budget':
      return BUDGET_LINK;
    default:
      return '/portal';
  }
}

/** What the notification says (needs the `notifications` namespace). */
export function textOf(
  t: TFunction,
  n: Pick<Notification, 'operation' | 'outcome' | 'resourceName' | 'resourceId' | 'threshold'>,
) {
  if (n.operation === 'budgetAlert')
    return t('notifications:budgetAlert', { name: n.resourceName || n.resourceId, threshold: n.threshold ?? 100 });
  return t(`notifications:outcome.${n.outcome}`, {
    operation: t(`notifications:operation.${n.operation}`),
    name: n.resourceName || n.resourceId,
  });
}

/** How the message of a new notification looks. */
export const kindOf = (n: Pick<Notification, 'outcome'>): NotifyKind =>
  n.outcome === 'succeeded'
    ? 'success'
    : n.outcome === 'failed'
      ? 'error'
      : n.outcome === 'crossed'
        ? 'warning'
        : 'info';
