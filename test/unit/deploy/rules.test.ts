// The deploy area's form rules and mappings: the wizard's first step, scaling, offline environments, the
// choices sent to the quote and to createDeployment, and which refusals offer which way out.
import type { DeployService } from '@/features/deploy/api';
import { resourceProblemOf } from '@/features/deploy/resourceErrors';
import {
  deployStartSchema,
  offlineEnvSchema,
  scaleSchema,
  splitPackages,
  type DeployStartValues,
} from '@/features/deploy/schemas';
import { choicesOf, deploymentBody, quoteArgs, startValues } from '@/features/deploy/wizard/choices';

const errorsOf = async (schema: { validate(v: unknown, o: object): Promise<unknown> }, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (e) {
    return (e as { errors: string[] }).errors;
  }
};

const START: DeployStartValues = {
  image: 'aispace/qwen2:1',
  gpuModel: 'NVIDIA A100 80GB',
  gpuCount: '1',
  billingMode: 'monthly',
  payType: 'prepaid',
  name: 'my-app',
  type: 'interactive',
  description: '',
};

const SERVICE: DeployService = {
  id: 'svc-qwen2',
  name: 'Qwen2',
  baseImage: 'aispace/qwen2:1',
  images: ['aispace/qwen2:1', 'aispace/qwen2:2'],
  gpuModel: 'NVIDIA A100 80GB',
  gpuModels: ['NVIDIA A100 80GB', 'NVIDIA RTX 4090 24GB'],
  gpuCount: 1,
};

describe('wizard step 1', () => {
  it('accepts complete choices', async () => {
    expect(await errorsOf(deployStartSchema, START)).toEqual([]);
  });

  it('words a bad instance name by the resource name rule and requires the choices', async () => {
    expect(await errorsOf(deployStartSchema, { ...START, name: 'My App' })).toEqual(['validation:resourceName']);
    expect(await errorsOf(deployStartSchema, { ...START, name: '', image: '' })).toEqual(
      expect.arrayContaining(['validation:required']),
    );
  });

  it('takes only the offered GPU counts and a description of at most 256 characters', async () => {
    expect(await errorsOf(deployStartSchema, { ...START, gpuCount: '3' })).toEqual(['validation:positiveInteger']);
    expect(await errorsOf(deployStartSchema, { ...START, description: 'x'.repeat(257) })).toEqual([
      'deploy:form.descriptionTooLong',
    ]);
  });
});

describe('scaling', () => {
  it.each([
    ['3', []],
    ['0', []],
    ['64', []],
    ['2.5', ['validation:integer']],
    ['abc', ['validation:integer']],
    ['65', ['deploy:ops.scale.range']],
    ['-1', ['deploy:ops.scale.range']],
    ['', ['validation:required']],
  ])('replicas %p → %p', async (replicas, expected) => {
    expect(await errorsOf(scaleSchema, { replicas })).toEqual(expected);
  });
});

describe('offline environments', () => {
  it('splits packages on commas and new lines, dropping blanks', () => {
    expect(splitPackages(' numpy==1.26, pandas,,\ntorch ，peft ')).toEqual(['numpy==1.26', 'pandas', 'torch', 'peft']);
  });

  it('requires a resource name and a base image; refuses an overlong package', async () => {
    const ok = { name: 'gpu-env', baseImage: 'aispace/pytorch:2.3', packages: 'numpy', description: '' };
    expect(await errorsOf(offlineEnvSchema, ok)).toEqual([]);
    expect(await errorsOf(offlineEnvSchema, { ...ok, name: 'GPU env', baseImage: ' ' })).toEqual([
      'validation:resourceName',
      'validation:required',
    ]);
    expect(await errorsOf(offlineEnvSchema, { ...ok, packages: 'x'.repeat(129) })).toEqual([
      'deploy:offline.form.packagesInvalid',
    ]);
  });
});

describe('wizard choices', () => {
  it('start from the service defaults, or from what the wizard holds when the service offers it', () => {
    expect(startValues({}, SERVICE)).toMatchObject({
      image: 'aispace/qwen2:1',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: '1',
      name: '',
    });
    expect(
      startValues({ image: 'aispace/qwen2:2', gpuModel: 'NVIDIA RTX 4090 24GB', gpuCount: 4, name: 'kept' }, SERVICE),
    ).toMatchObject({ image: 'aispace/qwen2:2', gpuModel: 'NVIDIA RTX 4090 24GB', gpuCount: '4', name: 'kept' });
    expect(startValues({ image: 'not-offered', gpuCount: 3 }, SERVICE)).toMatchObject({
      image: 'aispace/qwen2:1',
      gpuCount: '1',
    });
  });

  it('ask for a quote only when every priced choice is made', () => {
    expect(quoteArgs({ serviceId: 'svc-qwen2', ...choicesOf({ ...START, gpuModel: '' }) }, 'indiv')).toBeNull();
    expect(quoteArgs({ serviceId: 'svc-qwen2', ...choicesOf(START) }, 'org')).toEqual({
      serviceId: 'svc-qwen2',
      image: 'aispace/qwen2:1',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 1,
      billingMode: 'monthly',
      payType: 'prepaid',
      cprsSource: 'org',
    });
  });

  it('send a trimmed name and leave an empty description out', () => {
    const info = { serviceId: 'svc-qwen2', ...choicesOf({ ...START, name: ' my-app ', description: '  ' }) };
    expect(deploymentBody(info, 'indiv')).toEqual({
      serviceId: 'svc-qwen2',
      image: 'aispace/qwen2:1',
      gpuModel: 'NVIDIA A100 80GB',
      gpuCount: 1,
      billingMode: 'monthly',
      payType: 'prepaid',
      cprsSource: 'indiv',
      name: 'my-app',
      type: 'interactive',
    });
    expect(deploymentBody({ ...info, name: '' }, 'indiv')).toBeNull();
  });
});

describe('resource refusals', () => {
  it('are told apart by their codes, else by docs/product-rules.md#calls-and-errors words', () => {
    expect(resourceProblemOf({ errorCode: 'NO_COMPUTE_RESOURCES', message: '暂无可用算力资源' })).toBe(
      'noComputeResources',
    );
    expect(resourceProblemOf({ errorCode: 'NO_AVAILABLE_RESOURCES', message: '' })).toBe('noAvailableResources');
    expect(resourceProblemOf({ message: 'No available resources' })).toBe('noAvailableResources');
    expect(
      resourceProblemOf({
        message:
          'No compute resources available. Please switch to another model or release active instances and try again',
      }),
    ).toBe('noComputeResources');
    expect(resourceProblemOf({ errorCode: 'NAME_EXISTS', message: 'Name exists' })).toBeNull();
    expect(resourceProblemOf(null)).toBeNull();
  });
});
