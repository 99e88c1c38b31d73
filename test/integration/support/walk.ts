// Builds a minimal valid request for every operation of openapi.yaml (the operation's example when it
// has one, else the required fields from examples/samples), for the contract walk test.
import { Random } from '../../../server-mock/fixtures/random';
import { minimalBody, flatten } from '../../../server-mock/lib/schema';
import { loadSpec, type ApiSpec, type Operation } from '../../../server-mock/lib/spec';

export function specOps(): { spec: ApiSpec; ops: Operation[] } {
  const spec = loadSpec()!;
  return { spec, ops: spec.operations };
}

/** Ids that exist in the fixtures, for request fields the examples do not cover. */
const KNOWN_IDS: Record<string, unknown> = {};

export function requestFor(spec: ApiSpec, op: Operation): Record<string, unknown> {
  const content = op.raw.requestBody?.content?.['application/json'];
  const example =
    content?.example ??
    (content?.examples ? Object.values<{ value?: unknown }>(content.examples)[0]?.value : undefined);
  const req = flatten(spec.doc, op.requestSchema);
  const base =
    example && typeof example === 'object'
      ? { ...example }
      : (minimalBody(spec.doc, op.requestSchema, {
          rng: new Random(op.operationId),
          index: 0,
          now: Date.now(),
          people: ['demo'],
        }) as Record<string, unknown>);
  for (const k of req.required) if (base[k] === undefined && KNOWN_IDS[k] !== undefined) base[k] = KNOWN_IDS[k];
  delete base.ugroupAddr;
  return base;
}

const DESTRUCTIVE =
  /^(delete|remove|unlink|revoke|abort|cancel|disable|release|archive|withdraw|convert|switchAccount)/;
const LAST = new Set(['logout', 'deleteUser']);

/** Reads and creations first, destructive calls after, sign-out and account deletion last. */
export function walkOrder(ops: Operation[]): Operation[] {
  const rank = (o: Operation) => (LAST.has(o.operationId) ? 2 : DESTRUCTIVE.test(o.operationId) ? 1 : 0);
  return [...ops].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      (LAST.has(a.operationId) && a.operationId === 'deleteUser' ? 1 : 0) -
        (LAST.has(b.operationId) && b.operationId === 'deleteUser' ? 1 : 0),
  );
}
