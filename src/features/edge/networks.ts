// How the network management screen names network kinds and the users of a network, and where each user leads.
import type { TFunction } from 'i18next';
import type { Network, NetworkUser } from './api';

/** Where a user of a network is managed (docs/product-rules.md#routes-and-guards), or null when it has no screen of its own. */
export function userPath(user: NetworkUser): string | null {
  if (user.kind === 'instance') return `/management-panel?id=${encodeURIComponent(user.id)}`;
  if (user.kind === 'device') return `/nact?device=${encodeURIComponent(user.id)}`;
  return null;
}

export function kindLabel(t: TFunction, kind: Network['kind']): string {
  if (kind === 'vxlan') return t('edge:net.kinds.vxlan');
  if (kind === 'computeNetwork') return t('edge:net.kinds.computeNetwork');
  return t('edge:net.kinds.publicAccess');
}

export function userKindLabel(t: TFunction, kind: NetworkUser['kind']): string {
  if (kind === 'instance') return t('edge:net.userKinds.instance');
  if (kind === 'device') return t('edge:net.userKinds.device');
  return t('edge:net.userKinds.service');
}
