// The contract verification kit: exercises every operation of openapi.yaml against any server and reports where the
// server and the contract disagree. Run it with `npm run contract:verify -- --base-url URL` (scripts/contract-verify.ts)
// or in-process with runContractKit(). Checks, per operation:
//   valid         the operation's example (or a body built from its schema) answers an envelope valid for its status
//   no-session    a secured operation without a token, or with an unknown one, is refused with HTTP 403, before
//                 its body is even looked at (a bad body without a token is 403 too, not 400)
//   invalid:*     missing required, wrong type, extra field, too long, bad pattern, too deep JSON, too large body:
//                 refused with a status the operation declares (or a business refusal), within 2 s, never 5xx
//   foreign-org   a member of one organisation naming another organisation's ugroupAddr is refused NO_PERMISSION,
//                 reads and writes alike; so is a user without any organisation
// and across operations: the role table (a Basic Member cannot change roles, invite, remove members or act on
// another member's resources; an Admin cannot touch the Super Admin), invitations (codes never in list answers, a
// code cannot be redeemed by another email), and mass assignment (an update with fields the operation does not
// let change leaves them unchanged).
import http from 'node:http';
import https from 'node:https';
import { dataSchemaOf, flatten, resolved } from '../../server-mock/lib/schema';
import {
  isAccountOperation,
  loadSpec,
  DEFAULT_SPEC_FILE,
  type ApiSpec,
  type Operation,
  type Schema,
} from '../../server-mock/lib/spec';
import { compileValidation, type Validation } from '../../server-mock/lib/validator';
import { invalidVariants, validBody, type Body } from './requests';

export interface KitAccount {
  email: string;
  password: string;
}

export interface KitOptions {
  baseUrl: string;
  specFile?: string;
  /** owner: Super Admin of `org`; admin: Admin of `org`; member: Basic Member of `org` only; outsider: in no organisation */
  accounts: { owner: KitAccount; admin: KitAccount; member: KitAccount; outsider: KitAccount };
  /** ugroupAddr of the organisation owner, admin and member belong to */
  org: string;
  /** ugroupAddr of an organisation the member does not belong to */
  foreignOrg: string;
  /** a pending invitation code of `org` for an email none of the accounts has (its redemption by others is tried) */
  invitationCode?: string;
  /** an email verification code the server accepts (test servers only; leave out to skip the checks needing one) */
  emailCode?: string;
  /** only operations whose operationId matches */
  only?: RegExp;
  /** per request (default 15 s) */
  timeoutMs?: number;
  /** a refusal of a hostile body must come within this (default 2 s) */
  slowMs?: number;
  /** one line of progress (done: the phase ended) */
  progress?: (line: string) => void;
}

/** The mock's fixture accounts (server-mock/README.md): the defaults of the CLI. */
export const MOCK_DEFAULTS = {
  accounts: {
    owner: { email: 'demo@aispace.dev', password: 'Demo@1234' },
    admin: { email: 'admin@aispace.dev', password: 'Admin@1234' },
    member: { email: 'member@aispace.dev', password: 'Member@1234' },
    outsider: { email: 'neworg@aispace.dev', password: 'Neworg@1234' },
  },
  org: 'ug-7f3a9c2e',
  foreignOrg: 'ug-2b81d0aa',
  invitationCode: 'INVITE-DEMO-2026',
  emailCode: '123456',
} as const;

export interface CheckResult {
  operationId: string;
  check: string;
  outcome: 'pass' | 'fail' | 'skip';
  /** HTTP status answered (0: no answer) */
  status?: number;
  ms?: number;
  detail: string;
}

export interface KitReport {
  baseUrl: string;
  spec: string;
  startedAt: string;
  durationMs: number;
  operations: number;
  totals: { checks: number; passed: number; failed: number; skipped: number };
  byCheck: Record<string, { passed: number; failed: number; skipped: number }>;
  results: CheckResult[];
}

/** Run last, in this order: they end the session or the account. */
const LAST = ['logout', 'deleteUser'];
const DESTRUCTIVE =
  /^(delete|remove|unlink|revoke|abort|cancel|disable|release|archive|withdraw|convert|switchAccount|reset)/;

interface Answer {
  status: number;
  ms: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any server's JSON, checked against the schemas
  json: any;
  text: string;
  headers: Headers | null;
  error?: string;
}

type Who = keyof KitOptions['accounts'];

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

export async function runContractKit(options: KitOptions): Promise<KitReport> {
  const started = Date.now();
  const specFile = options.specFile ?? DEFAULT_SPEC_FILE;
  const loaded = loadSpec(specFile);
  if (!loaded) throw new Error(`contract not found: ${specFile}`);
  const spec: ApiSpec = loaded;
  const validation = compileValidation(spec);
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const slowMs = options.slowMs ?? 2_000;
  const results: CheckResult[] = [];
  const progress = options.progress ?? (() => undefined);
  const ops = spec.operations.filter((o) => !options.only || options.only.test(o.operationId));
  const failed = () => results.filter((r) => r.outcome === 'fail').length;
  let phase = '';
  let phaseDone = 0;
  let phaseTotal = 0;
  const tick = (): void =>
    progress(`${phase} ${phaseDone}/${phaseTotal} · ${results.length} checks · ${failed()} failed`);
  const startPhase = (name: string, total: number): void => {
    phase = name;
    phaseDone = 0;
    phaseTotal = total;
    tick();
  };
  const step = (): void => {
    phaseDone += 1;
    tick();
  };

  const record = (
    op: Operation | string,
    check: string,
    problem: string | null,
    answer?: Answer,
    okDetail = '',
  ): boolean => {
    results.push({
      operationId: typeof op === 'string' ? op : op.operationId,
      check,
      outcome: problem ? 'fail' : 'pass',
      status: answer?.status,
      ms: answer ? Math.round(answer.ms) : undefined,
      detail: problem ?? okDetail,
    });
    return !problem;
  };
  const skip = (op: Operation | string, check: string, why: string): void => {
    results.push({ operationId: typeof op === 'string' ? op : op.operationId, check, outcome: 'skip', detail: why });
  };

  async function send(
    path: string,
    text: string | undefined,
    token?: string,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'accept-language': 'en', ...extra };
    if (token) headers.authorization = token;
    const t0 = performance.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: text,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = await res.text();
      let json: unknown = undefined;
      try {
        json = JSON.parse(body);
      } catch {
        /* not JSON: reported by the checks */
      }
      return { status: res.status, ms: performance.now() - t0, json, text: body, headers: res.headers };
    } catch (e) {
      return {
        status: 0,
        ms: performance.now() - t0,
        json: undefined,
        text: '',
        headers: null,
        error: String((e as Error)?.message ?? e),
      };
    }
  }

  /** How long a large body waits for an answer to its headers alone (and a broken write for its answer). */
  const EARLY_ANSWER_MS = 1_000;

  /** A POST through node:http(s) that keeps an answer the server sends before it has read the whole body. */
  function sendEarly(path: string, text: string | undefined, token?: string): Promise<Answer> {
    const url = new URL(`${base}${path}`);
    const headers: Record<string, string | number> = {
      'content-type': 'application/json',
      'accept-language': 'en',
      'content-length': Buffer.byteLength(text ?? ''),
    };
    if (token) headers.authorization = token;
    const t0 = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      const done = (a: Omit<Answer, 'ms'>): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...a, ms: performance.now() - t0 });
      };
      const failed = (e: unknown): void =>
        done({ status: 0, json: undefined, text: '', headers: null, error: String((e as Error)?.message ?? e) });
      const req = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        const finish = (): void => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown = undefined;
          try {
            json = JSON.parse(body);
          } catch {
            /* not JSON: reported by the checks */
          }
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
          done({ status: res.statusCode ?? 0, json, text: body, headers: h });
        };
        res.on('end', finish);
        res.on('close', finish);
      });
      const timer = setTimeout(() => {
        req.destroy();
        failed(new Error(`no answer within ${timeoutMs} ms`));
      }, timeoutMs);
      // a write broken by the server closing after its answer is not a failure: the answer is what counts (it may
      // still be on its way when the write breaks, on a busy machine)
      req.on('error', (e) => setTimeout(() => failed(e), EARLY_ANSWER_MS));
      // the headers first: a server refusing by Content-Length answers before any of the body is sent; the body
      // goes only when no answer came by then (a fixed 150 ms wait sent it too soon on a loaded CI machine, and the
      // server's close after its 413 broke the write before the answer was read)
      req.flushHeaders();
      const sendBody = setTimeout(() => req.end(text), EARLY_ANSWER_MS);
      req.once('response', () => {
        clearTimeout(sendBody);
        req.end();
      });
    });
  }

  // ------------------------------------------------------------------------------------------------ sessions
  const tokens: Partial<Record<Who, string>> = {};
  const users: Partial<Record<Who, { userId?: string; username?: string }>> = {};
  const loginOp = spec.byId.get('login');
  async function signIn(who: Who): Promise<boolean> {
    const acc = options.accounts[who];
    if (!loginOp) return false;
    const r = await send(loginOp.path, JSON.stringify({ loginName: acc.email, password: acc.password }));
    const token = r.headers?.get('authorization');
    if (r.status === 200 && r.json?.success && token) {
      tokens[who] = token;
      const d = isObject(r.json.data) ? r.json.data : {};
      users[who] = {
        userId: typeof d.userId === 'string' ? d.userId : undefined,
        username: typeof d.username === 'string' ? d.username : undefined,
      };
      return true;
    }
    delete tokens[who];
    return false;
  }

  /** A call as `who`; a 403 (the session ended, e.g. a password change revoked it) signs in again and retries once. */
  async function as(who: Who, op: Operation, body: Body | string, org: string | null = options.org): Promise<Answer> {
    const text = typeof body === 'string' ? body : JSON.stringify(org ? { ugroupAddr: org, ...body } : body);
    let r = await send(op.path, text, tokens[who]);
    if (r.status === 403 && op.secured && (await signIn(who))) r = await send(op.path, text, tokens[who]);
    return r;
  }

  startPhase('sign-in', 4);
  for (const who of ['owner', 'admin', 'member', 'outsider'] as Who[]) {
    const ok = await signIn(who);
    record('login', `sign-in:${who}`, ok ? null : `${options.accounts[who].email} could not sign in`);
    step();
  }

  // ------------------------------------------------------------------------------------------------ helpers
  const declared = (op: Operation, status: number): boolean =>
    Object.prototype.hasOwnProperty.call(op.raw.responses ?? {}, String(status));
  const envelopeProblem = (op: Operation, r: Answer): string | null => {
    if (r.status === 0) return `no answer (${r.error})`;
    if (r.json === undefined) return `HTTP ${r.status}, not JSON: ${r.text.slice(0, 80)}`;
    const p = validation.response(op.path, r.status, r.json);
    return p ? `HTTP ${r.status}: ${p}`.slice(0, 400) : null;
  };
  const summary = (r: Answer): string =>
    r.status === 0
      ? `no answer (${r.error})`
      : `HTTP ${r.status} ${isObject(r.json) ? `${r.json.success ? 'success' : `${r.json.errorCode ?? ''} ${r.json.errorMessage ?? ''}`}` : r.text.slice(0, 60)}`.slice(
          0,
          240,
        );
  /** null when `r` is a refusal: a declared non-200 status with an error envelope, or HTTP 200 with success false. */
  const refusalProblem = (op: Operation, r: Answer, expected?: number[]): string | null => {
    if (r.status === 0) return `no answer (${r.error})`;
    if (r.status >= 500) return `server error: ${summary(r)}`;
    if (r.status === 200 && r.json?.success === true) return `accepted: ${summary(r)}`;
    if (expected && !expected.includes(r.status) && !(r.status === 200 && r.json?.success === false))
      return `expected HTTP ${expected.join(' or ')}, got ${summary(r)}`;
    if (r.status !== 200 && !declared(op, r.status)) return `HTTP ${r.status} is not declared by the operation`;
    return envelopeProblem(op, r);
  };
  const noPermissionProblem = (op: Operation, r: Answer): string | null => {
    if (r.status === 200 && r.json?.success === false && r.json?.errorCode === 'NO_PERMISSION')
      return envelopeProblem(op, r);
    return `expected NO_PERMISSION (HTTP 200, success false), got ${summary(r)}`;
  };
  const byId = (id: string): Operation | undefined => spec.byId.get(id);
  const bodies = new Map<string, Body>(ops.map((op) => [op.operationId, validBody(spec.doc, op)]));
  const ordered = orderForWalk(ops);

  // ---------------------------------------------------------------- roles, invitations (first: later writes may change members)
  startPhase('roles and invitations', 1);
  await roleChecks();
  step();

  // ------------------------------------------------------------------------------------------------ no session
  const secured = ordered.filter((o) => o.secured && !LAST.includes(o.operationId));
  startPhase('no-session', secured.length);
  for (const op of secured) {
    const body = JSON.stringify({ ugroupAddr: options.org, ...bodies.get(op.operationId) });
    for (const [check, token, text] of [
      ['no-session', undefined, body],
      ['unknown-session', 'kit-unknown-token-0000000000000000', body],
      ['no-session-bad-body', undefined, JSON.stringify({ ugroupAddr: options.org, kitUndeclaredField: [1] })],
    ] as const) {
      const r = await send(op.path, text, token);
      record(op, check, r.status === 403 ? envelopeProblem(op, r) : `expected HTTP 403, got ${summary(r)}`, r);
    }
    step();
  }

  // ------------------------------------------------------------------------------------------------ invalid bodies
  const withBodies = ordered.filter((o) => o.requestSchema && !LAST.includes(o.operationId));
  startPhase('invalid bodies', withBodies.length);
  const invalidOf = async (op: Operation, who: Who): Promise<void> => {
    const body = bodies.get(op.operationId) ?? {};
    for (const v of invalidVariants(spec.doc, op, body, op.secured ? options.org : undefined)) {
      // a server may answer 413 and close the connection before it has read the whole body: fetch then reports
      // only the broken write, so large bodies go through node:http, which keeps the early answer
      const post = v.kind === 'too-large' ? sendEarly : send;
      let r = await post(op.path, v.text, op.secured ? tokens[who] : undefined);
      if (r.status === 403 && op.secured && (await signIn(who))) r = await post(op.path, v.text, tokens[who]);
      const expected = v.kind === 'too-large' ? [413] : v.kind === 'too-deep' ? [400] : [400];
      let problem = refusalProblem(op, r, expected);
      if (!problem && (v.kind === 'too-large' || v.kind === 'too-deep') && r.ms > slowMs)
        problem = `refused after ${Math.round(r.ms)} ms (more than ${slowMs} ms)`;
      record(op, `invalid:${v.kind}`, problem ? `${v.what}: ${problem}` : null, r, v.what);
    }
  };
  for (const op of withBodies) {
    await invalidOf(op, 'owner');
    step();
  }

  // ------------------------------------------------------------------------------------------------ foreign organisation
  const scoped = ordered.filter((o) => o.secured && !isAccountOperation(o) && !LAST.includes(o.operationId));
  startPhase('foreign organisation', scoped.length);
  for (const op of scoped) {
    const body = bodies.get(op.operationId) ?? {};
    if (tokens.member) {
      const r = await as('member', op, body, options.foreignOrg);
      record(op, 'foreign-org', noPermissionProblem(op, r), r);
    } else skip(op, 'foreign-org', 'member could not sign in');
    if (tokens.outsider) {
      const r = await as('outsider', op, body, options.org);
      record(op, 'no-org', noPermissionProblem(op, r), r);
    } else skip(op, 'no-org', 'outsider could not sign in');
    step();
  }

  // ------------------------------------------------------------------------------------------------ mass assignment
  const updates = ordered.filter((o) => /^update[A-Z]/.test(o.operationId) && o.requestSchema);
  startPhase('mass assignment', updates.length);
  for (const op of updates) {
    await massAssignment(op);
    step();
  }

  // ------------------------------------------------------------------------------------------------ idempotency
  const keyed = ordered.filter((o) => declaresIdempotencyKey(spec.doc, o) && !LAST.includes(o.operationId));
  startPhase('idempotency', keyed.length);
  for (const op of keyed) {
    await idempotency(op);
    step();
  }

  // ------------------------------------------------------------------------------------------------ valid requests
  startPhase('valid requests', ordered.length);
  for (const op of ordered) {
    const body = bodies.get(op.operationId) ?? {};
    if (LAST.includes(op.operationId) && op.requestSchema) await invalidOf(op, 'owner');
    if (op.secured && !tokens.owner && !(await signIn('owner'))) {
      skip(op, 'valid', 'owner could not sign in');
      step();
      continue;
    }
    const r = op.secured ? await as('owner', op, body) : await send(op.path, JSON.stringify(body));
    let problem = envelopeProblem(op, r);
    if (!problem && r.status !== 200) problem = `a valid request was refused: ${summary(r)}`;
    record(op, 'valid', problem, r, r.json?.success ? 'success' : `business refusal ${r.json?.errorCode ?? ''}`);
    step();
  }

  // ------------------------------------------------------------------------------------------------ report
  const byCheck: KitReport['byCheck'] = {};
  for (const r of results) {
    const kind = r.check.startsWith('sign-in:')
      ? 'sign-in'
      : r.check.startsWith('role:') || r.check.startsWith('invitation:')
        ? r.check.split(':')[0]
        : r.check;
    const row = (byCheck[kind] ??= { passed: 0, failed: 0, skipped: 0 });
    if (r.outcome === 'pass') row.passed += 1;
    else if (r.outcome === 'fail') row.failed += 1;
    else row.skipped += 1;
  }
  const count = (o: CheckResult['outcome']) => results.filter((r) => r.outcome === o).length;
  return {
    baseUrl: base,
    spec: specFile,
    startedAt: new Date(started).toISOString(),
    durationMs: Date.now() - started,
    operations: ops.length,
    totals: { checks: results.length, passed: count('pass'), failed: count('fail'), skipped: count('skip') },
    byCheck,
    results,
  };

  // ================================================================================================ role table
  async function roleChecks(): Promise<void> {
    const members = byId('queryMembers');
    const updateRole = byId('updateMemberRole');
    const invite = byId('inviteMembers');
    const remove = byId('removeMembers');
    const invitations = byId('queryInvitations');
    const instances = byId('queryInstances');
    const release = byId('releaseInstance');
    const join = byId('joinInvitedAccount');
    const registerInvited = byId('registerWithInvitation');
    const ownerId = users.owner?.userId;
    const adminId = users.admin?.userId;
    const memberId = users.member?.userId;
    let otherMemberId: string | undefined;
    if (members && tokens.owner) {
      const r = await as('owner', members, { pageNum: 1, pageSize: 100, role: 'member' });
      const list: Array<{ userId?: string; role?: string }> = r.json?.data?.list ?? [];
      otherMemberId = list.find((m) => m.userId && m.userId !== memberId && m.role === 'member')?.userId;
    }
    /** `noPermission`: the answer must be NO_PERMISSION; else any refusal (e.g. a schema that does not admit it). */
    const refusedAs = async (
      name: string,
      who: Who,
      op: Operation | undefined,
      body: Body | undefined,
      noPermission = true,
    ): Promise<void> => {
      if (!op || !body || !tokens[who]) return skip(op ?? name, `role:${name}`, 'operation, account or data missing');
      const r = await as(who, op, body);
      record(op, `role:${name}`, noPermission ? noPermissionProblem(op, r) : refusalProblem(op, r), r, summary(r));
    };
    await refusedAs(
      'member-makes-self-admin',
      'member',
      updateRole,
      memberId ? { userId: memberId, role: 'admin' } : undefined,
    );
    await refusedAs(
      'member-sets-role',
      'member',
      updateRole,
      otherMemberId ? { userId: otherMemberId, role: 'admin' } : undefined,
    );
    await refusedAs('member-invites', 'member', invite, {
      emails: [`kit-role-${Date.now()}@example.org`],
      validityDays: 1,
      role: 'member',
    });
    await refusedAs('member-invites-admin', 'member', invite, {
      emails: [`kit-role-a${Date.now()}@example.org`],
      validityDays: 1,
      role: 'admin',
    });
    await refusedAs('member-removes-member', 'member', remove, adminId ? { userIds: [adminId] } : undefined);
    await refusedAs(
      'admin-demotes-super-admin',
      'admin',
      updateRole,
      ownerId ? { userId: ownerId, role: 'member' } : undefined,
    );
    await refusedAs('admin-removes-super-admin', 'admin', remove, ownerId ? { userIds: [ownerId] } : undefined);
    await refusedAs(
      'admin-invites-super-admin',
      'admin',
      invite,
      { emails: [`kit-role-s${Date.now()}@example.org`], validityDays: 1, role: 'superAdmin' },
      false,
    );
    // a Basic Member acts on their own resources only
    if (instances && release && tokens.owner && tokens.member) {
      const username = users.member?.username;
      const r = await as('owner', instances, { pageNum: 1, pageSize: 100 });
      const list: Array<{ id?: string; builder?: string; status?: string }> = r.json?.data?.list ?? [];
      const other = list.find((i) => i.id && i.builder && i.builder !== username && i.status === 'running');
      // refused in any way (NO_PERMISSION, or NOT_FOUND for what the member cannot see), and still running
      await refusedAs(
        'member-releases-others-instance',
        'member',
        release,
        other ? { id: other.id } : undefined,
        false,
      );
    } else skip('releaseInstance', 'role:member-releases-others-instance', 'operation or account missing');

    // invitations: codes go to the invited email only
    if (invitations) {
      for (const who of ['owner', 'admin', 'member'] as Who[]) {
        if (!tokens[who]) {
          skip(invitations, `invitation:no-codes-listed-${who}`, 'account could not sign in');
          continue;
        }
        const r = await as(who, invitations, { pageNum: 1, pageSize: 100 });
        const items: unknown[] = r.json?.success ? (r.json?.data?.list ?? []) : [];
        const leaked = items.filter((i) => isObject(i) && typeof i.code === 'string' && i.code !== '').length;
        record(
          invitations,
          `invitation:no-codes-listed-${who}`,
          r.status >= 500 || r.status === 0
            ? `server error: ${summary(r)}`
            : leaked
              ? `${leaked} of ${items.length} listed invitations carry their code`
              : null,
          r,
        );
      }
    }
    if (options.invitationCode && join && tokens.outsider) {
      const r = await as('outsider', join, { code: options.invitationCode }, null);
      record(join, 'invitation:code-of-another-email', refusalProblem(join, r), r);
    } else skip('joinInvitedAccount', 'invitation:code-of-another-email', 'no invitation code or outsider');
    if (options.invitationCode && options.emailCode && registerInvited) {
      const r = await send(
        registerInvited.path,
        JSON.stringify({
          code: options.invitationCode,
          email: `kit-other-${Date.now()}@example.org`,
          emailCode: options.emailCode,
          username: `kit_${Date.now() % 1_000_000}`,
          password: 'Kit@12345678',
          agreeTerms: true,
        }),
      );
      record(registerInvited, 'invitation:register-with-another-email', refusalProblem(registerInvited, r), r);
    } else skip('registerWithInvitation', 'invitation:register-with-another-email', 'no invitation or email code');
  }

  /**
   * The body with its id fields (`id`, `...Id`) naming an entity that exists: the first row of a list of the same
   * resource (an example's id may not exist on the server under test).
   */
  async function withExistingIds(op: Operation, body: Body): Promise<Body> {
    const out = { ...body };
    const request = flatten(spec.doc, op.requestSchema);
    const resource = op.path.split('/').slice(0, -1).join('/');
    const lists = spec.operations.filter((o) => o.path.startsWith(`${resource}/`) && /^query[A-Z]/.test(o.operationId));
    for (const k of request.required.filter((f) => f === 'id' || /[a-z]Id$/.test(f))) {
      for (const list of lists) {
        const r = await as('owner', list, { pageNum: 1, pageSize: 20 });
        const rows: unknown[] = r.json?.success && Array.isArray(r.json?.data?.list) ? r.json.data.list : [];
        // its own field, else `id` when the list is of that thing (groupId: queryComputeGroups)
        const noun = k === 'id' ? '' : k.slice(0, -2).replace(/^./, (c) => c.toUpperCase());
        const own = noun === '' || list.operationId.includes(noun);
        const row = rows.find((x) => isObject(x) && (typeof x[k] === 'string' || (own && typeof x.id === 'string')));
        if (isObject(row)) {
          out[k] = typeof row[k] === 'string' ? row[k] : row.id;
          break;
        }
      }
    }
    return out;
  }

  // ================================================================================================ idempotency
  /**
   * The same call twice with one Idempotency-Key answers the same (the first answer again, nothing written twice);
   * after a success, the key with another body is refused.
   */
  async function idempotency(op: Operation): Promise<void> {
    const who: Who = 'owner';
    if (op.secured && !tokens[who]) return skip(op, 'idempotency', 'owner could not sign in');
    const stamp = Date.now().toString(36);
    const body = { ...(bodies.get(op.operationId) ?? {}) };
    // a name of its own, so that the first call can succeed (a fixture may hold the example's name)
    if (typeof body.name === 'string') body.name = `${body.name}-k${stamp}`.slice(0, 60);
    const key = `kit-${stamp}-${Math.random().toString(36).slice(2, 10)}`;
    const text = JSON.stringify(op.secured ? { ugroupAddr: options.org, ...body } : body);
    const call = (t: string) => send(op.path, t, op.secured ? tokens[who] : undefined, { 'idempotency-key': key });
    const first = await call(text);
    const again = await call(text);
    let problem: string | null = null;
    if (first.status >= 500 || first.status === 0) problem = `server error: ${summary(first)}`;
    else if (again.status !== first.status || JSON.stringify(again.json) !== JSON.stringify(first.json))
      problem = `the same key answered ${summary(first)}, then ${summary(again)}`;
    record(op, 'idempotency', problem, again, summary(first));
    if (first.status === 200 && first.json?.success === true) {
      // one declared field changed (same length, so still valid), else an extra field
      const changed = JSON.parse(text) as Body;
      const field = Object.keys(changed).find(
        (k) => k !== 'ugroupAddr' && typeof changed[k] === 'string' && changed[k],
      );
      if (field) {
        const v = String(changed[field]);
        changed[field] = v.slice(0, -1) + (v.endsWith('x') ? 'y' : 'x');
      } else changed.kitOtherBody = true;
      const other = JSON.stringify(changed);
      const r = await call(other);
      record(op, 'idempotency-other-body', refusalProblem(op, r), r);
    }
  }

  // ================================================================================================ mass assignment
  async function massAssignment(op: Operation): Promise<void> {
    if (!tokens.owner) return skip(op, 'mass-assignment', 'owner could not sign in');
    const body = await withExistingIds(op, bodies.get(op.operationId) ?? {});
    const request = flatten(spec.doc, op.requestSchema);
    const data = flatten(spec.doc, dataSchemaOf(spec.doc, op.responseSchema));
    const stamp = `kit${Date.now().toString(36)}`;
    // the entity as it is: the update's answer to its valid body
    const before = await as('owner', op, body);
    // without an entity the update changes nothing and refuses anything: nothing to learn
    if (before.json?.success !== true) {
      skip(op, 'mass-assignment', `no entity to update (the valid update answered ${summary(before)})`);
      return;
    }
    const was: Record<string, unknown> = isObject(before.json.data) ? before.json.data : {};
    // fields the entity has and the update does not declare (status, creator, timestamps, ...)
    const injected: Body = {};
    for (const [k, s] of Object.entries<Schema>(data.properties)) {
      if (k in request.properties || k === 'id') continue;
      const r = resolved(spec.doc, s);
      if (Array.isArray(r.enum) && r.enum.length) {
        const other = r.enum.find((v: unknown) => v !== was[k]);
        if (other !== undefined) injected[k] = other;
      } else if (r.type === 'string' && !r.format) injected[k] = `${stamp}-${k}`;
      if (Object.keys(injected).length >= 4) break;
    }
    const readBack = async (needle: string): Promise<boolean> => {
      const resource = op.path.split('/').slice(0, -1).join('/');
      for (const read of spec.operations.filter(
        (o) => o.path.startsWith(`${resource}/`) && /^(get|query)[A-Z]/.test(o.operationId),
      )) {
        const req = flatten(spec.doc, read.requestSchema);
        const b: Body = {};
        for (const k of req.required) if (k !== 'ugroupAddr' && body[k] !== undefined) b[k] = body[k];
        if (req.required.some((k) => k !== 'ugroupAddr' && b[k] === undefined)) continue;
        if ('pageSize' in req.properties) b.pageSize = 100;
        const r = await as('owner', read, b);
        if (r.text.includes(needle)) return true;
      }
      return false;
    };
    if (Object.keys(injected).length) {
      const r = await as('owner', op, { ...body, ...injected });
      let problem: string | null = null;
      if (r.status >= 500 || r.status === 0) problem = `server error: ${summary(r)}`;
      else if (r.status === 200 && r.json?.success) {
        const d = isObject(r.json.data) ? r.json.data : {};
        const stored = Object.keys(injected).filter((k) => d[k] === injected[k] && was[k] !== injected[k]);
        const strings = Object.values(injected).filter((v) => typeof v === 'string' && v.startsWith(stamp)) as string[];
        const readLeak = strings.length && (await readBack(stamp));
        if (stored.length) problem = `accepted and stored ${stored.join(', ')}`;
        else if (readLeak) problem = `accepted; a read answers the injected value`;
      }
      record(
        op,
        'mass-assignment',
        problem ? `${Object.keys(injected).join(', ')}: ${problem}` : null,
        r,
        Object.keys(injected).join(', '),
      );
    } else skip(op, 'mass-assignment', 'no field outside the request');
    // fields marked x-immutable cannot change once set
    for (const [k, s] of Object.entries<Schema>(request.properties)) {
      const r0 = resolved(spec.doc, s);
      if (!(s['x-immutable'] === true || r0['x-immutable'] === true)) continue;
      if (r0.type !== 'string') continue;
      const value = `${stamp}-${k}`.slice(0, Math.max(1, r0.maxLength ?? 64)).replace(/[^a-z0-9-]/g, '-');
      const r = await as('owner', op, { ...body, [k]: value });
      let problem: string | null = null;
      if (r.status >= 500 || r.status === 0) problem = `server error: ${summary(r)}`;
      else if (r.status === 200 && r.json?.success) {
        const d = isObject(r.json.data) ? r.json.data : {};
        if (d[k] === value || (await readBack(value))) problem = `${k} changed although it is x-immutable`;
      }
      record(op, 'immutable-field', problem, r, k);
    }
  }
}

/** Whether the operation declares the `Idempotency-Key` header parameter. */
export function declaresIdempotencyKey(doc: Schema, op: Operation): boolean {
  return (op.raw.parameters ?? []).some((p: Schema) => {
    let r: Schema | undefined = p;
    for (let i = 0; r?.$ref && i < 10; i++)
      r = String(r.$ref)
        .slice(2)
        .split('/')
        .reduce<Schema | undefined>((o, k) => o?.[k], doc);
    return r?.in === 'header' && String(r.name).toLowerCase() === 'idempotency-key';
  });
}

/** Reads and creations first, destructive calls after, sign-out and account deletion last. */
export function orderForWalk(ops: Operation[]): Operation[] {
  const rank = (o: Operation): number =>
    LAST.includes(o.operationId) ? 10 + LAST.indexOf(o.operationId) : DESTRUCTIVE.test(o.operationId) ? 1 : 0;
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

/** The report as a table: one row per check, then the failures (at most `maxFailures`). */
export function formatReport(report: KitReport, maxFailures = 60): string {
  const rows = Object.entries(report.byCheck).sort(([a], [b]) => (a < b ? -1 : 1));
  const w = Math.max(12, ...rows.map(([k]) => k.length));
  const line = (a: string, b: string, c: string, d: string) =>
    `${a.padEnd(w)}  ${b.padStart(7)}  ${c.padStart(7)}  ${d.padStart(7)}`;
  const out = [line('check', 'passed', 'failed', 'skipped'), '-'.repeat(w + 27)];
  for (const [k, v] of rows) out.push(line(k, String(v.passed), String(v.failed), String(v.skipped)));
  out.push('-'.repeat(w + 27));
  out.push(line('total', String(report.totals.passed), String(report.totals.failed), String(report.totals.skipped)));
  const failures = report.results.filter((r) => r.outcome === 'fail');
  if (failures.length) {
    out.push('', `Failures (${failures.length}${failures.length > maxFailures ? `, first ${maxFailures}` : ''}):`);
    for (const f of failures.slice(0, maxFailures)) out.push(`  ${f.operationId} ${f.check}: ${f.detail}`);
  }
  out.push(
    '',
    `${report.operations} operations, ${report.totals.checks} checks in ${(report.durationMs / 1000).toFixed(1)} s against ${report.baseUrl}: ${report.totals.failed ? `${report.totals.failed} FAILED` : 'all passed'}`,
  );
  return out.join('\n');
}

export type { ApiSpec, Validation };
