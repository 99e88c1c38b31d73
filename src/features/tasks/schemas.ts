// The create-task form: its values, its rules (docs/product-rules.md#field-rules common name, whole GPU count) and the request it sends.
import { object, string } from 'yup';
import { rules } from '@/validation/rules';
import { message } from '@/validation/schemas';
import type { CreateTaskRequest, TaskTemplate } from './api';

/** openapi.yaml: CreateTaskRequest.gpuCount maximum, command maxLength. */
export const MAX_GPU_COUNT = 64;
export const MAX_COMMAND_LENGTH = 4096;

export interface CreateTaskValues {
  name: string;
  imageId: string;
  queueId: string;
  command: string;
  /** As typed, so a refused value stays in the field. */
  gpuCount: string;
  templateId: string;
}

export const EMPTY_TASK: CreateTaskValues = {
  name: '',
  imageId: '',
  queueId: '',
  command: '',
  gpuCount: '1',
  templateId: '',
};

/** Messages are i18n keys, worded by the form fields. */
export const createTaskSchema = object({
  name: string()
    .trim()
    .required(message('required'))
    .test('commonName', message('commonName'), (v) => rules.commonName(v ?? '') === null),
  imageId: string().required(message('required')),
  queueId: string().required(message('required')),
  command: string().trim().required(message('required')).max(MAX_COMMAND_LENGTH, 'tasks:create.errors.commandTooLong'),
  gpuCount: string()
    .trim()
    .required(message('required'))
    .test('positiveInteger', message('positiveInteger'), (v) => rules.positiveInteger(v ?? '') === null)
    .test(
      'max',
      'tasks:create.errors.gpuMax',
      (v) => !v || rules.positiveInteger(v) !== null || Number(v) <= MAX_GPU_COUNT,
    ),
});

/** More GPUs than the chosen queue's quota: the server would refuse it (`No available resources`). */
export function checkQueueQuota(gpuCount: string, quota: number | undefined): string | null {
  if (quota === undefined || rules.positiveInteger(gpuCount) !== null) return null;
  return Number(gpuCount) > quota ? 'tasks:create.errors.overQuota' : null;
}

/** The form's values prefilled from a template (its GPU count only when it is a positive whole number). */
export function valuesFromTemplate(
  template: TaskTemplate | undefined,
  imageIsReady: (id: string) => boolean,
): CreateTaskValues {
  if (!template) return EMPTY_TASK;
  const gpus = template.gpuCount;
  return {
    ...EMPTY_TASK,
    templateId: template.id,
    imageId: template.imageId && imageIsReady(template.imageId) ? template.imageId : '',
    command: template.command ?? '',
    gpuCount: gpus !== undefined && Number.isInteger(gpus) && gpus > 0 ? String(gpus) : EMPTY_TASK.gpuCount,
  };
}

export function toCreateTaskRequest(values: CreateTaskValues): CreateTaskRequest {
  return {
    name: values.name.trim(),
    imageId: values.imageId,
    queueId: values.queueId,
    command: values.command.trim(),
    gpuCount: Number(values.gpuCount.trim()),
    ...(values.templateId ? { templateId: values.templateId } : {}),
  };
}
