// Issue 21 (schema): what openapi.yaml says a server enforces, the mock enforces. Request bodies are closed, an
// update changes only the fields its request declares (mass assignment), the field rules refuse blank, comma-
// holding and invisible input, a private image source needs real credentials, and `Accept-Language` is any
// RFC 9110 list.
import type { Row } from '../../../server-mock/lib/collection';
import type { Ctx } from '../../../server-mock/lib/context';
import { applyUpdate } from '../../../server-mock/lib/editable';
import { ensureCollection } from '../../../server-mock/lib/entities';
import { BusinessError } from '../../../server-mock/lib/envelope';
import type { MockServer } from '../../../server-mock/server';
import { signedIn, startMock, type Client } from '../support/helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url);
});
afterEach(() => demo.hook('reset'));
afterAll(() => mock.close());

const first = async (path: string): Promise<Row> => {
  const r = await demo.call(path, { pageNum: 1, pageSize: 100 });
  expect(r.body.success).toBe(true);
  return r.body.data.list[0] as Row;
};

describe('mass assignment: an update changes only what its request declares', () => {
  it('nact/update refuses a status; the device and the list stay as they were', async () => {
    const device = await first('aispweb/nact/query');
    const r = await demo.call('aispweb/nact/update', { id: device.id, status: 'decommissioned' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(r.body.errorMessage).toContain('must NOT have additional properties: status');
    const list = await demo.call('aispweb/nact/query', { pageNum: 1, pageSize: 100 });
    expect(list.status).toBe(200);
    expect(list.body.data.list.find((d: Row) => d.id === device.id).status).toBe(device.status);
  });

  it('image/update refuses status and createdBy, and a new name with its own message', async () => {
    const image = await first('aispweb/image/query');
    const forged = await demo.call('aispweb/image/update', {
      id: image.id,
      status: 'ready',
      createdBy: 'someone-else',
    });
    expect(forged.status).toBe(400);
    const renamed = await demo.call('aispweb/image/update', { id: image.id, name: `${String(image.name)}-x` });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      success: false,
      errorCode: 'NAME_NOT_EDITABLE',
      errorMessage: 'The name cannot be changed once set',
      showType: 2,
    });
    const same = await demo.call('aispweb/image/update', { id: image.id, name: image.name, description: 'kept name' });
    expect(same.body).toMatchObject({ success: true, data: { name: image.name, description: 'kept name' } });
    const detail = await demo.call('aispweb/image/detail', { id: image.id });
    expect(detail.body.data).toMatchObject({ name: image.name, status: image.status, createdBy: image.createdBy });
  });

  it.each([
    ['aispweb/nsg/update', 'aispweb/nsg/query', { status: 'broken' }],
    ['aispweb/gitlab_project/update', 'aispweb/gitlab_project/query', { url: 'https://evil.example.org/x' }],
    ['aispweb/queue/update', 'aispweb/queue/query', { gpuUsed: 999 }],
  ])('%s refuses a field it does not declare', async (update, query, extra) => {
    const row = await first(query);
    const r = await demo.call(update, { id: row.id, ...extra });
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toContain(`must NOT have additional properties: ${Object.keys(extra)[0]}`);
  });

  it('gitlab_project/link refuses fields beyond its request', async () => {
    const r = await demo.call('aispweb/gitlab_project/link', {
      name: 'mass_assign',
      url: 'https://gitlab.example.org/a/mass-assign',
      projectId: 77,
      createdBy: 'someone-else',
    });
    expect(r.status).toBe(400);
  });

  it('applyUpdate itself writes only declared editable fields, even when a body carries more', () => {
    const state = mock.state;
    const op = state.spec!.byId.get('updateNactDevice')!;
    const devices = ensureCollection(state, 'NactDevice');
    const device = devices.rows.find((d) => d._org !== undefined)!;
    const ctx = { op, state, lang: 'en', now: state.now(), body: {} } as unknown as Ctx;
    const stored = applyUpdate(
      ctx,
      device,
      { id: 'other-id', name: 'renamed device', status: 'decommissioned', _owner: 'u-x', lastSeenAt: null },
      'NactDevice',
    );
    expect(stored).toMatchObject({
      id: device.id,
      name: 'renamed device',
      status: device.status,
      _owner: device._owner,
    });
    expect(stored.lastSeenAt).toBe(device.lastSeenAt);

    const imageOp = state.spec!.byId.get('updateImage')!;
    const image = ensureCollection(state, 'Image').rows[0];
    const imageCtx = { ...ctx, op: imageOp } as unknown as Ctx;
    expect(() => applyUpdate(imageCtx, image, { name: `${String(image.name)}-2` }, 'Image')).toThrow(BusinessError);
  });
});

describe('the field rules refuse blank, comma-holding and invisible input', () => {
  const external = (extra: Record<string, unknown>) => ({
    name: `ext-${Math.random().toString(36).slice(2, 8)}`,
    version: '1',
    sourceUrl: 'registry.example.org/team/app:1',
    private: false,
    ...extra,
  });

  it.each([[['  ']], [[',']], [['a,b']], [['a，b']], [[' a']]])('tags %j are refused', async (tags) => {
    const r = await demo.call('aispweb/image/create_external', external({ tags }));
    expect(r.body.success).toBe(false);
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toMatch(/\/body\/tags/);
  });

  it('well-formed tags pass', async () => {
    const r = await demo.call('aispweb/image/create_external', external({ tags: ['pytorch', 'cuda 12'] }));
    expect(r.body.success).toBe(true);
  });

  const register = (name: string) =>
    demo.call('aispweb/nact/register', {
      name,
      description: 'Camera gateway, line 3',
      tsnSerial: `TSN-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      callbackUrl: 'https://edge.example.org/cb',
      publicKey: 'q1ZbZtbb7Hn6mUcYy3CvM1KXN1GG8Rr4aW8dGQk4fXU=',
    });

  it('a well-formed device name passes', async () => {
    expect((await register('边缘 节点-1')).body.success).toBe(true);
  });

  it.each(['  ', 'edge🚀', 'ed\u200bge', 'ab\u202ecd', ' edge'])('device name %j is refused', async (name) => {
    const r = await register(name);
    expect(r.body.success).toBe(false);
    // the schema's pattern, answered with the rule's text
    expect(r.body).toMatchObject({
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'Use 2-64 characters without special symbols',
    });
  });

  it('a callback URL needs a host', async () => {
    const device = await first('aispweb/nact/query');
    for (const callbackUrl of ['http:///', 'https:///path'])
      expect((await demo.call('aispweb/nact/update', { id: device.id, callbackUrl })).body.success).toBe(false);
    const ok = await demo.call('aispweb/nact/update', { id: device.id, callbackUrl: 'https://edge.example.org/cb' });
    expect(ok.body.success).toBe(true);
  });

  it('a private source with blank credentials is refused; its rule answers without them', async () => {
    const blank = await demo.call(
      'aispweb/image/create_external',
      external({ private: true, sourceUsername: ' ', sourcePassword: ' ' }),
    );
    expect(blank.body).toMatchObject({
      success: false,
      errorCode: 'EXTERNAL_CREDENTIALS',
      errorMessage: 'A private source needs a username and password, otherwise the pull fails',
    });
    const missing = await demo.call('aispweb/image/create_external', external({ private: true }));
    expect(missing.body).toMatchObject({
      success: false,
      errorCode: 'EXTERNAL_CREDENTIALS',
      errorMessage: 'A private source needs a username and password, otherwise the pull fails',
    });
  });
});

describe('Accept-Language is any RFC 9110 list', () => {
  it.each([
    ['en-US', 'No operation permission'],
    ['en;q=0.9,zh;q=0.5', 'No operation permission'],
    ['ja-JP,ja;q=0.9', '操作権限がありません'],
  ])('%s is accepted', async (lang) => {
    const r = await demo.call('aispweb/instance/query', { pageNum: 1, pageSize: 5 }, { lang });
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
  });
});
