// AI deploy: quotes and deployments with their progress, the deploy and release history, the deployed (assembly)
// services a deployment leaves (scale, restart, versions, logs) and offline environments.
// Long operations advance on the clock (MOCK_TICK_MS per step) through the scheduler, lazily.
import crypto from 'node:crypto';
import { DEPLOY_GPU_COUNTS } from '../../src/validation/rules';
import { decorateInstance } from '../fixtures/instances';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { requireUser, type Ctx, type Handler } from '../lib/context';
import { childrenOf, ensureCollection } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { allocateGpus, capacityProblem } from '../lib/gpus';
import { finishRecord, instances, record, setStatus } from '../lib/instanceLifecycle';
import { logChunk, logPageFor, signLogDownload, timeOfLine, type Painter, type RunLog } from '../lib/logs';
import { text } from '../lib/messages';
import { newOrder } from '../lib/orders';
import { deployGpuPrice, refuseUnaffordable } from '../lib/preflight';
import { DAY, iso } from '../lib/time';
import type { MockState } from '../state';
import { VIEWS, assertCanModify, checkFieldRules, findRow, insertRow, listRows, view } from './generic';

export const DEPLOY_STEPS = [
  'allocate_host',
  'allocate_block_device',
  'allocate_vxlan',
  'allocate_cephfs',
  'allocate_frp_ports',
  'pull_image',
  'create_container',
  'create_frp',
  'cache_data_image',
  'start_container',
  'allocate_portal_link',
  'create_portal_link',
] as const;
/** the instance is created_success once start_container is done, running once the portal link is */
const CREATED_AT_STEP = DEPLOY_STEPS.indexOf('start_container') + 1;

/** Why a step failed (its message in the progress, and the last line of the deployment log). */
const failureOf = (step: string): string =>
  step === 'pull_image' ? 'manifest unknown for the requested tag' : 'step failed';

/** Where a deployment stands at `now`: the step it is at, whether it failed there or is done. */
function deploymentState(row: Row, now: number) {
  const t0 = Number(row._t0);
  const tick = Number(row._tick);
  const k = Math.floor((now - t0) / tick);
  const failAt = row._failAt === null || row._failAt === undefined ? -1 : Number(row._failAt);
  const failed = failAt >= 0 && k >= failAt;
  return { t0, tick, k, failAt, failed, done: !failed && k >= DEPLOY_STEPS.length };
}

// -------------------------------------------------------------------------------------------- views

/** Steps of a deployment computed from its start and tick: done, running, pending (or failed). */
VIEWS.Deployment = (row, ctx) => {
  const { t0, tick, k, failAt, failed, done } = deploymentState(row, ctx.now);
  const inst = ctx.state.collection('Instance').get(row.instanceId);
  const steps = DEPLOY_STEPS.map((name, i) => {
    const startedAt = iso(t0 + i * tick);
    const finishedAt = iso(t0 + (i + 1) * tick);
    if (failAt >= 0 && i === failAt && k >= i)
      return {
        name,
        state: 'failed',
        startedAt,
        finishedAt,
        message: failureOf(name),
      };
    if (failAt >= 0 && i > failAt) return { name, state: 'pending', startedAt: null, finishedAt: null, message: null };
    if (i < k)
      return {
        name,
        state: 'done',
        startedAt,
        finishedAt,
        message: name === 'pull_image' && inst ? `Pulled ${inst.baseImage}` : null,
      };
    if (i === k)
      return {
        name,
        state: 'running',
        startedAt,
        finishedAt: null,
        message:
          name === 'pull_image' ? `${Math.min(99, Math.round(((ctx.now - t0 - i * tick) / tick) * 100))}%` : null,
      };
    return { name, state: 'pending', startedAt: null, finishedAt: null, message: null };
  });
  return {
    ...row,
    steps,
    status: failed ? 'failed' : done ? 'done' : 'running',
    accessUrl: done && inst ? (inst.accessUrl ?? `https://${inst.id}.aispace.dev`) : null,
    sshCommand: done && inst ? (inst.sshCommand ?? null) : null,
  };
};

// ------------------------------------------------------------------------------------------ deploy

/**
 * The price of one GPU for a billing mode (deployGpuPrice, shared with the preflight): the service's own prices are
 * those of its default GPU model; another model it offers costs that model's hourly price.
 */
const priceOf = deployGpuPrice;
function quoteFor(ctx: Ctx, service: Row): Row {
  const b = ctx.body;
  const count = Number(b.gpuCount);
  const problem = capacityProblem(ctx.state, String(b.gpuModel), count, b.dedicatedRequestId as string | undefined);
  if (problem === 'noAvailableResources') breach(ctx, 'noAvailableResources');
  if (problem === 'noComputeResources') breach(ctx, 'noComputeResources');
  const unit =
    Math.round(priceOf(service, String(b.billingMode), String(b.gpuModel ?? '')) * Math.max(1, count) * 100) / 100;
  return {
    serviceId: service.id,
    gpuCount: count,
    billingMode: b.billingMode,
    payType: b.payType,
    unitPrice: unit,
    amount: unit,
    currency: 'CNY',
    available: true,
  };
}

/** The deployed (assembly) service a finished deployment leaves behind, operable from the deploy history. */
function deployedService(state: MockState, inst: Row, at: number): Row {
  const id = state.nextId('asm-');
  const assemAddr = `asm-${crypto.createHash('sha1').update(`${id}:${inst.id}`).digest('hex').slice(0, 4)}`;
  return ensureCollection(state, 'AssemblyService').insert({
    id,
    assemAddr,
    name: inst.name,
    status: 'running',
    version: '1',
    image: inst.baseImage,
    replicas: 1,
    readyReplicas: 1,
    gpuPerReplica: Number(inst.gpuCount) || 0,
    endpoint: `https://${assemAddr}.aispace.dev`,
    updatedAt: iso(at),
    _deployedBy: inst.id,
    _org: inst._org,
    _owner: inst._owner,
  });
}

/**
 * The choices the wizard offers, checked again: one of the service's images and GPU models, and a GPU count of
 * DEPLOY_GPU_COUNTS (a model the platform lacks, or more GPUs than a machine holds, is a capacity refusal instead).
 */
function checkOffered(ctx: Ctx, service: Row): void {
  const b = ctx.body;
  const count = Number(b.gpuCount);
  const notOffered = (field: string, value: unknown): never => {
    throw new BusinessError('NOT_OFFERED', `${text('notOffered', ctx.lang)}: ${field} ${String(value)}`, 200, 2);
  };
  if (b.image !== undefined) {
    const images = [...((service.images as string[] | undefined) ?? []), service.baseImage];
    if (!images.includes(b.image)) notOffered('image', b.image);
  }
  if (count <= Math.max(...DEPLOY_GPU_COUNTS) && !(DEPLOY_GPU_COUNTS as readonly number[]).includes(count))
    notOffered('gpuCount', b.gpuCount);
  // On a dedicated request its GPUs decide the model.
  if (b.dedicatedRequestId) return;
  const models = [...((service.gpuModels as string[] | undefined) ?? []), service.gpuModel];
  const platformHasIt = capacityProblem(ctx.state, String(b.gpuModel), 1) !== 'noAvailableResources';
  if (platformHasIt && !models.includes(b.gpuModel)) notOffered('gpuModel', b.gpuModel);
}

const getDeploymentQuote: Handler = (ctx) => {
  const service = findRow(ctx, 'DeployService', ctx.body.serviceId);
  checkOffered(ctx, service);
  return quoteFor(ctx, service);
};

const createDeployment: Handler = (ctx) => {
  const user = requireUser(ctx);
  checkFieldRules(ctx);
  const b = ctx.body;
  const service = findRow(ctx, 'DeployService', b.serviceId);
  checkOffered(ctx, service);
  if (b.dedicatedRequestId) {
    const ded = findRow(ctx, 'DedicatedRequest', b.dedicatedRequestId);
    if (!['active', 'allocated'].includes(String(ded.status))) breach(ctx, 'invalidState');
  }
  // Quotas and funds, as the preflight answers them, before capacity and before anything is written.
  refuseUnaffordable(ctx, 'deploy');
  const quote = quoteFor(ctx, service);
  const state = ctx.state;
  const tick = state.options.tickMs;
  const clash = instances(state)
    .where('_org', ctx.org?.ugroupId)
    .some((i) => i.name === b.name && i.status !== 'removed_success');
  if (clash) breach(ctx, 'nameExists');
  const id = state.nextId('ins-');
  const inst: Row = {
    id,
    name: b.name,
    type: b.type,
    status: 'creating',
    description: b.description ?? null,
    builder: user.username,
    createdAt: iso(ctx.now),
    updatedAt: iso(ctx.now),
    runtimeSeconds: 0,
    tools: [],
    baseImage: b.image,
    latestImage: null,
    gpuModel: b.gpuModel,
    gpuCount: Number(b.gpuCount),
    nodeId: null,
    serviceId: service.id,
    accessUrl: null,
    sshCommand: null,
    publicAccess: false,
    publicUrl: null,
    computeNetwork: b.computeNetwork === true,
    billingMode: b.billingMode,
    payType: b.payType,
    dedicatedRequestId: b.dedicatedRequestId ?? null,
    _org: ctx.org?.ugroupId ?? null,
    _owner: user.userId,
    _startedAt: 0,
    _gpuIds: [],
  };
  allocateGpus(ctx, inst, String(b.gpuModel), Number(b.gpuCount), b.dedicatedRequestId as string | undefined);
  decorateInstance(inst);
  instances(state).insert(inst);
  const order = newOrder(ctx, {
    category: 'aiDeploy',
    serviceType: 'AI deployment',
    configuration: `${b.gpuCount}x ${String(b.gpuModel).replace('NVIDIA ', '')} / ${service.name}`,
    billingMode: b.billingMode,
    payType: b.payType,
    price: quote.unitPrice,
    quantity: 1,
    amount: quote.amount,
    serviceName: inst.name,
    serviceAddress: inst.id,
  });
  const dep = state.collection('Deployment').insert({
    deploymentId: state.nextId('dep-'),
    instanceId: id,
    orderId: order.orderId,
    status: 'running',
    steps: [],
    accessUrl: null,
    sshCommand: null,
    createdAt: iso(ctx.now),
    _t0: ctx.now,
    _tick: tick,
    _failAt: null,
    _org: inst._org,
    _owner: user.userId,
  });
  const rec = record(state, inst, 'deploy', user.username, ctx.now);
  state.collection('DeployRecord').update(rec.id, { deploymentId: dep.deploymentId });
  state.scheduler.at(ctx.now + CREATED_AT_STEP * tick, (at) => {
    if (inst.status === 'creating') setStatus(state, inst, 'created_success', at, { _startedAt: at });
  });
  state.scheduler.at(ctx.now + DEPLOY_STEPS.length * tick, (at) => {
    if (inst.status === 'created_success' || inst.status === 'creating') {
      setStatus(state, inst, 'running', at, { _startedAt: Number(inst._startedAt) || at });
      finishRecord(state, rec, at, 'success');
      const asm = deployedService(state, inst, at);
      state.collection('DeployRecord').update(rec.id, { assemblyId: asm.id, assemAddr: asm.assemAddr });
    }
  });
  return view(ctx, 'Deployment', dep);
};

const getDeploymentProgress: Handler = (ctx) =>
  view(ctx, 'Deployment', findRow(ctx, 'Deployment', ctx.body.deploymentId));

// ------------------------------------------------------------------------------------------ deployment log

/** What each step prints while it works (h: a number per line). */
const STEP_LINES: Record<string, (h: number, inst: Row | undefined, c: Painter) => string> = {
  allocate_host: (h, inst) =>
    `scheduling ${inst?.gpuCount ?? 1}x ${String(inst?.gpuModel ?? 'GPU')} on gpu-node-0${h % 8}`,
  allocate_block_device: (h) => `attaching block device /dev/vd${'bcdefgh'[h % 7]} (100 GiB)`,
  allocate_vxlan: (h) => `vxlan vni ${4096 + (h % 4000)} up, mtu 1450`,
  allocate_cephfs: (h) => `cephfs mounted at /root/data (${1 + (h % 9)} ms round trip)`,
  allocate_frp_ports: (h) => `reserved frp port ${20000 + (h % 10000)}`,
  pull_image: (h, inst, c) =>
    `pulling ${String(inst?.baseImage ?? 'image')}: layer sha256:${(h >>> 0).toString(16).padStart(8, '0')} ${c('36', `${h % 100}%`)}`,
  create_container: (h) => `container ${(h >>> 0).toString(16).padStart(8, '0')} created`,
  create_frp: (h) => `frp tunnel ${20000 + (h % 10000)} -> 22 up`,
  cache_data_image: (h) => `cached data image layer ${1 + (h % 16)}/16`,
  start_container: (h) => `health check ${1 + (h % 5)}: ${h % 3 ? 'waiting for the service' : 'ok'}`,
  allocate_portal_link: (h) => `portal link slot ${h % 64} reserved`,
  create_portal_link: (h, inst) =>
    `portal link https://${String(inst?.id ?? 'instance')}.aispace.dev ready (${h % 50} ms)`,
};

const DEPLOY_WARNINGS = [
  'registry answered slowly (2.1 s); retrying the layer',
  'host clock drift 120 ms; continuing',
  'data image cache miss; reading from object storage',
];

/**
 * A deployment's log: lines from its start, each written by the step running at that time (the line's source); a
 * step's first line says it started. A failed deployment ends with its failing step's errors; a finished or failed
 * one stays readable.
 */
function deploymentRun(ctx: Ctx, row: Row): RunLog {
  const { t0, tick, failAt, failed, done } = deploymentState(row, ctx.now);
  const inst = ctx.state.collection('Instance').get(row.instanceId);
  const last = DEPLOY_STEPS.length - 1;
  const stepAt = (i: number): number =>
    Math.max(0, Math.min(failed ? failAt : last, Math.floor((timeOfLine(t0, i) - t0) / tick)));
  const failedStep = failed ? DEPLOY_STEPS[failAt] : '';
  const startsStep = (i: number): boolean => i === 0 || stepAt(i - 1) !== stepAt(i);
  return {
    key: `deployment:${String(row.deploymentId)}`,
    start: t0,
    // A failed step writes for half a tick, then its errors; a finished deployment's last line is its last step's.
    until: failed ? t0 + failAt * tick + Math.floor(tick / 2) : done ? t0 + DEPLOY_STEPS.length * tick - 1 : ctx.now,
    finished: failed || done,
    failed,
    failureOnly: true,
    failure: [
      `${failedStep}: ${failureOf(failedStep)}`,
      `deployment ${String(row.deploymentId)} stopped at ${failedStep}; the later steps did not run`,
    ],
    sources: [...DEPLOY_STEPS],
    warnings: DEPLOY_WARNINGS,
    debug: (h) => `agent ${h % 4}: poll ${h % 1000} ok`,
    sourceAt: (i) => DEPLOY_STEPS[stepAt(i)],
    infoAt: startsStep,
    info: (i, h, paint) => {
      const step = DEPLOY_STEPS[stepAt(i)];
      return startsStep(i) ? `${paint('1', `==> ${step}`)} started` : STEP_LINES[step](h, inst, paint);
    },
  };
}

const queryDeploymentLogPage: Handler = (ctx) =>
  logPageFor(ctx, deploymentRun(ctx, findRow(ctx, 'Deployment', ctx.body.id)));

const getDeploymentLogDownloadUrl: Handler = (ctx) => {
  const row = findRow(ctx, 'Deployment', ctx.body.id);
  return signLogDownload(ctx.state, deploymentRun(ctx, row), String(row.deploymentId), ctx.now);
};

const queryDeployHistory: Handler = (ctx) => listRows(ctx, 'DeployRecord', { equals: { kind: 'deploy' } });
const queryReleaseHistory: Handler = (ctx) => listRows(ctx, 'DeployRecord', { equals: { kind: 'release' } });

// ---------------------------------------------------------------------------- assembly services

function assembly(ctx: Ctx): Row {
  const a = findRow(ctx, 'AssemblyService', ctx.body.id);
  if (ctx.body.assemAddr && a.assemAddr !== ctx.body.assemAddr) breach(ctx, 'recordNotFound');
  return a;
}

function transition(ctx: Ctx, a: Row, status: string, patch: Row = {}): Row {
  const coll = ctx.state.collection('AssemblyService');
  coll.update(a.id, { status, updatedAt: iso(ctx.now), ...patch });
  ctx.state.scheduler.at(ctx.now + 2 * ctx.state.options.tickMs, () => {
    const cur = coll.get(a.id);
    if (cur?.status === status)
      coll.update(a.id, { status: 'running', readyReplicas: cur.replicas, updatedAt: iso(ctx.state.now()) });
  });
  return a;
}

/** The detail checks the address too, so /assembly-service-ops/:id/:assemAddr with a wrong address is not found. */
const getAssemblyService: Handler = (ctx) => assembly(ctx);

const scaleAssemblyService: Handler = (ctx) => {
  const a = assembly(ctx);
  assertCanModify(ctx, a);
  return transition(ctx, a, 'scaling', { replicas: Number(ctx.body.replicas) });
};

const restartAssemblyService: Handler = (ctx) => {
  const a = assembly(ctx);
  assertCanModify(ctx, a);
  return transition(ctx, a, 'restarting', { readyReplicas: 0 });
};

function versionsOfAssembly(ctx: Ctx, a: Row): Row[] {
  return childrenOf(ctx.state, 'AssemblyVersion', String(a.id), (rng) =>
    Array.from({ length: Math.max(Number(a.version) || 1, 3) }, (_, i) => ({
      version: String(i + 1),
      image: `${String(a.image).split(':')[0]}:${i + 1}`,
      current: String(i + 1) === String(a.version),
      createdBy: rng.pick(['demo', 'admin']),
      createdAt: iso(Date.parse(String(a.updatedAt)) - (Number(a.version) - i) * 3 * DAY),
      note: i === 0 ? 'First release' : rng.bool(0.5) ? 'Performance fixes' : null,
    })),
  );
}

const queryAssemblyVersions: Handler = (ctx) => {
  const a = assembly(ctx);
  const rows: Row[] = versionsOfAssembly(ctx, a).map((v) => ({ ...v, current: v.version === String(a.version) }));
  const b = ctx.body;
  const size = Number(b.pageSize ?? 10);
  const num = Number(b.pageNum ?? 1);
  const sorted = [...rows].sort((x, y) => Number((y as Row).version) - Number((x as Row).version));
  return { list: sorted.slice((num - 1) * size, num * size), total: rows.length, pageNum: num, pageSize: size };
};

const switchAssemblyVersion: Handler = (ctx) => {
  const a = assembly(ctx);
  assertCanModify(ctx, a);
  const v = versionsOfAssembly(ctx, a).find((x) => x.version === String(ctx.body.version));
  if (!v) breach(ctx, 'recordNotFound');
  return transition(ctx, a, 'restarting', { version: v!.version, image: v!.image });
};

const queryAssemblyLogs: Handler = (ctx) => {
  const a = assembly(ctx);
  const replicas = Array.from({ length: Number(a.replicas) || 1 }, (_, i) => `replica-${i}`);
  const sources = ctx.body.replica ? [String(ctx.body.replica)] : replicas;
  return logChunk(String(a.id), Date.parse(String(a.updatedAt)) - DAY, ctx, sources, false);
};

/** A deployed service's log: every replica's lines since the day before its last change. */
function assemblyRun(a: Row, now: number): RunLog {
  const replicas = Array.from({ length: Number(a.replicas) || 1 }, (_, i) => `replica-${i}`);
  return {
    key: `assembly:${String(a.id)}`,
    start: Date.parse(String(a.updatedAt)) - DAY,
    until: now,
    finished: false,
    sources: replicas,
  };
}

const queryAssemblyLogPage: Handler = (ctx) =>
  logPageFor(ctx, assemblyRun(assembly(ctx), ctx.now), ctx.body.replica ? String(ctx.body.replica) : undefined);

const getAssemblyLogDownloadUrl: Handler = (ctx) => {
  const a = assembly(ctx);
  const replica = ctx.body.replica ? String(ctx.body.replica) : undefined;
  return signLogDownload(
    ctx.state,
    assemblyRun(a, ctx.now),
    replica ? `${a.id}-${replica}` : String(a.id),
    ctx.now,
    replica,
  );
};

const createOfflineEnv: Handler = (ctx) => {
  checkFieldRules(ctx);
  const row = insertRow(ctx, 'OfflineEnv', { status: 'building', sizeBytes: null, packages: ctx.body.packages ?? [] });
  ctx.state.scheduler.at(ctx.now + 5 * ctx.state.options.tickMs, () => {
    if (ctx.state.collection('OfflineEnv').has(row.id))
      ctx.state.collection('OfflineEnv').update(row.id, { status: 'ready', sizeBytes: 6_442_450_944 });
  });
  return row;
};

const getOfflineEnvDownloadUrl: Handler = (ctx) => {
  const env = findRow(ctx, 'OfflineEnv', ctx.body.id);
  if (env.status !== 'ready') breach(ctx, 'invalidState');
  return {
    url: `/files/signed/offline/${env.id}/${crypto.randomBytes(8).toString('hex')}`,
    fileName: `${env.name}.tar.gz`,
    expiresAt: iso(ctx.now + 3_600_000),
  };
};

export const deployHandlers: Record<string, Handler> = {
  getDeploymentQuote,
  createDeployment,
  getDeploymentProgress,
  queryDeploymentLogPage,
  getDeploymentLogDownloadUrl,
  queryDeployHistory,
  queryReleaseHistory,
  getAssemblyService,
  scaleAssemblyService,
  restartAssemblyService,
  queryAssemblyVersions,
  switchAssemblyVersion,
  queryAssemblyLogs,
  queryAssemblyLogPage,
  getAssemblyLogDownloadUrl,
  createOfflineEnv,
  getOfflineEnvDownloadUrl,
};
