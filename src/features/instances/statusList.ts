// The instance statuses in the contract's order, alone in a module: other areas list them (the compute area's
// instance tables) without loading the rules of status.ts with them.
import type { InstanceStatus } from './api';

export const INSTANCE_STATUSES: readonly InstanceStatus[] = [
  'initial',
  'creating',
  'created_success',
  'created_failure',
  'running',
  'removing',
  'removed_success',
  'removed_failure',
  'archiving',
  'archived',
  'restoring',
  'unknown',
];
