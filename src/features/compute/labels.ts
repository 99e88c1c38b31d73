// Words and chip colours of the compute area's enumerations (static i18n keys, one switch per enumeration).
// In-between states use `primary`: white on the theme's `info` blue fails WCAG AA contrast (3.85:1).
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
import { INSTANCE_STATUSES } from '@/features/instances/public/status';
import { enumText } from '@/lib/enumText';
import type {
  DedicatedRequestStatus,
  Gpu,
  InstanceSummary,
  MachineStatus,
  ResourceTicket,
  ResourceType,
  Task,
} from './api';

type T = TFunction;

export const RESOURCE_TYPES: ResourceType[] = ['bareMetal', 'container', 'virtualMachine', 'cluster'];
export const resourceTypeText = enumText<ResourceType>('compute:resourceType', RESOURCE_TYPES);

export const MACHINE_STATUSES: MachineStatus[] = ['online', 'starting', 'preparing', 'offline', 'closed'];
export const machineStatusText = enumText<MachineStatus>('compute:machineStatus', MACHINE_STATUSES);
export function machineStatusTone(v: MachineStatus | undefined): StatusTone {
  if (v === 'online') return 'success';
  if (v === 'offline') return 'error';
  if (v === 'preparing' || v === 'starting') return 'primary';
  return 'default';
}
export const isMachineTransitional = (v: MachineStatus | undefined): boolean => v === 'preparing' || v === 'starting';

export type SplitStatus = Gpu['splitStatus'];
export function splitText(t: T, v: SplitStatus | undefined): string {
  return v === 'split' ? t('compute:split.split') : t('compute:split.unsplit');
}

export type OvercommitStatus = Gpu['overcommitStatus'];
export function overcommitText(t: T, v: OvercommitStatus | undefined): string {
  return v === 'enabled' ? t('compute:overcommit.enabled') : t('compute:overcommit.disabled');
}

export type OvercommitPolicy = NonNullable<Gpu['overcommitPolicy']>;
export const OVERCOMMIT_POLICIES: Exclude<OvercommitPolicy, 'none'>[] = ['timeSlicing', 'memoryOversell', 'hybrid'];
export const policyText = enumText<OvercommitPolicy>('compute:policy', OVERCOMMIT_POLICIES, (_, t) =>
  t('compute:policy.none'),
);

export const DEDICATED_STATUSES: DedicatedRequestStatus[] = [
  'pending',
  'allocated',
  'active',
  'releasing',
  'released',
  'rejected',
  'converted',
];
export const dedicatedStatusText = enumText<DedicatedRequestStatus>('compute:dedicatedStatus', DEDICATED_STATUSES);
/** A request being allocated becomes active on its own within moments (its machines come online). */
export const isDedicatedTransitional = (v: DedicatedRequestStatus | undefined): boolean => v === 'allocated';
export function dedicatedStatusTone(v: DedicatedRequestStatus | undefined): StatusTone {
  switch (v) {
    case 'active':
      return 'success';
    case 'allocated':
    case 'releasing':
      return 'primary';
    case 'pending':
      return 'warning';
    case 'rejected':
      return 'error';
    default:
      return 'default';
  }
}

export type TicketStatus = ResourceTicket['status'];
export const TICKET_STATUSES: TicketStatus[] = ['pending', 'reserved', 'delivered', 'cancelled'];
export const ticketStatusText = enumText<TicketStatus>('compute:ticketStatus', TICKET_STATUSES);
export function ticketStatusTone(v: TicketStatus | undefined): StatusTone {
  if (v === 'delivered') return 'success';
  if (v === 'reserved') return 'primary';
  if (v === 'pending') return 'warning';
  return 'default';
}

export type InstanceStatus = InstanceSummary['status'];
export const instanceStatusText = enumText<InstanceStatus>('compute:instanceStatus', INSTANCE_STATUSES, (_, t) =>
  t('compute:instanceStatus.unknown'),
);
export function instanceStatusTone(v: InstanceStatus | undefined): StatusTone {
  if (v === 'running' || v === 'created_success') return 'success';
  if (v === 'created_failure' || v === 'removed_failure') return 'error';
  if (v === 'creating' || v === 'removing' || v === 'archiving' || v === 'restoring') return 'primary';
  return 'default';
}
export const isInstanceTransitional = (v: InstanceStatus | undefined): boolean =>
  v === 'creating' || v === 'removing' || v === 'archiving' || v === 'restoring';

export type TaskStatus = Task['status'];
export const taskStatusText = enumText<TaskStatus>('compute:taskStatus', [
  'queued',
  'running',
  'stopping',
  'stopped',
  'succeeded',
  'failed',
]);

export const REGIONS = ['cn-east-1', 'cn-north-2', 'cn-south-1'] as const;
export const regionText = enumText<string>('compute:region', REGIONS, (v) => v || '—', {
  'cn-east-1': 'cnEast1',
  'cn-north-2': 'cnNorth2',
  'cn-south-1': 'cnSouth1',
});
