// The create-task form's rules and request, the task list's filter mapping, status wording and the run-time clock.
import { type ValidationError } from 'yup';
import { runMillis } from '@/features/tasks/components/RunDuration';
import {
  hasEnded,
  isActive,
  isStoppable,
  isTransitional,
  taskStatusTone,
  TASK_STATUSES,
} from '@/features/tasks/labels';
import { toTaskListRequest } from '@/features/tasks/requests';
import {
  checkQueueQuota,
  createTaskSchema,
  EMPTY_TASK,
  toCreateTaskRequest,
  valuesFromTemplate,
  type CreateTaskValues,
} from '@/features/tasks/schemas';

const VALID: CreateTaskValues = {
  name: 'llama3-finetune.v2',
  imageId: 'img-12',
  queueId: 'q-07',
  command: 'python train.py --epochs 10',
  gpuCount: '2',
  templateId: '',
};

async function errorsOf(values: Partial<CreateTaskValues>): Promise<Record<string, string>> {
  try {
    await createTaskSchema.validate({ ...VALID, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    const out: Record<string, string> = {};
    for (const inner of (e as ValidationError).inner)
      if (inner.path && !out[inner.path]) out[inner.path] = inner.message;
    return out;
  }
}

describe('create-task rules', () => {
  it('accepts a complete task', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it.each(['1.5', '0', '-2', 'two', '2e1', ' '])(
    'refuses the GPU count %p with the whole-number rule',
    async (gpuCount) => {
      expect((await errorsOf({ gpuCount })).gpuCount).toMatch(/^validation:(positiveInteger|required)$/);
    },
  );

  it('refuses more than 64 GPUs with its own message', async () => {
    expect((await errorsOf({ gpuCount: '65' })).gpuCount).toBe('tasks:create.errors.gpuMax');
    expect(await errorsOf({ gpuCount: '64' })).toEqual({});
  });

  it.each(['abc', '9lives', 'has space', 'a'.repeat(65), 'bad/slash'])(
    'refuses the name %p by the common-name rule',
    async (name) => {
      expect((await errorsOf({ name })).name).toBe('validation:commonName');
    },
  );

  it('requires image, queue and command', async () => {
    expect(await errorsOf({ imageId: '', queueId: '', command: '  ' })).toEqual({
      imageId: 'validation:required',
      queueId: 'validation:required',
      command: 'validation:required',
    });
  });

  it('refuses more GPUs than the chosen queue allows, and only then', () => {
    expect(checkQueueQuota('5', 4)).toBe('tasks:create.errors.overQuota');
    expect(checkQueueQuota('4', 4)).toBeNull();
    expect(checkQueueQuota('5', undefined)).toBeNull();
    expect(checkQueueQuota('1.5', 1)).toBeNull(); // the whole-number rule speaks first
  });

  it('sends numbers and trimmed text, with the template it started from', () => {
    expect(toCreateTaskRequest({ ...VALID, name: ' job-one ', gpuCount: ' 3 ', templateId: 'tpl-02' })).toEqual({
      name: 'job-one',
      imageId: 'img-12',
      queueId: 'q-07',
      command: 'python train.py --epochs 10',
      gpuCount: 3,
      templateId: 'tpl-02',
    });
    expect(toCreateTaskRequest(VALID)).not.toHaveProperty('templateId');
  });
});

describe('template prefill', () => {
  const template = {
    id: 'tpl-03',
    name: 'qwen2 evaluation',
    imageId: 'img-12',
    command: 'python eval.py',
    gpuCount: 2,
  };

  it('fills image, command and GPU count, and remembers the template', () => {
    expect(valuesFromTemplate(template, () => true)).toEqual({
      ...EMPTY_TASK,
      templateId: 'tpl-03',
      imageId: 'img-12',
      command: 'python eval.py',
      gpuCount: '2',
    });
  });

  it('leaves out an image that is not ready and a GPU count that is not positive', () => {
    const values = valuesFromTemplate({ ...template, gpuCount: 0 }, () => false);
    expect(values.imageId).toBe('');
    expect(values.gpuCount).toBe(EMPTY_TASK.gpuCount);
  });

  it('is the empty form without a template', () => {
    expect(valuesFromTemplate(undefined, () => true)).toEqual(EMPTY_TASK);
  });
});

describe('task list request', () => {
  it('sends the status filter as the contract’s statuses array', () => {
    expect(toTaskListRequest({ pageNum: 2, pageSize: 10, status: 'running', queueId: 'q-01' })).toEqual({
      pageNum: 2,
      pageSize: 10,
      statuses: ['running'],
      queueId: 'q-01',
    });
  });

  it('drops a status the contract does not know', () => {
    expect(toTaskListRequest({ pageNum: 1, pageSize: 10, status: 'exploded' })).toEqual({ pageNum: 1, pageSize: 10 });
  });
});

describe('task statuses', () => {
  it('stops only queued or running tasks, and polls while any is moving', () => {
    expect(TASK_STATUSES.filter(isStoppable)).toEqual(['queued', 'running']);
    expect(TASK_STATUSES.filter(isActive)).toEqual(['queued', 'running', 'stopping']);
    expect(TASK_STATUSES.filter(isTransitional)).toEqual(['queued', 'stopping']);
    expect(TASK_STATUSES.filter(hasEnded)).toEqual(['stopped', 'succeeded', 'failed']);
  });

  it('gives every status a tone', () => {
    expect(TASK_STATUSES.map(taskStatusTone)).toEqual(['default', 'primary', 'default', 'default', 'success', 'error']);
  });
});

describe('run time', () => {
  it('counts on from the server’s figure while the task runs', () => {
    expect(runMillis(60, true, 1_000, 4_500)).toBe(63_500);
  });

  it('stays at the server’s figure once the task has ended', () => {
    expect(runMillis(60, false, 1_000, 4_500)).toBe(60_000);
  });

  it('never counts backwards when the answer is newer than the clock', () => {
    expect(runMillis(60, true, 5_000, 4_500)).toBe(60_000);
  });

  it('has no figure without the server’s', () => {
    expect(runMillis(undefined, true, 1_000, 2_000)).toBeNull();
  });
});
