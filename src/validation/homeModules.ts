// The modules an organisation's console home can show (openapi.yaml HomeModuleKey), in their default order.
// Shared by the home-module screen, the console home and the mock's fixtures.
import type { HomeModuleKey } from '@/api/generated/organisation.gen';

export const HOME_MODULE_KEYS = [
  'runningInstances',
  'gpusInUse',
  'monthlySpend',
  'pendingInvitations',
  'shortcuts',
  'recentOrders',
  'myApplications',
] as const satisfies readonly HomeModuleKey[];
