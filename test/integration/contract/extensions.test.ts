// The contract extensions of issue 21 in openapi.yaml: body limits (x-limits, x-max-body-bytes), secret request
// properties, the Idempotency-Key header on create operations, closed request bodies and the sessions a password
// reset revokes.
import { loadSpec, type Schema } from '../../../server-mock/lib/spec';

const spec = loadSpec()!;
const { doc } = spec;
const schemas = doc.components.schemas as Record<string, Schema>;
const deref = (s: Schema | undefined): Schema | undefined =>
  s?.$ref ? deref(schemas[String(s.$ref).split('/').pop()!]) : s;

describe('limits', () => {
  it('the document says the body size and JSON depth every operation takes', () => {
    expect(doc['x-limits']).toEqual({ maxBodyBytes: 1048576, maxJsonDepth: 32 });
  });

  it('the image chunk upload admits the chunk upload_init offers, as base64 in its JSON body', () => {
    const init = deref(spec.byId.get('initImageUpload')!.requestSchema)!.properties.chunkSize;
    expect(init.default).toBe(8 * 1024 * 1024);
    const chunkSize = init.maximum as number;
    expect(chunkSize).toBe(8 * 1024 * 1024);
    const limit = spec.byId.get('uploadImageChunk')!.raw['x-max-body-bytes'];
    expect(limit).toBeGreaterThanOrEqual(Math.ceil(chunkSize / 3) * 4 + 4096);
  });

  it('an operation with its own limit is one whose body carries a file or an image', () => {
    const own = spec.operations.filter((o) => o.raw['x-max-body-bytes'] !== undefined).map((o) => o.operationId);
    expect(own.sort()).toEqual(
      [
        'uploadImageChunk',
        'uploadDriveFile',
        'uploadObject',
        'uploadInstanceData',
        'uploadDatasetVersion',
        'uploadModelVersion',
        'createOrganisation',
        'updateOrganisation',
        'updateCurrentUser',
      ].sort(),
    );
    for (const id of own) expect(spec.byId.get(id)!.raw['x-max-body-bytes']).toBeGreaterThan(1048576);
  });
});

describe('request bodies', () => {
  /** Every object schema met inside a request body, with where it was met. */
  const objectsIn = (s: Schema | undefined, where: string, out: Array<[string, Schema]> = [], depth = 0) => {
    const r = deref(s);
    if (!r || depth > 10) return out;
    if (r.properties) {
      out.push([where, r]);
      for (const [k, v] of Object.entries<Schema>(r.properties)) objectsIn(v, `${where}.${k}`, out, depth + 1);
    }
    if (r.items) objectsIn(r.items, `${where}[]`, out, depth + 1);
    return out;
  };

  it('every object a request body holds is closed', () => {
    const open = spec.operations
      .flatMap((o) => objectsIn(o.requestSchema, o.operationId))
      .filter(([, s]) => s.additionalProperties !== false)
      .map(([where]) => where);
    expect(open).toEqual([]);
  });

  it('secret request properties are marked, so that no log or recorder shows them', () => {
    const secret = (s: Schema | undefined) => {
      const r = deref(s);
      return r?.format === 'password' || r?.['x-secret'] === true;
    };
    const SECRET_NAMES = /^(password|newPassword|sourcePassword|accessToken|emailCode|code)$/;
    const unmarked = spec.operations.flatMap((o) =>
      Object.entries<Schema>(deref(o.requestSchema)?.properties ?? {})
        .filter(([k, v]) => SECRET_NAMES.test(k) && !secret(v))
        .map(([k]) => `${o.operationId}.${k}`),
    );
    expect(unmarked).toEqual([]);
    // the GitLab token, the registry password, the invitation code and verification codes among them
    const props = (id: string) => deref(spec.byId.get(id)!.requestSchema)!.properties;
    expect(secret(props('linkGitlabProject').accessToken)).toBe(true);
    expect(secret(props('createImageFromExternal').sourcePassword)).toBe(true);
    expect(secret(props('getInvitation').code)).toBe(true);
    expect(secret(props('loginWithCode').code)).toBe(true);
    expect(secret(props('login').password)).toBe(true);
  });
});

describe('Idempotency-Key', () => {
  const IDEMPOTENCY = { $ref: '#/components/parameters/IdempotencyKey' };

  it('is an optional header of 8-128 characters of A-Z a-z 0-9 _ -', () => {
    const p = doc.components.parameters.IdempotencyKey;
    expect(p).toMatchObject({ name: 'Idempotency-Key', in: 'header', required: false });
    const pattern = new RegExp(p.schema.pattern, 'u');
    expect(pattern.test('c0a8012e-7d3f_4b8e')).toBe(true);
    for (const bad of ['short', 'x'.repeat(129), 'has space here', 'ключ-ключ-ключ'])
      expect(pattern.test(bad)).toBe(false);
  });

  it('every operation that creates something takes it, and no read does', () => {
    const CREATES = /^(create|register|add|invite|link|enable)[A-Z]/;
    for (const o of spec.operations) {
      const has = (o.raw.parameters ?? []).some((p: Schema) => p.$ref === IDEMPOTENCY.$ref);
      if (CREATES.test(o.operationId) || ['initImageUpload', 'createOrder'].includes(o.operationId))
        expect([o.operationId, has]).toEqual([o.operationId, true]);
      if (/^(query|get|list)[A-Z]/.test(o.operationId)) expect([o.operationId, has]).toEqual([o.operationId, false]);
    }
  });
});

describe('sessions', () => {
  it('a password reset says the other sessions are revoked', () => {
    expect(spec.byId.get('resetPasswordWithCode')!.raw.description).toMatch(/other session.*revoked/i);
  });
});
