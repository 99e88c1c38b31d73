// Instances: actions (release, restart, archive, reset, public access, images, data transfer, web terminal),
// archived instances and their restore, monitoring, logs and statistics, and the fixtures' own lifecycles.
// Long operations advance on the clock (MOCK_TICK_MS per step) through the scheduler, lazily.
import crypto from 'node:crypto';
import { mayActOnResource } from '../../src/validation/access';
import { GPU_MODELS } from '../fixtures/compute';
import { runtimeOf } from '../fixtures/instances';
import { seedOf } from '../fixtures/random';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import type { Ctx, Handler } from '../lib/context';
import { BusinessError } from '../lib/envelope';
import { HOLDS_GPUS, freeGpus, tryAllocate } from '../lib/gpus';
import { finishRecord, instances, record, setStatus } from '../lib/instanceLifecycle';
import { logPageFor, signLogDownload, type RunLog } from '../lib/logs';
import { text } from '../lib/messages';
import { noise } from '../lib/noise';
import { tarGz } from '../lib/tar';
import { iso } from '../lib/time';
import { instanceIdle } from '../lib/usage';
import type { MockState } from '../state';
import { VIEWS, assertCanModify, checkFieldRules, findRow, insertRow, listRows, view, viewOf } from './generic';

const RELEASE_TICKS = 3;
const ARCHIVE_TICKS = 3;
const RESTART_TICKS = 2;

// -------------------------------------------------------------------------------------------- views

VIEWS.Instance = (row, ctx) =>
  viewOf(row, {
    runtimeSeconds: runtimeOf(row, ctx.now),
    idle: instanceIdle(ctx.state, row, String(row._org), ctx.now),
  });

/** The instance list; `idle` is not stored: the idle rule over each instance's history decides it. */
const queryInstances: Handler = (ctx) => {
  const { idle, ...body } = ctx.body;
  if (typeof idle !== 'boolean') return listRows({ ...ctx, body }, 'Instance');
  return listRows({ ...ctx, body }, 'Instance', {
    where: (i) => instanceIdle(ctx.state, i, String(i._org), ctx.now) === idle,
  });
};

// ------------------------------------------------------------------------------------- bookkeeping

function logOperation(ctx: Ctx, inst: Row, operation: string, status = 'success', message: string | null = null): void {
  const coll = ctx.state.collection('OperationLog');
  coll.insert({
    id: ctx.state.nextId('op-'),
    time: iso(ctx.now),
    operator: ctx.user?.username ?? 'system',
    operation,
    target: inst.id,
    status,
    message,
    _org: inst._org,
    _owner: ctx.user?.userId,
  });
}

/** An audited action on the instance (audit management): who, from where, what, with its detail. */
function audit(ctx: Ctx, inst: Row, action: string, detail: string | null): void {
  ctx.state.collection('AuditLog').insert({
    id: ctx.state.nextId('aud-'),
    time: iso(ctx.now),
    operator: ctx.user?.username ?? 'system',
    action,
    target: inst.id,
    sourceIp: ctx.req.socket?.remoteAddress ?? null,
    result: 'success',
    detail,
    _org: inst._org,
    _owner: inst._owner,
  });
}

// -------------------------------------------------------------------------------- instance actions

function ownInstance(ctx: Ctx, id: unknown = ctx.body.id): Row {
  const inst = findRow(ctx, 'Instance', id);
  assertCanModify(ctx, inst);
  return inst;
}

function requireStatus(ctx: Ctx, inst: Row, allowed: string[]): void {
  if (!allowed.includes(String(inst.status))) breach(ctx, 'invalidState');
}

const RELEASABLE = ['running', 'created_success', 'created_failure', 'removed_failure', 'unknown', 'initial'];

export function startRelease(ctx: Ctx, inst: Row): void {
  requireStatus(ctx, inst, RELEASABLE);
  const state = ctx.state;
  setStatus(state, inst, 'removing', ctx.now);
  const rec = record(state, inst, 'release', ctx.user?.username ?? 'system', ctx.now);
  logOperation(ctx, inst, 'release');
  state.scheduler.at(ctx.now + RELEASE_TICKS * state.options.tickMs, (at) => {
    if (inst.status !== 'removing') return;
    freeGpus(state, inst);
    setStatus(state, inst, 'removed_success', at, { _stoppedAt: at, nodeId: null });
    stopBilling(state, inst);
    finishRecord(state, rec, at, 'success');
  });
}

/** A released instance is billed no more: its running deployment orders are completed. */
function stopBilling(state: MockState, inst: Row): void {
  const orders = state.collection('Order');
  for (const order of [...orders.where('category', 'aiDeploy')])
    if (order.serviceAddress === inst.id && ['active', 'paid'].includes(String(order.status)))
      orders.update(order.orderId, { status: 'completed' });
}

const releaseInstance: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  startRelease(ctx, inst);
  return view(ctx, 'Instance', inst);
};

/** A restart stops and starts the container: creating for a few ticks, then running with its switches as they were. */
const restart = (ctx: Ctx, inst: Row): void => {
  requireStatus(ctx, inst, ['running', 'created_success', 'unknown']);
  const state = ctx.state;
  logOperation(ctx, inst, 'restart');
  const kept = inst.status === 'unknown' ? {} : { publicAccess: inst.publicAccess, publicUrl: inst.publicUrl };
  setStatus(state, inst, 'creating', ctx.now);
  state.scheduler.at(ctx.now + RESTART_TICKS * state.options.tickMs, (at) => {
    if (inst.status === 'creating') setStatus(state, inst, 'running', at, { _startedAt: at, ...kept });
  });
};

const restartInstance: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  restart(ctx, inst);
  return view(ctx, 'Instance', inst);
};

const batch =
  (action: (ctx: Ctx, inst: Row) => void): Handler =>
  (ctx) => {
    const succeeded: string[] = [];
    const failed: Array<{ id: string; reason: string }> = [];
    for (const id of ctx.body.ids as string[]) {
      try {
        action(ctx, ownInstance(ctx, id));
        succeeded.push(id);
      } catch (e) {
        if (!(e instanceof BusinessError)) throw e;
        failed.push({ id, reason: e.message });
      }
    }
    return { succeeded, failed };
  };

const repairInstanceVxlan: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success', 'unknown']);
  logOperation(ctx, inst, 'repair_vxlan');
  return view(ctx, 'Instance', inst);
};

const setInstancePublicAccess: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const on = ctx.body.enabled === true;
  instances(ctx.state).update(inst.id, {
    publicAccess: on,
    publicUrl: on ? `https://pub-${String(inst.id)}.aispace.app` : null,
    updatedAt: iso(ctx.now),
  });
  logOperation(ctx, inst, on ? 'public_access.enable' : 'public_access.disable');
  if (on) audit(ctx, inst, 'port.expose', `https://pub-${String(inst.id)}.aispace.app`);
  return view(ctx, 'Instance', inst);
};

const setInstanceComputeNetwork: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const on = ctx.body.enabled === true;
  instances(ctx.state).update(inst.id, { computeNetwork: on, updatedAt: iso(ctx.now) });
  logOperation(ctx, inst, on ? 'compute_network.enable' : 'compute_network.disable');
  return view(ctx, 'Instance', inst);
};

const resetInstance: Handler = (ctx) => {
  checkFieldRules(ctx); // the reset phrase (src/validation/rules.ts: 初始化)
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success', 'unknown']);
  const state = ctx.state;
  setStatus(state, inst, 'creating', ctx.now);
  logOperation(ctx, inst, 'reset');
  state.scheduler.at(ctx.now + RESTART_TICKS * state.options.tickMs, (at) => {
    if (inst.status === 'creating') setStatus(state, inst, 'running', at, { _startedAt: at, latestImage: null });
  });
  return view(ctx, 'Instance', inst);
};

const saveInstanceImage: Handler = (ctx) => {
  checkFieldRules(ctx);
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const b = ctx.body;
  const image = insertRow(ctx, 'Image', {
    name: b.imageName,
    source: 'upload',
    sourceUrl: null,
    sourceUsername: null,
    hasSourcePassword: false,
    gitlabProjectId: null,
    fileName: null,
    pullCommand: `docker pull registry.aispace.dev/${ctx.org?.name ?? 'org'}/${b.imageName}:${b.version}`,
    version: String(b.version),
    tags: b.tags ?? [],
    description: b.description ?? null,
    sizeBytes: null,
    status: 'building',
  });
  instances(ctx.state).update(inst.id, { latestImage: `${b.imageName}:${b.version}` });
  ctx.state.scheduler.at(ctx.now + 3 * ctx.state.options.tickMs, () => {
    ctx.state
      .collection('Image')
      .update(image.id, { status: 'ready', sizeBytes: 7_516_192_768 + (seedOf(String(image.id)) % 4_000_000_000) });
  });
  logOperation(ctx, inst, 'save_image');
  return image;
};

/** Paths inside an instance are absolute, as the console's upload and download dialogs ask. */
function requireAbsolute(ctx: Ctx, path: unknown): void {
  if (path !== undefined && !String(path).startsWith('/')) breach(ctx, 'pathNotAbsolute');
}

const uploadInstanceData: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  requireAbsolute(ctx, ctx.body.targetPath);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const file = ctx.body.file as Row;
  const size = Buffer.from(String(file.contentBase64 ?? ''), 'base64').length;
  const dir = String(ctx.body.targetPath ?? '/root').replace(/\/$/, '');
  return {
    transferId: ctx.state.nextId('xfer-'),
    instanceId: inst.id,
    path: `${dir}/${file.fileName}`,
    sizeBytes: size,
    status: 'done',
  };
};

/** The links getInstanceDataDownloadUrl signed, by signature: what each one serves. */
const signedDownloads = new WeakMap<MockState, Map<string, SignedDownload>>();

export interface SignedDownload {
  fileName: string;
  contentType: string;
  body: Buffer;
}

/**
 * A path names a folder when it ends with `/` or its last part has no extension (`/root/output`): a folder comes
 * packed as `<folder>.tar.gz`, a file as itself.
 */
function downloadOf(inst: Row, path: string, now: number): SignedDownload {
  const parts = path.split('/').filter(Boolean);
  const last = parts[parts.length - 1] ?? 'root';
  const folder = path.endsWith('/') || !/\.[A-Za-z0-9]+$/.test(last);
  if (!folder)
    return {
      fileName: last,
      contentType: 'application/octet-stream',
      body: Buffer.from(`${path} of ${String(inst.name)} (${String(inst.id)})\n`),
    };
  return {
    fileName: `${last}.tar.gz`,
    contentType: 'application/gzip',
    body: tarGz([{ name: `${last}/README.txt`, text: `${path} of ${String(inst.name)} (${String(inst.id)})\n` }], now),
  };
}

/** What a signed link serves (undefined: unknown or for another instance). */
export function signedDownload(state: MockState, instanceId: string, signature: string): SignedDownload | undefined {
  return signedDownloads.get(state)?.get(`${instanceId}/${signature}`);
}

const getInstanceDataDownloadUrl: Handler = (ctx) => {
  const inst = findRow(ctx, 'Instance', ctx.body.id);
  requireAbsolute(ctx, ctx.body.path);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const p = String(ctx.body.path ?? '/root');
  audit(ctx, inst, 'file.download', p);
  const signature = crypto.randomBytes(8).toString('hex');
  const download = downloadOf(inst, p, ctx.now);
  let links = signedDownloads.get(ctx.state);
  if (!links) signedDownloads.set(ctx.state, (links = new Map()));
  links.set(`${String(inst.id)}/${signature}`, download);
  return {
    url: `/files/signed/${String(inst.id)}/${signature}`,
    fileName: download.fileName,
    expiresAt: iso(ctx.now + 15 * 60_000),
  };
};

const archiveInstance: Handler = (ctx) => {
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success', 'unknown']);
  const state = ctx.state;
  setStatus(state, inst, 'archiving', ctx.now);
  logOperation(ctx, inst, 'archive');
  const by = ctx.user?.username ?? 'system';
  state.scheduler.at(ctx.now + ARCHIVE_TICKS * state.options.tickMs, (at) => {
    if (inst.status !== 'archiving') return;
    freeGpus(state, inst);
    setStatus(state, inst, 'archived', at, { _stoppedAt: at, nodeId: null });
    state.collection('ArchivedInstance').insert({
      id: state.nextId('arc-'),
      instanceId: inst.id,
      name: inst.name,
      archivedBy: by,
      archivedAt: iso(at),
      baseImage: inst.baseImage,
      sizeBytes: 10_737_418_240 + (seedOf(String(inst.id)) % 50_000_000_000),
      recoveryStatus: null,
      _org: inst._org,
      _owner: inst._owner,
      _log: [],
    });
  });
  return view(ctx, 'Instance', inst);
};

/** A web terminal ticket: one connection to one instance, within a minute of the session call, for its caller. */
export interface TerminalTicket {
  instanceId: string;
  operator: string;
  /** who asked for it: the socket checks again that this user may still act on the instance */
  userId: string | null;
  expiresAt: number;
}
const terminalTickets = new WeakMap<MockState, Map<string, TerminalTicket>>();
const TERMINAL_TICKET_MS = 60_000;

const createTerminalSession: Handler = (ctx) => {
  // A shell is an action on the instance: the same rule as restart, release, ... (a Basic Member's own only).
  const inst = ownInstance(ctx);
  requireStatus(ctx, inst, ['running', 'created_success']);
  const ticket = `t-${crypto.randomBytes(12).toString('hex')}`;
  let tickets = terminalTickets.get(ctx.state);
  if (!tickets) terminalTickets.set(ctx.state, (tickets = new Map()));
  for (const [k, v] of tickets) if (v.expiresAt < ctx.now) tickets.delete(k);
  tickets.set(ticket, {
    instanceId: String(inst.id),
    operator: ctx.user?.username ?? 'system',
    userId: ctx.user ? String(ctx.user.userId) : null,
    expiresAt: ctx.now + TERMINAL_TICKET_MS,
  });
  // WebSocket endpoint for the terminal: see server.ts (upgrade on /ws/terminal/)
  return { url: `/ws/terminal/${inst.id}?ticket=${ticket}`, ticket, expiresAt: iso(ctx.now + TERMINAL_TICKET_MS) };
};

/**
 * Takes a terminal ticket (single use) for a connection to /ws/terminal/<instanceId>: the instance when the
 * ticket is valid for it and the instance still runs, else null. Opening the terminal is an audited action.
 */
export function openTerminal(
  state: MockState,
  instanceId: string,
  ticket: string | null,
  sourceIp: string | null,
): Row | null {
  const tickets = terminalTickets.get(state);
  const entry = ticket ? tickets?.get(ticket) : undefined;
  if (!entry || !ticket) return null;
  tickets!.delete(ticket);
  const now = state.now();
  state.scheduler.advance(now);
  if (entry.expiresAt < now || entry.instanceId !== instanceId) return null;
  const inst = instances(state).get(instanceId);
  if (!inst || !['running', 'created_success'].includes(String(inst.status))) return null;
  if (!mayStillActOn(state, entry.userId, inst)) return null;
  state.collection('AuditLog').insert({
    id: state.nextId('aud-'),
    time: iso(now),
    operator: entry.operator,
    action: 'terminal.open',
    target: inst.id,
    sourceIp,
    result: 'success',
    detail: null,
    _org: inst._org,
    _owner: inst._owner,
  });
  return inst;
}

/**
 * The socket's own check of the ticket's holder, as assertCanModify does for a call: a member of the instance's
 * organisation, and for a Basic Member only an instance they built (their role may have changed since the ticket).
 */
function mayStillActOn(state: MockState, userId: string | null, inst: Row): boolean {
  if (!userId) return false;
  const rel = state.relOf(userId, String(inst._org ?? ''));
  if (!rel) return false;
  return mayActOnResource(rel.role, inst._owner === undefined || inst._owner === userId);
}

// --------------------------------------------------------------------------------- archived/restore

function recoveryLog(state: MockState, archiveId: unknown): Row | undefined {
  return state.has('RecoveryLog') ? state.collection('RecoveryLog').get(archiveId) : undefined;
}

const restoreArchivedInstance: Handler = (ctx) => {
  const state = ctx.state;
  const arc = findRow(ctx, 'ArchivedInstance', ctx.body.id);
  assertCanModify(ctx, arc);
  if (arc.recoveryStatus === 'INITED') breach(ctx, 'invalidState');
  const inst = instances(state).get(arc.instanceId);
  if (!inst || inst.status !== 'archived') breach(ctx, 'invalidState');
  const tick = state.options.tickMs;
  const logs = state.collection('RecoveryLog');
  if (logs.has(arc.id)) logs.remove(arc.id);
  const entry = (at: number, status: string, message: string) => ({ time: iso(at), status, message });
  const log = logs.insert({
    archiveId: arc.id,
    instanceId: inst!.id,
    status: 'INITED',
    entries: [entry(ctx.now, 'INITED', 'Restore requested')],
    _org: arc._org,
    _owner: arc._owner,
  });
  state.collection('ArchivedInstance').update(arc.id, { recoveryStatus: 'INITED' });
  setStatus(state, inst!, 'restoring', ctx.now);
  logOperation(ctx, inst!, 'restore');
  const push = (at: number, status: string, message: string) => {
    logs.update(log.archiveId, { status, entries: [...(log.entries as Row[]), entry(at, status, message)] });
  };
  const fail = (at: number, message: string) => {
    push(at, 'FAILED', message);
    if (state.collection('ArchivedInstance').has(arc.id))
      state.collection('ArchivedInstance').update(arc.id, { recoveryStatus: 'FAILED' });
    setStatus(state, inst!, 'archived', at);
  };
  state.scheduler.at(ctx.now + tick, (at) => push(at, 'INITED', 'Restoring disk snapshot'));
  if (arc._failRestore) {
    state.scheduler.at(ctx.now + 2 * tick, (at) =>
      fail(at, 'Snapshot checksum mismatch: the archive is corrupt and cannot be restored'),
    );
    return logs.get(log.archiveId);
  }
  state.scheduler.at(ctx.now + 2 * tick, (at) => {
    if (!tryAllocate(state, inst!)) return fail(at, text('noComputeResources', ctx.lang));
    push(at, 'INITED', `Allocated ${inst!.gpuCount}x ${inst!.gpuModel} on ${inst!.nodeId}`);
    state.scheduler.at(at + tick, (at2) => push(at2, 'INITED', 'Starting container'));
    state.scheduler.at(at + 2 * tick, (at2) => {
      push(at2, 'SUCCESS', 'Instance is back online');
      setStatus(state, inst!, 'running', at2, { _startedAt: at2 });
      if (state.collection('ArchivedInstance').has(arc.id)) state.collection('ArchivedInstance').remove(arc.id);
    });
  });
  return logs.get(log.archiveId);
};

const queryRecoveryLog: Handler = (ctx) => {
  const log = recoveryLog(ctx.state, ctx.body.id);
  if (log && log._org === ctx.org?.ugroupId) return log;
  const arc = findRow(ctx, 'ArchivedInstance', ctx.body.id);
  return {
    archiveId: arc.id,
    instanceId: arc.instanceId,
    status: arc.recoveryStatus ?? 'INITED',
    entries:
      arc.recoveryStatus === 'SUCCESS'
        ? [{ time: arc.archivedAt, status: 'SUCCESS', message: 'Restored earlier' }]
        : [],
  };
};

const deleteArchivedInstance: Handler = (ctx) => {
  const arc = findRow(ctx, 'ArchivedInstance', ctx.body.id);
  assertCanModify(ctx, arc);
  if (arc.recoveryStatus === 'INITED') breach(ctx, 'invalidState');
  ctx.state.collection('ArchivedInstance').remove(arc.id);
  const inst = instances(ctx.state).get(arc.instanceId);
  if (inst && inst.status === 'archived') setStatus(ctx.state, inst, 'removed_success', ctx.now);
  return true;
};

// ----------------------------------------------------------------------- monitoring, logs, statistics

const RANGES: Record<string, { points: number; stepMs: number }> = {
  '1h': { points: 60, stepMs: 60_000 },
  '6h': { points: 72, stepMs: 300_000 },
  '24h': { points: 96, stepMs: 900_000 },
  '7d': { points: 84, stepMs: 7_200_000 },
};
const METRICS: Array<[string, string, number, number]> = [
  ['gpuUtilization', 'percent', 65, 30],
  ['vramUsage', 'MiB', 0, 0], // from the instance's GPUs
  ['cpuUtilization', 'percent', 38, 20],
  ['memoryUsage', 'MiB', 96000, 30000],
  ['networkIn', 'bytes/s', 42_000_000, 30_000_000],
  ['networkOut', 'bytes/s', 18_000_000, 12_000_000],
];

const queryInstanceMetrics: Handler = (ctx) => {
  const inst = findRow(ctx, 'Instance', ctx.body.id);
  const range = String(ctx.body.range ?? '1h');
  const { points, stepMs } = RANGES[range] ?? RANGES['1h'];
  const wanted = Array.isArray(ctx.body.metrics) && ctx.body.metrics.length ? new Set<string>(ctx.body.metrics) : null;
  const end = Math.floor(ctx.now / stepMs) * stepMs;
  const up = HOLDS_GPUS.has(String(inst.status));
  const startedAt = Number(inst._startedAt) || 0;
  const stoppedAt = Number(inst._stoppedAt) || Infinity;
  const phase = (seedOf(String(inst.id)) % 628) / 100;
  // VRAM in use stays within the VRAM of the instance's GPUs (one RTX 4090 holds 24 GiB), around 60 % of it.
  const vramMiB =
    Math.max(1, Number(inst.gpuCount) || 1) *
    (Object.values(GPU_MODELS).find((m) => m.model === inst.gpuModel)?.vramMiB ?? GPU_MODELS.rtx4090.vramMiB);
  const series = METRICS.filter(([m]) => !wanted || wanted.has(m)).map(([metric, unit, fixedBase, fixedAmp]) => {
    const [base, amp, cap] =
      metric === 'vramUsage' ? [0.6 * vramMiB, 0.25 * vramMiB, vramMiB] : [fixedBase, fixedAmp, Infinity];
    return {
      metric,
      unit,
      points: Array.from({ length: points }, (_, i) => {
        const t = end - (points - 1 - i) * stepMs;
        const alive = (up && t >= startedAt) || (t >= startedAt && t <= stoppedAt);
        const bucket = Math.floor(t / stepMs);
        let value = alive
          ? base + amp * Math.sin(t / 1_800_000 + phase) * 0.7 + amp * 0.3 * noise(`${inst.id}:${metric}`, bucket)
          : 0;
        if (unit === 'percent') value = Math.min(100, Math.max(0, value));
        value = Math.min(cap, Math.max(0, Math.round(value * 10) / 10));
        return { time: iso(t), value };
      }),
    };
  });
  return { instanceId: inst.id, range, series };
};

const PERIOD: Record<string, { points: number; stepMs: number; offsetMs: number }> = {
  today: { points: 24, stepMs: 3_600_000, offsetMs: 0 },
  yesterday: { points: 24, stepMs: 3_600_000, offsetMs: 86_400_000 },
  last7days: { points: 7, stepMs: 86_400_000, offsetMs: 0 },
  last15days: { points: 15, stepMs: 86_400_000, offsetMs: 0 },
};

const queryAccessStatistics: Handler = (ctx) => {
  const inst = findRow(ctx, 'Instance', ctx.body.instanceId);
  const period = String(ctx.body.period);
  const p = PERIOD[period] ?? PERIOD.today;
  const dayStart = Math.floor(ctx.now / 86_400_000) * 86_400_000 - p.offsetMs;
  const first = p.stepMs === 3_600_000 ? dayStart : dayStart - (p.points - 1) * p.stepMs;
  const series = Array.from({ length: p.points }, (_, i) => {
    const t = first + i * p.stepMs;
    const future = t > ctx.now;
    const scale = p.stepMs === 3_600_000 ? 1 : 24;
    const requests = future
      ? 0
      : Math.round((300 + 250 * Math.sin(i / 3) + 120 * noise(`${inst.id}:req`, t / p.stepMs)) * scale);
    return { time: iso(t), requests: Math.max(0, requests), visitors: Math.max(0, Math.round(requests / 28)) };
  });
  const totalRequests = series.reduce((s, x) => s + x.requests, 0);
  return { period, totalRequests, uniqueVisitors: Math.round(totalRequests / 140), series };
};

// ------------------------------------------------------------------------------------ container log

const ENDED = ['removed_success', 'removed_failure', 'created_failure', 'archived'];

/** An instance's container log: from its start to its release, failure or archive (kept after), or now. */
function instanceRun(inst: Row, now: number): RunLog {
  const status = String(inst.status);
  const start = Number(inst._startedAt) || Date.parse(String(inst.createdAt)) || now;
  const ended = ENDED.includes(status);
  return {
    key: `instance:${String(inst.id)}`,
    start,
    until: ended ? Number(inst._stoppedAt) || Date.parse(String(inst.updatedAt)) || now : now,
    finished: ended,
    failed: status === 'created_failure' || status === 'removed_failure',
    sources: ['container'],
  };
}

const queryInstanceLogPage: Handler = (ctx) =>
  logPageFor(ctx, instanceRun(findRow(ctx, 'Instance', ctx.body.id), ctx.now));

const getInstanceLogDownloadUrl: Handler = (ctx) => {
  const inst = findRow(ctx, 'Instance', ctx.body.id);
  return signLogDownload(ctx.state, instanceRun(inst, ctx.now), String(inst.id), ctx.now);
};

const byInstance =
  (collection: 'AuditLog' | 'OperationLog'): Handler =>
  (ctx) =>
    listRows(ctx, collection, { equals: { target: ctx.body.instanceId } });

// ------------------------------------------------------------------------------- fixture lifecycles

/** Fixture instances left creating/removing/archiving finish a few ticks after start. */
export function scheduleFixtureTransitions(state: MockState): void {
  for (const { id, at } of state.fixtureTransitions) {
    state.scheduler.at(at, (t) => {
      const inst = instances(state).get(id);
      if (!inst) return;
      if (inst.status === 'creating') setStatus(state, inst, 'running', t, { _startedAt: t });
      else if (inst.status === 'removing') {
        freeGpus(state, inst);
        setStatus(state, inst, 'removed_success', t, { _stoppedAt: t, nodeId: null });
      } else if (inst.status === 'archiving') {
        freeGpus(state, inst);
        setStatus(state, inst, 'archived', t, { _stoppedAt: t, nodeId: null });
        state.collection('ArchivedInstance').insert({
          id: state.nextId('arc-'),
          instanceId: inst.id,
          name: inst.name,
          archivedBy: inst.builder,
          archivedAt: iso(t),
          baseImage: inst.baseImage,
          sizeBytes: 21_474_836_480,
          recoveryStatus: null,
          _org: inst._org,
          _owner: inst._owner,
          _log: [],
        });
      }
    });
  }
}

export const instancesHandlers: Record<string, Handler> = {
  releaseInstance,
  restartInstance,
  releaseInstances: batch(startRelease),
  restartInstances: batch(restart),
  repairInstanceVxlan,
  setInstancePublicAccess,
  setInstanceComputeNetwork,
  resetInstance,
  saveInstanceImage,
  uploadInstanceData,
  getInstanceDataDownloadUrl,
  archiveInstance,
  createTerminalSession,
  restoreArchivedInstance,
  queryRecoveryLog,
  deleteArchivedInstance,
  queryInstances,
  queryInstanceMetrics,
  queryAccessStatistics,
  queryAuditLogs: byInstance('AuditLog'),
  queryOperationLogs: byInstance('OperationLog'),
  queryInstanceLogPage,
  getInstanceLogDownloadUrl,
};
