// Deployed (assembly) services and offline environments, API keys and usage metrics, applications,
// AI tasks, billing (orders, bills), the public portal, the console home and the maintenance status.
import crypto from 'node:crypto';
import { hostileLogMessage, hostileMode, hostileText } from '../fixtures/hostile';
import { seedOf } from '../fixtures/random';
import { Collection, type Row } from '../lib/collection';
import { refuse, refuseRule, requireUser, type Ctx, type Handler } from '../lib/context';
import { childrenOf, ensureCollection } from '../lib/entities';
import { newOrder } from './compute';
import { ENRICH, VIEWS, assertCanModify, checkFieldRules, findRow, insertRow, listRows } from './generic';

const iso = (ms: number): string => new Date(ms).toISOString();
const DAY = 86_400_000;
const noise = (key: string, i: number): number => ((seedOf(`${key}:${i}`) % 2001) - 1000) / 1000;

// ---------------------------------------------------------------------------- assembly services

function assembly(ctx: Ctx): Row {
  const a = findRow(ctx, 'AssemblyService', ctx.body.id);
  if (ctx.body.assemAddr && a.assemAddr !== ctx.body.assemAddr) refuse(ctx, 'recordNotFound', 'NOT_FOUND');
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
  if (!v) refuse(ctx, 'recordNotFound', 'NOT_FOUND');
  return transition(ctx, a, 'restarting', { version: v!.version, image: v!.image });
};

const LOG_LINES = [
  'Server started on :8888',
  'GET /healthz 200 1ms',
  'Loaded model weights in 12.4s',
  'POST /v1/chat/completions 200 842ms',
  'Worker heartbeat ok',
  'GC pause 18ms',
  'Cache hit ratio 0.93',
];

function logChunk(key: string, start: number, ctx: Ctx, sources: string[], finished: boolean): Row {
  const tail = Math.min(500, Number(ctx.body.tailLines ?? 100));
  const cursor = ctx.body.cursor ? Number(ctx.body.cursor) : Math.max(0, Math.floor((ctx.now - start) / 2000) - tail);
  const end = Math.floor((ctx.now - start) / 2000);
  const lines = [];
  for (let i = cursor; i < Math.min(end, cursor + tail); i++) {
    const n = seedOf(`${key}:${i}`);
    lines.push({
      time: iso(start + i * 2000),
      level: n % 17 === 0 ? 'warn' : 'info',
      source: sources[n % sources.length],
      message: hostileLogMessage(i, LOG_LINES[n % LOG_LINES.length]),
    });
  }
  return {
    lines,
    nextCursor: finished && cursor + lines.length >= end ? null : String(cursor + lines.length),
    finished,
  };
}

const queryAssemblyLogs: Handler = (ctx) => {
  const a = assembly(ctx);
  const replicas = Array.from({ length: Number(a.replicas) || 1 }, (_, i) => `replica-${i}`);
  const sources = ctx.body.replica ? [String(ctx.body.replica)] : replicas;
  return logChunk(String(a.id), Date.parse(String(a.updatedAt)) - DAY, ctx, sources, false);
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
  if (env.status !== 'ready') refuse(ctx, 'invalidState', 'INVALID_STATE');
  return {
    url: `/files/signed/offline/${env.id}/${crypto.randomBytes(8).toString('hex')}`,
    fileName: `${env.name}.tar.gz`,
    expiresAt: iso(ctx.now + 3_600_000),
  };
};

// ---------------------------------------------------------------------------------- API keys, usage

const createApiKey: Handler = (ctx) => {
  // The console's rules: a name that is not blank, an expiration date after today (or none).
  if (!String(ctx.body.name ?? '').trim()) refuseRule(ctx, 'required');
  if (ctx.body.expiresAt != null && !(Date.parse(String(ctx.body.expiresAt)) > ctx.now))
    refuse(ctx, 'dateInPast', 'DATE_IN_PAST');
  const secret = `sk-aisp-${crypto.randomBytes(24).toString('hex')}`;
  const row = insertRow(ctx, 'ApiKey', {
    keyPrefix: secret.slice(0, 12),
    status: 'active',
    lastUsedAt: null,
    expiresAt: ctx.body.expiresAt ?? null,
  });
  return { ...row, key: secret };
};

const revokeApiKey: Handler = (ctx) => {
  const k = findRow(ctx, 'ApiKey', ctx.body.id);
  assertCanModify(ctx, k);
  if (k.status === 'revoked') refuse(ctx, 'invalidState', 'INVALID_STATE');
  return ctx.state.collection('ApiKey').update(k.id, { status: 'revoked' });
};

VIEWS.ApiKey = (row, ctx) =>
  row.status === 'active' && row.expiresAt && Date.parse(String(row.expiresAt)) < ctx.now
    ? { ...row, status: 'expired' }
    : row;

const PERIODS: Record<string, { points: number; stepMs: number; offset: number; granularity: 'hour' | 'day' }> = {
  today: { points: 24, stepMs: 3_600_000, offset: 0, granularity: 'hour' },
  yesterday: { points: 24, stepMs: 3_600_000, offset: DAY, granularity: 'hour' },
  last7days: { points: 7, stepMs: DAY, offset: 0, granularity: 'day' },
  last15days: { points: 15, stepMs: DAY, offset: 0, granularity: 'day' },
};

function usagePoints(ctx: Ctx): Array<{ time: number; calls: number; errors: number; latency: number }> {
  const p = PERIODS[String(ctx.body.period)] ?? PERIODS.last7days;
  const key = `${ctx.org?.ugroupId}:${ctx.body.keyId ?? ''}:${ctx.body.api ?? ''}`;
  const dayStart = Math.floor(ctx.now / DAY) * DAY - p.offset;
  const first = p.granularity === 'hour' ? dayStart : dayStart - (p.points - 1) * DAY;
  const scale = (ctx.body.keyId ? 0.2 : 1) * (ctx.body.api ? 0.3 : 1) * (p.granularity === 'day' ? 24 : 1);
  return Array.from({ length: p.points }, (_, i) => {
    const t = first + i * p.stepMs;
    const bucket = Math.floor(t / p.stepMs);
    const hour = new Date(t).getUTCHours();
    const diurnal = p.granularity === 'hour' ? 0.4 + 0.6 * Math.max(0, Math.sin(((hour - 1) / 24) * Math.PI)) : 1;
    const calls = t > ctx.now ? 0 : Math.max(0, Math.round((1800 + 600 * noise(key, bucket)) * diurnal * scale));
    return {
      time: t,
      calls,
      errors: Math.round(calls * (0.01 + 0.01 * Math.abs(noise(`${key}e`, bucket)))),
      latency: 180 + 60 * noise(`${key}l`, bucket),
    };
  });
}

const queryInvocationSummary: Handler = (ctx) => {
  const pts = usagePoints(ctx);
  const total = pts.reduce((s, p) => s + p.calls, 0);
  const errors = pts.reduce((s, p) => s + p.errors, 0);
  // Mean latency of the calls made (hours still to come have none).
  const latency = total ? pts.reduce((s, p) => s + p.latency * p.calls, 0) / total : 0;
  return {
    period: ctx.body.period,
    totalCalls: total,
    successCalls: total - errors,
    errorCalls: errors,
    successRate: total ? Math.round(((total - errors) / total) * 10000) / 100 : 100,
    avgLatencyMs: Math.round(latency * 10) / 10,
  };
};

const queryInvocationSeries: Handler = (ctx) => ({
  period: ctx.body.period,
  granularity: (PERIODS[String(ctx.body.period)] ?? PERIODS.last7days).granularity,
  points: usagePoints(ctx).map((p) => ({
    time: iso(p.time),
    calls: p.calls,
    successCalls: p.calls - p.errors,
    errorCalls: p.errors,
  })),
});

const APIS = [
  '/v1/chat/completions',
  '/v1/embeddings',
  '/v1/images/generations',
  '/v1/audio/transcriptions',
  '/v1/ocr',
  '/v1/translate',
];

/** The keys the organisation's calls are spread over: [id, name] of its first six keys (whatever the request's
 * paging, sort or search, which belong to the table). */
const callingKeys = (ctx: Ctx): string[][] =>
  listRows({ ...ctx, body: { ugroupAddr: ctx.body.ugroupAddr } }, 'ApiKey', { equals: {} })
    .list.slice(0, 6)
    .map((k) => [String(k.id), String(k.name)]);
const shareOf = (key: string): number => 1 + (seedOf(key) % 100) / 20;

const breakdown =
  (by: 'key' | 'api'): Handler =>
  (ctx) => {
    const total = usagePoints(ctx).reduce((s, p) => s + p.calls, 0);
    const keys = by === 'key' ? callingKeys(ctx) : APIS.map((a) => [a, a]);
    const weights = keys.map(([k]) => shareOf(k));
    const sum = weights.reduce((s, w) => s + w, 0);
    return {
      period: ctx.body.period,
      items: keys.map(([key, label], i) => {
        const calls = Math.round((total * weights[i]) / sum);
        return {
          key,
          label,
          calls,
          errorCalls: Math.round(calls * 0.012),
          avgLatencyMs: Math.round(150 + (seedOf(key) % 200)),
        };
      }),
    };
  };

// Hours without calls (those still to come today) have no latency.
const queryInvocationLatency: Handler = (ctx) => ({
  period: ctx.body.period,
  points: usagePoints(ctx).map((p) =>
    p.calls
      ? {
          time: iso(p.time),
          p50Ms: Math.round(p.latency),
          p95Ms: Math.round(p.latency * 2.4),
          p99Ms: Math.round(p.latency * 4.1),
        }
      : { time: iso(p.time) },
  ),
});

/**
 * The table under the charts: one row per interval of the period, API and key, split from the same points as
 * the charts (so its rows add up to them), with the request's paging, sort and search over API and key.
 */
const queryInvocationTable: Handler = (ctx) => {
  const keys = callingKeys(ctx);
  const keyShares = keys.map(([id]) => shareOf(id));
  const keyTotal = keyShares.reduce((s, w) => s + w, 0);
  const apiShares = APIS.map(shareOf);
  const apiTotal = apiShares.reduce((s, w) => s + w, 0);
  const rows: Row[] = [];
  for (const p of usagePoints(ctx)) {
    if (!p.calls) continue;
    APIS.forEach((api, a) => {
      keys.forEach(([, keyName], k) => {
        const calls = Math.round((p.calls * apiShares[a] * keyShares[k]) / (apiTotal * keyTotal));
        if (!calls) return;
        const errorCalls = Math.round((calls * p.errors) / p.calls);
        rows.push({
          id: `${p.time}|${api}|${keyName}`,
          time: iso(p.time),
          api,
          keyName,
          calls,
          successCalls: calls - errorCalls,
          errorCalls,
          successRate: Math.round(((calls - errorCalls) / calls) * 10000) / 100,
          avgLatencyMs: Math.round(p.latency * (0.75 + (seedOf(api) % 50) / 100) * 10) / 10,
        });
      });
    });
  }
  const b = ctx.body;
  const sortable = ['time', 'api', 'keyName', 'calls', 'errorCalls', 'successRate', 'avgLatencyMs'];
  const page = new Collection('invocations', 'id', [], rows).list({
    pageNum: b.pageNum,
    pageSize: b.pageSize,
    sortField: sortable.includes(b.sortField) ? b.sortField : 'time',
    sortOrder: sortable.includes(b.sortField) ? b.sortOrder : 'desc',
    contains: b.keyword ? [{ fields: ['api', 'keyName'], value: String(b.keyword) }] : [],
  });
  return { ...page, list: page.list.map(({ id: _id, ...row }) => row) };
};

// -------------------------------------------------------------------------------------- applications

const enableApplication: Handler = (ctx) => {
  const user = requireUser(ctx);
  const app = findRow(ctx, 'Application', ctx.body.appId);
  const b = ctx.body;
  if (Array.isArray(app.accessMethods) && !app.accessMethods.includes(b.accessMethod))
    refuse(ctx, 'invalidState', 'ACCESS_METHOD_UNSUPPORTED');
  if (b.accessMethod === 'nact') {
    if (!b.nactDeviceId) refuse(ctx, 'recordNotFound', 'NACT_DEVICE_REQUIRED');
    findRow(ctx, 'NactDevice', b.nactDeviceId);
  }
  const periods = Number(b.periods ?? 1);
  const price = (app.prices as Row[] | undefined)?.find((p) => p.billingMode === b.billingMode)?.amount ?? 999;
  const days = b.billingMode === 'daily' ? 1 : b.billingMode === 'monthly' ? 30 : 365;
  const slug = String(app.id).replace(/^app-/, '');
  // An application may be enabled more than once (another access method or resource mode): number the names.
  const base = `${app.name} (${ctx.org?.name ?? 'team'})`;
  const taken = new Set(
    ensureCollection(ctx.state, 'ApplicationService')
      .where('_org', ctx.org?.ugroupId)
      .map((s) => s.name),
  );
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base} #${n}`;
  const svc = insertRow(ctx, 'ApplicationService', {
    appId: app.id,
    name,
    enabledBy: user.username,
    accessMethod: b.accessMethod,
    resourceMode: b.resourceMode,
    billingMode: b.billingMode,
    payType: b.payType,
    enabledAt: iso(ctx.now),
    expiresAt: b.payType === 'prepaid' ? iso(ctx.now + periods * days * DAY) : null,
    accessUrl: b.accessMethod === 'portal' ? `https://apps.aispace.dev/${ctx.org?.name ?? 'org'}/${slug}` : null,
    status: 'active',
    accessStats: { totalCalls: 0, last30DaysCalls: 0, lastAccessAt: null },
  });
  ctx.state.collection('Application').update(app.id, { enabled: true });
  newOrder(ctx, {
    category: 'application',
    serviceType: 'Application',
    configuration: `${app.name} / ${b.resourceMode} / ${b.accessMethod}`,
    billingMode: b.billingMode,
    payType: b.payType,
    price: Number(price),
    quantity: periods,
    amount: Math.round(Number(price) * periods * 100) / 100,
    serviceName: svc.name,
    serviceAddress: svc.id,
  });
  return svc;
};

const disableApplicationService: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  assertCanModify(ctx, svc);
  if (svc.status === 'disabled') refuse(ctx, 'invalidState', 'INVALID_STATE');
  const services = ctx.state.collection('ApplicationService');
  const updated = services.update(svc.id, { status: 'disabled' });
  // The catalogue says "enabled" while the organisation keeps another active service of the application.
  const apps = ensureCollection(ctx.state, 'Application');
  const stillActive = services
    .where('_org', svc._org)
    .some((s) => s.appId === svc.appId && s.id !== svc.id && s.status === 'active');
  if (apps.has(svc.appId) && !stillActive) apps.update(svc.appId, { enabled: false });
  return updated;
};

const queryApplicationAnalytics: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const today = Math.floor(ctx.now / DAY) * DAY;
  const day = (i: number, n: number) => today - (n - 1 - i) * DAY;
  const calls = (i: number) => Math.max(0, Math.round(900 + 400 * Math.sin(i / 5) + 200 * noise(String(svc.id), i)));
  return {
    serviceId: svc.id,
    last30Days: Array.from({ length: 30 }, (_, i) => {
      const c = calls(i + 60);
      return { date: iso(day(i, 30)).slice(0, 10), visits: Math.round(c / 3), calls: c, users: Math.round(c / 40) };
    }),
    trend90Days: Array.from({ length: 90 }, (_, i) => ({ date: iso(day(i, 90)).slice(0, 10), calls: calls(i) })),
  };
};

const getApiServiceDetail: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const app = ensureCollection(ctx.state, 'Application').get(svc.appId);
  const api = APIS[seedOf(String(svc.appId)) % APIS.length];
  return {
    id: svc.id,
    name: svc.name,
    description: app?.description ?? null,
    endpoint: `https://api.aispace.dev${api}`,
    method: 'POST',
    authentication: 'Authorization: Bearer <API key>',
    requestExample: JSON.stringify({ model: 'default', input: 'Hello' }, null, 2),
    responseExample: JSON.stringify({ id: 'res-1', output: 'Hi! How can I help?' }, null, 2),
    rateLimitPerMinute: 600,
    prices: app?.prices ?? [],
    docsUrl: `https://docs.aispace.dev/api${api}`,
  };
};

// ------------------------------------------------------------------------------------------- tasks

const tasks = (ctx: Ctx) => ensureCollection(ctx.state, 'Task');

const createTask: Handler = (ctx) => {
  checkFieldRules(ctx);
  const queue = findRow(ctx, 'ResourceQueue', ctx.body.queueId);
  const image = findRow(ctx, 'Image', ctx.body.imageId);
  if (Number(ctx.body.gpuCount) > Number(queue.gpuQuota)) refuse(ctx, 'noAvailableResources', 'NO_AVAILABLE_RESOURCES');
  const row = insertRow(ctx, 'Task', {
    image: `${image.name}:${image.version}`,
    queueName: queue.name,
    status: 'queued',
    startedAt: null,
    finishedAt: null,
    durationSeconds: 0,
    exitCode: null,
  });
  const tick = ctx.state.options.tickMs;
  ctx.state.scheduler.at(ctx.now + 2 * tick, (at) => {
    if (tasks(ctx).get(row.id)?.status === 'queued')
      tasks(ctx).update(row.id, { status: 'running', startedAt: iso(at) });
  });
  // Training runs for a while (150 steps: 2 minutes at the default tick), so it can be watched, logged and stopped.
  ctx.state.scheduler.at(ctx.now + 150 * tick, (at) => {
    const t = tasks(ctx).get(row.id);
    if (t?.status === 'running')
      tasks(ctx).update(row.id, {
        status: 'succeeded',
        finishedAt: iso(at),
        exitCode: 0,
        durationSeconds: Math.round((at - Date.parse(String(t.startedAt))) / 1000),
      });
  });
  return row;
};

VIEWS.Task = (row, ctx) =>
  (row.status === 'running' || row.status === 'stopping') && row.startedAt
    ? { ...row, durationSeconds: Math.max(0, Math.round((ctx.now - Date.parse(String(row.startedAt))) / 1000)) }
    : row;

const stopTask: Handler = (ctx) => {
  const t = findRow(ctx, 'Task', ctx.body.id);
  assertCanModify(ctx, t);
  if (!['queued', 'running'].includes(String(t.status))) refuse(ctx, 'invalidState', 'INVALID_STATE');
  tasks(ctx).update(t.id, { status: 'stopping' });
  ctx.state.scheduler.at(ctx.now + ctx.state.options.tickMs, (at) => {
    const cur = tasks(ctx).get(t.id);
    if (cur?.status !== 'stopping') return;
    // It keeps the run time it had when it stopped (a queued task never ran).
    const ran = cur.startedAt ? Math.max(0, Math.round((at - Date.parse(String(cur.startedAt))) / 1000)) : 0;
    tasks(ctx).update(t.id, { status: 'stopped', finishedAt: iso(at), exitCode: 143, durationSeconds: ran });
  });
  return t;
};

const queryTaskLogs: Handler = (ctx) => {
  const t = findRow(ctx, 'Task', ctx.body.id);
  const start = Date.parse(String(t.startedAt ?? t.createdAt));
  return logChunk(String(t.id), start, ctx, ['main'], ['succeeded', 'failed', 'stopped'].includes(String(t.status)));
};

const getTaskOverview: Handler = (ctx) => {
  const mine = tasks(ctx).where('_org', ctx.org?.ugroupId);
  const counts: Record<string, number> = { queued: 0, running: 0, stopping: 0, stopped: 0, succeeded: 0, failed: 0 };
  for (const t of mine) counts[String(t.status)] = (counts[String(t.status)] ?? 0) + 1;
  return {
    counts,
    gpusInUse: mine.filter((t) => t.status === 'running').reduce((s, t) => s + (Number(t.gpuCount) || 0), 0),
    queues: listRows(ctx, 'ResourceQueue', {}).list,
  };
};

// ----------------------------------------------------------------------------------------- billing

ENRICH.OrderDetail = (ctx, row) => {
  const candidate = row._linked ? ctx.state.collection('Order').get(row._linked) : undefined;
  // Only an order of the same organisation is shown (and can be opened) as the linked one.
  const linked = candidate && candidate._org === row._org ? candidate : undefined;
  const qty = Number(row.quantity) || 1;
  const unit = row.billingMode === 'daily' ? 'day' : row.billingMode === 'monthly' ? 'month' : 'year';
  const settled = ['completed', 'refunded'].includes(String(row.status));
  return {
    ...row,
    billingDetail: [
      {
        item: String(row.configuration ?? row.serviceType),
        quantity: qty,
        unit,
        unitPrice: row.price,
        amount: Math.round(Number(row.price) * qty * 100) / 100,
      },
      ...(row.category === 'aiDeploy'
        ? [{ item: 'System disk 100 GiB', quantity: qty, unit, unitPrice: 0, amount: 0 }]
        : []),
    ],
    linkedOrder: linked
      ? {
          orderId: linked.orderId,
          transactionType: linked.transactionType,
          status: linked.status,
          amount: linked.amount,
          createdAt: linked.createdAt,
        }
      : null,
    settlement: settled
      ? { quantity: qty, unit, price: row.price, amount: row.amount, settledAt: row.paidAt ?? row.createdAt }
      : null,
  };
};

const createOrder: Handler = (ctx) => {
  const b = ctx.body;
  const price = Math.round((100 + (seedOf(`${b.serviceType}:${b.configuration}`) % 9000)) * 100) / 100;
  return insertRow(ctx, 'Order', {
    transactionType: 'purchase',
    price,
    amount: Math.round(price * Number(b.quantity) * 100) / 100,
    currency: 'CNY',
    status: b.payType === 'postpaid' ? 'active' : 'unpaid',
    serviceName: b.serviceType,
    serviceAddress: b.resourceId ?? null,
    payOrgName: ctx.org?.name,
    payOrgAddr: ctx.org?.ugroupAddr,
    cprsSource: b.cprsSource ?? 'indiv',
    paidAt: null,
    _linked: null,
  });
};

function ownOrder(ctx: Ctx): Row {
  const o = findRow(ctx, 'Order', ctx.body.orderId);
  assertCanModify(ctx, o);
  if (o.status !== 'unpaid') refuse(ctx, 'invalidState', 'INVALID_STATE');
  return o;
}

const payOrder: Handler = (ctx) =>
  ctx.state.collection('Order').update(ownOrder(ctx).orderId, { status: 'paid', paidAt: iso(ctx.now) });
const cancelOrder: Handler = (ctx) =>
  ctx.state.collection('Order').update(ownOrder(ctx).orderId, { status: 'cancelled' });

const queryBills: Handler = (ctx) =>
  listRows(ctx, 'Bill', { ranges: [{ field: 'period', from: ctx.body.periodFrom, to: ctx.body.periodTo }] });

const queryBillConsumption: Handler = (ctx) => {
  const bills = ensureCollection(ctx.state, 'Bill')
    .where('_org', ctx.org?.ugroupId)
    .filter(
      (b) =>
        (!ctx.body.periodFrom || String(b.period) >= ctx.body.periodFrom) &&
        (!ctx.body.periodTo || String(b.period) <= ctx.body.periodTo),
    )
    .sort((a, b) => (String(a.period) < String(b.period) ? -1 : 1));
  const total = bills.reduce((s, b) => s + Number(b.consumption), 0);
  const split = { gpuCompute: 0.46, aiDeploy: 0.28, storage: 0.08, application: 0.09, apiService: 0.07, network: 0.02 };
  return {
    points: bills.map((b) => ({ period: b.period, consumption: b.consumption, actualPayment: b.actualPayment })),
    byCategory: Object.entries(split).map(([category, share]) => ({
      category,
      consumption: Math.round(total * share * 100) / 100,
    })),
    currency: 'CNY',
  };
};

// ----------------------------------------------------------------------------------- portal, home

const PORTAL: Record<
  string,
  {
    title: Record<string, string>;
    sections: Array<{ id: string; title: string; items: Array<[string, string, string[], string | null]> }>;
  }
> = {
  appCenter: {
    title: { en: 'App Center', zh: '应用中心', ja: 'アプリセンター' },
    sections: [
      {
        id: 'popular',
        title: 'Popular',
        items: [
          ['Document OCR', 'Extract text from scans and photos', ['vision'], 'from ¥0.01 / page'],
          ['Speech recognition', 'Transcribe meetings in zh, en, ja', ['speech'], 'from ¥0.6 / hour'],
          ['Team chat assistant', 'Answers from your documents', ['llm'], 'from ¥99 / month'],
        ],
      },
    ],
  },
  taskCenter: {
    title: { en: 'Task Center', zh: '任务中心', ja: 'タスクセンター' },
    sections: [
      {
        id: 'templates',
        title: 'Templates',
        items: [
          ['LoRA fine-tuning', 'Fine-tune an LLM on your data', ['training'], null],
          ['Batch inference', 'Run a model over a dataset', ['inference'], null],
        ],
      },
    ],
  },
  ipAsset: {
    title: { en: 'IP asset', zh: 'IP 资产', ja: 'IP 資産' },
    sections: [
      {
        id: 'models',
        title: 'Models',
        items: [
          ['Qwen2 7B chat', 'General chat model', ['llm'], null],
          ['YOLOv8 defects', 'Defect detection for assembly lines', ['vision'], null],
        ],
      },
    ],
  },
  aiDeploy: {
    title: { en: 'AI deploy', zh: 'AI 部署', ja: 'AI デプロイ' },
    sections: [
      {
        id: 'services',
        title: 'One-click services',
        items: [
          ['Llama 3 fine-tuning', 'JupyterLab with Llama 3 and PEFT ready', ['llm'], 'from ¥9.9 / GPU-hour'],
          ['Stable Diffusion XL', 'Image generation studio', ['image'], 'from ¥6.5 / GPU-hour'],
        ],
      },
    ],
  },
  gpuCompute: {
    title: { en: 'GPU compute', zh: 'GPU 算力', ja: 'GPU コンピューティング' },
    sections: [
      {
        id: 'gpus',
        title: 'GPUs',
        items: [
          ['NVIDIA H800 80GB', 'Dedicated 8-GPU nodes', ['dedicated'], 'from ¥45 / card-hour'],
          ['NVIDIA A100 80GB', 'Shared or dedicated', ['shared'], 'from ¥9.9 / card-hour'],
          ['NVIDIA L40S 48GB', 'Inference and graphics', ['shared'], 'from ¥6.5 / card-hour'],
        ],
      },
    ],
  },
  apiService: {
    title: { en: 'API service', zh: 'API 服务', ja: 'API サービス' },
    sections: [
      {
        id: 'apis',
        title: 'APIs',
        items: [
          ['Chat completions', '/v1/chat/completions', ['llm'], '¥0.002 / 1K tokens'],
          ['Embeddings', '/v1/embeddings', ['nlp'], '¥0.0005 / 1K tokens'],
        ],
      },
    ],
  },
};

/** The console screen each portal tab leads to (a signed-out visitor is sent to sign in first). */
const PORTAL_LINKS: Record<string, string> = {
  appCenter: '/apps',
  taskCenter: '/task-center',
  ipAsset: '/br-model',
  aiDeploy: '/assembly-service',
  gpuCompute: '/dedicated-computing',
  apiService: '/api-key',
};

const getPortalContent: Handler = (ctx) => {
  const tab = String(ctx.body.tab);
  const p = PORTAL[tab] ?? PORTAL.appCenter;
  return {
    tab,
    title: p.title[ctx.lang] ?? p.title.en,
    subtitle: hostileMode() ? hostileText(0, 200) : null,
    sections: p.sections.map((s) => ({
      id: s.id,
      title: s.title,
      items: s.items.map(([title, description, tags, price], i) => ({
        id: `${tab}-${s.id}-${i + 1}`,
        title,
        description: hostileMode() ? hostileText(i + 1, 600) : description,
        image: null,
        tags,
        price,
        link: PORTAL_LINKS[tab] ?? '/portal',
      })),
    })),
  };
};

const createRequirement: Handler = (ctx) => {
  const id = ctx.state.nextId('req-');
  ctx.state.notice(`requirement ${id} from ${ctx.body.fullName} <${ctx.body.contact}>`);
  return { requestId: id, createdAt: iso(ctx.now) };
};

const getConsoleOverview: Handler = (ctx) => {
  requireUser(ctx);
  const org = ctx.org?.ugroupId;
  const insts = ctx.state.collection('Instance').where('_org', org);
  const gpus = ctx.state.collection('Gpu').where('_org', org);
  const today = Math.floor(ctx.now / DAY) * DAY;
  const monthStart = Date.UTC(new Date(ctx.now).getUTCFullYear(), new Date(ctx.now).getUTCMonth(), 1);
  const days = Math.floor((today - monthStart) / DAY) + 1;
  const spendSeries = Array.from({ length: days }, (_, i) => ({
    date: iso(monthStart + i * DAY).slice(0, 10),
    amount: Math.round((2400 + 800 * noise(`${org}:spend`, i)) * 100) / 100,
  }));
  const modules = ctx.state.has('HomeModules') ? (ctx.state.collection('HomeModules').get(org)?.modules ?? []) : [];
  return {
    runningInstances: insts.filter((i) => i.status === 'running').length,
    totalInstances: insts.length,
    gpusInUse: gpus.filter((g) => (g._instances as string[]).length > 0).length,
    gpusTotal: gpus.length,
    monthSpend: Math.round(spendSeries.reduce((s, p) => s + p.amount, 0) * 100) / 100,
    currency: 'CNY',
    spendSeries,
    pendingInvitations: ctx.state.has('Invitation')
      ? ctx.state
          .collection('Invitation')
          .where('_org', org)
          .filter((i) => i.status === 'pending').length
      : 0,
    modules,
  };
};

const getSystemStatus: Handler = () => ({
  maintenance: process.env.MOCK_MAINTENANCE === '1',
  message: process.env.MOCK_MAINTENANCE === '1' ? 'Scheduled maintenance' : null,
  until: null,
});

export const serviceHandlers: Record<string, Handler> = {
  getAssemblyService,
  scaleAssemblyService,
  restartAssemblyService,
  queryAssemblyVersions,
  switchAssemblyVersion,
  queryAssemblyLogs,
  createOfflineEnv,
  getOfflineEnvDownloadUrl,
  createApiKey,
  revokeApiKey,
  queryInvocationSummary,
  queryInvocationSeries,
  queryInvocationsByKey: breakdown('key'),
  queryInvocationsByApi: breakdown('api'),
  queryInvocationLatency,
  queryInvocationTable,
  enableApplication,
  disableApplicationService,
  queryApplicationAnalytics,
  getApiServiceDetail,
  createTask,
  stopTask,
  queryTaskLogs,
  getTaskOverview,
  createOrder,
  payOrder,
  cancelOrder,
  queryBills,
  queryBillConsumption,
  getPortalContent,
  createRequirement,
  getConsoleOverview,
  getSystemStatus,
};
