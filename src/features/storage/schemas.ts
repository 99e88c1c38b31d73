// Form rules of the storage screens, from docs/product-rules.md#field-rules (`rules`) and openapi.yaml's limits; messages are i18n keys
// (`validation:*` for the shared field rules, `storage:rules.*` for this area's own).
import { object, string } from 'yup';
import { rules } from '@/validation/rules';
import { message } from '@/validation/schemas';

/** openapi.yaml: drive entry names are 1-255 characters without a slash or backslash. */
export const ENTRY_NAME_MAX = 255;
export const ENTRY_NAME_PATTERN = /^[^/\\]+$/;
/** openapi.yaml CreateVolumeRequest / ExpandVolumeRequest: whole GiB, 10-32768. */
export const VOLUME_MIN_GIB = 10;
export const VOLUME_MAX_GIB = 32768;
export const MOUNT_PATH_PATTERN = /^\/[^\s]*$/;
export const REGIONS = ['cn-east-1', 'cn-north-2', 'cn-south-1'] as const;

const required = () => string().trim().required(message('required'));

export const entryNameSchema = object({
  name: required()
    .max(ENTRY_NAME_MAX, 'storage:rules.entryNameLength')
    .matches(ENTRY_NAME_PATTERN, 'storage:rules.entryNameSlash')
    .test('dots', 'storage:rules.entryNameDots', (v) => v !== '.' && v !== '..'),
});

export const bucketSchema = object({
  name: required().test('resourceName', message('resourceName'), (v) => rules.resourceName(v ?? '') === null),
  region: required(),
  acl: string().oneOf(['private', 'publicRead']).required(message('required')),
});

/** A whole number of GiB typed as text: the rule's message says what is wrong (not a number, out of range). */
const gibField = (min: number, rangeKey: string) =>
  string()
    .trim()
    .required(message('required'))
    .test('integer', message('integer'), (v) => !v || rules.integer(v) === null)
    .test(
      'range',
      rangeKey,
      (v) => !v || rules.integer(v) !== null || (Number(v) >= min && Number(v) <= VOLUME_MAX_GIB),
    );

export const createVolumeSchema = object({
  name: required().test('resourceName', message('resourceName'), (v) => rules.resourceName(v ?? '') === null),
  capacityGiB: gibField(VOLUME_MIN_GIB, 'storage:rules.capacityRange'),
  region: required(),
});

/** Expanding only grows: the new size is larger than the current one and at most the maximum. */
export const expandVolumeSchema = (currentGiB: number) =>
  object({
    newCapacityGiB: gibField(currentGiB + 1, 'storage:rules.expandRange'),
  });

export const attachVolumeSchema = object({
  instanceId: required(),
  mountPath: string()
    .trim()
    .max(255, 'storage:rules.mountPath')
    .test('mountPath', 'storage:rules.mountPath', (v) => !v || MOUNT_PATH_PATTERN.test(v)),
});

/** The number a valid GiB field holds. */
export const gib = (text: string): number => Number(text.trim());
