// Request and response validation against openapi.yaml, each schema compiled once, on its first use.
//
// express-openapi-validator (eov) compiles each route lazily with the whole document as the root of
// its schema, which measured 100-300 ms per route on first use here (~50 s to warm 200 operations).
// This validator uses the same engine (Ajv 8 + ajv-formats, as eov does) with the document added
// once, so the ~400 request/response schemas share their $refs: all of them compile in ~1.5 s, a few
// milliseconds each on an operation's first call. Compiling them all at start was about two thirds of a
// start; a mock started for a handful of calls (an integration test file) compiled ~400 schemas to use ten.
// Messages use eov's wording ("request/body/email must match format \"email\""). Set
// MOCK_VALIDATOR=eov to run express-openapi-validator itself instead (slower first calls).
import fs from 'node:fs';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { rules } from '../../src/validation/rules';
import type { ApiSpec, Schema } from './spec';

export interface RequestProblem {
  status: number;
  message: string;
  errors: Array<{ path: string; message: string; errorCode: string }>;
}

/** A validator compiled on its first use (the same function from then on). */
type Lazy = () => ValidateFunction;

function lazily(compile: () => ValidateFunction, all: Lazy[]): Lazy {
  let validate: ValidateFunction | undefined;
  const lazy = () => (validate ??= compile());
  all.push(lazy);
  return lazy;
}

interface OpValidators {
  body?: Lazy;
  bodyRequired: boolean;
  headers: Array<{ name: string; validate: Lazy; required: boolean }>;
  responses: Map<string, Lazy>;
}

export interface Validation {
  /** null when the request is valid */
  request(
    path: string,
    method: string,
    contentType: string | undefined,
    body: unknown,
    headers: Record<string, unknown>,
  ): RequestProblem | null;
  /** null when the response is valid, else the reason */
  response(path: string, status: number, body: unknown): string | null;
  /** compiles every validator not compiled yet (a server that will answer many calls, before it listens) */
  compileAll(): void;
  /** the set-up's time (the document added, each operation's validators prepared; they compile on first use) */
  compileMs: number;
}

const esc = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

function formatError(where: string, e: ErrorObject): { path: string; message: string; errorCode: string } {
  const path = `/${where}${e.instancePath}`;
  return { path, message: e.message ?? 'is invalid', errorCode: `${e.keyword}.openapi.validation` };
}

function describe(prefix: string, errors: Array<{ path: string; message: string }>): string {
  return errors.map((e) => `${prefix}${e.path.replace(/^\//, '/')} ${e.message}`.replace(/^\/+/, '')).join(', ');
}

const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const digit = (s: string, i: number): number => {
  const c = s.charCodeAt(i) - 48;
  return c >= 0 && c <= 9 ? c : NaN;
};

/**
 * Whether `s` is `YYYY-MM-DDTHH:MM:SS[.sss]Z` (what Date#toISOString writes, with or without milliseconds) naming a
 * real day and a time before 24:00. True only for strings ajv-formats' full date-time check also accepts.
 */
export function isoInstant(s: string): boolean {
  if (typeof s !== 'string' || (s.length !== 24 && s.length !== 20)) return false;
  if (s[4] !== '-' || s[7] !== '-' || s[10] !== 'T' || s[13] !== ':' || s[16] !== ':') return false;
  if (s.length === 24 ? s[19] !== '.' || s[23] !== 'Z' : s[19] !== 'Z') return false;
  if (s.length === 24 && !(digit(s, 20) >= 0 && digit(s, 21) >= 0 && digit(s, 22) >= 0)) return false;
  const year = digit(s, 0) * 1000 + digit(s, 1) * 100 + digit(s, 2) * 10 + digit(s, 3);
  const month = digit(s, 5) * 10 + digit(s, 6);
  const day = digit(s, 8) * 10 + digit(s, 9);
  const hour = digit(s, 11) * 10 + digit(s, 12);
  const minute = digit(s, 14) * 10 + digit(s, 15);
  const second = digit(s, 17) * 10 + digit(s, 18);
  if (!(year >= 0 && month >= 1 && month <= 12 && day >= 1 && hour <= 23 && minute <= 59 && second <= 59)) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : DAYS[month]);
}

const cache = new Map<string, Validation>();

export function compileValidation(spec: ApiSpec): Validation {
  const key = `${spec.file}:${fs.statSync(spec.file).mtimeMs}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const started = performance.now();
  const ajv = new Ajv({
    strict: false,
    allErrors: false,
    coerceTypes: false,
    useDefaults: false,
    validateFormats: true,
  });
  addFormats(ajv);
  // date-time as ajv-formats checks it, with a shortcut for the one shape the mock writes (toISOString's): a string of
  // that shape with a real date and a time before 24:00 is valid; any other string is checked by ajv-formats itself.
  const dateTime = ajv.formats['date-time'] as { validate: (s: string) => boolean; compare?: unknown };
  if (dateTime && typeof dateTime.validate === 'function')
    ajv.addFormat('date-time', {
      ...dateTime,
      validate: (s: string) => isoInstant(s) || dateTime.validate(s),
    } as Parameters<typeof ajv.addFormat>[1]);
  ajv.addFormat('int32', { type: 'number', validate: (n: number) => Number.isInteger(n) && Math.abs(n) <= 2 ** 31 });
  ajv.addFormat('int64', { type: 'number', validate: (n: number) => Number.isInteger(n) });
  ajv.addFormat('password', true);
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', /^[A-Za-z0-9+/]*={0,2}$/);
  // the console's own email rule, so that client and mock give the same verdict
  ajv.addFormat('email', (v: string) => rules.email(v) === null);
  ajv.addSchema(spec.doc, 'openapi');

  const byPath = new Map<string, OpValidators>();
  const all: Lazy[] = [];
  for (const op of spec.operations) {
    const base = `openapi#/paths/${esc(op.path)}/${op.method.toLowerCase()}`;
    const v: OpValidators = { bodyRequired: false, headers: [], responses: new Map() };
    const rb = op.raw.requestBody;
    if (rb) {
      const ref = rb.$ref ? `${rb.$ref.replace('#', 'openapi#')}` : `${base}/requestBody`;
      const resolved: Schema = rb.$ref ? spec.doc.components.requestBodies[rb.$ref.split('/').pop()] : rb;
      if (resolved?.content?.['application/json']?.schema) {
        v.body = lazily(() => ajv.compile({ $ref: `${ref}/content/application~1json/schema` }), all);
        v.bodyRequired = resolved.required === true;
      }
    }
    for (const [i, p] of (op.raw.parameters ?? []).entries()) {
      const param: Schema = p.$ref ? spec.doc.components.parameters[p.$ref.split('/').pop()] : p;
      if (param?.in !== 'header' || !param.schema) continue;
      const ref = p.$ref ? `${p.$ref.replace('#', 'openapi#')}/schema` : `${base}/parameters/${i}/schema`;
      v.headers.push({
        name: String(param.name).toLowerCase(),
        validate: lazily(() => ajv.compile({ $ref: ref }), all),
        required: param.required === true,
      });
    }
    for (const [status, r] of Object.entries<Schema>(op.raw.responses ?? {})) {
      const ref = r.$ref ? r.$ref.replace('#', 'openapi#') : `${base}/responses/${esc(status)}`;
      const resolved: Schema = r.$ref ? spec.doc.components.responses[r.$ref.split('/').pop()] : r;
      if (!resolved?.content?.['application/json']?.schema) continue;
      v.responses.set(
        status,
        lazily(() => ajv.compile({ $ref: `${ref}/content/application~1json/schema` }), all),
      );
    }
    byPath.set(`${op.method} ${op.path}`, v);
  }
  const methodsByPath = new Map<string, string[]>();
  for (const op of spec.operations) methodsByPath.set(op.path, [...(methodsByPath.get(op.path) ?? []), op.method]);

  const validation: Validation = {
    compileMs: Math.round(performance.now() - started),
    compileAll() {
      for (const compile of all) compile();
    },
    request(path, method, contentType, body, headers) {
      const v = byPath.get(`${method} ${path}`);
      if (!v) {
        const allowed = methodsByPath.get(path);
        if (allowed)
          return {
            status: 405,
            message: `${method} method not allowed`,
            errors: [{ path: '/', message: `${method} method not allowed`, errorCode: 'method.openapi.validation' }],
          };
        return {
          status: 404,
          message: 'not found',
          errors: [{ path: '/', message: 'not found', errorCode: 'path.openapi.validation' }],
        };
      }
      for (const h of v.headers) {
        let value = headers[h.name];
        if (h.name === 'accept-language' && value === '*') value = undefined; // generic HTTP clients' default
        if (value === undefined) {
          if (h.required)
            return {
              status: 400,
              message: `request/headers must have required property '${h.name}'`,
              errors: [
                {
                  path: `/headers/${h.name}`,
                  message: `must have required property '${h.name}'`,
                  errorCode: 'required.openapi.validation',
                },
              ],
            };
          continue;
        }
        // Accept-Language is any RFC 9110 language list (the mock picks zh, en or ja from it), not only the
        // console's three locales: a string of at most 256 characters is valid whatever the schema's enum says.
        if (h.name === 'accept-language' && typeof value === 'string' && value.length <= 256) continue;
        const validate = h.validate();
        if (!validate(value)) {
          const errors = (validate.errors ?? []).map((e) => formatError(`headers/${h.name}`, e));
          return { status: 400, message: describe('request', errors), errors };
        }
      }
      if (v.body) {
        const validateBody = v.body();
        const hasBody =
          body !== undefined &&
          !(typeof body === 'object' && body !== null && Object.keys(body).length === 0 && !contentType);
        if (hasBody && contentType && !/application\/json/i.test(contentType)) {
          return {
            status: 415,
            message: `unsupported media type ${contentType}`,
            errors: [{ path: '/body', message: 'unsupported media type', errorCode: 'mediaType.openapi.validation' }],
          };
        }
        if (!hasBody || body === undefined) {
          if (v.bodyRequired)
            return {
              status: 400,
              message: "request/body must have required property 'body'",
              errors: [{ path: '/body', message: 'is required', errorCode: 'required.openapi.validation' }],
            };
        } else if (!validateBody(body)) {
          const errors = (validateBody.errors ?? []).map((e) => {
            const f = formatError('body', e);
            if (e.keyword === 'required')
              f.message = `must have required property '${(e.params as { missingProperty: string }).missingProperty}'`;
            if (e.keyword === 'additionalProperties')
              f.message = `must NOT have additional properties: ${(e.params as { additionalProperty: string }).additionalProperty}`;
            return f;
          });
          return { status: 400, message: describe('request', errors), errors };
        }
      }
      return null;
    },
    response(path, status, body) {
      const v = byPath.get(`POST ${path}`) ?? [...byPath.entries()].find(([k]) => k.endsWith(` ${path}`))?.[1];
      if (!v) return null;
      const schema =
        v.responses.get(String(status)) ?? v.responses.get(`${String(status)[0]}XX`) ?? v.responses.get('default');
      if (!schema) return `no schema defined for status code '${status}' in the openapi spec`;
      const validate = schema();
      if (validate(body)) return null;
      return (validate.errors ?? [])
        .map(
          (e) =>
            `response${e.instancePath} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
        )
        .join(', ');
    },
  };
  cache.set(key, validation);
  return validation;
}
