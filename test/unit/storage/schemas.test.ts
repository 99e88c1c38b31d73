// Form rules of the storage screens: drive names, bucket and volume names (docs/product-rules.md#field-rules), whole GiB in range,
// expansion only upwards, mount paths.
import {
  attachVolumeSchema,
  bucketSchema,
  createVolumeSchema,
  entryNameSchema,
  expandVolumeSchema,
} from '@/features/storage/schemas';

/** The message key of the first error, or null when the values pass. */
async function errorOf(schema: { validate(v: unknown): Promise<unknown> }, values: unknown): Promise<string | null> {
  try {
    await schema.validate(values);
    return null;
  } catch (e) {
    return (e as { message: string }).message;
  }
}

describe('drive entry names', () => {
  it.each([
    ['', 'validation:required'],
    ['a/b', 'storage:rules.entryNameSlash'],
    ['a\\b', 'storage:rules.entryNameSlash'],
    ['..', 'storage:rules.entryNameDots'],
    ['x'.repeat(256), 'storage:rules.entryNameLength'],
  ])('refuses %j with %s', async (name, key) => {
    expect(await errorOf(entryNameSchema, { name })).toBe(key);
  });

  it('takes names with spaces, dots and any script', async () => {
    expect(await errorOf(entryNameSchema, { name: '报告 v1.2.pdf' })).toBeNull();
  });
});

describe('bucket', () => {
  it('uses the resource-name rule', async () => {
    expect(await errorOf(bucketSchema, { name: 'Bad_Name', region: 'cn-east-1', acl: 'private' })).toBe(
      'validation:resourceName',
    );
    expect(await errorOf(bucketSchema, { name: 'good-bucket', region: 'cn-east-1', acl: 'private' })).toBeNull();
  });
});

describe('volume sizes', () => {
  const create = (capacityGiB: string) =>
    errorOf(createVolumeSchema, { name: 'data-vol', capacityGiB, region: 'cn-east-1' });

  it('needs a whole number of GiB from 10 to 32768', async () => {
    expect(await create('')).toBe('validation:required');
    expect(await create('12.5')).toBe('validation:integer');
    expect(await create('abc')).toBe('validation:integer');
    expect(await create('9')).toBe('storage:rules.capacityRange');
    expect(await create('32769')).toBe('storage:rules.capacityRange');
    expect(await create('10')).toBeNull();
    expect(await create('32768')).toBeNull();
  });

  it('expands only to a larger size', async () => {
    const schema = expandVolumeSchema(100);
    expect(await errorOf(schema, { newCapacityGiB: '100' })).toBe('storage:rules.expandRange');
    expect(await errorOf(schema, { newCapacityGiB: '50' })).toBe('storage:rules.expandRange');
    expect(await errorOf(schema, { newCapacityGiB: '101' })).toBeNull();
  });

  it('attaches with an instance and an absolute mount path', async () => {
    expect(await errorOf(attachVolumeSchema, { instanceId: '', mountPath: '/data' })).toBe('validation:required');
    expect(await errorOf(attachVolumeSchema, { instanceId: 'ins-1', mountPath: 'data' })).toBe(
      'storage:rules.mountPath',
    );
    expect(await errorOf(attachVolumeSchema, { instanceId: 'ins-1', mountPath: '/mnt/my data' })).toBe(
      'storage:rules.mountPath',
    );
    expect(await errorOf(attachVolumeSchema, { instanceId: 'ins-1', mountPath: '' })).toBeNull();
  });
});
