// AISpace mock API: every operation of openapi.yaml served from in-memory fixtures, requests and
// responses validated against openapi.yaml, simulated lifecycles, test hooks under /__mock__.
//
//   tsx server-mock/server.ts [--port N] [--static <dir>] [--help]
//
// json-server 0.17 is the application (jsonServer.create(), its body parser, the /__mock__ routes, then
// its router, read-only, at /__mock__/db); POSTs under /api take the pipeline of lib/api.ts straight
// from Node's server, without Express layers, so list calls stay fast at MOCK_SCALE.
// See server-mock/README.md for options, env vars, hooks and accounts.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { Express, Request, Response, NextFunction } from 'express';
import * as OpenApiValidator from 'express-openapi-validator';
import jsonServer from 'json-server';
import { WebSocketServer, type WebSocket } from 'ws';
import { rules } from '../src/validation/rules';
import { specificHandlers, scheduleFixtureTransitions } from './handlers';
import { genericHandler } from './handlers/generic';
import { openTerminal, signedDownload } from './handlers/instances';
import { createApi, sendEnvelope, type Served } from './lib/api';
import { driveDownload } from './lib/driveFiles';
import { fail } from './lib/envelope';
import { Hooks } from './lib/hooks';
import { watchTerminal } from './lib/instanceLifecycle';
import { signedLogDownload } from './lib/logs';
import { TECHNICAL, langFrom, text } from './lib/messages';
import { compileProjector, dataSchemaOf } from './lib/schema';
import { loadSpec, DEFAULT_SPEC_FILE, type ApiSpec, type Operation } from './lib/spec';
import { SimulatedShell } from './lib/terminal';
import { compileValidation } from './lib/validator';
import { cors, securityHeaders, staticApp } from './lib/web';
import { MockState } from './state';

export interface MockServerOptions {
  /** 0 = a random free port (default MOCK_PORT or 3001) */
  port?: number;
  /** interface to listen on (default MOCK_HOST or 127.0.0.1: loopback only) */
  host?: string;
  /** serve the built app from this directory on the same origin */
  staticDir?: string;
  scale?: number;
  tickMs?: number;
  latencyMs?: number;
  /** no per-request log lines */
  quiet?: boolean;
  /** no "[mock] ..." notices either (tests) */
  silent?: boolean;
  /** validate responses against openapi.yaml (default true) */
  validateResponses?: boolean;
  specFile?: string;
  /** 'ajv' (default): each schema compiled once; 'eov': express-openapi-validator, compiled per route on first use */
  validator?: 'ajv' | 'eov';
  /**
   * Compile every request and response schema before listening (the command line does: a served mock answers many
   * calls, none slowed by a compile, and the bench's memory figures start from a compiled mock). Otherwise each
   * compiles on its operation's first call: an in-process mock of a test file, which makes a few kinds of call,
   * starts in about a quarter of the time.
   */
  compileAtStart?: boolean;
  /**
   * Collect the start-up's garbage in one full collection before listening (the command line does; see
   * collectStartupGarbage). A test runner embedding the mock keeps its own collector's schedule.
   */
  collectBeforeListening?: boolean;
}

export interface MockServer {
  app: Express;
  server: http.Server;
  state: MockState;
  hooks: Hooks;
  spec: ApiSpec;
  port: number;
  url: string;
  /** entries and bytes held by the /api read cache (bounded; emptied by POST /__mock__/reset) */
  readCache(): { entries: number; bytes: number };
  close(): Promise<void>;
}

const envNum = (name: string, fallback: number): number => {
  const v = process.env[name];
  const n = v === undefined || v === '' ? NaN : Number(v);
  return Number.isFinite(n) ? n : fallback;
};

export async function createMockServer(options: MockServerOptions = {}): Promise<MockServer> {
  const scale = options.scale ?? envNum('MOCK_SCALE', 1);
  const tickMs = options.tickMs ?? envNum('MOCK_TICK_MS', 800);
  const latencyMs = options.latencyMs ?? envNum('MOCK_LATENCY_MS', 0);
  const quiet = options.quiet ?? process.env.MOCK_QUIET === '1';
  const validateResponses = options.validateResponses ?? process.env.MOCK_VALIDATE_RESPONSES !== '0';
  const specFile = options.specFile ?? DEFAULT_SPEC_FILE;
  const validatorKind = options.validator ?? (process.env.MOCK_VALIDATOR === 'eov' ? 'eov' : 'ajv');
  const log = quiet ? () => undefined : (line: string) => console.log(line);

  const spec = loadSpec(specFile);
  if (!spec) throw new Error(`openapi.yaml not found at ${specFile}`);
  const state = new MockState({ scale, tickMs, silent: options.silent ?? process.env.MOCK_SILENT === '1' }, spec, [
    scheduleFixtureTransitions,
  ]);
  const hooks = new Hooks();

  // the handler table: operationId → specific handler, or the generic engine's plan for its shape
  const operations = new Map<string, Operation>();
  const served = new Map<string, Served>();
  for (const op of spec.operations) {
    operations.set(op.path, op);
    const project = compileProjector(spec.doc, dataSchemaOf(spec.doc, op.responseSchema));
    const specific = specificHandlers[op.operationId];
    if (specific) served.set(op.operationId, { handler: specific, how: 'specific', project });
    else {
      const g = genericHandler(state, op);
      served.set(op.operationId, { handler: g.handler, how: g.plan.kind, project });
    }
  }

  const validator = validatorKind === 'eov' ? null : compileValidation(spec);
  if (options.compileAtStart) validator?.compileAll();
  const api = createApi({
    state,
    hooks,
    operations,
    served,
    validator,
    validateResponses,
    latencyMs,
    log: quiet ? undefined : log,
    doc: spec.doc,
  });

  const app = jsonServer.create();
  app.set('json spaces', 0);
  app.set('etag', false);
  app.disable('x-powered-by');

  // 1. headers every response carries, CORS, one log line per request
  app.use(securityHeaders);
  app.use(cors);
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      log(
        `${req.method} ${req.originalUrl.split('?')[0]} ${res.statusCode} ${(Number(process.hrtime.bigint() - started) / 1e6).toFixed(1)}ms`,
      ),
    );
    next();
  });

  // 2. test hooks (not in openapi.yaml, no validation), before json-server's router
  app.use('/__mock__', jsonServer.bodyParser);
  app.post('/__mock__/reset', (_req, res) => {
    state.reset();
    hooks.clearFaults();
    api.clearCache();
    api.clearIdempotency();
    res.json({ success: true, data: true });
  });
  app.post('/__mock__/faults', (req, res) => {
    const input = Array.isArray(req.body) ? req.body : [req.body ?? {}];
    const added = input.map((f: Record<string, unknown>) => hooks.addFault(f));
    res.json({
      success: true,
      data: added.map((f) => ({ ...f, remaining: Number.isFinite(f.remaining) ? f.remaining : -1 })),
    });
  });
  app.delete('/__mock__/faults', (_req, res) => {
    hooks.clearFaults();
    res.json({ success: true, data: true });
  });
  app.get('/__mock__/faults', (_req, res) => {
    res.json({
      success: true,
      data: hooks.faults.map((f) => ({ ...f, remaining: Number.isFinite(f.remaining) ? f.remaining : -1 })),
    });
  });
  app.get('/__mock__/violations', (_req, res) => {
    res.json(hooks.violations);
  });
  app.delete('/__mock__/violations', (_req, res) => {
    const cleared = hooks.violations.length;
    hooks.violations = [];
    res.json({ cleared });
  });
  app.get('/__mock__/requests', (req, res) => {
    res.json({ success: true, data: hooks.query(typeof req.query.path === 'string' ? req.query.path : undefined) });
  });
  app.delete('/__mock__/requests', (_req, res) => {
    hooks.clearRecords();
    res.json({ success: true, data: true });
  });
  app.post('/__mock__/clock', (req, res) => {
    const advance = Number(req.body?.advanceMs ?? 0);
    if (Number.isFinite(advance) && advance > 0) state.clockOffsetMs += advance;
    state.scheduler.advance(state.now());
    res.json({ success: true, data: { now: new Date(state.now()).toISOString(), offsetMs: state.clockOffsetMs } });
  });
  app.get('/__mock__/health', (_req, res) => {
    res.json({ success: true, data: { scale, tickMs, operations: operations.size, validator: validatorKind } });
  });
  app.get('/__mock__/operations', (_req, res) => {
    res.json({
      success: true,
      data: [...served.entries()].map(([operationId, s]) => ({ operationId, served: s.how })),
    });
  });
  // json-server's router over a snapshot of the collections, read-only, for looking at the data
  app.use('/__mock__/db', (req, res, next) => {
    if (req.method !== 'GET') return res.status(405).json({ success: false, errorMessage: TECHNICAL.readOnly });
    const snapshot: Record<string, unknown[]> = {};
    for (const [name, c] of state.collections)
      snapshot[name] = c.rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !k.startsWith('_'))));
    jsonServer.router(snapshot, { foreignKeySuffix: '\u0000' })(req, res, next);
  });

  // 3. faults on everything else (static files too: a failing lazy chunk)
  app.use(hooks.middleware());

  // 4. /api in eov mode (express-openapi-validator in front of the same dispatch)
  if (validatorKind === 'eov') {
    app.use('/api', jsonServer.bodyParser);
    app.use(
      OpenApiValidator.middleware({
        apiSpec: specFile,
        validateRequests: { allowUnknownQueryParameters: true },
        validateResponses: validateResponses ? { removeAdditional: false } : false,
        validateSecurity: false,
        validateApiSpec: true,
        ignoreUndocumented: false,
        ignorePaths: (p: string) => !p.startsWith('/api/'),
        formats: { email: (v: string) => rules.email(v) === null },
      }),
    );
    app.post('/api/*', (req, res) => void api.dispatch(req, res, req.originalUrl.split('?')[0], req.body));
  }
  app.use('/api', (req, res) => {
    if (req.method !== 'POST' && operations.has(req.originalUrl.split('?')[0]))
      return sendEnvelope(res, 405, fail('METHOD_NOT_ALLOWED', TECHNICAL.methodNotAllowed(req.method), 2));
    sendEnvelope(
      res,
      404,
      fail(
        'NOT_FOUND',
        `${text('notFound', langFrom(req.headers['accept-language']))}: ${req.method} ${req.originalUrl.split('?')[0]}`,
        2,
      ),
    );
  });

  // 4a. the signed download links of getDriveDownloadUrl: the uploaded bytes (a folder as .zip), else 404
  app.get('/files/signed/drive/:entryId/:signature', (req, res) => {
    const file = driveDownload(state, req.params.entryId, req.params.signature, state.now());
    res.setHeader('Cache-Control', 'no-store');
    if (!file) return void res.status(404).type('text/plain').send('Not found\n');
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`);
    res.send(file.body);
  });

  // 4a'. the signed links of get{Task,Assembly,Instance}LogDownloadUrl: the whole log, gzip-compressed as it is made
  app.get('/files/signed/logs/:token', (req, res) => {
    const file = signedLogDownload(state, req.params.token, state.now());
    res.setHeader('Cache-Control', 'no-store');
    if (!file) return void res.status(404).type('text/plain').send('Not found\n');
    res.setHeader('Content-Type', 'application/gzip');
    res.setHeader('Content-Disposition', `attachment; filename="${file.fileName}"`);
    file.stream.pipe(res);
  });

  // 4b. the signed download links of getInstanceDataDownloadUrl (a small file standing for the instance's data)
  app.get('/files/signed/:instanceId/:signature', (req, res) => {
    const file = signedDownload(state, req.params.instanceId, req.params.signature);
    if (!file) return void res.status(404).type('text/plain').send('Not found');
    res.setHeader('Content-Type', file.contentType);
    const ascii = file.fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.send(file.body);
  });

  // 5. the built app (npm run serve)
  if (options.staticDir) app.use(staticApp(options.staticDir));

  // Any other path: a 404 that keeps the security headers (express's final handler would replace the CSP with its own).
  app.use((req: Request, res: Response) => {
    res.status(404).type('text/plain').send(`Cannot ${req.method} ${req.path}`);
  });

  // 6. errors (eov's validation errors and anything unexpected) as envelopes
  app.use(
    (
      err: { status?: number; path?: string; message?: string; type?: string; errors?: unknown },
      req: Request,
      res: Response,
      _next: NextFunction,
    ) => {
      if (res.headersSent) return;
      const status = Number(err?.status) || 500;
      const lang = langFrom(req.headers['accept-language']);
      const path = req.originalUrl.split('?')[0];
      if (
        status === 500 &&
        (String(err?.path ?? '').startsWith('/response') || /response/.test(String(err?.message)))
      ) {
        const msg = TECHNICAL.contractViolation(path, String(err.message));
        console.error(`\n!!!!!!!!!! ${msg}\n`);
        return sendEnvelope(res, 500, fail('CONTRACT_VIOLATION', msg, 2));
      }
      if (status === 400 && err?.type === 'entity.parse.failed')
        return sendEnvelope(res, 400, fail('BAD_REQUEST', TECHNICAL.invalidJson(String(err.message)), 2));
      if (status >= 400 && status < 500)
        return api.refuseRequest(res, path, { status, message: String(err.message), errors: err.errors }, lang);
      console.error('[mock] internal error', err);
      sendEnvelope(res, 500, fail('INTERNAL_ERROR', `${text('internal', lang)}: ${String(err?.message ?? err)}`, 2));
    },
  );

  // POSTs under /api go straight to the pipeline; everything else to the json-server app
  const fast = validatorKind !== 'eov';
  const server = http.createServer((req, res) => {
    if (fast && req.method === 'POST' && req.url?.startsWith('/api/')) return api.handle(req, res);
    app(req, res);
  });
  server.keepAliveTimeout = 65_000;
  const sockets = new Set<Socket>();
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  // The web terminal's WebSocket (/XTerm?id=): createTerminalSession answers /ws/terminal/<id>?ticket=; the
  // ticket is checked (single use, that instance, still running) and a simulated shell answers (lib/terminal.ts).
  const terminals = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const match = /^\/ws\/terminal\/([^/]+)$/.exec(url.pathname);
    const inst = match
      ? openTerminal(
          state,
          decodeURIComponent(match[1]),
          url.searchParams.get('ticket'),
          req.socket.remoteAddress ?? null,
        )
      : null;
    if (!inst) {
      socket.end(
        `HTTP/1.1 ${match ? '401 Unauthorized' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    terminals.handleUpgrade(req, socket, head, (ws: WebSocket) => {
      const send = (message: object) => {
        if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
      };
      const shell = new SimulatedShell(
        {
          instanceId: String(inst.id),
          instanceName: String(inst.name),
          gpuModel: String(inst.gpuModel ?? 'GPU'),
          gpuCount: Number(inst.gpuCount) || 0,
          baseImage: String(inst.baseImage ?? ''),
        },
        {
          output: (data) => send({ type: 'output', data }),
          exit: () => {
            send({ type: 'exit', code: 0 });
            ws.close(1000, 'logout');
          },
        },
        () => state.now(),
      );
      ws.on('message', (raw) => {
        let message: { type?: string; data?: unknown } | null = null;
        try {
          message = JSON.parse(String(raw)) as { type?: string; data?: unknown };
        } catch {
          message = { type: 'input', data: String(raw) };
        }
        if (message?.type === 'input' && typeof message.data === 'string') shell.input(message.data);
        else if (message?.type === 'resize')
          shell.resize((message as { cols?: unknown }).cols, (message as { rows?: unknown }).rows);
      });
      // The shell ends with its container: a restart, reset, release or archive closes the socket (1012).
      const unwatch = watchTerminal(state, String(inst.id), (reason) => {
        send({ type: 'output', data: `\r\n\x1b[33mConnection closed: ${reason}\x1b[0m\r\n` });
        ws.close(1012, reason);
      });
      ws.on('close', unwatch);
      shell.start();
    });
  });

  if (options.collectBeforeListening) collectStartupGarbage();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    // loopback only unless told otherwise: the test hooks (faults, the request log, reset) are for local tests
    server.listen(
      options.port ?? envNum('MOCK_PORT', 3001),
      options.host ?? (process.env.MOCK_HOST || '127.0.0.1'),
      () => resolve(),
    );
  });
  const port = (server.address() as AddressInfo).port;
  let closed = false;
  return {
    app,
    server,
    state,
    hooks,
    spec,
    port,
    url: `http://localhost:${port}`,
    readCache: () => api.cacheStats(),
    close: () =>
      new Promise<void>((resolve) => {
        if (closed) return resolve();
        closed = true;
        for (const client of terminals.clients) client.terminate();
        terminals.close();
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
  };
}

const HELP = `AISpace mock API (json-server 0.17 + openapi.yaml)

Usage: tsx server-mock/server.ts [--port N] [--static <dir>] [--help]

Options:
  --port N          port to listen on (default: MOCK_PORT or 3001)
  --static <dir>    also serve the built app from <dir> on the same origin (single-page fallback)
  --help            show this help

Environment:
  MOCK_PORT         port (default 3001)
  MOCK_HOST         interface to listen on (default 127.0.0.1, loopback only; 0.0.0.0 for every interface)
  MOCK_SCALE        multiply every fixture list by N (default 1; 100 gives 13,000 instances)
  MOCK_TICK_MS      ms per lifecycle step (default 800: a deploy's 12 steps take about 10 s)
  MOCK_LATENCY_MS   extra delay added to every /api call (default 0)
  MOCK_QUIET=1      no per-request log lines
  MOCK_SILENT=1     no "[mock] ..." notices (verification codes, invitations) either
  MOCK_VALIDATE_RESPONSES=0  do not validate responses (default: validate, violations answer 500)
  MOCK_VALIDATOR=eov         validate with express-openapi-validator (per-route compile on first use)

Test hooks: POST /__mock__/reset, POST|DELETE|GET /__mock__/faults, GET|DELETE /__mock__/requests?path=,
            POST /__mock__/clock {advanceMs}, GET /__mock__/operations, GET /__mock__/db/<Collection>
Accounts: demo@aispace.dev / Demo@1234, admin@aispace.dev / Admin@1234, member@aispace.dev / Member@1234,
          neworg@aispace.dev / Neworg@1234; verification code 123456; invitation codes INVITE-DEMO-2026
          (for invitee@aispace.dev, not registered yet) and INVITE-NEWORG-2026 (for neworg@aispace.dev).
`;

function parseArgs(argv: string[]): { port?: number; staticDir?: string; help: boolean } {
  const out: { port?: number; staticDir?: string; help: boolean } = { help: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.indexOf('=');
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const inline = eq > 0 ? a.slice(eq + 1) : undefined;
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new Error(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') out.help = true;
    else if (flag === '--port' || flag === '-p') {
      out.port = Number(value());
      if (!Number.isInteger(out.port) || out.port < 0 || out.port > 65535)
        throw new Error(`--port needs a port number`);
    } else if (flag === '--static') out.staticDir = value();
    else throw new Error(`Unknown option ${a} (see --help)`);
  }
  return out;
}

/**
 * The mock as a process keeps its old generation within 10% of what the last full collection left: V8 otherwise lets a
 * large heap grow to about twice its live size before it collects (at MOCK_SCALE=1000, ~600 MB of data: up to
 * ~600 MB more resident memory). More frequent full collections are the cost. Only the CLI sets it (a flag of the
 * whole process: a test runner embedding createMockServer keeps its own).
 */
function boundHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=10');
}

/**
 * One full collection, the last thing before listening. Building the fixtures (at MOCK_SCALE=1000, ~600 MB of data)
 * leaves garbage and, most times, a collection under way; the first seconds of serving otherwise finished it: ~500 ms
 * of marking, in steps on the main thread and on a second thread (the other core of a 2-core machine, where a client
 * runs too), then a 6–15 ms pause that held up every call in flight. Started here, the heap's next limit follows
 * what the data really holds. `gc` is exposed for this once (a flag of the whole process, read by new contexts).
 */
function collectStartupGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function main(): Promise<void> {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    console.error(String((e as Error).message));
    process.exit(2);
  }
  if (args.help) {
    process.stdout.write(HELP);
    return;
  }
  boundHeapGrowth();
  const mock = await createMockServer({
    port: args.port,
    staticDir: args.staticDir,
    compileAtStart: true,
    collectBeforeListening: true,
  });
  console.log(`AISpace mock API listening on http://localhost:${mock.port}`);
  const stop = (): void => {
    void mock.close().then(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
