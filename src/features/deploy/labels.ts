// The deploy area's words for contract values (billing modes, steps, states), each by a static key, and the
// colours their chips take.
import type { StatusTone } from '@/components/StatusChip';
import { enumText } from '@/lib/enumText';
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

export const BILLING_MODES: readonly BillingMode[] = ['daily', 'monthly', 'annual'];
export const PAY_TYPES: readonly PayType[] = ['prepaid', 'postpaid'];
export const INSTANCE_TYPES: readonly InstanceType[] = ['interactive', 'nonInteractive'];

export const billingModeLabel = enumText<BillingMode>('deploy:billing', BILLING_MODES);

/** "per day" / "per month" / "per year", after a price. */
export const billingPeriodLabel = enumText<BillingMode>('deploy:billing', BILLING_MODES, () => '', {
  daily: 'perDay',
  monthly: 'perMonth',
  annual: 'perYear',
});

export const payTypeLabel = enumText<PayType>('deploy:billing', PAY_TYPES);

export const instanceTypeLabel = enumText<InstanceType>('deploy:wizard', INSTANCE_TYPES, undefined, {
  interactive: 'typeInteractive',
  nonInteractive: 'typeNonInteractive',
});

/** docs/product-rules.md#states-and-transitions's deployment steps. */
export const stepNameLabel = enumText<DeployStepName>(
  'deploy:steps',
  [
    'allocate_host',
    'allocate_block_device',
    'allocate_vxlan',
    'allocate_cephfs',
    'allocate_frp_ports',
    'pull_image',
    'create_container',
    'create_frp',
    'cache_data_image',
    'start_container',
    'stop_container',
    'restart_container',
    'revoke_host',
    'revoke_rbd',
    'revoke_vxlan',
    'revoke_cephfs',
    'revoke_frp',
    'remove_container',
    'remove_frp',
    'allocate_portal_link',
    'create_portal_link',
    'remove_portal_link',
  ],
  (name) => String(name),
);

export const stepStateLabel = enumText<StepState>(
  'deploy:stepState',
  ['pending', 'running', 'done', 'failed'],
  (state) => String(state),
);

export const stepStateTone = (state: StepState): StatusTone =>
  state === 'done' ? 'success' : state === 'failed' ? 'error' : state === 'running' ? 'primary' : 'default';

export const recordResultLabel = enumText<DeployRecord['result']>(
  'deploy:records.result',
  ['running', 'success', 'failure'],
  (result) => String(result),
);

export const recordResultTone = (result: DeployRecord['result']): StatusTone =>
  result === 'success' ? 'success' : result === 'failure' ? 'error' : 'primary';

export const assemblyStatusLabel = enumText<AssemblyService['status']>(
  'deploy:ops.status',
  ['running', 'scaling', 'restarting', 'stopped', 'failed'],
  (status) => String(status),
);

export const ASSEMBLY_TRANSITIONAL: ReadonlySet<string> = new Set(['scaling', 'restarting']);

export const assemblyStatusTone = (status: AssemblyService['status']): StatusTone =>
  status === 'running' ? 'success' : status === 'failed' ? 'error' : status === 'stopped' ? 'default' : 'info';

export const offlineEnvStatusLabel = enumText<OfflineEnv['status']>(
  'deploy:offline.status',
  ['building', 'ready', 'failed'],
  (status) => String(status),
);

export const offlineEnvStatusTone = (status: OfflineEnv['status']): StatusTone =>
  status === 'ready' ? 'success' : status === 'failed' ? 'error' : 'info';
