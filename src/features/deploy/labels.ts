// The deploy area's words for contract values (billing modes, steps, states), each by a static key, and the
// colours their chips take.
import type { TFunction } from 'i18next';
import type { StatusTone } from '@/components/StatusChip';
import type {
  AssemblyService,
  BillingMode,
  DeployRecord,
  DeployStepName,
  InstanceType,
  OfflineEnv,
  PayType,
  StepState,
} from './api';

type T = TFunction;

export const BILLING_MODES: readonly BillingMode[] = ['daily', 'monthly', 'annual'];
export const PAY_TYPES: readonly PayType[] = ['prepaid', 'postpaid'];
export const INSTANCE_TYPES: readonly InstanceType[] = ['interactive', 'nonInteractive'];

export function billingModeLabel(t: T, mode: BillingMode | undefined): string {
  switch (mode) {
    case 'daily':
      return t('deploy:billing.daily');
    case 'monthly':
      return t('deploy:billing.monthly');
    case 'annual':
      return t('deploy:billing.annual');
    default:
      return '—';
  }
}

/** "per day" / "per month" / "per year", after a price. */
export function billingPeriodLabel(t: T, mode: BillingMode | undefined): string {
  switch (mode) {
    case 'daily':
      return t('deploy:billing.perDay');
    case 'monthly':
      return t('deploy:billing.perMonth');
    case 'annual':
      return t('deploy:billing.perYear');
    default:
      return '';
  }
}

export function payTypeLabel(t: T, payType: PayType | undefined): string {
  switch (payType) {
    case 'prepaid':
      return t('deploy:billing.prepaid');
    case 'postpaid':
      return t('deploy:billing.postpaid');
    default:
      return '—';
  }
}

export function instanceTypeLabel(t: T, type: InstanceType | undefined): string {
  switch (type) {
    case 'interactive':
      return t('deploy:wizard.typeInteractive');
    case 'nonInteractive':
      return t('deploy:wizard.typeNonInteractive');
    default:
      return '—';
  }
}

/** docs/product-rules.md#states-and-transitions's deployment steps. */
export function stepNameLabel(t: T, name: DeployStepName): string {
  switch (name) {
    case 'allocate_host':
      return t('deploy:steps.allocate_host');
    case 'allocate_block_device':
      return t('deploy:steps.allocate_block_device');
    case 'allocate_vxlan':
      return t('deploy:steps.allocate_vxlan');
    case 'allocate_cephfs':
      return t('deploy:steps.allocate_cephfs');
    case 'allocate_frp_ports':
      return t('deploy:steps.allocate_frp_ports');
    case 'pull_image':
      return t('deploy:steps.pull_image');
    case 'create_container':
      return t('deploy:steps.create_container');
    case 'create_frp':
      return t('deploy:steps.create_frp');
    case 'cache_data_image':
      return t('deploy:steps.cache_data_image');
    case 'start_container':
      return t('deploy:steps.start_container');
    case 'stop_container':
      return t('deploy:steps.stop_container');
    case 'restart_container':
      return t('deploy:steps.restart_container');
    case 'revoke_host':
      return t('deploy:steps.revoke_host');
    case 'revoke_rbd':
      return t('deploy:steps.revoke_rbd');
    case 'revoke_vxlan':
      return t('deploy:steps.revoke_vxlan');
    case 'revoke_cephfs':
      return t('deploy:steps.revoke_cephfs');
    case 'revoke_frp':
      return t('deploy:steps.revoke_frp');
    case 'remove_container':
      return t('deploy:steps.remove_container');
    case 'remove_frp':
      return t('deploy:steps.remove_frp');
    case 'allocate_portal_link':
      return t('deploy:steps.allocate_portal_link');
    case 'create_portal_link':
      return t('deploy:steps.create_portal_link');
    case 'remove_portal_link':
      return t('deploy:steps.remove_portal_link');
    default:
      return String(name);
  }
}

export function stepStateLabel(t: T, state: StepState): string {
  switch (state) {
    case 'pending':
      return t('deploy:stepState.pending');
    case 'running':
      return t('deploy:stepState.running');
    case 'done':
      return t('deploy:stepState.done');
    case 'failed':
      return t('deploy:stepState.failed');
    default:
      return String(state);
  }
}

export const stepStateTone = (state: StepState): StatusTone =>
  state === 'done' ? 'success' : state === 'failed' ? 'error' : state === 'running' ? 'primary' : 'default';

export function recordResultLabel(t: T, result: DeployRecord['result']): string {
  switch (result) {
    case 'running':
      return t('deploy:records.result.running');
    case 'success':
      return t('deploy:records.result.success');
    case 'failure':
      return t('deploy:records.result.failure');
    default:
      return String(result);
  }
}

export const recordResultTone = (result: DeployRecord['result']): StatusTone =>
  result === 'success' ? 'success' : result === 'failure' ? 'error' : 'primary';

export function assemblyStatusLabel(t: T, status: AssemblyService['status']): string {
  switch (status) {
    case 'running':
      return t('deploy:ops.status.running');
    case 'scaling':
      return t('deploy:ops.status.scaling');
    case 'restarting':
      return t('deploy:ops.status.restarting');
    case 'stopped':
      return t('deploy:ops.status.stopped');
    case 'failed':
      return t('deploy:ops.status.failed');
    default:
      return String(status);
  }
}

export const ASSEMBLY_TRANSITIONAL: ReadonlySet<string> = new Set(['scaling', 'restarting']);

export const assemblyStatusTone = (status: AssemblyService['status']): StatusTone =>
  status === 'running' ? 'success' : status === 'failed' ? 'error' : status === 'stopped' ? 'default' : 'info';

export function offlineEnvStatusLabel(t: T, status: OfflineEnv['status']): string {
  switch (status) {
    case 'building':
      return t('deploy:offline.status.building');
    case 'ready':
      return t('deploy:offline.status.ready');
    case 'failed':
      return t('deploy:offline.status.failed');
    default:
      return String(status);
  }
}

export const offlineEnvStatusTone = (status: OfflineEnv['status']): StatusTone =>
  status === 'ready' ? 'success' : status === 'failed' ? 'error' : 'info';
