// Between the wizard's form values (strings) and deployInfo / the contract's request bodies.
import type { RootState } from '@/app/store';
import type { PreflightRequest } from '@/components/preflight/usePreflight';
import type { BillingMode, DeployService, InstanceType, PayType } from '../api';
import type { DeployChoices, DeployInfoState } from '../deployInfoSlice';
import { BILLING_MODES, INSTANCE_TYPES, PAY_TYPES } from '../labels';
import { GPU_COUNTS, type DeployStartValues } from '../schemas';

const oneOf = <V extends string>(list: readonly V[], value: unknown, fallback: V): V =>
  (list as readonly unknown[]).includes(value) ? (value as V) : fallback;

/** The images and GPU models a service offers (its default first). */
export function imagesOf(service: DeployService): string[] {
  return [...new Set([service.baseImage, ...(service.images ?? [])].filter((x): x is string => Boolean(x)))];
}

export function gpuModelsOf(service: DeployService): string[] {
  return [...new Set([service.gpuModel, ...(service.gpuModels ?? [])].filter((x): x is string => Boolean(x)))];
}

/** The form's starting values: what the wizard already holds, else the service's defaults. */
export function startValues(info: DeployInfoState, service: DeployService): DeployStartValues {
  const images = imagesOf(service);
  const models = gpuModelsOf(service);
  const count = info.gpuCount ?? service.gpuCount ?? 1;
  return {
    image: info.image && images.includes(info.image) ? info.image : (images[0] ?? ''),
    gpuModel: info.gpuModel && models.includes(info.gpuModel) ? info.gpuModel : (models[0] ?? ''),
    gpuCount: String((GPU_COUNTS as readonly number[]).includes(count) ? count : 1),
    billingMode: oneOf<BillingMode>(BILLING_MODES, info.billingMode, 'monthly'),
    payType: oneOf<PayType>(PAY_TYPES, info.payType, 'prepaid'),
    name: info.name ?? '',
    type: oneOf<InstanceType>(INSTANCE_TYPES, info.type, 'interactive'),
    description: info.description ?? '',
  };
}

/** The form's values as deployInfo choices (kept as typed, so a reload shows them again). */
export function choicesOf(values: DeployStartValues): Partial<DeployChoices> {
  const count = Number(values.gpuCount);
  return {
    image: values.image,
    gpuModel: values.gpuModel,
    gpuCount: Number.isInteger(count) && count > 0 ? count : undefined,
    billingMode: oneOf<BillingMode>(BILLING_MODES, values.billingMode, 'monthly'),
    payType: oneOf<PayType>(PAY_TYPES, values.payType, 'prepaid'),
    name: values.name,
    type: oneOf<InstanceType>(INSTANCE_TYPES, values.type, 'interactive'),
    description: values.description,
  };
}

export type CprsSource = 'indiv' | 'org';
export const CPRS_SOURCES: readonly CprsSource[] = ['indiv', 'org'];

/** orderInfo.cprsSource (docs/product-rules.md#session-and-browser-storage): whose resources the purchase uses,
 * chosen on the start step and carried by the quote and the deployment's order. */
export const selectCprsSource = (state: RootState): CprsSource =>
  state.orderInfo.cprsSource === 'org' ? 'org' : 'indiv';

/** The quote request for a set of choices, or null while one is missing. */
export function quoteArgs(info: Partial<DeployChoices>, cprsSource: CprsSource) {
  if (!info.serviceId || !info.image || !info.gpuModel || !info.gpuCount || !info.billingMode || !info.payType)
    return null;
  return {
    serviceId: info.serviceId,
    image: info.image,
    gpuModel: info.gpuModel,
    gpuCount: info.gpuCount,
    billingMode: info.billingMode,
    payType: info.payType,
    cprsSource,
  };
}

/** The createDeployment body for complete choices, or null. */
export function deploymentBody(info: DeployInfoState, cprsSource: CprsSource) {
  const quote = quoteArgs(info, cprsSource);
  if (!quote || !info.name || !info.type) return null;
  const description = info.description?.trim();
  return { ...quote, name: info.name.trim(), type: info.type, ...(description ? { description } : {}) };
}

/** The cost and quota preflight of complete choices (the deploy kind), or null while one is missing. */
export function deployPreflight(args: ReturnType<typeof quoteArgs>): PreflightRequest | null {
  if (!args) return null;
  const { serviceId, gpuModel, gpuCount, billingMode, payType } = args;
  return { kind: 'deploy', serviceId, gpuModel, gpuCount, billingMode, payType };
}
