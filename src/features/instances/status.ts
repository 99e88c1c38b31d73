// Instance statuses (docs/product-rules.md#states-and-transitions): their colour, which are on their way to another, and which actions each allows
// (the mock refuses the same ones with INVALID_STATE).
import type { StatusTone } from '@/components/StatusChip';
import type { Instance, InstanceStatus, RecoveryStatus } from './api';
import { INSTANCE_STATUSES } from './statusList';

export { INSTANCE_STATUSES };

const TRANSITIONAL = new Set<InstanceStatus>(['creating', 'removing', 'archiving', 'restoring']);

export const isInstanceStatus = (value: string): value is InstanceStatus =>
  (INSTANCE_STATUSES as readonly string[]).includes(value);

export const isTransitional = (status: InstanceStatus | undefined): boolean =>
  status !== undefined && TRANSITIONAL.has(status);

export const STATUS_TONE: Record<InstanceStatus, StatusTone> = {
  initial: 'default',
  creating: 'info',
  created_success: 'success',
  created_failure: 'error',
  running: 'success',
  removing: 'warning',
  removed_success: 'default',
  removed_failure: 'error',
  archiving: 'info',
  archived: 'default',
  restoring: 'info',
  unknown: 'warning',
};

export const RECOVERY_TONE: Record<RecoveryStatus, StatusTone> = {
  INITED: 'info',
  SUCCESS: 'success',
  FAILED: 'error',
};

/** Statuses whose runtime keeps counting (the container is held), as the server counts it. */
const COUNTING = new Set<InstanceStatus>(['running', 'created_success', 'removing', 'archiving']);
export const runtimeCounts = (status: InstanceStatus): boolean => COUNTING.has(status);

/** The instance is up: connection info, tools and the terminal work. */
export const isUp = (status: InstanceStatus | undefined): boolean =>
  status === 'running' || status === 'created_success';

export type InstanceAction =
  | 'release'
  | 'restart'
  | 'repairVxlan'
  | 'enablePublicAccess'
  | 'disablePublicAccess'
  | 'enableComputeNetwork'
  | 'disableComputeNetwork'
  | 'reset'
  | 'saveImage'
  | 'uploadData'
  | 'downloadData'
  | 'archive';

export const INSTANCE_ACTIONS: readonly InstanceAction[] = [
  'restart',
  'repairVxlan',
  'enablePublicAccess',
  'disablePublicAccess',
  'enableComputeNetwork',
  'disableComputeNetwork',
  'saveImage',
  'uploadData',
  'downloadData',
  'reset',
  'archive',
  'release',
];

const UP: InstanceStatus[] = ['running', 'created_success'];
const UP_OR_UNKNOWN: InstanceStatus[] = ['running', 'created_success', 'unknown'];
const ALLOWED: Record<InstanceAction, InstanceStatus[]> = {
  release: ['running', 'created_success', 'created_failure', 'removed_failure', 'unknown', 'initial'],
  restart: UP_OR_UNKNOWN,
  repairVxlan: UP_OR_UNKNOWN,
  enablePublicAccess: UP,
  disablePublicAccess: UP,
  enableComputeNetwork: UP,
  disableComputeNetwork: UP,
  reset: UP_OR_UNKNOWN,
  saveImage: UP,
  uploadData: UP,
  downloadData: UP,
  archive: UP_OR_UNKNOWN,
};

/** Whether the action applies to the instance in its current status (and switch position). */
export function actionApplies(
  action: InstanceAction,
  instance: Pick<Instance, 'status' | 'publicAccess' | 'computeNetwork'>,
) {
  if (!ALLOWED[action].includes(instance.status)) return false;
  if (action === 'enablePublicAccess') return !instance.publicAccess;
  if (action === 'disablePublicAccess') return Boolean(instance.publicAccess);
  if (action === 'enableComputeNetwork') return !instance.computeNetwork;
  if (action === 'disableComputeNetwork') return Boolean(instance.computeNetwork);
  return true;
}

/** Actions that only make sense shown one of a pair (the switch's other side is hidden). */
export function visibleActions(instance: Pick<Instance, 'publicAccess' | 'computeNetwork'>): InstanceAction[] {
  return INSTANCE_ACTIONS.filter((a) => {
    if (a === 'enablePublicAccess') return !instance.publicAccess;
    if (a === 'disablePublicAccess') return Boolean(instance.publicAccess);
    if (a === 'enableComputeNetwork') return !instance.computeNetwork;
    if (a === 'disableComputeNetwork') return Boolean(instance.computeNetwork);
    return true;
  });
}

/** Destructive actions confirm in the error colour. */
export const DESTRUCTIVE = new Set<InstanceAction>(['release', 'reset', 'archive']);

/** How often a view refreshes while something it shows is on its way to another status (ms). */
export const TRANSITION_POLL_MS = 1000;
