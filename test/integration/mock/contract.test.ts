// Every operation of openapi.yaml is served, and every answer validates against openapi.yaml.
import { compileValidation } from '../../../server-mock/lib/validator';
import type { MockServer } from '../../../server-mock/server';
import { type Client, startMock, signedIn } from '../support/helpers';
import { requestFor, specOps, walkOrder } from '../support/walk';

const { spec, ops } = specOps();
const validation = compileValidation(spec);
let mock: MockServer;
let client: Client;

beforeAll(async () => {
  mock = await startMock();
  client = await signedIn(mock.url);
});
afterAll(() => mock.close());

describe('contract walk', () => {
  it('covers a few hundred operations', () => {
    expect(ops.length).toBeGreaterThan(30);
  });

  it('answers every operation (never 404/405/500) with a body that validates against openapi.yaml', async () => {
    // reads and creations first, destructive calls after, sign-out last
    const ordered = walkOrder(ops);
    const outcomes: Record<string, string> = {};
    const problems: string[] = [];
    for (const op of ordered) {
      const body = requestFor(spec, op);
      const r = await client.call(op.path, body);
      if ([404, 405, 500, 501].includes(r.status))
        problems.push(`${op.operationId}: HTTP ${r.status} ${r.body.errorMessage}`);
      const invalid = validation.response(op.path, r.status, r.body);
      if (invalid) problems.push(`${op.operationId}: response violates openapi.yaml: ${invalid}`);
      outcomes[op.operationId] =
        r.status !== 200 ? `HTTP ${r.status}` : r.body.success ? 'ok' : `business ${r.body.errorCode}`;
    }
    expect(problems).toEqual([]);
    // most operations succeed with their example request (the rest are business refusals by design)
    const ok = Object.values(outcomes).filter((o) => o === 'ok').length;
    expect(ok / ordered.length).toBeGreaterThan(0.75);
  });

  it('serves every operation from a handler (generic or specific)', async () => {
    const res = await client.hook('operations', 'GET');
    const served = new Map<string, string>(
      res.data.map((x: { operationId: string; served: string }) => [x.operationId, x.served]),
    );
    for (const op of ops) expect(served.get(op.operationId)).toBeDefined();
  });

  it('answers unknown /api paths with a 404 envelope', async () => {
    const r = await client.call('aispweb/nothing/here', {});
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 2 });
  });

  it('answers a bad request with HTTP 400 naming the field', async () => {
    const r = await client.call('userman/consume_user/vcode2mail', { email: 'not-an-email' }, { token: null });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false, errorCode: 'BAD_REQUEST', showType: 2, data: null });
    expect(r.body.errorMessage).toMatch(/request\/body\/email/);
  });

  it('answers malformed JSON with HTTP 400', async () => {
    const res = await fetch(`${mock.url}/api/aispace/userman/consume_user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"loginName":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).errorCode).toBe('BAD_REQUEST');
  });
});
