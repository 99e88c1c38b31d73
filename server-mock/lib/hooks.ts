// server-mock/README.md test hooks: fault injection (/__mock__/faults) and a request recorder (/__mock__/requests).
import type http from 'node:http';
import type { Request, Response, NextFunction } from 'express';
import { TECHNICAL } from './messages';

export interface Fault {
  /** prefix of the request path, e.g. "/api/aispace/aispweb/instance" */
  path: string;
  /** HTTP status to answer; 0 (or drop: true) destroys the socket without an answer */
  status: number;
  body?: unknown;
  /** wait this long before answering (with status 0 and no body: just delay, then carry on) */
  delayMs: number;
  /** how many matching calls it applies to; Infinity when count is 0 or negative */
  remaining: number;
  drop: boolean;
  /** only this method (default: any) */
  method?: string;
  /** only calls carrying this Authorization value (default: any), so parallel tests don't see each other's faults */
  token?: string;
  /**
   * "Write applied, answer lost": the call runs to the end (its write is applied), then its answer is replaced:
   * the socket is dropped (`drop` / status 0) or `status` with `body` is answered, after `delayMs`.
   */
  after: boolean;
}

export interface RecordedRequest {
  at: string;
  method: string;
  path: string;
  status?: number;
  headers: Record<string, string>;
  body: unknown;
}

const MAX_RECORDS = 200;
/** Strings longer than this are kept as their length only (file contents), so the recorder stays small. */
const MAX_RECORDED_STRING = 4096;
/** Recorded bodies' total size (an estimate in characters): the oldest go first beyond it. */
const MAX_RECORDED_CHARS = 8 * 1024 * 1024;
export const REDACTED = '<redacted>';

/** A call or an answer outside openapi.yaml (GET /__mock__/violations): the contract, client and mock drifted. */
export interface ContractViolation {
  at: string;
  kind: 'request' | 'unknown-property' | 'unknown-path' | 'response';
  path: string;
  message: string;
}

/** Requests carrying this header break the contract on purpose (a test of the mock's refusal): not recorded. */
export const EXPECT_VIOLATION_HEADER = 'x-mock-expect-violation';
const MAX_VIOLATIONS = 500;

function redact(headers: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue;
    out[k] = k === 'authorization' || k === 'cookie' ? '<redacted>' : Array.isArray(v) ? v.join(', ') : String(v);
  }
  return out;
}

/**
 * A copy of a request body fit to show to anyone: every property named in `secrets` (the operation's request
 * schema marks them `format: password` or `x-secret: true`) or in the fallback list is replaced by
 * "<redacted>", at any depth; long strings are replaced by their length. Iterative (no recursion).
 * Returns the copy and its approximate size in characters.
 */
export function redactBody(body: unknown, secrets: ReadonlySet<string>): { body: unknown; chars: number } {
  let chars = 0;
  const copyLeaf = (v: unknown): unknown => {
    if (typeof v === 'string') {
      if (v.length > MAX_RECORDED_STRING) {
        chars += 32;
        return `<${v.length} characters>`;
      }
      chars += v.length + 2;
      return v;
    }
    chars += 8;
    return v;
  };
  if (body === null || typeof body !== 'object') return { body: copyLeaf(body), chars };
  const root: unknown = Array.isArray(body) ? [] : {};
  const stack: Array<{ from: object; to: Record<string, unknown> | unknown[] }> = [
    { from: body as object, to: root as Record<string, unknown> },
  ];
  while (stack.length) {
    const { from, to } = stack.pop()!;
    for (const [k, v] of Object.entries(from)) {
      chars += k.length + 3;
      let out: unknown;
      if (!Array.isArray(from) && secrets.has(k) && v !== undefined && v !== null && v !== '') out = REDACTED;
      else if (v !== null && typeof v === 'object') {
        out = Array.isArray(v) ? [] : {};
        stack.push({ from: v as object, to: out as Record<string, unknown> });
      } else out = copyLeaf(v);
      if (Array.isArray(to)) to.push(out);
      // a defined property, so that "__proto__" in a body stays data
      else Object.defineProperty(to, k, { value: out, enumerable: true, writable: true, configurable: true });
    }
  }
  return { body: root, chars };
}

export class Hooks {
  faults: Fault[] = [];
  records: RecordedRequest[] = [];
  /** approximate characters held by `records` (their bodies) */
  private recordedChars = 0;
  private readonly recordSizes = new WeakMap<RecordedRequest, number>();
  violations: ContractViolation[] = [];

  recordViolation(req: http.IncomingMessage, v: Omit<ContractViolation, 'at'>): void {
    if (req.headers[EXPECT_VIOLATION_HEADER]) return;
    if (this.violations.length < MAX_VIOLATIONS) this.violations.push({ at: new Date().toISOString(), ...v });
  }

  addFault(input: Record<string, unknown>): Fault {
    const status = input.status === undefined ? (input.delayMs ? -1 : 500) : Number(input.status);
    const count = input.count === undefined ? 1 : Number(input.count);
    const fault: Fault = {
      path: typeof input.path === 'string' && input.path ? input.path : '/',
      status: Number.isFinite(status) ? status : 500,
      body: input.body,
      delayMs: Math.max(0, Number(input.delayMs) || 0),
      remaining: count > 0 ? count : Infinity,
      drop: input.drop === true || status === 0,
      method: typeof input.method === 'string' ? input.method.toUpperCase() : undefined,
      token: typeof input.token === 'string' && input.token ? input.token : undefined,
      after: input.after === true,
    };
    this.faults.push(fault);
    return fault;
  }

  clearFaults(): void {
    this.faults = [];
  }

  /** Takes (and counts down) the first fault matching this request, if any. */
  take(method: string, path: string, token?: string): Fault | undefined {
    const i = this.faults.findIndex(
      (f) => path.startsWith(f.path) && (!f.method || f.method === method) && (!f.token || f.token === token),
    );
    if (i < 0) return undefined;
    const f = this.faults[i];
    f.remaining -= 1;
    if (f.remaining <= 0) this.faults.splice(i, 1);
    return f;
  }

  /**
   * Keeps the request among the last 200 with its secrets redacted (see redactBody; the token's value is left
   * out when they are read). `secrets`: the property names the operation's request schema marks secret, plus
   * the fallback names. A body that is not JSON is kept as its size only.
   */
  recordRaw(
    req: http.IncomingMessage,
    path: string,
    body: unknown,
    secrets: ReadonlySet<string> = new Set(),
    notJson = false,
  ): void {
    const copy = notJson
      ? { body: `<not JSON, ${typeof body === 'string' ? body.length : 0} characters>`, chars: 40 }
      : redactBody(body, secrets);
    const record: RecordedRequest = {
      at: new Date().toISOString(),
      method: req.method ?? 'POST',
      path,
      headers: req.headers as Record<string, string>,
      body: copy.body,
    };
    this.records.push(record);
    this.recordSizes.set(record, copy.chars);
    this.recordedChars += copy.chars;
    const over = this.records.length - MAX_RECORDS;
    if (over > MAX_RECORDS || (over > 0 && this.recordedChars > MAX_RECORDED_CHARS)) this.dropOldest(over);
    while (this.records.length > 1 && this.recordedChars > MAX_RECORDED_CHARS) this.dropOldest(1);
  }

  private dropOldest(n: number): void {
    for (const r of this.records.splice(0, n)) this.recordedChars -= this.recordSizes.get(r) ?? 0;
  }

  clearRecords(): void {
    this.records = [];
    this.recordedChars = 0;
  }

  query(pathPrefix?: string): RecordedRequest[] {
    const last = this.records.slice(-MAX_RECORDS);
    return (pathPrefix ? last.filter((r) => r.path.startsWith(pathPrefix)) : last).map((r) => ({
      ...r,
      headers: redact(r.headers),
    }));
  }

  /** Carries out a fault on Node's request/response; `next` continues normally (delay-only and `after` faults). */
  apply(fault: Fault, req: http.IncomingMessage, res: http.ServerResponse, next: () => void): void {
    if (fault.after) {
      replaceAnswer(fault, req, res);
      return next();
    }
    const act = (): void => {
      if (fault.drop) {
        req.socket.destroy();
        return;
      }
      if (fault.status < 0) return next();
      const body = faultBody(fault);
      res.statusCode = fault.status;
      res.setHeader('Content-Type', faultContentType(fault));
      res.setHeader('Content-Length', Buffer.byteLength(body));
      res.end(body);
    };
    if (fault.delayMs > 0) {
      const timer = setTimeout(act, fault.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else act();
  }

  /** Express middleware applying faults to every request outside /__mock__ (static files too). */
  middleware() {
    return (req: Request, res: Response, next: NextFunction): void => {
      if (req.path.startsWith('/__mock__')) return next();
      const fault = this.take(req.method, req.path, req.headers.authorization);
      if (!fault) return next();
      this.apply(fault, req, res, next);
    };
  }
}

function faultBody(fault: Fault): string {
  return fault.body === undefined
    ? JSON.stringify({
        success: false,
        data: null,
        errorCode: `MOCK_FAULT_${fault.status}`,
        errorMessage: TECHNICAL.injectedFault(fault.status),
        showType: 2,
      })
    : typeof fault.body === 'string'
      ? fault.body
      : JSON.stringify(fault.body);
}

function faultContentType(fault: Fault): string {
  return typeof fault.body === 'string' ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8';
}

/**
 * An `after` fault: the request goes through the whole pipeline (the handler runs, its write is applied); when the
 * answer is about to be sent it is thrown away and the socket dropped, or the fault's status and body sent instead.
 */
function replaceAnswer(fault: Fault, req: http.IncomingMessage, res: http.ServerResponse): void {
  const end = res.end.bind(res) as (...args: unknown[]) => http.ServerResponse;
  res.end = ((...args: unknown[]): http.ServerResponse => {
    res.end = end as typeof res.end;
    const act = (): void => {
      if (fault.drop) {
        req.socket.destroy();
        return;
      }
      // only a delay: the real answer, late
      if (fault.status < 0) {
        end(...args);
        return;
      }
      const body = faultBody(fault);
      res.removeHeader('authorization');
      res.statusCode = fault.status;
      res.setHeader('Content-Type', faultContentType(fault));
      res.setHeader('Content-Length', Buffer.byteLength(body));
      end(body);
    };
    if (fault.delayMs > 0) {
      const timer = setTimeout(act, fault.delayMs);
      res.on('close', () => clearTimeout(timer));
    } else act();
    return res;
  }) as typeof res.end;
}
