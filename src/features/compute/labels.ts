// Words and chip colours of the compute area's enumerations (static i18n keys, one switch per enumeration).
// In-between states use `primary`: white on the theme's `info` blue fails WCAG AA contrast (3.85:1).
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
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
export function resourceTypeText(t: T, v: ResourceType | undefined): string {
  switch (v) {
    case 'bareMetal':
      return t('compute:resourceType.bareMetal');
    case 'container':
      return t('compute:resourceType.container');
    case 'virtualMachine':
      return t('compute:resourceType.virtualMachine');
    case 'cluster':
      return t('compute:resourceType.cluster');
    default:
      return '—';
  }
}

export const MACHINE_STATUSES: MachineStatus[] = ['online', 'starting', 'preparing', 'offline', 'closed'];
export function machineStatusText(t: T, v: MachineStatus | undefined): string {
  switch (v) {
    case 'online':
      return t('compute:machineStatus.online');
    case 'offline':
      return t('compute:machineStatus.offline');
    case 'preparing':
      return t('compute:machineStatus.preparing');
    case 'closed':
      return t('compute:machineStatus.closed');
    case 'starting':
      return t('compute:machineStatus.starting');
    default:
      return '—';
  }
}
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
export function policyText(t: T, v: OvercommitPolicy | undefined): string {
  switch (v) {
    case 'timeSlicing':
      return t('compute:policy.timeSlicing');
    case 'memoryOversell':
      return t('compute:policy.memoryOversell');
    case 'hybrid':
      return t('compute:policy.hybrid');
    default:
      return t('compute:policy.none');
  }
}

export const DEDICATED_STATUSES: DedicatedRequestStatus[] = [
  'pending',
  'allocated',
  'active',
  'releasing',
  'released',
  'rejected',
  'converted',
];
export function dedicatedStatusText(t: T, v: DedicatedRequestStatus | undefined): string {
  switch (v) {
    case 'pending':
      return t('compute:dedicatedStatus.pending');
    case 'allocated':
      return t('compute:dedicatedStatus.allocated');
    case 'active':
      return t('compute:dedicatedStatus.active');
    case 'releasing':
      return t('compute:dedicatedStatus.releasing');
    case 'released':
      return t('compute:dedicatedStatus.released');
    case 'rejected':
      return t('compute:dedicatedStatus.rejected');
    case 'converted':
      return t('compute:dedicatedStatus.converted');
    default:
      return '—';
  }
}
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
export function ticketStatusText(t: T, v: TicketStatus | undefined): string {
  switch (v) {
    case 'pending':
      return t('compute:ticketStatus.pending');
    case 'reserved':
      return t('compute:ticketStatus.reserved');
    case 'delivered':
      return t('compute:ticketStatus.delivered');
    case 'cancelled':
      return t('compute:ticketStatus.cancelled');
    default:
      return '—';
  }
}
export function ticketStatusTone(v: TicketStatus | undefined): StatusTone {
  if (v === 'delivered') return 'success';
  if (v === 'reserved') return 'primary';
  if (v === 'pending') return 'warning';
  return 'default';
}

export type InstanceStatus = InstanceSummary['status'];
export function instanceStatusText(t: T, v: InstanceStatus | undefined): string {
  switch (v) {
    case 'initial':
      return t('compute:instanceStatus.initial');
    case 'creating':
      return t('compute:instanceStatus.creating');
    case 'created_success':
      return t('compute:instanceStatus.created_success');
    case 'created_failure':
      return t('compute:instanceStatus.created_failure');
    case 'running':
      return t('compute:instanceStatus.running');
    case 'removing':
      return t('compute:instanceStatus.removing');
    case 'removed_success':
      return t('compute:instanceStatus.removed_success');
    case 'removed_failure':
      return t('compute:instanceStatus.removed_failure');
    case 'archiving':
      return t('compute:instanceStatus.archiving');
    case 'archived':
      return t('compute:instanceStatus.archived');
    case 'restoring':
      return t('compute:instanceStatus.restoring');
    default:
      return t('compute:instanceStatus.unknown');
  }
}
export function instanceStatusTone(v: InstanceStatus | undefined): StatusTone {
  if (v === 'running' || v === 'created_success') return 'success';
  if (v === 'created_failure' || v === 'removed_failure') return 'error';
  if (v === 'creating' || v === 'removing' || v === 'archiving' || v === 'restoring') return 'primary';
  return 'default';
}
export const isInstanceTransitional = (v: InstanceStatus | undefined): boolean =>
  v === 'creating' || v === 'removing' || v === 'archiving' || v === 'restoring';

export type TaskStatus = Task['status'];
export function taskStatusText(t: T, v: TaskStatus | undefined): string {
  switch (v) {
    case 'queued':
      return t('compute:taskStatus.queued');
    case 'running':
      return t('compute:taskStatus.running');
    case 'stopping':
      return t('compute:taskStatus.stopping');
    case 'stopped':
      return t('compute:taskStatus.stopped');
    case 'succeeded':
      return t('compute:taskStatus.succeeded');
    case 'failed':
      return t('compute:taskStatus.failed');
    default:
      return '—';
  }
}

export const REGIONS = ['cn-east-1', 'cn-north-2', 'cn-south-1'] as const;
export function regionText(t: T, v: string | undefined | null): string {
  switch (v) {
    case 'cn-east-1':
      return t('compute:region.cnEast1');
    case 'cn-north-2':
      return t('compute:region.cnNorth2');
    case 'cn-south-1':
      return t('compute:region.cnSouth1');
    default:
      return v || '—';
  }
}
