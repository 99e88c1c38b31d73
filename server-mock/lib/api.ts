// The /api pipeline on Node's own request/response (no Express layers on the hot path):
// headers → fault hooks → limits (content type 415, body size 413, JSON depth 400, all before parsing) →
// body → request log (secrets redacted) → latency → authorisation (identity 403, then membership of the
// body's organisation: NO_PERMISSION) → validation → handler (by operationId, role checks through
// src/validation/access.ts) → projection to the schema → response validation → envelope.
// Read-only answers are cached until the next write (or the next second) so lists stay fast at
// MOCK_SCALE; each cached answer was validated when it was made. The cache is bounded by entries and bytes, keeps an
// answer only when its query comes a second time, and drops answers nobody can read any more first.
import crypto from 'node:crypto';
import type http from 'node:http';
import type { RuleKey } from '../../src/validation/rules';
import type { MockState } from '../state';
import { answerBytes } from './answerBytes';
import { authorize, type Caller } from './authorize';
import { writes } from './collection';
import type { Ctx, Handler } from './context';
import { ok, fail, BusinessError, type Envelope } from './envelope';
import type { Hooks } from './hooks';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IdempotencyStore, type StoredAnswer } from './idempotency';
import { TECHNICAL, langFrom, ruleText, text, type Lang } from './messages';
import { followLongOperation } from './notifications';
import type { Projector } from './schema';
import {
  FALLBACK_SECRET_NAMES,
  jsonDeeperThan,
  limitsOf,
  secretPropertiesOf,
  type BodyLimits,
  type Operation,
  type Schema,
} from './spec';
import { unknownProperties } from './strict';
import type { Validation } from './validator';
import { securityHeadersOf, corsHeadersOf } from './web';

export interface Served {
  handler: Handler;
  /** 'specific' or the generic plan (list, detail, create, update, delete, batchDelete, sample) */
  how: string;
  project: Projector;
}

export interface ApiDeps {
  state: MockState;
  hooks: Hooks;
  operations: Map<string, Operation>;
  served: Map<string, Served>;
  validator: Validation | null;
  validateResponses: boolean;
  latencyMs: number;
  /** one line per call (none when absent: no timing or listener per call) */
  log?: (line: string) => void;
  /** openapi.yaml, for the strict check of request properties the contract does not name. */
  doc?: Schema;
}

export type Req = http.IncomingMessage & { body?: unknown; path?: string; originalUrl?: string };
export type Res = http.ServerResponse;

/** A JSON request body: application/json or a +json type (parameters such as charset allowed). */
const JSON_CONTENT_TYPE = /^\s*application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** The read cache's bounds: entries, and bytes of answers held (with their keys' characters). */
export const READ_CACHE_MAX_ENTRIES = 2000;
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;
/** Answers larger than this are not cached at all. */
const READ_CACHE_MAX_ANSWER = 2 * 1024 * 1024;

/**
 * The canonical text of a request's query fields: object keys sorted at every depth, so the same query spelt
 * differently is one entry (the organisation the body names is a part of the key too). For a parsed JSON body (null,
 * booleans, numbers, strings, arrays, plain objects) it is JSON.stringify's text of the body with its keys sorted.
 */
export function canonicalQuery(body: unknown): string {
  if (body === null || typeof body !== 'object') return JSON.stringify(body) ?? 'null';
  if (Array.isArray(body)) {
    let out = '[';
    for (let i = 0; i < body.length; i++) {
      if (i) out += ',';
      const v = body[i];
      out += v === undefined || typeof v === 'function' || typeof v === 'symbol' ? 'null' : canonicalQuery(v);
    }
    return `${out}]`;
  }
  const keys = Object.keys(body).sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const v = (body as Record<string, unknown>)[k];
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${canonicalQuery(v)}`;
    first = false;
  }
  return `${out}}`;
}

/** FNV-1a over a string's UTF-16 code units (32 bits). */
function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Canonical query texts up to this long are a part of the read cache's key as they are; longer ones as a digest. */
const KEY_TEXT_MAX = 512;

/**
 * Schema errors that are business rules of docs/product-rules.md#fixed-values answer with the rule's text (HTTP 200,
 * success false) instead of a 400: more than 20 emails in one invitation batch, a duplicate email in
 * it, a wrong reset phrase, an image archive that is not .tar or .gz.
 */
const RULE_OVERRIDES: Array<{ operationId: string; path: string; keyword: RegExp; key: RuleKey; errorCode: string }> = [
  {
    operationId: 'inviteMembers',
    path: '/body/emails',
    keyword: /maxItems/,
    key: 'invitationLimit',
    errorCode: 'INVITATION_LIMIT',
  },
  {
    operationId: 'inviteMembers',
    path: '/body/emails',
    keyword: /uniqueItems/,
    key: 'duplicateEmail',
    errorCode: 'DUPLICATE_EMAIL',
  },
  {
    operationId: 'resetInstance',
    path: '/body/confirmation',
    keyword: /enum/,
    key: 'resetPhrase',
    errorCode: 'RESET_PHRASE',
  },
  {
    operationId: 'initImageUpload',
    path: '/body/fileName',
    keyword: /pattern|minLength/,
    key: 'imageFileType',
    errorCode: 'IMAGE_FILE_TYPE',
  },
  // A NacT device's fields (docs/product-rules.md#field-rules) answer with the rule's text, as the console words them.
  ...(['registerNactDevice', 'updateNactDevice'] as const).flatMap((operationId) =>
    (
      [
        ['/body/name', 'deviceName'],
        ['/body/description', 'deviceDescription'],
        ['/body/callbackUrl', 'callbackUrl'],
        ['/body/publicKey', 'curve25519Key'],
      ] as const
    ).map(([path, key]) => ({
      operationId,
      path,
      keyword: /^(pattern|minLength|maxLength)\./,
      key,
      errorCode: 'VALIDATION_ERROR',
    })),
  ),
];

export function businessRuleFor(operationId: string, errors: unknown): { key: RuleKey; errorCode: string } | undefined {
  if (!Array.isArray(errors) || !errors.length) return undefined;
  for (const e of errors as Array<{ path?: string; errorCode?: string; message?: string }>) {
    const hit = RULE_OVERRIDES.find(
      (o) =>
        o.operationId === operationId && e.path === o.path && o.keyword.test(`${e.errorCode ?? ''} ${e.message ?? ''}`),
    );
    if (hit) return hit;
  }
  return undefined;
}

/**
 * Sends a JSON answer: a string (an error envelope; its UTF-8 length measured once for Content-Length) or bytes (a
 * 200 answer written by answerBytes, or a cached one) as they are. `sent` runs once the socket has taken the bytes
 * (answerBytes' buffer is reused then). A fresh Buffer per answer would live outside the heap until a garbage
 * collection (RSS growth over the bench's 10,000 mixed calls 114–122 → 95–98 MB when that was undone, two runs each).
 */
export function sendJson(res: Res, status: number, json: string | Buffer, sent?: () => void): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', typeof json === 'string' ? Buffer.byteLength(json, 'utf8') : json.length);
  if (sent) res.end(json, sent);
  else res.end(json);
}

/**
 * Sends a 200 answer written by answerBytes into a reused buffer, given back once the socket has taken the bytes;
 * returns the bytes (a view of that buffer: read them before this turn of the event loop ends).
 */
export function sendAnswer(res: Res, body: Envelope): Buffer {
  const answer = answerBytes(body);
  sendJson(res, 200, answer.bytes, answer.done);
  return answer.bytes;
}

export function sendEnvelope(res: Res, status: number, body: Envelope): void {
  sendJson(res, status, JSON.stringify(body));
}

function sendStored(res: Res, answer: StoredAnswer): void {
  if (answer.authorization) res.setHeader('authorization', answer.authorization);
  res.setHeader('Idempotent-Replayed', 'true');
  sendJson(res, answer.status, answer.json);
}

/** Hands what this call answers (below HTTP 500) to `settle`; an internal error or a lost call keeps nothing. */
function keepAnswer(res: Res, settle: (answer: StoredAnswer | undefined) => void): void {
  let settled = false;
  const end = res.end;
  res.end = function (this: Res, ...args: unknown[]) {
    res.end = end;
    if (!settled) {
      settled = true;
      const chunk = args[0];
      const json = typeof chunk === 'string' ? chunk : Buffer.isBuffer(chunk) ? chunk.toString('utf8') : '';
      const authorization = res.getHeader('authorization');
      settle(
        res.statusCode < 500
          ? {
              status: res.statusCode,
              json,
              authorization: typeof authorization === 'string' ? authorization : undefined,
            }
          : undefined,
      );
    }
    return (end as (...a: unknown[]) => Res).apply(res, args);
  } as Res['end'];
  res.on('close', () => {
    if (!settled) {
      settled = true;
      settle(undefined);
    }
  });
}

// Answers of read-only operations, kept until the next write anywhere (or the next second, as views
// such as runtime and GPU utilisation move with the clock).
const READ_ONLY = /^(query|get|list)/;
const NOT_CACHED = /DownloadUrl$|Terminal|CurrentUser|SystemStatus/;
const isCacheable = (op: Operation): boolean =>
  READ_ONLY.test(op.operationId) && !NOT_CACHED.test(op.operationId) && !op.tags.includes('session');

export function createApi(deps: ApiDeps) {
  const { state, hooks, operations, served, validator, validateResponses } = deps;
  const doc = deps.doc ?? {};
  /** Each answer is kept as the bytes sent (validated when it was made): a hit writes them as they are. */
  const cache = new Map<string, { writes: number; second: number; bytes: Buffer }>();
  const idempotency = new IdempotencyStore();
  let cachedBytes = 0;
  const cacheDelete = (key: string): void => {
    const e = cache.get(key);
    if (!e) return;
    cachedBytes -= e.bytes.length + key.length;
    cache.delete(key);
  };
  /**
   * Queries asked once in this second at this write count, not answered from the cache yet: an answer is kept when
   * its query is asked a second time. A kept answer lives until the second ends, long enough for the garbage
   * collector to move it to the old generation; kept at once, the deep pages of a large list (each asked once) moved
   * ~60 MB a second there and the full collections of a 600 MB heap that followed held up every call.
   */
  // Each mark is the query key's 32-bit hash → the second and write count it was asked at, both numbers: a mark keeps
  // no string (a key of ~300 characters per call lived up to a second, long enough to reach the old generation). Two
  // queries of the same hash only make one of them kept on its first ask.
  const askedOnce = new Map<number, number>();
  const markOf = (entry: { writes: number; second: number }): number =>
    entry.second * 2 ** 21 + (entry.writes % 2 ** 21);
  const cacheSet = (key: string, made: { writes: number; second: number; bytes: Buffer }): void => {
    if (made.bytes.length > READ_CACHE_MAX_ANSWER) return;
    const hash = hashOf(key);
    const mark = markOf(made);
    if (askedOnce.get(hash) !== mark) {
      // stale marks are at the front too
      for (const [k, m] of askedOnce) {
        if (m === mark && askedOnce.size < READ_CACHE_MAX_ENTRIES) break;
        askedOnce.delete(k);
      }
      askedOnce.delete(hash);
      askedOnce.set(hash, mark);
      return;
    }
    askedOnce.delete(hash);
    // Copied only when kept, into a Buffer of its own (the answer's bytes are in a buffer the next answer reuses).
    const entry = { writes: made.writes, second: made.second, bytes: Buffer.allocUnsafeSlow(made.bytes.length) };
    made.bytes.copy(entry.bytes);
    cacheDelete(key);
    // Least recently used first, and an answer is only read in the second and at the write count it was made in, so
    // the stale ones are all at the front: they go first (at 2,000 calls a second of deep pages the cache otherwise
    // kept 32 MB of answers nobody could read again).
    for (const [k, e] of cache) {
      if (e.second === entry.second && e.writes === entry.writes) break;
      cacheDelete(k);
    }
    cache.set(key, entry);
    cachedBytes += entry.bytes.length + key.length;
    while (cache.size > READ_CACHE_MAX_ENTRIES || cachedBytes > READ_CACHE_MAX_BYTES)
      cacheDelete(cache.keys().next().value as string);
  };
  const clearCache = (): void => {
    cache.clear();
    askedOnce.clear();
    cachedBytes = 0;
  };

  // per operation (by path): its body limits and the names of its secret request properties
  const limits = new Map<string, BodyLimits>();
  const secrets = new Map<string, Set<string>>();
  for (const [path, op] of operations) {
    limits.set(path, limitsOf(doc, op));
    secrets.set(path, new Set([...FALLBACK_SECRET_NAMES, ...secretPropertiesOf(doc, op.requestSchema)]));
  }
  const defaultLimits = limitsOf(doc, undefined);
  const fallbackSecrets = new Set(FALLBACK_SECRET_NAMES);

  /** Validates (when on) and sends a 200 envelope (sendAnswer); returns the bytes sent when it was valid. */
  const reply = (path: string, res: Res, body: Envelope, req?: Req): Buffer | null => {
    if (validator && validateResponses) {
      const problem = validator.response(path, 200, body);
      if (problem) {
        const msg = TECHNICAL.contractViolation(path, problem);
        console.error(`\n!!!!!!!!!! ${msg}\n`);
        if (req) hooks.recordViolation(req, { kind: 'response', path, message: problem });
        sendEnvelope(res, 500, fail('CONTRACT_VIOLATION', msg, 2));
        return null;
      }
    }
    return sendAnswer(res, body);
  };

  /** Validation problems as envelopes: 400 naming the field (or a business rule's text), 404, 405, 415. */
  const refuseRequest = (
    res: Res,
    path: string,
    problem: { status: number; message: string; errors: unknown },
    lang: Lang,
  ): void => {
    if (problem.status === 400) {
      const op = operations.get(path);
      const rule = op && businessRuleFor(op.operationId, problem.errors);
      if (rule) return sendEnvelope(res, 200, fail(rule.errorCode, ruleText(rule.key, lang), 2));
      return sendEnvelope(res, 400, fail('BAD_REQUEST', problem.message, 2));
    }
    if (problem.status === 404)
      return sendEnvelope(res, 404, fail('NOT_FOUND', `${text('notFound', lang)}: POST ${path}`, 2));
    if (problem.status === 405) return sendEnvelope(res, 405, fail('METHOD_NOT_ALLOWED', problem.message, 2));
    if (problem.status === 415) return sendEnvelope(res, 415, fail('UNSUPPORTED_MEDIA_TYPE', problem.message, 2));
    sendEnvelope(res, problem.status, fail(`HTTP_${problem.status}`, problem.message, 2));
  };

  /**
   * Runs the operation for a parsed, valid request. `caller` is what authorisation found (the fast pipeline
   * authorises before validating); without it (express-openapi-validator mode) it authorises here.
   */
  async function dispatch(req: Req, res: Res, path: string, rawBody: unknown, authorized?: Caller): Promise<void> {
    const lang = langFrom(req.headers['accept-language'] as string | undefined);
    const op = operations.get(path);
    if (!op) {
      hooks.recordViolation(req, {
        kind: 'unknown-path',
        path,
        message: `${req.method} ${path} is not in openapi.yaml`,
      });
      return sendEnvelope(res, 404, fail('NOT_FOUND', `${text('notFound', lang)}: ${req.method} ${path}`, 2));
    }
    let caller = authorized;
    if (!caller) {
      const verdict = authorize(state, op, rawBody, req.headers.authorization, lang);
      if (!verdict.ok) return sendEnvelope(res, verdict.status, verdict.body);
      caller = verdict.caller;
    }
    const body = (rawBody && typeof rawBody === 'object' && !Array.isArray(rawBody) ? rawBody : {}) as Ctx['body'];
    const user = caller.user;
    const ctx: Ctx = {
      req,
      res,
      op,
      body,
      lang,
      state,
      now: state.now(),
      token: user ? caller.token : undefined,
      user,
      ...(caller.org && caller.rel ? { org: caller.org, rel: caller.rel, role: caller.role } : {}),
    };
    // Idempotency-Key: a repeated call (same caller, operation and key) gets the first answer, nothing runs again.
    const rawKey = req.headers[IDEMPOTENCY_HEADER];
    if (rawKey !== undefined) {
      const key = Array.isArray(rawKey) ? rawKey[0] : rawKey;
      if (!IDEMPOTENCY_KEY_PATTERN.test(key))
        return sendEnvelope(res, 400, fail('BAD_REQUEST', TECHNICAL.idempotencyKeyFormat, 2));
      const callerId = user ? `user:${user.userId}` : `anonymous:${req.socket.remoteAddress ?? ''}`;
      for (;;) {
        const found = idempotency.begin(callerId, op.operationId, key, rawBody ?? null, ctx.now);
        if (found.kind === 'mismatch')
          return sendEnvelope(res, 400, fail('IDEMPOTENCY_KEY_REUSED', TECHNICAL.idempotencyKeyReused, 2));
        if (found.kind === 'replay') return sendStored(res, found.answer);
        if (found.kind === 'wait') {
          const answer = await found.answer;
          if (answer) return sendStored(res, answer);
          continue;
        }
        keepAnswer(res, found.settle);
        break;
      }
    }
    const entry = served.get(op.operationId);
    try {
      state.scheduler.advance(ctx.now);
      if (!entry) throw new BusinessError('NOT_IMPLEMENTED', TECHNICAL.noHandler(op.operationId), 501);
      const second = Math.floor(ctx.now / 1000);
      let key: string | null = null;
      if (isCacheable(op)) {
        const query = canonicalQuery(body);
        key = `${op.operationId}\u0000${user?.userId}\u0000${ctx.org?.ugroupId}\u0000${lang}\u0000${
          query.length <= KEY_TEXT_MAX ? `=${query}` : `#${crypto.createHash('sha256').update(query).digest('base64')}`
        }`;
      }
      const hit = key ? cache.get(key) : undefined;
      if (hit && hit.writes === writes.count && hit.second === second) {
        cache.delete(key!);
        cache.set(key!, hit);
        return sendJson(res, 200, hit.bytes);
      }
      if (hit && key) cacheDelete(key);
      const before = writes.count;
      const data = await entry.handler(ctx);
      followLongOperation(ctx, data);
      const bytes = reply(path, res, ok(data === undefined ? null : entry.project(data)), req);
      if (key && bytes !== null && writes.count === before) cacheSet(key, { writes: before, second, bytes });
    } catch (err) {
      if (err instanceof BusinessError) {
        if (err.status === 200) reply(path, res, fail(err.errorCode, err.message, err.showType), req);
        else sendEnvelope(res, err.status, fail(err.errorCode, err.message, err.showType));
        return;
      }
      console.error('[mock] internal error', err);
      sendEnvelope(
        res,
        500,
        fail('INTERNAL_ERROR', `${text('internal', lang)}: ${String((err as Error)?.message ?? err)}`, 2),
      );
    }
  }

  /** The whole pipeline for a POST under /api on Node's request/response. */
  function handle(req: Req, res: Res): void {
    const url = req.url ?? '/';
    const q = url.indexOf('?');
    const path = q < 0 ? url : url.slice(0, q);
    for (const [k, v] of securityHeadersOf()) res.setHeader(k, v);
    for (const [k, v] of corsHeadersOf(req.headers.origin)) res.setHeader(k, v);
    const log = deps.log;
    if (log) {
      const started = process.hrtime.bigint();
      res.on('finish', () =>
        log(
          `${req.method} ${path} ${res.statusCode} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}ms`,
        ),
      );
    }

    const proceed = (): void => {
      const op = operations.get(path);
      const limit = limits.get(path) ?? defaultLimits;
      const lang = langFrom(req.headers['accept-language'] as string | undefined);
      let refused = false;
      /** Answers now and reads the rest of the body into nothing (no buffering), so the answer arrives whole. */
      const refuseEarly = (status: number, envelope: Envelope): void => {
        if (refused) return;
        refused = true;
        res.setHeader('Connection', 'close');
        sendEnvelope(res, status, envelope);
        req.resume();
      };
      const tooLarge = (): void =>
        refuseEarly(413, fail('PAYLOAD_TOO_LARGE', TECHNICAL.tooLarge(limit.maxBodyBytes), 2));
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > limit.maxBodyBytes) return tooLarge();
      const chunks: Buffer[] = [];
      let size = 0;
      req.on('data', (c: Buffer) => {
        if (refused) return;
        size += c.length;
        if (size > limit.maxBodyBytes) {
          chunks.length = 0;
          tooLarge();
        } else chunks.push(c);
      });
      req.on('end', () => {
        if (refused) return;
        const raw = Buffer.concat(chunks, size).toString('utf8');
        const contentType = req.headers['content-type'];
        if (raw.trim().length && contentType !== undefined && !JSON_CONTENT_TYPE.test(String(contentType))) {
          hooks.recordRaw(req, path, raw, undefined, true);
          return sendEnvelope(
            res,
            415,
            fail('UNSUPPORTED_MEDIA_TYPE', TECHNICAL.unsupportedMediaType(String(contentType).slice(0, 100)), 2),
          );
        }
        if (jsonDeeperThan(raw, limit.maxJsonDepth)) {
          hooks.recordRaw(req, path, raw, undefined, true);
          return sendEnvelope(res, 400, fail('BAD_REQUEST', TECHNICAL.tooDeep(limit.maxJsonDepth), 2));
        }
        let body: unknown = undefined;
        if (raw.length) {
          try {
            body = JSON.parse(raw);
          } catch (e) {
            hooks.recordRaw(req, path, raw, undefined, true);
            return sendEnvelope(
              res,
              400,
              fail('BAD_REQUEST', TECHNICAL.invalidJson((e as Error).message.slice(0, 200)), 2),
            );
          }
        }
        req.body = body;
        hooks.recordRaw(req, path, body, secrets.get(path) ?? fallbackSecrets);
        const run = (): void => {
          const verdict = authorize(state, op, body, req.headers.authorization, lang);
          if (!verdict.ok) return sendEnvelope(res, verdict.status, verdict.body);
          if (validator) {
            const problem = validator.request(
              path,
              req.method ?? 'POST',
              req.headers['content-type'],
              body,
              req.headers as Record<string, unknown>,
            );
            if (problem) {
              const rule = problem.status === 400 && op && businessRuleFor(op.operationId, problem.errors);
              if (!rule)
                hooks.recordViolation(req, {
                  kind: problem.status === 404 ? 'unknown-path' : 'request',
                  path,
                  message: problem.message,
                });
              return refuseRequest(res, path, problem, lang);
            }
            if (deps.doc && op?.requestSchema) {
              const unknown = unknownProperties(deps.doc, op.requestSchema, body);
              if (unknown.length)
                hooks.recordViolation(req, {
                  kind: 'unknown-property',
                  path,
                  message: `not in openapi.yaml: ${unknown.join(', ')}`,
                });
            }
          }
          void dispatch(req, res, path, body, verdict.caller);
        };
        if (deps.latencyMs > 0) setTimeout(run, deps.latencyMs);
        else run();
      });
    };

    const fault = hooks.take(req.method ?? 'POST', path, req.headers.authorization);
    if (!fault) return proceed();
    hooks.apply(fault, req, res, proceed);
  }

  return {
    handle,
    dispatch,
    refuseRequest,
    clearCache,
    /** entries and bytes held by the read cache (tests of its bounds) */
    cacheStats: () => ({ entries: cache.size, bytes: cachedBytes }),
    /** forgets every Idempotency-Key (POST /__mock__/reset) */
    clearIdempotency: () => idempotency.clear(),
  };
}
