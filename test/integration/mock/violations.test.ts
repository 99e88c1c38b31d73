// Contract conformance recorder of the mock (GET /__mock__/violations): calls and answers outside openapi.yaml
// are recorded, so the end-to-end suite can prove the console made none.
import { unknownProperties } from '../../../server-mock/lib/strict';
import type { MockServer } from '../../../server-mock/server';
import { signedIn, startMock, type Client } from '../support/helpers';
import { requestFor, specOps } from '../support/walk';

let mock: MockServer;
let client: Client;

beforeAll(async () => {
  mock = await startMock();
  client = await signedIn(mock.url);
});
afterAll(() => mock.close());
beforeEach(() => client.hook('violations', 'DELETE'));

const violations = () => client.hook('violations', 'GET') as Promise<{ kind: string; path: string; message: string }[]>;

describe('contract violations', () => {
  it('records nothing for calls that follow openapi.yaml', async () => {
    const r = await client.call('aispweb/instance/query', {
      pageNum: 1,
      pageSize: 10,
      sortField: 'name',
      sortOrder: 'asc',
    });
    expect(r.body.success).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('refuses and records a body property the contract does not name (request bodies are closed)', async () => {
    const r = await client.call('aispweb/instance/query', { pageNum: 1, pageSize: 10, colour: 'red' });
    expect(r.status).toBe(400);
    expect(r.body).toEqual(
      expect.objectContaining({ success: false, errorCode: 'BAD_REQUEST', data: null, showType: 2 }),
    );
    expect(r.body.errorMessage).toContain('must NOT have additional properties: colour');
    expect(await violations()).toEqual([
      expect.objectContaining({
        kind: 'request',
        path: '/api/aispace/aispweb/instance/query',
        message: expect.stringContaining('colour'),
      }),
    ]);
  });

  it('records a body that breaks its schema and a path the contract lacks', async () => {
    const bad = await client.call('aispweb/instance/query', { pageNum: 'one' });
    expect(bad.status).toBe(400);
    const unknown = await client.call('aispweb/instance/teleport', {});
    expect(unknown.status).toBe(404);
    const kinds = (await violations()).map((v) => `${v.kind} ${v.path}`);
    expect(kinds).toEqual([
      'request /api/aispace/aispweb/instance/query',
      'unknown-path /api/aispace/aispweb/instance/teleport',
    ]);
  });

  it('does not record business rules answered as refusals, nor calls marked as deliberate', async () => {
    const many = Array.from({ length: 21 }, (_, i) => `x${i}@example.com`);
    const refused = await client.call('userman/consume_account/invite4email', {
      emails: many,
      role: 'member',
      validityDays: 3,
    });
    expect(refused.body.success).toBe(false);
    const res = await fetch(`${mock.url}/api/aispace/aispweb/instance/query`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: client.token, 'x-mock-expect-violation': '1' },
      body: JSON.stringify({ pageNum: 'one' }),
    });
    expect(res.status).toBe(400);
    expect(await violations()).toEqual([]);
  });

  it('finds no unknown property in the example request of any operation (no false alarms)', () => {
    const { spec, ops } = specOps();
    const alarms = ops.flatMap((op) =>
      unknownProperties(spec.doc, op.requestSchema, { ugroupAddr: 'ug-1', ...requestFor(spec, op) }).map(
        (p) => `${op.operationId}: ${p}`,
      ),
    );
    expect(alarms).toEqual([]);
  });

  it('sees unknown properties inside nested objects and arrays', () => {
    const doc = {
      components: {
        schemas: {
          Item: { type: 'object', properties: { name: { type: 'string' } } },
          Body: {
            allOf: [
              { type: 'object', properties: { ugroupAddr: { type: 'string' } } },
              {
                type: 'object',
                properties: {
                  items: { type: 'array', items: { $ref: '#/components/schemas/Item' } },
                  meta: { type: 'object', additionalProperties: true },
                },
              },
            ],
          },
        },
      },
    };
    const body = { ugroupAddr: 'x', items: [{ name: 'a' }, { name: 'b', extra: 1 }], meta: { free: true }, stray: 0 };
    expect(unknownProperties(doc, { $ref: '#/components/schemas/Body' }, body)).toEqual([
      'body.items[1].extra',
      'body.stray',
    ]);
  });
});
