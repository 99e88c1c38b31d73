// The portal's fixed choices: its six tabs (docs/product-rules.md#routes-and-guards) and the requirement form's request and enterprise
// types (docs/product-rules.md#fixed-values), in display order.
import type { EnterpriseType, PortalTab, RequestType } from './api';

export const PORTAL_TABS = [
  'appCenter',
  'taskCenter',
  'ipAsset',
  'aiDeploy',
  'gpuCompute',
  'apiService',
] as const satisfies readonly PortalTab[];

export const REQUEST_TYPES = [
  'agentDevelopment',
  'modelTraining',
  'trainingService',
  'channelPartnership',
  'computeCooperation',
  'other',
] as const satisfies readonly RequestType[];

export const ENTERPRISE_TYPES = [
  'company',
  'university',
  'government',
  'individual',
  'other',
] as const satisfies readonly EnterpriseType[];

export function isPortalTab(value: unknown): value is PortalTab {
  return typeof value === 'string' && (PORTAL_TABS as readonly string[]).includes(value);
}

/** Where the docs live (the header's Docs link). */
export const DOCS_URL = 'https://docs.aispace.dev';
