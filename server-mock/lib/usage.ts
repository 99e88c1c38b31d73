// Allocation against use over time, for nodes, GPUs, dedicated requests and instances: made up on demand from seeds
// (no stored series), so a resource's history is the same on every call at the same clock, and the idle flag of the
// GPU and instance lists is the idle rule (src/validation/idle.ts) applied to this same history. Used by the compute
// handlers (history, idle policy, idle summary, the GPU list) and the instances handlers (the instance list).
import {
  HOUR_MS,
  IDLE_HOURS_DEFAULT,
  USAGE_RANGES,
  isIdle,
  pointsOf,
  type UsageRangeKey,
} from '../../src/validation/idle';
import { priceFor, type ListedPrice } from '../../src/validation/prices';
import { GPU_MODELS } from '../fixtures/compute';
import { GPU_HOURLY, deployPrices } from '../fixtures/deploy';
import { seedOf } from '../fixtures/random';
import type { MockState } from '../state';
import type { Row } from './collection';
import { newCollection } from './entities';
import { HOLDS_GPUS, gpus, nodes } from './gpus';
import { noise } from './noise';
import { iso } from './time';

export interface Sample {
  gpuAllocated: number;
  gpuUsed: number;
  vramAllocatedGiB: number;
  vramUsedGiB: number;
}

const EMPTY: Sample = { gpuAllocated: 0, gpuUsed: 0, vramAllocatedGiB: 0, vramUsedGiB: 0 };

// ------------------------------------------------------------------------------------------ policy

const POLICY = 'IdlePolicy';

/** N of the organisation's idle policy (the default until an Admin sets one). */
export function idleHoursOf(state: MockState, org: string | undefined): number {
  if (!org || !state.has(POLICY)) return IDLE_HOURS_DEFAULT;
  return Number(state.collection(POLICY).get(org)?.hours) || IDLE_HOURS_DEFAULT;
}

export function setIdleHours(state: MockState, org: string, hours: number): void {
  const coll = state.has(POLICY) ? state.collection(POLICY) : newCollection(state, POLICY, '_org');
  if (coll.get(org)) coll.update(org, { hours });
  else coll.insert({ _org: org, hours });
}

// ----------------------------------------------------------------------------------------- profiles

/**
 * Whether an instance barely uses its GPUs (a notebook left open, a stalled job): about one in four, by its ID.
 * Its utilisation stays around 1-3 %; a busy one's between ~20 and ~95 %.
 */
export function isIdleProfile(instanceId: unknown): boolean {
  return seedOf(`usage:${String(instanceId)}`) % 4 === 0;
}

/** Utilisation (0..1) of an instance's GPUs at time t. */
function instanceUtil(instanceId: string, t: number): number {
  const bucket = Math.floor(t / (15 * 60_000));
  if (isIdleProfile(instanceId)) return (2 + 1.2 * noise(`idle:${instanceId}`, bucket)) / 100;
  const phase = (seedOf(instanceId) % 628) / 100;
  return (58 + 25 * Math.sin(t / (5 * HOUR_MS) + phase) + 10 * noise(`busy:${instanceId}`, bucket)) / 100;
}

/** Share of allocated VRAM in use. */
function instanceVram(instanceId: string, t: number): number {
  const bucket = Math.floor(t / HOUR_MS);
  if (isIdleProfile(instanceId)) return 0.3 + 0.02 * noise(`vidle:${instanceId}`, bucket);
  return 0.7 + 0.15 * noise(`vbusy:${instanceId}`, bucket);
}

/** Whether the instance held its GPUs at time t. */
function instanceHolds(inst: Row, t: number, now: number): boolean {
  const started = Number(inst._startedAt) || 0;
  if (!started || t < started || t > now) return false;
  if (HOLDS_GPUS.has(String(inst.status))) return true;
  const stopped = Number(inst._stoppedAt) || 0;
  return stopped > 0 && t <= stopped;
}

const vramGiBOf = (gpu: Row): number => Number(gpu.vramTotalMiB) / 1024;

const vramOfModel = (model: unknown): number =>
  (Object.values(GPU_MODELS).find((m) => m.model === model)?.vramMiB ?? GPU_MODELS.rtx4090.vramMiB) / 1024;

// ---------------------------------------------------------------------------------------- samplers

/** Since when a dedicated request held its nodes (its request time), 0 when it holds none now. */
function dedicatedSince(state: MockState, requestId: unknown): number {
  if (!requestId || !state.has('DedicatedRequest')) return 0;
  const r = state.collection('DedicatedRequest').get(requestId);
  return r && r.status === 'active' ? Date.parse(String(r.requestedAt)) || 0 : 0;
}

/**
 * One GPU over time: held by its instance while that instance held it, by its node's dedicated request since the
 * request was granted (barely used when no instance runs on it); before its current holder, an earlier seeded
 * pattern of busy 8-hour blocks (ending 12 hours before now for a GPU nobody holds). Lookups are made once.
 */
export function gpuSampler(state: MockState, gpu: Row, now: number): (t: number) => Sample {
  const vram = vramGiBOf(gpu);
  const instId = (gpu._instances as string[] | undefined)?.[0];
  const inst = instId ? state.collection('Instance').get(instId) : undefined;
  const node = nodes(state).get(gpu.nodeId);
  const held = dedicatedSince(state, node?.dedicatedRequestId);
  const gpuId = String(gpu.id);
  const before = inst ? (Number(inst._startedAt) || now) - HOUR_MS : held ? held - HOUR_MS : now - 12 * HOUR_MS;
  return (t) => {
    if (inst && instanceHolds(inst, t, now)) {
      const id = String(inst.id);
      return {
        gpuAllocated: 1,
        gpuUsed: instanceUtil(id, t),
        vramAllocatedGiB: vram,
        vramUsedGiB: vram * instanceVram(id, t),
      };
    }
    if (held && t >= held && t <= now) {
      const u = (1 + 0.8 * noise(`ded:${gpuId}`, Math.floor(t / (15 * 60_000)))) / 100;
      return { gpuAllocated: 1, gpuUsed: u, vramAllocatedGiB: vram, vramUsedGiB: 0 };
    }
    if (t >= before) return EMPTY;
    const block = Math.floor(t / (8 * HOUR_MS));
    if (seedOf(`blk:${gpuId}:${block}`) % 3 !== 0) return EMPTY;
    const busy = Math.max(0.2, instanceUtil(`past:${gpuId}:${block}`, t));
    return { gpuAllocated: 1, gpuUsed: busy, vramAllocatedGiB: vram, vramUsedGiB: vram * 0.65 };
  };
}

export function gpuSample(state: MockState, gpu: Row, t: number, now: number): Sample {
  return gpuSampler(state, gpu, now)(t);
}

/** One instance at time t: its GPUs while it held them. */
export function instanceSample(inst: Row, t: number, now: number): Sample {
  if (!instanceHolds(inst, t, now)) return EMPTY;
  const count = Math.max(0, Number(inst.gpuCount) || 0);
  if (!count) return EMPTY;
  const vram = count * vramOfModel(inst.gpuModel);
  const id = String(inst.id);
  return {
    gpuAllocated: count,
    gpuUsed: count * instanceUtil(id, t),
    vramAllocatedGiB: vram,
    vramUsedGiB: vram * instanceVram(id, t),
  };
}

function sum(samples: Sample[]): Sample {
  const s = { ...EMPTY };
  for (const x of samples) {
    s.gpuAllocated += x.gpuAllocated;
    s.gpuUsed += x.gpuUsed;
    s.vramAllocatedGiB += x.vramAllocatedGiB;
    s.vramUsedGiB += x.vramUsedGiB;
  }
  return s;
}

const round = (n: number, places = 2): number => Math.round(n * 10 ** places) / 10 ** places;

/** A sampler of the resource at time t, and its capacity in GPUs. */
export interface Subject {
  at: (t: number) => Sample;
  gpuCapacity: number;
  /** GPUs and instances the idle flag looks at (a node's or a request's GPUs; the GPU or instance itself). */
  idle: () => boolean;
}

export function gpuSubject(state: MockState, gpu: Row, org: string, now: number): Subject {
  return {
    at: gpuSampler(state, gpu, now),
    gpuCapacity: 1,
    idle: () => gpuIdle(state, gpu, org, now),
  };
}

export function nodeSubject(state: MockState, node: Row, org: string, now: number): Subject {
  const list = gpus(state).where('nodeId', node.id);
  const samplers = list.map((g) => gpuSampler(state, g, now));
  return {
    at: (t) => sum(samplers.map((at) => at(t))),
    gpuCapacity: list.length,
    idle: () => list.some((g) => gpuIdle(state, g, org, now)),
  };
}

export function dedicatedSubject(state: MockState, request: Row, org: string, now: number): Subject {
  const list = nodes(state)
    .where('dedicatedRequestId', request.id)
    .flatMap((n) => gpus(state).where('nodeId', n.id));
  const samplers = list.map((g) => gpuSampler(state, g, now));
  return {
    at: (t) => sum(samplers.map((at) => at(t))),
    gpuCapacity: list.length,
    idle: () => list.some((g) => gpuIdle(state, g, org, now)),
  };
}

export function instanceSubject(state: MockState, inst: Row, org: string, now: number): Subject {
  return {
    at: (t) => instanceSample(inst, t, now),
    gpuCapacity: Math.max(0, Number(inst.gpuCount) || 0),
    idle: () => instanceIdle(state, inst, org, now),
  };
}

/** The points of a range, oldest first; the last one is the step that holds `now`. */
export function historyOf(subject: Subject, range: UsageRangeKey, now: number) {
  const { stepMs } = USAGE_RANGES[range];
  const count = pointsOf(range);
  const end = Math.floor(now / stepMs) * stepMs;
  return Array.from({ length: count }, (_, i) => {
    const t = end - (count - 1 - i) * stepMs;
    const s = subject.at(t);
    return {
      time: iso(t),
      gpuAllocated: round(s.gpuAllocated),
      gpuUsed: round(s.gpuUsed),
      vramAllocatedGiB: round(s.vramAllocatedGiB, 1),
      vramUsedGiB: round(s.vramUsedGiB, 1),
    };
  });
}

// -------------------------------------------------------------------------------------------- idle

/** The idle rule over the last N hours of the history, sampled every 15 minutes up to now. */
function idleOver(at: (t: number) => Sample, hours: number, now: number): boolean {
  const stepMs = 15 * 60_000;
  const count = Math.ceil((hours * HOUR_MS) / stepMs) + 1;
  const samples: Sample[] = [];
  for (let i = count - 1; i >= 0; i--) samples.push(at(now - i * stepMs));
  return isIdle(samples, hours, stepMs);
}

/**
 * Idle flags asked again within the same minute for the same holder are not worked out again (a GPU list sorted by
 * its live values reads every GPU's view): keyed by everything the answer depends on, emptied when it grows large.
 */
const idleMemo = new WeakMap<MockState, Map<string, boolean>>();

function memoised(state: MockState, key: string, work: () => boolean): boolean {
  let memo = idleMemo.get(state);
  if (!memo) idleMemo.set(state, (memo = new Map()));
  const known = memo.get(key);
  if (known !== undefined) return known;
  if (memo.size > 100_000) memo.clear();
  const value = work();
  memo.set(key, value);
  return value;
}

export function gpuIdle(state: MockState, gpu: Row, org: string, now: number): boolean {
  // only a GPU held now can be idle: the quick tests first, the history only for the others
  const instId = (gpu._instances as string[])[0];
  const inst = instId ? state.collection('Instance').get(instId) : undefined;
  const node = nodes(state).get(gpu.nodeId);
  const held = dedicatedSince(state, node?.dedicatedRequestId);
  if (!inst && !held) return false;
  // an instance that uses its GPUs never drops under the threshold while it holds them
  if (inst && !isIdleProfile(inst.id) && HOLDS_GPUS.has(String(inst.status))) return false;
  const hours = idleHoursOf(state, org);
  const key = `g|${String(gpu.id)}|${instId ?? ''}|${String(inst?.status ?? '')}|${Number(inst?._startedAt) || 0}|${held}|${hours}|${Math.floor(now / 60_000)}`;
  return memoised(state, key, () => idleOver(gpuSampler(state, gpu, now), hours, now));
}

export function instanceIdle(state: MockState, inst: Row, org: string, now: number): boolean {
  if (!HOLDS_GPUS.has(String(inst.status)) || !(Number(inst.gpuCount) > 0) || !isIdleProfile(inst.id)) return false;
  const hours = idleHoursOf(state, org);
  const key = `i|${String(inst.id)}|${String(inst.status)}|${Number(inst._startedAt) || 0}|${hours}|${Math.floor(now / 60_000)}`;
  return memoised(state, key, () => idleOver((t) => instanceSample(inst, t, now), hours, now));
}

/** Idle GPUs of the organisation now, and what they cost per day (each at its model's daily price). */
export function idleSummary(state: MockState, org: string, now: number) {
  let idleGpuCount = 0;
  let gpuCount = 0;
  let costPerDay = 0;
  for (const g of gpus(state).rows) {
    if (g._org !== org) continue;
    gpuCount++;
    if (!gpuIdle(state, g, org, now)) continue;
    idleGpuCount++;
    const daily = priceFor(deployPrices(GPU_HOURLY[String(g.model)] ?? 0) as unknown as ListedPrice[], {
      billingMode: 'daily',
      payType: 'postpaid',
    });
    costPerDay += Number(daily?.amount) || 0;
  }
  return { idleGpuCount, gpuCount, costPerDay: round(costPerDay), currency: 'CNY', idleHours: idleHoursOf(state, org) };
}
