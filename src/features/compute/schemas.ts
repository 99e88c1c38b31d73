// The compute forms' rules (docs/product-rules.md#field-rules, docs/product-rules.md#fixed-values): yup schemas built from src/validation/rules and the
// early-release check shared with the mock. Messages are i18n keys, worded by the fields that show them.
import { object, string } from 'yup';
import type { PreflightRequest } from '@/components/preflight/usePreflight';
import { checkEarlyRelease, rules, type RuleKey } from '@/validation/rules';
import { message } from '@/validation/schemas';

// ------------------------------------------------------------------------------------------ dates

const DAY_MS = 86_400_000;

/** Today as `YYYY-MM-DD`, by the UTC calendar day (as checkEarlyRelease and the mock count days). */
export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** `YYYY-MM-DD` plus `days`. */
export function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const dayOf = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);
const isDate = (v: string | undefined | null): v is string =>
  Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(dayOf(v)));

/** docs/product-rules.md#fixed-values: the early release date (`YYYY-MM-DD`) against the scheduled release; null when allowed. */
export function earlyReleaseProblem(date: string | null, scheduled: string, now: Date = new Date()): RuleKey | null {
  if (!isDate(date)) return 'required';
  return checkEarlyRelease(new Date(`${date}T00:00:00.000Z`), new Date(scheduled), now);
}

/** The earliest allowed early release date and the latest (the day before the scheduled release). */
export function earlyReleaseWindow(scheduled: string, now: Date = new Date()): { min: string; max: string } {
  return { min: addDaysIso(todayIso(now), 3), max: addDaysIso(scheduled.slice(0, 10), -1) };
}

// ------------------------------------------------------------------------------------------ numbers

/** A whole number typed into a text field: 'integer' for 2.5 or text, then the range's own message. */
const wholeNumber = (min: number, max: number, rangeKey: string) =>
  string()
    .trim()
    .required(message('required'))
    .test('integer', message('integer'), (v) => rules.integer(v ?? '') === null)
    .test('range', rangeKey, (v) => Number(v) >= min && Number(v) <= max);

const optionalText = (max: number) => string().trim().max(max, 'compute:form.tooLong');

// ------------------------------------------------------------------------------------ dedicated request

export interface DedicatedRequestValues {
  resourceName: string;
  gpuModel: string;
  minGpusPerMachine: string;
  machineCount: string;
  usageEndDate: string;
  availabilityEndDate: string;
  remarks: string;
}

export const MAX_GPUS_PER_MACHINE = 16;
export const MAX_MACHINES = 128;

export const dedicatedRequestSchema = (now: Date = new Date()) =>
  object({
    resourceName: string()
      .trim()
      .required(message('required'))
      .test('resourceName', message('resourceName'), (v) => rules.resourceName(v ?? '') === null),
    gpuModel: string().required(message('required')),
    minGpusPerMachine: wholeNumber(1, MAX_GPUS_PER_MACHINE, 'compute:request.errors.gpuRange'),
    machineCount: wholeNumber(1, MAX_MACHINES, 'compute:request.errors.machineRange'),
    usageEndDate: string()
      .required(message('required'))
      .test('date', message('required'), (v) => isDate(v))
      .test('future', 'compute:request.errors.afterToday', (v) => isDate(v) && dayOf(v) > dayOf(todayIso(now))),
    availabilityEndDate: string()
      .required(message('required'))
      .test('date', message('required'), (v) => isDate(v))
      .test('future', 'compute:request.errors.afterToday', (v) => isDate(v) && dayOf(v) > dayOf(todayIso(now)))
      .test('beforeUsage', 'compute:request.errors.availabilityAfterUsage', function check(v) {
        const usage = (this.parent as DedicatedRequestValues).usageEndDate;
        return !isDate(v) || !isDate(usage) || dayOf(v) <= dayOf(usage);
      }),
    remarks: optionalText(256),
  });

/** The request body for the form's values. */
export function dedicatedRequestBody(values: DedicatedRequestValues) {
  return {
    resourceName: values.resourceName.trim(),
    gpuModel: values.gpuModel,
    minGpusPerMachine: Number(values.minGpusPerMachine),
    machineCount: Number(values.machineCount),
    usageEndDate: values.usageEndDate,
    availabilityEndDate: values.availabilityEndDate,
    ...(values.remarks.trim() ? { remarks: values.remarks.trim() } : {}),
  };
}

// ------------------------------------------------------------------------------------------ extend

export const extendSchema = (currentExpiry: string) =>
  object({
    newExpiry: string()
      .required(message('required'))
      .test('date', message('required'), (v) => isDate(v))
      .test('after', 'compute:extend.errors.afterExpiry', (v) => isDate(v) && dayOf(v) > dayOf(currentExpiry)),
  });

// ------------------------------------------------------------------------------------ compute group

export interface ComputeGroupValues {
  name: string;
  description: string;
}

export const computeGroupSchema = object({
  name: string()
    .trim()
    .required(message('required'))
    .test('commonName', message('commonName'), (v) => rules.commonName(v ?? '') === null),
  description: optionalText(256),
});

// ------------------------------------------------------------------------------------ resource queue

export interface ResourceQueueValues {
  name: string;
  description: string;
  groupId: string;
  gpuQuota: string;
  priority: string;
  memberIds: string[];
}

export const MAX_GPU_QUOTA = 10_000;

export const resourceQueueSchema = object({
  name: string()
    .trim()
    .required(message('required'))
    .test('commonName', message('commonName'), (v) => rules.commonName(v ?? '') === null),
  description: optionalText(256),
  gpuQuota: wholeNumber(0, MAX_GPU_QUOTA, 'compute:queue.errors.quotaRange'),
  priority: wholeNumber(1, 10, 'compute:queue.errors.priorityRange'),
});

// ------------------------------------------------------------------------------------ resource ticket

export interface ResourceTicketValues {
  name: string;
  reservedResources: string;
  region: string;
  deliveryDate: string;
  remarks: string;
  sourceRequestId: string;
}

export const resourceTicketSchema = (now: Date = new Date()) =>
  object({
    name: string()
      .trim()
      .required(message('required'))
      .test('resourceName', message('resourceName'), (v) => rules.resourceName(v ?? '') === null),
    reservedResources: string().trim().required(message('required')).max(256, 'compute:form.tooLong'),
    region: string().required(message('required')),
    deliveryDate: string().test(
      'future',
      'compute:request.errors.afterToday',
      (v) => !v || (isDate(v) && dayOf(v) > dayOf(todayIso(now))),
    ),
    remarks: optionalText(256),
  });

// ------------------------------------------------------------------------------------ GPU overcommit

/** The multiplier typed (1-8, halves allowed, e.g. 1.5); null when out of range or not a number. */
export function parseMultiplier(text: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  const n = Number(text);
  return n >= 1 && n <= 8 ? n : null;
}

// ------------------------------------------------------------------------------------------ preflight

/**
 * The cost and quota preflight of extending a dedicated request to a new expiry (the dedicatedExtension kind), or
 * null while the date is not one after the current expiry.
 */
export function extensionPreflight(
  requestId: string,
  currentExpiry: string,
  newExpiry: string,
): PreflightRequest | null {
  if (!currentExpiry || !isDate(newExpiry) || dayOf(newExpiry) <= dayOf(currentExpiry)) return null;
  return { kind: 'dedicatedExtension', dedicatedRequestId: requestId, newExpiry };
}

/** The cost and quota preflight of a dedicated request (the dedicatedGpu kind), or null while a value is missing. */
export function dedicatedPreflight(values: DedicatedRequestValues): PreflightRequest | null {
  const perMachine = Number(values.minGpusPerMachine);
  const machines = Number(values.machineCount);
  if (!values.gpuModel || !/^\d{4}-\d{2}-\d{2}$/.test(values.usageEndDate)) return null;
  if (!Number.isInteger(perMachine) || perMachine < 1 || perMachine > MAX_GPUS_PER_MACHINE) return null;
  if (!Number.isInteger(machines) || machines < 1 || machines > 128) return null;
  return {
    kind: 'dedicatedGpu',
    gpuModel: values.gpuModel,
    minGpusPerMachine: perMachine,
    machineCount: machines,
    usageEndDate: values.usageEndDate,
  };
}
