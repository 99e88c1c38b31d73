// CONTRACT.md §4 test hooks: fault injection (/__mock__/faults) and a request recorder (/__mock__/requests).
import type http from 'node:http';
import type { Request, Response, NextFunction } from 'express';

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

export class Hooks {
  faults: Fault[] = [];
  records: RecordedRequest[] = [];
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

  /** Keeps the request among the last 200 (the token's value is left out when they are read). */
  recordRaw(req: http.IncomingMessage, path: string, body: unknown): void {
    this.records.push({
      at: new Date().toISOString(),
      method: req.method ?? 'POST',
      path,
      headers: req.headers as Record<string, string>,
      body,
    });
    if (this.records.length > MAX_RECORDS * 2) this.records.splice(0, this.records.length - MAX_RECORDS);
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
        errorMessage: `Injected fault (HTTP ${fault.status})`,
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
