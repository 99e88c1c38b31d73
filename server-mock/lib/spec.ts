// Reads openapi.yaml once: every POST path with its operationId, whether it needs a session, and the
// (dereferenced) request and response schemas the generic handlers and the tests look at.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- openapi.yaml is untyped JSON
export type Schema = Record<string, any>;

export interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** false when the operation's security is [] */
  secured: boolean;
  tags: string[];
  summary: string;
  requestSchema?: Schema;
  /** schema of the 200 response body (the whole envelope) */
  responseSchema?: Schema;
  /** the raw operation object */
  raw: Schema;
}

/**
 * Whether the operation acts on the caller's own account rather than in the organisation its body names
 * (`x-scope: account` in openapi.yaml): it runs for a user without an organisation, and the membership check of
 * the body's `ugroupAddr` does not apply (those that name an organisation otherwise check it themselves).
 */
export function isAccountOperation(op: Operation): boolean {
  return op.raw?.['x-scope'] === 'account';
}

export interface ApiSpec {
  file: string;
  doc: Schema;
  operations: Operation[];
  byPath: Map<string, Operation>;
  byId: Map<string, Operation>;
}

export const DEFAULT_SPEC_FILE = path.resolve(__dirname, '..', '..', 'openapi.yaml');

/** Resolves a local $ref ("#/components/schemas/X"). */
export function resolveRef(doc: Schema, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $ref are supported: ${ref}`);
  let node: Schema | undefined = doc;
  for (const part of ref.slice(2).split('/')) {
    node = node?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  }
  if (node === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return node;
}

/** Follows $ref at the top of a schema (one level at a time, until there is none). */
export function deref(doc: Schema, schema: Schema | undefined): Schema | undefined {
  let s = schema;
  let guard = 0;
  while (s && typeof s.$ref === 'string' && guard++ < 50) s = resolveRef(doc, s.$ref);
  return s;
}

export function loadSpec(file = DEFAULT_SPEC_FILE): ApiSpec | null {
  if (!fs.existsSync(file)) return null;
  const doc = YAML.parse(fs.readFileSync(file, 'utf8')) as Schema;
  const operations: Operation[] = [];
  const globalSecurity = doc.security;
  for (const [p, item] of Object.entries<Schema>(doc.paths ?? {})) {
    const pathItem = deref(doc, item) ?? {};
    for (const method of ['post', 'get', 'put', 'delete', 'patch']) {
      const op = pathItem[method];
      if (!op) continue;
      const security = op.security ?? globalSecurity;
      const secured = Array.isArray(security) ? security.length > 0 : false;
      const reqBody = deref(doc, op.requestBody);
      const requestSchema = reqBody?.content?.['application/json']?.schema;
      const resp = deref(doc, op.responses?.['200'] ?? op.responses?.default);
      const responseSchema = resp?.content?.['application/json']?.schema;
      operations.push({
        operationId: op.operationId ?? `${method} ${p}`,
        method: method.toUpperCase(),
        path: p,
        secured,
        tags: op.tags ?? [],
        summary: op.summary ?? '',
        requestSchema,
        responseSchema,
        raw: op,
      });
    }
  }
  return {
    file,
    doc,
    operations,
    byPath: new Map(operations.map((o) => [`${o.method} ${o.path}`, o])),
    byId: new Map(operations.map((o) => [o.operationId, o])),
  };
}

// ------------------------------------------------------------------------------------------------- limits

export interface BodyLimits {
  /** 413 PAYLOAD_TOO_LARGE above this many bytes of request body */
  maxBodyBytes: number;
  /** 400 BAD_REQUEST when arrays and objects nest deeper than this */
  maxJsonDepth: number;
}

/** The contract's defaults (document root `x-limits`) when openapi.yaml does not declare them. */
export const DEFAULT_LIMITS: Readonly<BodyLimits> = { maxBodyBytes: 1_048_576, maxJsonDepth: 32 };

const positiveInt = (v: unknown): number | undefined =>
  typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : undefined;

/**
 * The body limits of an operation: its `x-max-body-bytes`, else the document's `x-limits`, else the
 * defaults above. Read defensively: a missing or malformed value falls back, never throws.
 */
export function limitsOf(doc: Schema, op: Operation | undefined): BodyLimits {
  const root = doc && typeof doc['x-limits'] === 'object' && doc['x-limits'] ? doc['x-limits'] : {};
  const maxJsonDepth = positiveInt(root.maxJsonDepth) ?? DEFAULT_LIMITS.maxJsonDepth;
  const rootBytes = positiveInt(root.maxBodyBytes) ?? DEFAULT_LIMITS.maxBodyBytes;
  const own = positiveInt(op?.raw?.['x-max-body-bytes']);
  return { maxBodyBytes: own ?? rootBytes, maxJsonDepth };
}

/**
 * Whether a JSON text nests arrays and objects deeper than `max`: one pass over the raw text (strings
 * skipped), no recursion and no parse, so a hostile body is refused before JSON.parse sees it.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}

// ------------------------------------------------------------------------------------------------ secrets

/** Property names treated as secret until openapi.yaml marks them (`format: password` or `x-secret: true`). */
export const FALLBACK_SECRET_NAMES: readonly string[] = [
  'password',
  'oldPassword',
  'newPassword',
  'confirmPassword',
  'sourcePassword',
  'registryPassword',
  'gitlabToken',
  'accessToken',
  'privateToken',
  'token',
  'secret',
  'secretKey',
  'secretAccessKey',
  'code',
  'emailCode',
  'invitationCode',
];

/** Names of the properties a request schema marks secret (`format: password` or `x-secret: true`), at any depth. */
export function secretPropertiesOf(doc: Schema, schema: Schema | undefined): Set<string> {
  const names = new Set<string>();
  const seen = new Set<Schema>();
  const stack: Array<Schema | undefined> = [schema];
  while (stack.length) {
    const s = deref(doc, stack.pop());
    if (!s || typeof s !== 'object' || seen.has(s)) continue;
    seen.add(s);
    for (const k of ['allOf', 'anyOf', 'oneOf'] as const) if (Array.isArray(s[k])) stack.push(...s[k]);
    if (s.items) stack.push(s.items);
    if (s.properties && typeof s.properties === 'object')
      for (const [name, prop] of Object.entries<Schema>(s.properties)) {
        const p = deref(doc, prop);
        if (p && (p.format === 'password' || p['x-secret'] === true || prop?.['x-secret'] === true)) names.add(name);
        stack.push(prop);
      }
  }
  return names;
}
