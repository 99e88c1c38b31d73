// Requests the verification kit sends: a valid body per operation (its example, else one built from the schema)
// and the invalid variants every server must refuse (missing required, wrong type, extra field, too long, bad
// pattern, too deep JSON, too large body).
import { Random } from '../../server-mock/fixtures/random';
import { flatten, minimalBody, resolved } from '../../server-mock/lib/schema';
import type { Operation, Schema } from '../../server-mock/lib/spec';

export type Body = Record<string, unknown>;

/** The operation's example request (or its first named example), else its required fields built from the schema. */
export function validBody(doc: Schema, op: Operation): Body {
  const content = op.raw.requestBody?.content?.['application/json'];
  const example =
    content?.example ??
    (content?.examples ? Object.values<{ value?: unknown }>(content.examples)[0]?.value : undefined);
  const base =
    example && typeof example === 'object' && !Array.isArray(example)
      ? structuredClone(example as Body)
      : ((minimalBody(doc, op.requestSchema, {
          rng: new Random(op.operationId),
          index: 0,
          now: Date.now(),
          people: ['demo'],
        }) ?? {}) as Body);
  delete base.ugroupAddr;
  return base;
}

export interface Variant {
  /** missing-required, wrong-type, extra-field, too-long, bad-pattern, too-deep, too-large */
  kind: string;
  /** what was changed, for the report */
  what: string;
  /** the JSON text to send (a string, so too-deep and too-large bodies go out as they are) */
  text: string;
}

/** The largest body an operation admits: its `x-max-body-bytes`, else the document's `x-limits.maxBodyBytes`. */
export function maxBodyBytes(doc: Schema, op: Operation): number {
  const own = Number(op.raw['x-max-body-bytes']);
  if (Number.isFinite(own) && own > 0) return own;
  const all = Number(doc['x-limits']?.maxBodyBytes);
  return Number.isFinite(all) && all > 0 ? all : 1024 * 1024;
}

export function maxJsonDepth(doc: Schema): number {
  const d = Number(doc['x-limits']?.maxJsonDepth);
  return Number.isFinite(d) && d > 0 ? d : 32;
}

/** JSON text of `depth` nested arrays: `[[[...]]]`. */
export function nested(depth: number): string {
  return '['.repeat(depth) + ']'.repeat(depth);
}

function typeOf(doc: Schema, s: Schema): string | undefined {
  const r = resolved(doc, s);
  if (r.type) return Array.isArray(r.type) ? r.type[0] : r.type;
  if (r.properties || r.allOf) return 'object';
  if (r.items) return 'array';
  if (r.enum?.length) return typeof r.enum[0];
  return undefined;
}

const WRONG: Record<string, unknown> = {
  string: 12345,
  integer: 'not-a-number',
  number: 'not-a-number',
  boolean: 'not-a-boolean',
  array: 'not-an-array',
  object: 'not-an-object',
};

/** Strings that break common patterns: control and bidi characters, blanks, punctuation only. */
const PATTERN_BREAKERS = ['\u202e\u0000', ' ', '!!!', 'a b', '\u200b', '%00', '../..', '-'];

function patternBreaker(pattern: string): string | undefined {
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch {
    try {
      re = new RegExp(pattern);
    } catch {
      return undefined;
    }
  }
  return PATTERN_BREAKERS.find((s) => !re.test(s));
}

/** A name no operation declares. */
export const EXTRA_FIELD = 'kitUndeclaredField';

/** The invalid variants of an operation's valid body (those its schema makes possible). */
export function invalidVariants(doc: Schema, op: Operation, body: Body, ugroupAddr: string | undefined): Variant[] {
  const withOrg = (b: Body): Body => (ugroupAddr ? { ugroupAddr, ...b } : b);
  const json = (b: Body): string => JSON.stringify(withOrg(b));
  const out: Variant[] = [];
  if (!op.requestSchema) return out;
  const flat = flatten(doc, op.requestSchema);
  const props = Object.entries<Schema>(flat.properties).filter(([k]) => k !== 'ugroupAddr');
  const required = flat.required.filter((k) => k !== 'ugroupAddr');

  if (required.length) {
    const k = required[0];
    const b = { ...body };
    delete b[k];
    out.push({ kind: 'missing-required', what: k, text: json(b) });
  }
  const typed = props.find(([, s]) => typeOf(doc, s) && WRONG[typeOf(doc, s)!] !== undefined);
  if (typed) {
    const [k, s] = typed;
    out.push({
      kind: 'wrong-type',
      what: `${k} as ${typeof WRONG[typeOf(doc, s)!]}`,
      text: json({ ...body, [k]: WRONG[typeOf(doc, s)!] }),
    });
  }
  out.push({ kind: 'extra-field', what: EXTRA_FIELD, text: json({ ...body, [EXTRA_FIELD]: 'x' }) });
  // the shortest limit, so the body stays within the size limit (else it is refused as too large instead)
  const long = props
    .filter(([, s]) => typeof resolved(doc, s).maxLength === 'number')
    .sort(([, a], [, b]) => resolved(doc, a).maxLength - resolved(doc, b).maxLength)[0];
  if (long) {
    const [k, s] = long;
    out.push({
      kind: 'too-long',
      what: `${k} (${resolved(doc, s).maxLength + 1} chars)`,
      text: json({ ...body, [k]: 'a'.repeat(resolved(doc, s).maxLength + 1) }),
    });
  }
  for (const [k, s] of props) {
    const r = resolved(doc, s);
    if (typeof r.pattern !== 'string' || r.enum) continue;
    const bad = patternBreaker(r.pattern);
    if (bad === undefined) continue;
    out.push({ kind: 'bad-pattern', what: `${k} = ${JSON.stringify(bad)}`, text: json({ ...body, [k]: bad }) });
    break;
  }
  // far past the depth limit, in a declared field when there is one (so only the depth is wrong with it)
  const deepField = props[0]?.[0] ?? EXTRA_FIELD;
  const deep = JSON.stringify(withOrg({ ...body, [deepField]: 0 })).replace(
    `${JSON.stringify(deepField)}:0`,
    `${JSON.stringify(deepField)}:${nested(Math.max(5000, maxJsonDepth(doc) * 10))}`,
  );
  out.push({ kind: 'too-deep', what: `${deepField} nested 5000 deep`, text: deep });
  const limit = maxBodyBytes(doc, op);
  const padField = props.find(([, s]) => typeOf(doc, s) === 'string')?.[0] ?? EXTRA_FIELD;
  const padded = JSON.stringify(withOrg({ ...body, [padField]: '' }));
  out.push({
    kind: 'too-large',
    what: `${limit + 1024} bytes (limit ${limit})`,
    text: padded.replace(
      `${JSON.stringify(padField)}:""`,
      `${JSON.stringify(padField)}:"${'a'.repeat(limit + 1024 - padded.length)}"`,
    ),
  });
  return out;
}
