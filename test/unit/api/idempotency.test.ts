// The Idempotency-Key of create calls: which calls get one, and when a call sent again reuses the lost call's key.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { forgetLostCalls, idempotentCall, isCreateCall, LOST_KEY_TTL_MS } from '@/api/idempotency';

const CREATE = '/api/aispace/aispweb/bucket/create';

beforeEach(() => forgetLostCalls());

it('knows the create operations from the contract', () => {
  expect(isCreateCall(CREATE)).toBe(true);
  expect(isCreateCall(`${CREATE}?x=1`)).toBe(true);
  expect(isCreateCall('/api/aispace/userman/consume_account/invite4email')).toBe(true);
  expect(isCreateCall('/api/aispace/aispweb/bucket/query')).toBe(false);
  expect(isCreateCall('/api/aispace/aispweb/bucket/delete')).toBe(false);
  expect(idempotentCall('/api/aispace/aispweb/bucket/query', {})).toBeNull();
});

it('reuses a lost call key for the same call within the hour, not after', () => {
  const t0 = 1_000_000;
  const first = idempotentCall(CREATE, { name: 'b1' }, t0)!;
  first.settle(true);
  const again = idempotentCall(CREATE, { name: 'b1' }, t0 + 1000)!;
  expect(again.key).toBe(first.key);
  again.settle(true);
  const late = idempotentCall(CREATE, { name: 'b1' }, Date.now() + LOST_KEY_TTL_MS + 1)!;
  expect(late.key).not.toBe(first.key);
});

it('gives a new key once the call was answered, and for another path or body', () => {
  const first = idempotentCall(CREATE, { name: 'b2' })!;
  first.settle(true);
  expect(idempotentCall('/api/aispace/aispweb/volume/create', { name: 'b2' })!.key).not.toBe(first.key);
  expect(idempotentCall(CREATE, { name: 'b3' })!.key).not.toBe(first.key);
  const retry = idempotentCall(CREATE, { name: 'b2' })!;
  expect(retry.key).toBe(first.key);
  retry.settle(false);
  expect(idempotentCall(CREATE, { name: 'b2' })!.key).not.toBe(first.key);
});

it('keeps at most 100 lost calls (the oldest goes first)', () => {
  const first = idempotentCall(CREATE, { name: 'old' })!;
  first.settle(true);
  for (let i = 0; i < 100; i++) idempotentCall(CREATE, { name: `n${i}` })!.settle(true);
  expect(idempotentCall(CREATE, { name: 'old' })!.key).not.toBe(first.key);
  expect(idempotentCall(CREATE, { name: 'n99' })!.key).toMatch(/^[0-9a-f]{32}$/);
});

it('lists every operation that declares the Idempotency-Key header in openapi.yaml', () => {
  const doc = parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi.yaml'), 'utf8')) as {
    paths: Record<string, { post: { operationId: string; parameters?: Array<{ $ref?: string }> } }>;
  };
  const declaring = Object.entries(doc.paths).filter(([, item]) =>
    (item.post.parameters ?? []).some((p) => p.$ref === '#/components/parameters/IdempotencyKey'),
  );
  expect(declaring.length).toBeGreaterThan(20);
  for (const [route, item] of declaring)
    expect([item.post.operationId, isCreateCall(route)]).toEqual([item.post.operationId, true]);
});
