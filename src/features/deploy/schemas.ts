// yup schemas of the deploy area's forms, from the shared rules (src/validation/rules.ts); messages are i18n keys.
import { object, string } from 'yup';
import { DEPLOY_GPU_COUNTS, rules } from '@/validation/rules';
import { message } from '@/validation/schemas';
import { BILLING_MODES, INSTANCE_TYPES, PAY_TYPES } from './labels';

/** openapi.yaml: descriptions hold at most 256 characters. */
export const DESCRIPTION_MAX = 256;
/** openapi.yaml: a deployed service runs 0-64 replicas. */
export const REPLICAS_MAX = 64;
/** GPU counts the wizard offers (src/validation/rules.ts, the mock takes the same). */
export const GPU_COUNTS = DEPLOY_GPU_COUNTS;

const required = () => string().trim().required(message('required'));
const resourceName = () =>
  required().test('resourceName', message('resourceName'), (v) => rules.resourceName(v ?? '') === null);
const description = () => string().max(DESCRIPTION_MAX, 'deploy:form.descriptionTooLong');

/** Step 1 of the wizard: what to deploy, on what, how it is billed, and the instance's name. */
export interface DeployStartValues {
  image: string;
  gpuModel: string;
  gpuCount: string;
  billingMode: string;
  payType: string;
  name: string;
  type: string;
  description: string;
}

export const deployStartSchema = object({
  image: required(),
  gpuModel: required(),
  gpuCount: required().oneOf(
    GPU_COUNTS.map((n) => String(n)),
    message('positiveInteger'),
  ),
  billingMode: required().oneOf([...BILLING_MODES], message('required')),
  payType: required().oneOf([...PAY_TYPES], message('required')),
  name: resourceName(),
  type: required().oneOf([...INSTANCE_TYPES], message('required')),
  description: description(),
});

export interface ScaleValues {
  replicas: string;
}

export const scaleSchema = object({
  replicas: required()
    .test('integer', message('integer'), (v) => !v || rules.integer(v) === null)
    .test(
      'range',
      'deploy:ops.scale.range',
      (v) => !v || rules.integer(v) !== null || (Number(v) >= 0 && Number(v) <= REPLICAS_MAX),
    ),
});

export interface OfflineEnvValues {
  name: string;
  baseImage: string;
  packages: string;
  description: string;
}

/** Packages are comma separated; each at most 128 characters, at most 200 of them (openapi.yaml). */
export const PACKAGE_MAX_LENGTH = 128;
export const PACKAGES_MAX = 200;

export function splitPackages(text: string): string[] {
  return text
    .split(/[,，\n]/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export const offlineEnvSchema = object({
  name: resourceName(),
  baseImage: required(),
  packages: string().test('packages', 'deploy:offline.form.packagesInvalid', (v) => {
    const list = splitPackages(v ?? '');
    return list.length <= PACKAGES_MAX && list.every((p) => p.length <= PACKAGE_MAX_LENGTH);
  }),
  description: description(),
});
