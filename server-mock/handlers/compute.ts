// Dedicated compute: nodes, GPUs (split, overcommit; their capacity is lib/gpus.ts), compute groups, dedicated GPU requests
// (create, extend, early release, convert to ticket), resource tickets and queues.
import {
  IDLE_HOURS_DEFAULT,
  IDLE_THRESHOLD_PERCENT,
  USAGE_RANGES,
  isValidIdleHours,
  type UsageRangeKey,
} from '../../src/validation/idle';
import { checkEarlyRelease } from '../../src/validation/rules';
import { DAY_MS } from '../fixtures/shared';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import type { Ctx, Handler } from '../lib/context';
import { applyUpdate } from '../lib/editable';
import { ensureCollection } from '../lib/entities';
import { HOLDS_GPUS, KNOWN_MODELS, MAX_GPUS_PER_NODE, gpus, nodes } from '../lib/gpus';
import { text } from '../lib/messages';
import { newOrder } from '../lib/orders';
import { DEDICATED_GPU_HOURLY, EXTENDABLE, daysUntil, priceOf, refuseUnaffordable } from '../lib/preflight';
import {
  dedicatedSubject,
  gpuIdle,
  gpuSubject,
  historyOf,
  idleHoursOf,
  idleSummary,
  instanceSubject,
  isIdleProfile,
  nodeSubject,
  setIdleHours,
  type Subject,
} from '../lib/usage';
import type { MockState } from '../state';
import {
  ENRICH,
  VIEWS,
  assertCanModify,
  checkFieldRules,
  findRow,
  insertRow,
  listQueryOf,
  listRows,
  patchRow,
  removeRow,
  requireAdmin,
  view,
  viewOf,
} from './generic';

// -------------------------------------------------------------------------------------------- views

/**
 * GPU utilisation and VRAM move over time (a smooth wave per GPU while instances run on it; an instance that barely
 * uses its GPUs keeps them under the idle threshold). `idle` is the idle rule over the GPU's history.
 */
const wave = (t: number, phase: number, period: number, shift = 0) =>
  Math.sin((t / period) * 2 * Math.PI + phase + shift);

/** The values of a GPU that move with the clock, as its row shows them at `now`. */
function liveGpu(row: Row, now: number) {
  const holder = (row._instances as string[])[0];
  const busy = holder !== undefined && !isIdleProfile(holder);
  const t = now / 1000;
  const phase = Number(row._phase) || 0;
  const util = busy ? 62 + 30 * wave(t, phase, 90) + 6 * wave(t, phase, 17, 1) : 1 + Math.abs(wave(t, phase, 40));
  const vramShare = busy ? 0.72 + 0.2 * wave(t, phase, 300, 2) : holder !== undefined ? 0.3 : 0;
  const vramUsed = Math.round(Number(row.vramAllocatedMiB) * vramShare);
  return {
    holder,
    gpuUtilization: Math.round(Math.min(100, Math.max(0, util)) * 10) / 10,
    vramUsedMiB: vramUsed,
    vramUtilization: Math.round((vramUsed / Number(row.vramTotalMiB)) * 1000) / 10,
  };
}

VIEWS.Gpu = (row, ctx) => {
  const live = liveGpu(row, ctx.now);
  const node = nodes(ctx.state).get(row.nodeId);
  return viewOf(row, {
    instanceId: live.holder ?? null,
    dedicatedRequestId: (node?.dedicatedRequestId as string | null | undefined) ?? null,
    idle: gpuIdle(ctx.state, row, String(row._org), ctx.now),
    gpuUtilization: live.gpuUtilization,
    vramUsedMiB: live.vramUsedMiB,
    vramUtilization: live.vramUtilization,
    updatedAt: new Date(Math.floor(ctx.now / 10_000) * 10_000).toISOString(),
  });
};

function linkedInstances(state: MockState, dedicatedRequestId: unknown): Row[] {
  return state
    .collection('Instance')
    .where('dedicatedRequestId', dedicatedRequestId)
    .filter((i) => HOLDS_GPUS.has(String(i.status)));
}

VIEWS.DedicatedRequest = (row, ctx) => viewOf(row, { linkedInstanceCount: linkedInstances(ctx.state, row.id).length });

VIEWS.ComputeGroup = (row, ctx) => {
  const members = nodes(ctx.state).where('groupId', row.id);
  return viewOf(row, { nodeCount: members.length, gpuCount: members.reduce((s, n) => s + Number(n.gpuTotal), 0) });
};

/** Tasks of a queue (the sampled Task collection is made on first use, so a queue shows its tasks at once). */
const queueTasks = (state: MockState, queueId: unknown): Row[] =>
  ensureCollection(state, 'Task').where('queueId', queueId);

VIEWS.ResourceQueue = (row, ctx) => {
  const tasks = queueTasks(ctx.state, row.id);
  const running = tasks.filter((t) => t.status === 'running');
  return viewOf(row, {
    queuedTaskCount: tasks.filter((t) => t.status === 'queued').length,
    runningTaskCount: running.length,
    gpuUsed: Math.min(
      Number(row.gpuQuota) || 0,
      running.reduce((s, t) => s + (Number(t.gpuCount) || 0), 0),
    ),
  });
};

function instanceSummary(i: Row): Row {
  return { id: i.id, name: i.name, type: i.type, status: i.status, gpuCount: i.gpuCount, builder: i.builder };
}

ENRICH.ComputeNodeDetail = (ctx, row) => ({
  ...row,
  gpus: gpus(ctx.state)
    .where('nodeId', row.id)
    .sort((a, b) => Number(a.index) - Number(b.index))
    .map((g) => view(ctx, 'Gpu', g)),
  instances: ctx.state
    .collection('Instance')
    .where('nodeId', row.id)
    .filter((i) => HOLDS_GPUS.has(String(i.status)))
    .map(instanceSummary),
});

ENRICH.ComputeGroupDetail = (ctx, row) => ({ ...row, nodes: nodes(ctx.state).where('groupId', row.id) });

ENRICH.DedicatedRequestDetail = (ctx, row) => ({
  ...row,
  linkedInstances: linkedInstances(ctx.state, row.id).map(instanceSummary),
  nodes: nodes(ctx.state).where('dedicatedRequestId', row.id),
});

ENRICH.ResourceQueueDetail = (ctx, row) => {
  const tasks = queueTasks(ctx.state, row.id);
  return {
    ...row,
    queuedTasks: tasks.filter((t) => t.status === 'queued'),
    runningTasks: tasks.filter((t) => t.status === 'running'),
  };
};

// ------------------------------------------------------------------------------------- nodes, GPUs

const queryComputeNodes: Handler = (ctx) => {
  const b = ctx.body;
  // without either filter no predicate: the list's result is cached then (a predicate's never is)
  if (b.ungrouped !== true && !b.gpuModel) return listRows(ctx, 'ComputeNode');
  return listRows(ctx, 'ComputeNode', {
    where: (n) =>
      (b.ungrouped === true ? !n.groupId : true) && (b.gpuModel ? (n.specs as Row)?.gpuModel === b.gpuModel : true),
  });
};

/** The live values of the GPU list being sorted, reused from call to call (as long as the longest list sorted). */
let liveKeys = new Float64Array(0);

/** Per list result (ascending by id) and collection version: whether localeCompare orders its ids the same way. */
const collatedOrder = new WeakMap<readonly Row[], { version: number; same: boolean }>();

/**
 * Whether the ids of `rows` are strictly ascending by `collate` too: then two rows' places in it order them as
 * localeCompare of their ids does (a total order, so the adjacent pairs decide), without a collation per comparison.
 */
function inCollatedOrder(version: number, rows: readonly Row[], collate: (a: string, b: string) => number): boolean {
  const known = collatedOrder.get(rows);
  if (known && known.version === version) return known.same;
  let same = true;
  for (let i = 1; i < rows.length && same; i++) same = collate(String(rows[i - 1].id), String(rows[i].id)) < 0;
  collatedOrder.set(rows, { version, same });
  return same;
}

/** GPU fields read as they are now (VIEWS.Gpu), not as stored: sorted on those values. */
const LIVE_GPU_FIELDS = new Set(['gpuUtilization', 'vramUtilization', 'vramUsedMiB']);

/** The GPU list; sorting by utilisation or VRAM in use sorts the values the rows show, on the server. */
const queryGpus: Handler = (ctx) => {
  // `idle` is not stored: the idle rule over each GPU's history decides it (only GPUs held now are looked at)
  const { idle, ...b } = ctx.body;
  const extra =
    typeof idle === 'boolean' ? { where: (g: Row) => gpuIdle(ctx.state, g, String(g._org), ctx.now) === idle } : {};
  const field = String(b.sortField ?? '') as 'gpuUtilization' | 'vramUtilization' | 'vramUsedMiB';
  if (!LIVE_GPU_FIELDS.has(field)) return listRows({ ...ctx, body: b }, 'Gpu', extra);
  // Every GPU of the list is ranked by its live value, but only the page's rows are viewed (a view works out the
  // idle rule over the GPU's history): ~58,000 views per call at MOCK_SCALE=1000 took seconds and ~100 MB of garbage.
  const { coll, query } = listQueryOf(
    { ...ctx, body: { ...b, sortField: 'id', sortOrder: 'asc', pageNum: 1, pageSize: 1000 } },
    'Gpu',
    extra,
  );
  const rows = coll.matching(query);
  if (liveKeys.length < rows.length) liveKeys = new Float64Array(rows.length);
  const keys = liveKeys;
  let nan = false;
  for (let i = 0; i < rows.length; i++) {
    keys[i] = Number(liveGpu(rows[i], ctx.now)[field]);
    if (keys[i] !== keys[i]) nan = true;
  }
  const dir = b.sortOrder === 'desc' ? -1 : 1;
  const pageSize = Math.max(1, Number(b.pageSize) || 10);
  const pageNum = Math.max(1, Number(b.pageNum) || 1);
  const start = Math.trunc((pageNum - 1) * pageSize);
  const end = Math.min(rows.length, Math.trunc(pageNum * pageSize));
  // the same order as comparing the values, then the ids with localeCompare (which an Intl.Collator of the default
  // locale is, without its per-call cost)
  const collate = new Intl.Collator().compare;
  let page: number[];
  if (!nan && end <= rows.length / 4 && inCollatedOrder(coll.version, rows, collate)) {
    // a strict total order (values, then places): the page is the first `end` rows of it, kept as they come, without
    // sorting (and allocating for) the whole list
    const before = (x: number, y: number) => dir * (keys[x] - keys[y]) || x - y;
    const best: number[] = [];
    for (let i = 0; i < rows.length && end > 0; i++) {
      if (best.length === end && before(i, best[end - 1]) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (before(best[mid], i) < 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, i);
      if (best.length > end) best.pop();
    }
    page = best.slice(start, end);
  } else {
    const order = Array.from({ length: rows.length }, (_, i) => i);
    if (!nan && inCollatedOrder(coll.version, rows, collate)) order.sort((x, y) => dir * (keys[x] - keys[y]) || x - y);
    else order.sort((x, y) => dir * (keys[x] - keys[y]) || collate(String(rows[x].id), String(rows[y].id)));
    page = order.slice((pageNum - 1) * pageSize, pageNum * pageSize);
  }
  return { list: page.map((i) => view(ctx, 'Gpu', rows[i])), total: rows.length, pageNum, pageSize };
};

// ------------------------------------------------------------------------- usage history and idle

const SUBJECTS: Record<string, [string, typeof nodeSubject]> = {
  node: ['ComputeNode', nodeSubject],
  gpu: ['Gpu', gpuSubject],
  dedicatedRequest: ['DedicatedRequest', dedicatedSubject],
  instance: ['Instance', instanceSubject],
};

/** Allocated against used GPU and VRAM of one resource of the caller's organisation (else "does not exist"). */
const queryUsageHistory: Handler = (ctx) => {
  const type = String(ctx.body.resourceType);
  const range = (
    String(ctx.body.range ?? '24h') in USAGE_RANGES ? String(ctx.body.range ?? '24h') : '24h'
  ) as UsageRangeKey;
  const [collection, make] = SUBJECTS[type];
  const row = findRow(ctx, collection, ctx.body.resourceId);
  const org = ctx.org!.ugroupId;
  const subject: Subject = make(ctx.state, row, org, ctx.now);
  return {
    resourceType: type,
    resourceId: row.id,
    range,
    stepSeconds: USAGE_RANGES[range].stepMs / 1000,
    gpuCapacity: subject.gpuCapacity,
    points: historyOf(subject, range, ctx.now),
    idle: subject.idle(),
    idleHours: idleHoursOf(ctx.state, org),
  };
};

const policyOf = (ctx: Ctx): Row => ({
  hours: idleHoursOf(ctx.state, ctx.org?.ugroupId),
  thresholdPercent: IDLE_THRESHOLD_PERCENT,
});

const getIdlePolicy: Handler = (ctx) => policyOf(ctx);

/** Admins only; N out of 1-168 never gets here (the contract's minimum and maximum: HTTP 400). */
const setIdlePolicy: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  const hours = Number(ctx.body.hours);
  setIdleHours(ctx.state, ctx.org!.ugroupId, isValidIdleHours(hours) ? hours : IDLE_HOURS_DEFAULT);
  return policyOf(ctx);
};

const getIdleGpuSummary: Handler = (ctx) => idleSummary(ctx.state, ctx.org!.ugroupId, ctx.now);

const gpuBusyText = (ctx: Ctx): string => text('gpuBusy', ctx.lang);

const setGpuOvercommit: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  const succeeded: string[] = [];
  const failed: Array<{ id: string; reason: string }> = [];
  for (const id of ctx.body.gpuIds as string[]) {
    const g = gpus(ctx.state).get(id);
    if (!g || g._org !== ctx.org!.ugroupId) {
      failed.push({ id, reason: text('recordNotFound', ctx.lang) });
      continue;
    }
    if ((g._instances as string[]).length) {
      failed.push({ id, reason: gpuBusyText(ctx) });
      continue;
    }
    const enabled = ctx.body.enabled === true;
    gpus(ctx.state).update(id, {
      overcommitStatus: enabled ? 'enabled' : 'disabled',
      overcommitPolicy: enabled ? (ctx.body.policy ?? 'timeSlicing') : 'none',
      overcommitMultiplier: enabled ? Number(ctx.body.multiplier ?? 2) : 1,
    });
    succeeded.push(id);
  }
  return { succeeded, failed };
};

function splitOrUnsplit(ctx: Ctx, splitCount: number): Row {
  requireAdmin(ctx, 'manageCompute');
  const g = findRow(ctx, 'Gpu', ctx.body.gpuId);
  if ((g._instances as string[]).length) breach(ctx, 'gpuBusy');
  gpus(ctx.state).update(g.id, { splitStatus: splitCount ? 'split' : 'unsplit', splitCount });
  return view(ctx, 'Gpu', g);
}

const splitGpu: Handler = (ctx) => splitOrUnsplit(ctx, Number(ctx.body.splitCount));
const unsplitGpu: Handler = (ctx) => splitOrUnsplit(ctx, 0);

// ------------------------------------------------------------------------------------ compute groups

/** A group's stored node and GPU counts (what the list sorts by) follow its nodes. */
function syncGroupCounts(state: MockState, groupId: unknown): void {
  const members = nodes(state).where('groupId', groupId);
  state.collection('ComputeGroup').update(groupId, {
    nodeCount: members.length,
    gpuCount: members.reduce((s, n) => s + Number(n.gpuTotal), 0),
  });
}

function placeNodes(ctx: Ctx, groupId: string | null, nodeIds: string[]): void {
  const group = groupId ? ctx.state.collection('ComputeGroup').get(groupId) : undefined;
  const touched = new Set<unknown>(group ? [group.id] : []);
  for (const id of nodeIds) {
    const n = findRow(ctx, 'ComputeNode', id);
    if (n.groupId) touched.add(n.groupId);
    nodes(ctx.state).update(n.id, { groupId: group ? group.id : null, groupName: group ? group.name : null });
    for (const g of gpus(ctx.state).where('nodeId', n.id))
      gpus(ctx.state).update(g.id, { groupId: group ? group.id : null });
  }
  for (const id of touched) syncGroupCounts(ctx.state, id);
}

const createComputeGroup: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  checkFieldRules(ctx);
  const row = insertRow(ctx, 'ComputeGroup', { nodeCount: 0, gpuCount: 0 });
  placeNodes(ctx, String(row.id), (ctx.body.nodeIds as string[]) ?? []);
  return view(ctx, 'ComputeGroup', row);
};

const updateComputeGroup: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  checkFieldRules(ctx);
  const g = findRow(ctx, 'ComputeGroup', ctx.body.groupId);
  const coll = ctx.state.collection('ComputeGroup');
  if (ctx.body.name && ctx.body.name !== g.name && coll.rows.some((r) => r.name === ctx.body.name && r._org === g._org))
    breach(ctx, 'nameExists');
  applyUpdate(ctx, g, ctx.body, 'ComputeGroup');
  if (ctx.body.name)
    for (const n of nodes(ctx.state).where('groupId', g.id))
      nodes(ctx.state).update(n.id, { groupName: ctx.body.name });
  return view(ctx, 'ComputeGroup', g);
};

/** openapi.yaml: deletes an empty group; refused while it has nodes. */
const deleteComputeGroup: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  const g = findRow(ctx, 'ComputeGroup', ctx.body.groupId);
  if (nodes(ctx.state).where('groupId', g.id).length) breach(ctx, 'groupNotEmpty');
  ctx.state.collection('ComputeGroup').remove(g.id);
  return true;
};

const groupNodes =
  (add: boolean): Handler =>
  (ctx) => {
    requireAdmin(ctx, 'manageCompute');
    const g = findRow(ctx, 'ComputeGroup', ctx.body.groupId);
    const ids = ctx.body.nodeIds as string[];
    if (!add) for (const id of ids) if (findRow(ctx, 'ComputeNode', id).groupId !== g.id) breach(ctx, 'recordNotFound');
    placeNodes(ctx, add ? String(g.id) : null, ids);
    return ENRICH.ComputeGroupDetail(ctx, view(ctx, 'ComputeGroup', g));
  };

// ---------------------------------------------------------------------------- dedicated GPU requests

const dateOnly = (ms: number): string => new Date(ms).toISOString().slice(0, 10);
const dayStart = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00.000Z`);

/** The request form's date rules (src/features/compute/schemas.ts): both after today, availability ≤ usage. */
function checkRequestDates(ctx: Ctx, usageEndDate: string, availabilityEndDate: string): void {
  const today = dayStart(new Date(ctx.now).toISOString());
  if (dayStart(usageEndDate) <= today || dayStart(availabilityEndDate) <= today) breach(ctx, 'dateAfterToday');
  if (dayStart(availabilityEndDate) > dayStart(usageEndDate)) breach(ctx, 'availabilityAfterUsage');
}

/**
 * Whole machines free for a dedicated request: online or closed (returned by an earlier request), in no other
 * request, with no instance on their GPUs.
 */
function freeWholeNodes(state: MockState, model: string): Row[] {
  return nodes(state).rows.filter(
    (n) =>
      (n.status === 'online' || n.status === 'closed') &&
      !n.dedicatedRequestId &&
      (n.specs as Row)?.gpuModel === model &&
      gpus(state)
        .where('nodeId', n.id)
        .every((g) => (g._instances as string[]).length === 0),
  );
}

const requests = (state: MockState) => state.collection('DedicatedRequest');

/** The values of a request as asked (create) or changed (update). */
interface Asked {
  gpuModel: string;
  minGpusPerMachine: number;
  machineCount: number;
  usageEndDate: string;
  availabilityEndDate: string;
  remarks: string | null;
}

/** `No available resources` when the platform has no such machines at all; the whole machines free now else. */
function machinesFor(ctx: Ctx, asked: Asked): Row[] {
  const total = nodes(ctx.state).rows.filter((n) => (n.specs as Row)?.gpuModel === asked.gpuModel).length;
  if (!KNOWN_MODELS.has(asked.gpuModel) || asked.minGpusPerMachine > MAX_GPUS_PER_NODE || asked.machineCount > total)
    breach(ctx, 'noAvailableResources');
  return freeWholeNodes(ctx.state, asked.gpuModel);
}

const NODE_STEP_TICKS = 2;

/**
 * Gives a request its machines: each goes preparing → starting → online (docs/product-rules.md#states-and-transitions machine statuses) while the
 * request goes allocated → active; the release is scheduled for the expiry. Creates the order.
 */
function allocateRequest(ctx: Ctx, row: Row, take: Row[]): void {
  const state = ctx.state;
  const expiry = new Date(dayStart(String(row.usageEndDate))).toISOString();
  requests(state).update(row.id, {
    status: 'allocated',
    nodeIds: take.map((n) => n.id),
    currentExpiry: expiry,
    originalExpiry: expiry,
    earlyReleaseDate: null,
  });
  for (const n of take)
    nodes(state).update(n.id, { dedicatedRequestId: row.id, scheduledReleaseAt: expiry, status: 'preparing' });
  const step = NODE_STEP_TICKS * state.options.tickMs;
  const move = (from: string, to: string) => {
    for (const n of nodes(state).where('dedicatedRequestId', row.id))
      if (n.status === from) nodes(state).update(n.id, { status: to });
  };
  state.scheduler.at(ctx.now + step, () => move('preparing', 'starting'));
  state.scheduler.at(ctx.now + 2 * step, () => {
    move('starting', 'online');
    if (requests(state).get(row.id)?.status === 'allocated') requests(state).update(row.id, { status: 'active' });
  });
  scheduleRelease(state, String(row.id), Date.parse(expiry));
  const machines = Number(row.machineCount);
  const days = daysUntil(expiry, ctx.now);
  dedicatedOrder(ctx, row, DEDICATED_GPU_HOURLY * Number(row.minGpusPerMachine) * 24, days * machines);
}

/** The prepaid order of a dedicated request's machine days: its allocation, or an extension (a renewal). */
function dedicatedOrder(ctx: Ctx, row: Row, price: number, quantity: number, fields: Row = {}): void {
  newOrder(ctx, {
    category: 'gpuCompute',
    serviceType: 'Dedicated GPU',
    configuration: `${Number(row.machineCount)}x ${Number(row.minGpusPerMachine)}x ${String(row.gpuModel)}`,
    billingMode: 'daily',
    payType: 'prepaid',
    price,
    quantity,
    amount: Math.round(price * quantity * 100) / 100,
    serviceName: row.resourceName,
    serviceAddress: row.id,
    ...fields,
  });
}

/**
 * At a request's end (early release date, else current expiry) it is released and its machines are shut down
 * (closed) until a later request takes them. Moved ends (extension) and linked instances keep it running.
 */
function scheduleRelease(state: MockState, id: string, at: number): void {
  state.scheduler.at(at, (now) => {
    const row = requests(state).get(id);
    if (!row || !['allocated', 'active', 'releasing'].includes(String(row.status))) return;
    const end = row.earlyReleaseDate ? dayStart(String(row.earlyReleaseDate)) : Date.parse(String(row.currentExpiry));
    if (end > now || linkedInstances(state, id).length) return;
    requests(state).update(id, { status: 'released' });
    for (const n of nodes(state).where('dedicatedRequestId', id))
      nodes(state).update(n.id, { status: 'closed', dedicatedRequestId: null, scheduledReleaseAt: null });
  });
}

/** Allocates the request when whole machines are free, else keeps it pending (to modify or convert) and says so. */
function allocateOrKeepPending(ctx: Ctx, row: Row, free: Row[]): Row {
  if (free.length < Number(row.machineCount)) {
    requests(ctx.state).update(row.id, { status: 'pending', nodeIds: [], currentExpiry: null, originalExpiry: null });
    breach(ctx, 'resourcesInsufficient');
  }
  allocateRequest(ctx, row, free.slice(0, Number(row.machineCount)));
  return view(ctx, 'DedicatedRequest', row);
}

const createDedicatedRequest: Handler = (ctx) => {
  checkFieldRules(ctx);
  const b = ctx.body;
  const asked: Asked = {
    gpuModel: String(b.gpuModel),
    minGpusPerMachine: Number(b.minGpusPerMachine),
    machineCount: Number(b.machineCount ?? 1),
    usageEndDate: String(b.usageEndDate),
    availabilityEndDate: String(b.availabilityEndDate),
    remarks: (b.remarks as string | undefined) ?? null,
  };
  checkRequestDates(ctx, asked.usageEndDate, asked.availabilityEndDate);
  const free = machinesFor(ctx, asked);
  // Quotas and funds, as the preflight answers them (after what the platform lacks), before anything is kept.
  refuseUnaffordable(ctx, 'dedicatedGpu', asked as unknown as Record<string, unknown>);
  // kept (as pending when it cannot be met now) so that it can be modified or converted to a resource ticket
  const row = insertRow(ctx, 'DedicatedRequest', {
    ...asked,
    requester: ctx.user!.username,
    requestedAt: new Date(ctx.now).toISOString(),
    earlyReleaseDate: null,
    linkedInstanceCount: 0,
    status: 'pending',
    nodeIds: [],
    currentExpiry: null,
    originalExpiry: null,
  });
  return allocateOrKeepPending(ctx, row, free);
};

function ownRequest(ctx: Ctx): Row {
  const row = findRow(ctx, 'DedicatedRequest', ctx.body.id);
  assertCanModify(ctx, row);
  return row;
}

/**
 * openapi.yaml: modifies a request the resources could not meet (pending or rejected) and tries again. The
 * resource name stays (docs/product-rules.md#field-rules); `No available resources` changes nothing; a request still not met keeps
 * the new values as pending.
 */
const updateDedicatedRequest: Handler = (ctx) => {
  const row = ownRequest(ctx);
  if (!['pending', 'rejected'].includes(String(row.status))) breach(ctx, 'invalidState');
  const b = ctx.body;
  const asked: Asked = {
    gpuModel: String(b.gpuModel ?? row.gpuModel),
    minGpusPerMachine: Number(b.minGpusPerMachine ?? row.minGpusPerMachine),
    machineCount: Number(b.machineCount ?? row.machineCount ?? 1),
    usageEndDate: String(b.usageEndDate ?? row.usageEndDate ?? ''),
    availabilityEndDate: String(b.availabilityEndDate ?? row.availabilityEndDate ?? ''),
    remarks: b.remarks === undefined ? ((row.remarks as string | null) ?? null) : (b.remarks as string),
  };
  checkRequestDates(ctx, asked.usageEndDate, asked.availabilityEndDate);
  const free = machinesFor(ctx, asked);
  // A modified request is allocated (and paid) like a new one: the same quota and funds check, before any change.
  refuseUnaffordable(ctx, 'dedicatedGpu', asked as unknown as Record<string, unknown>);
  applyUpdate(ctx, row, { ...asked }, 'DedicatedRequest');
  return allocateOrKeepPending(ctx, row, free);
};

/**
 * Moves the expiry later and charges the added machine days to the balance (a renewal order linked to the
 * request's order). What the balance cannot cover is refused as the preflight's dedicatedExtension refuses it.
 */
const extendDedicatedRequest: Handler = (ctx) => {
  const row = ownRequest(ctx);
  if (!EXTENDABLE.has(String(row.status)) || !row.currentExpiry) breach(ctx, 'invalidState');
  const next = dayStart(String(ctx.body.newExpiry));
  if (next <= Date.parse(String(row.currentExpiry))) breach(ctx, 'expiryAfterCurrent');
  if (next > ctx.now + 365 * DAY_MS) breach(ctx, 'resourcesInsufficient');
  const asked = { dedicatedRequestId: row.id, newExpiry: String(ctx.body.newExpiry) };
  refuseUnaffordable(ctx, 'dedicatedExtension', asked);
  const priced = priceOf(ctx, 'dedicatedExtension', asked);
  if (priced) {
    const bought = ensureCollection(ctx.state, 'Order')
      .where('_org', row._org)
      .find((o) => o.serviceAddress === row.id && o.transactionType === 'purchase');
    dedicatedOrder(ctx, row, priced.unitPrice, priced.quantity, {
      transactionType: 'renewal',
      _linked: bought?.orderId ?? null,
    });
  }
  const expiry = new Date(next).toISOString();
  requests(ctx.state).update(row.id, {
    currentExpiry: expiry,
    usageEndDate: dateOnly(next),
    originalExpiry: row.originalExpiry ?? row.currentExpiry,
  });
  for (const n of nodes(ctx.state).where('dedicatedRequestId', row.id))
    nodes(ctx.state).update(n.id, { scheduledReleaseAt: expiry });
  scheduleRelease(ctx.state, String(row.id), next);
  return view(ctx, 'DedicatedRequest', row);
};

const releaseDedicatedEarly: Handler = (ctx) => {
  const row = ownRequest(ctx);
  if (!['active', 'allocated', 'releasing'].includes(String(row.status)) || !row.currentExpiry)
    breach(ctx, 'invalidState');
  const chosen = new Date(`${String(ctx.body.releaseDate).slice(0, 10)}T00:00:00.000Z`);
  const rule = checkEarlyRelease(chosen, new Date(String(row.currentExpiry)), new Date(ctx.now));
  if (rule === 'earlyRelease') breach(ctx, 'earlyRelease');
  if (rule) breach(ctx, 'earlyReleaseBeforeScheduled');
  if (linkedInstances(ctx.state, row.id).length) breach(ctx, 'linkedInstances');
  requests(ctx.state).update(row.id, { earlyReleaseDate: dateOnly(chosen.getTime()), status: 'releasing' });
  for (const n of nodes(ctx.state).where('dedicatedRequestId', row.id))
    nodes(ctx.state).update(n.id, { scheduledReleaseAt: chosen.toISOString() });
  scheduleRelease(ctx.state, String(row.id), chosen.getTime());
  return view(ctx, 'DedicatedRequest', row);
};

/** The next ticket number of the year (RT-2026-0031). */
function nextTicketNo(ctx: Ctx): string {
  const tickets = ensureCollection(ctx.state, 'ResourceTicket');
  return `RT-${new Date(ctx.now).getUTCFullYear()}-${String(tickets.size + 1).padStart(4, '0')}`;
}

/**
 * openapi.yaml: asks the platform to reserve resources. The ticket form's rules hold here too (name rule, a
 * wanted delivery date after today); a source request must be one of the organisation's.
 */
const createResourceTicket: Handler = (ctx) => {
  checkFieldRules(ctx);
  const b = ctx.body;
  if (b.deliveryDate && dayStart(String(b.deliveryDate)) <= dayStart(new Date(ctx.now).toISOString()))
    breach(ctx, 'dateAfterToday');
  if (b.sourceRequestId) findRow(ctx, 'DedicatedRequest', b.sourceRequestId);
  return insertRow(ctx, 'ResourceTicket', {
    ticketNo: nextTicketNo(ctx),
    remarks: b.remarks ?? null,
    reservationId: null,
    resourceId: null,
    nodeServer: null,
    pricePerCard: 12.5,
    currency: 'CNY',
    deliveryDate: b.deliveryDate ?? null,
    status: 'pending',
    sourceRequestId: b.sourceRequestId ?? null,
  });
};

const convertDedicatedRequestToTicket: Handler = (ctx) => {
  const row = ownRequest(ctx);
  if (!['pending', 'rejected'].includes(String(row.status))) breach(ctx, 'invalidState');
  requests(ctx.state).update(row.id, { status: 'converted' });
  return insertRow(ctx, 'ResourceTicket', {
    ticketNo: nextTicketNo(ctx),
    name: row.resourceName,
    remarks: ctx.body.remarks ?? row.remarks ?? null,
    reservationId: null,
    reservedResources: `${Number(row.machineCount) * Number(row.minGpusPerMachine)}x ${String(row.gpuModel).replace('NVIDIA ', '')}`,
    resourceId: null,
    nodeServer: null,
    pricePerCard: 12.5,
    currency: 'CNY',
    region: 'cn-east-1',
    deliveryDate: null,
    status: 'pending',
    sourceRequestId: row.id,
  });
};

const queryDedicatedRequests: Handler = (ctx) => listRows(ctx, 'DedicatedRequest');

// ------------------------------------------------------------------------------------ resource queues

function queueMembers(ctx: Ctx): Row[] | undefined {
  const ids = ctx.body.memberIds as string[] | undefined;
  if (!ids) return undefined;
  return ids.map((id) => {
    const u = ctx.state.users.get(id);
    if (!u || !ctx.org || !ctx.state.relOf(u.userId, ctx.org.ugroupId)) breach(ctx, 'notMember');
    return { userId: u!.userId, username: u!.username };
  });
}

const createResourceQueue: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  checkFieldRules(ctx);
  if (ctx.body.groupId) findRow(ctx, 'ComputeGroup', ctx.body.groupId);
  return view(
    ctx,
    'ResourceQueue',
    insertRow(ctx, 'ResourceQueue', {
      members: queueMembers(ctx) ?? [],
      gpuUsed: 0,
      queuedTaskCount: 0,
      runningTaskCount: 0,
    }),
  );
};

const updateResourceQueue: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  checkFieldRules(ctx);
  const q = findRow(ctx, 'ResourceQueue', ctx.body.id);
  if (ctx.body.groupId) findRow(ctx, 'ComputeGroup', ctx.body.groupId);
  const members = queueMembers(ctx);
  return view(ctx, 'ResourceQueue', patchRow(ctx, 'ResourceQueue', q, members ? { members } : {}));
};

/** The list sorts by stored values: the task counts and GPUs in use are brought up to date first. */
const queryResourceQueues: Handler = (ctx) => {
  const coll = ensureCollection(ctx.state, 'ResourceQueue');
  for (const q of coll.rows) {
    if (q._org !== ctx.org?.ugroupId) continue;
    const { queuedTaskCount, runningTaskCount, gpuUsed } = VIEWS.ResourceQueue(q, ctx);
    coll.update(q.id, { queuedTaskCount, runningTaskCount, gpuUsed });
  }
  return listRows(ctx, 'ResourceQueue');
};

/** openapi.yaml: deletes a queue with no queued or running tasks. */
const deleteResourceQueue: Handler = (ctx) => {
  requireAdmin(ctx, 'manageCompute');
  const q = findRow(ctx, 'ResourceQueue', ctx.body.id);
  if (queueTasks(ctx.state, q.id).some((t) => t.status === 'queued' || t.status === 'running'))
    breach(ctx, 'queueBusy');
  removeRow(ctx, 'ResourceQueue', q);
  return true;
};

export const computeHandlers: Record<string, Handler> = {
  queryComputeNodes,
  queryGpus,
  queryUsageHistory,
  getIdlePolicy,
  setIdlePolicy,
  getIdleGpuSummary,
  setGpuOvercommit,
  splitGpu,
  unsplitGpu,
  createComputeGroup,
  updateComputeGroup,
  deleteComputeGroup,
  addComputeGroupNodes: groupNodes(true),
  removeComputeGroupNodes: groupNodes(false),
  queryDedicatedRequests,
  queryResourceQueues,
  createResourceQueue,
  updateResourceQueue,
  deleteResourceQueue,
  createDedicatedRequest,
  updateDedicatedRequest,
  extendDedicatedRequest,
  releaseDedicatedEarly,
  convertDedicatedRequestToTicket,
  createResourceTicket,
};
