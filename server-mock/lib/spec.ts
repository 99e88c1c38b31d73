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
