// Deployed (assembly) services and offline environments, API keys and usage metrics, applications,
// AI tasks, billing (orders, bills), the public portal, the console home and the maintenance status.
import crypto from 'node:crypto';
import { formatMoney } from '../../src/components/format';
import { priceFor, type ListedPrice, type PriceChoice } from '../../src/validation/prices';
import { rules } from '../../src/validation/rules';
import { APIS } from '../fixtures/catalog';
import { hostileLogMessage, hostileMode, hostileText } from '../fixtures/hostile';
import { seedOf } from '../fixtures/random';
import { breach } from '../lib/businessRules';
import { Collection, type Row } from '../lib/collection';
import { refuseRule, requireUser, type Ctx, type Handler } from '../lib/context';
import { childrenOf, ensureCollection } from '../lib/entities';
import { newOrder } from './compute';
import { ENRICH, VIEWS, assertCanModify, checkFieldRules, findRow, insertRow, listRows } from './generic';

const iso = (ms: number): string => new Date(ms).toISOString();
const DAY = 86_400_000;
const noise = (key: string, i: number): number => ((seedOf(`${key}:${i}`) % 2001) - 1000) / 1000;

/** A text of the platform's own content in zh, en and ja (the visitor's Accept-Language picks one). */
type Texts = Record<'en' | 'zh' | 'ja', string>;
const tx = (en: string, zh: string, ja: string): Texts => ({ en, zh, ja });
/** A price worded in each language around the console's one money format (`{p}` is the amount in CNY). */
const priceTx = (amount: number, en: string, zh: string, ja: string): Texts => ({
  en: en.replace('{p}', formatMoney(amount, 'en-US')),
  zh: zh.replace('{p}', formatMoney(amount, 'zh-CN')),
  ja: ja.replace('{p}', formatMoney(amount, 'ja-JP')),
});

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

const LOG_LINES = [
  'Server started on :8888',
  'GET /healthz 200 1ms',
  'Loaded model weights in 12.4s',
  'POST /v1/chat/completions 200 842ms',
  'Worker heartbeat ok',
  'GC pause 18ms',
  'Cache hit ratio 0.93',
];

/** What a training or batch task prints: progress of its steps, losses, checkpoints (no web server lines). */
function taskLogLine(i: number, n: number): string {
  const step = (i + 1) * 10;
  if (i === 0) return 'Loading dataset from /root/data';
  if (i % 50 === 49) return `Saved checkpoint to /root/output/checkpoint-${step}`;
  if (n % 9 === 0) return `GPU memory allocated ${(18 + (n % 40) / 10).toFixed(1)} GiB`;
  const loss = 2.4 * Math.exp(-i / 300) + 0.15 + (n % 100) / 2000;
  return `step ${step}: loss ${loss.toFixed(4)}, lr 2.0e-5`;
}

function logChunk(
  key: string,
  start: number,
  ctx: Ctx,
  sources: string[],
  finished: boolean,
  line: (i: number, n: number) => string = (_i, n) => LOG_LINES[n % LOG_LINES.length],
  until: number = ctx.now,
): Row {
  const tail = Math.min(500, Number(ctx.body.tailLines ?? 100));
  const end = Math.max(0, Math.floor((Math.min(until, ctx.now) - start) / 2000));
  const cursor = ctx.body.cursor ? Number(ctx.body.cursor) : Math.max(0, end - tail);
  const lines = [];
  for (let i = cursor; i < Math.min(end, cursor + tail); i++) {
    const n = seedOf(`${key}:${i}`);
    lines.push({
      time: iso(start + i * 2000),
      level: n % 17 === 0 ? 'warn' : 'info',
      source: sources[n % sources.length],
      message: hostileLogMessage(i, line(i, n)),
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
  if (env.status !== 'ready') breach(ctx, 'invalidState');
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
  if (ctx.body.expiresAt != null && !(Date.parse(String(ctx.body.expiresAt)) > ctx.now)) breach(ctx, 'dateInPast');
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
  if (k.status === 'revoked') breach(ctx, 'invalidState');
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

interface UsagePoint {
  time: number;
  calls: number;
  errors: number;
  latency: number;
}

const shareOf = (key: string): number => 1 + (seedOf(key) % 100) / 20;
const API_SHARES = APIS.map(shareOf);

/** `n` split in whole numbers by `weights`, the parts adding up to `n` exactly (largest remainders). */
function split(n: number, weights: number[]): number[] {
  const sum = weights.reduce((s, w) => s + w, 0);
  const exact = weights.map((w) => (n * w) / sum);
  const parts = exact.map(Math.floor);
  let left = n - parts.reduce((s, x) => s + x, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i]).sort((x, y) => y[0] - x[0] || x[1] - y[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i] += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The organisation's API keys that made calls: a key calls between its creation and its last use (a key never
 * used — revoked or new — has no calls), so the usage metrics agree with the key list.
 */
function callingKeys(ctx: Ctx): Row[] {
  return ensureCollection(ctx.state, 'ApiKey')
    .where('_org', ctx.org?.ugroupId)
    .filter((k) => k.lastUsedAt)
    .sort((x, y) => String(x.id).localeCompare(String(y.id)));
}

/** The calls of one key in each interval of the period (none before its creation, after its last use or now). */
function keyPoints(ctx: Ctx, k: Row): UsagePoint[] {
  const p = PERIODS[String(ctx.body.period)] ?? PERIODS.last7days;
  const dayStart = Math.floor(ctx.now / DAY) * DAY - p.offset;
  const first = p.granularity === 'hour' ? dayStart : dayStart - (p.points - 1) * DAY;
  const from = Date.parse(String(k.createdAt));
  const until = Math.min(Date.parse(String(k.lastUsedAt)), ctx.now);
  const id = String(k.id);
  const scale = (shareOf(id) / 3) * (p.granularity === 'day' ? 24 : 1);
  return Array.from({ length: p.points }, (_, i) => {
    const t = first + i * p.stepMs;
    const bucket = Math.floor(t / p.stepMs);
    const hour = new Date(t).getUTCHours();
    const diurnal = p.granularity === 'hour' ? 0.4 + 0.6 * Math.max(0, Math.sin(((hour - 1) / 24) * Math.PI)) : 1;
    const used = t <= until && t + p.stepMs > from;
    const calls = used ? Math.max(0, Math.round((600 + 200 * noise(id, bucket)) * diurnal * scale)) : 0;
    return {
      time: t,
      calls,
      errors: Math.round(calls * (0.01 + 0.01 * Math.abs(noise(`${id}e`, bucket)))),
      latency: 180 + 60 * noise(`${id}l`, bucket),
    };
  });
}

/** One key's points limited to one API (its share of each interval's calls). */
function apiPart(points: UsagePoint[], api: number): UsagePoint[] {
  return points.map((pt) => ({
    ...pt,
    calls: split(pt.calls, API_SHARES)[api],
    errors: split(pt.errors, API_SHARES)[api],
  }));
}

/** The points of the request: its key (or all calling keys) and its API (or all), interval by interval. */
function usagePoints(ctx: Ctx): UsagePoint[] {
  const keys = callingKeys(ctx).filter((k) => !ctx.body.keyId || k.id === ctx.body.keyId);
  const api = ctx.body.api ? APIS.indexOf(String(ctx.body.api)) : -1;
  const perKey = keys.map((k) => (api >= 0 ? apiPart(keyPoints(ctx, k), api) : keyPoints(ctx, k)));
  if (ctx.body.api && api < 0) perKey.length = 0;
  const base = keyPoints(ctx, { id: '', createdAt: new Date(0).toISOString(), lastUsedAt: null });
  return base.map((b, i) => {
    const calls = perKey.reduce((s, pts) => s + pts[i].calls, 0);
    const errors = perKey.reduce((s, pts) => s + pts[i].errors, 0);
    const latency = calls ? perKey.reduce((s, pts) => s + pts[i].latency * pts[i].calls, 0) / calls : 0;
    return { time: b.time, calls, errors, latency };
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

/** Calls by key or by API: the same calls as the headline, split exactly (the parts add up to the total). */
const breakdown =
  (by: 'key' | 'api'): Handler =>
  (ctx) => {
    const keys = callingKeys(ctx);
    const perKey = keys.map((k) => keyPoints(ctx, k));
    const items =
      by === 'key'
        ? keys.map((k, i) => {
            const calls = perKey[i].reduce((s, p) => s + p.calls, 0);
            const errorCalls = perKey[i].reduce((s, p) => s + p.errors, 0);
            const latency = calls ? perKey[i].reduce((s, p) => s + p.latency * p.calls, 0) / calls : 0;
            return { key: String(k.id), label: String(k.name), calls, errorCalls, avgLatencyMs: Math.round(latency) };
          })
        : APIS.map((api, a) => {
            const parts = perKey.flatMap((pts) => apiPart(pts, a));
            const calls = parts.reduce((s, p) => s + p.calls, 0);
            const errorCalls = parts.reduce((s, p) => s + p.errors, 0);
            const latency = calls ? parts.reduce((s, p) => s + p.latency * p.calls, 0) / calls : 0;
            return { key: api, label: api, calls, errorCalls, avgLatencyMs: Math.round(latency) };
          });
    return { period: ctx.body.period, items: items.filter((x) => x.calls > 0) };
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
  const rows: Row[] = [];
  for (const k of callingKeys(ctx)) {
    const keyName = String(k.name);
    for (const p of keyPoints(ctx, k)) {
      if (!p.calls) continue;
      const calls = split(p.calls, API_SHARES);
      const errors = split(p.errors, API_SHARES);
      APIS.forEach((api, a) => {
        if (!calls[a]) return;
        const errorCalls = Math.min(errors[a], calls[a]);
        rows.push({
          id: `${p.time}|${api}|${k.id}`,
          time: iso(p.time),
          api,
          keyName,
          calls: calls[a],
          successCalls: calls[a] - errorCalls,
          errorCalls,
          successRate: Math.round(((calls[a] - errorCalls) / calls[a]) * 10000) / 100,
          avgLatencyMs: Math.round(p.latency * (0.75 + (seedOf(api) % 50) / 100) * 10) / 10,
        });
      });
    }
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

/** A service's status as read now: a prepaid service past its expiry has expired. */
function serviceStatus(svc: Row, now: number): string {
  return svc.status === 'active' && svc.expiresAt && Date.parse(String(svc.expiresAt)) < now
    ? 'expired'
    : String(svc.status);
}

const enabledSets = new WeakMap<Ctx, Set<unknown>>();
/** The applications the caller's organisation has an active service of: the catalogue's `enabled`. */
function enabledAppIds(ctx: Ctx): Set<unknown> {
  let ids = enabledSets.get(ctx);
  if (!ids) {
    ids = new Set(
      ensureCollection(ctx.state, 'ApplicationService')
        .where('_org', ctx.org?.ugroupId)
        .filter((s) => serviceStatus(s, ctx.now) === 'active')
        .map((s) => s.appId),
    );
    enabledSets.set(ctx, ids);
  }
  return ids;
}

/** The catalogue's descriptions (fixtures/catalog.ts) in the caller's language. */
const APP_DESCRIPTIONS: Texts[] = [
  tx(
    'Extract text and tables from scans, photos and PDFs',
    '从扫描件、照片和 PDF 中提取文字与表格',
    'スキャン・写真・PDF から文字と表を抽出',
  ),
  tx(
    'Transcribe calls and meetings in Chinese, English and Japanese',
    '转写中文、英文和日文的通话与会议',
    '中国語・英語・日本語の通話や会議を文字起こし',
  ),
  tx(
    'Translate documents and chats between 30 languages',
    '在 30 种语言间翻译文档与对话',
    '30 言語間で文書やチャットを翻訳',
  ),
  tx('Answer questions from your team’s documents', '基于团队文档回答问题', 'チームの文書をもとに質問に回答'),
  tx(
    'Spot defects on assembly lines from camera images',
    '通过摄像头图像发现产线缺陷',
    'カメラ画像から組立ラインの欠陥を検出',
  ),
  tx(
    'Turn meeting recordings into minutes and action items',
    '把会议录音整理成纪要和待办事项',
    '会議の録音を議事録とアクションアイテムに',
  ),
  tx(
    'Natural voices for announcements and audiobooks',
    '用于播报和有声书的自然语音',
    'アナウンスやオーディオブック向けの自然な音声',
  ),
  tx(
    'Search your documents by meaning, not just keywords',
    '按语义而不只是关键词搜索文档',
    'キーワードだけでなく意味で文書を検索',
  ),
];
const appDescription = new Map(APP_DESCRIPTIONS.map((d) => [d.en, d]));

VIEWS.Application = (row, ctx) => ({
  ...row,
  enabled: enabledAppIds(ctx).has(row.id),
  description:
    typeof row.description === 'string'
      ? (appDescription.get(row.description)?.[ctx.lang] ?? row.description)
      : row.description,
});

/** The catalogue; `enabled` filters on the organisation's services (see VIEWS.Application). */
const queryApplications: Handler = (ctx) => {
  const { enabled, ...rest } = ctx.body;
  if (typeof enabled !== 'boolean') return listRows(ctx, 'Application');
  const on = enabledAppIds(ctx);
  return listRows({ ...ctx, body: rest }, 'Application', { where: (r) => on.has(r.id) === enabled });
};

/**
 * Calls a service answered on the UTC day starting at `day` (ms): none before the day after it was enabled, nor
 * after it ended (disabled or expired); the analytics and the access statistics both count these.
 */
function callsOn(svc: Row, day: number, now: number): number {
  const from = Math.floor(Date.parse(String(svc.enabledAt)) / DAY) * DAY;
  const status = serviceStatus(svc, now);
  const end =
    status === 'disabled' && svc._disabledAt
      ? Date.parse(String(svc._disabledAt))
      : status === 'expired' && svc.expiresAt
        ? Date.parse(String(svc.expiresAt))
        : now;
  if (day <= from || day > end || day > now) return 0;
  const n = Math.floor(day / DAY);
  const scale = 0.3 + (seedOf(String(svc.id)) % 100) / 100;
  return Math.max(0, Math.round(scale * (900 + 400 * Math.sin(n / 5) + 200 * noise(String(svc.id), n))));
}

VIEWS.ApplicationService = (row, ctx) => {
  const today = Math.floor(ctx.now / DAY) * DAY;
  const from = Math.floor(Date.parse(String(row.enabledAt)) / DAY) * DAY;
  let total = 0;
  let last30 = 0;
  let lastDay: number | null = null;
  for (let day = from; day <= today; day += DAY) {
    const c = callsOn(row, day, ctx.now);
    total += c;
    if (day > today - 30 * DAY) last30 += c;
    if (c > 0) lastDay = day;
  }
  return {
    ...row,
    status: serviceStatus(row, ctx.now),
    accessStats: {
      totalCalls: total,
      last30DaysCalls: last30,
      lastAccessAt: lastDay === null ? null : iso(Math.min(lastDay + DAY / 2, ctx.now)),
    },
  };
};

const enableApplication: Handler = (ctx) => {
  const user = requireUser(ctx);
  const app = findRow(ctx, 'Application', ctx.body.appId);
  const b = ctx.body;
  if (Array.isArray(app.accessMethods) && !app.accessMethods.includes(b.accessMethod))
    breach(ctx, 'accessMethodUnsupported');
  if (b.accessMethod === 'nact') {
    if (!b.nactDeviceId) breach(ctx, 'nactDeviceRequired');
    findRow(ctx, 'NactDevice', b.nactDeviceId);
  }
  const periods = Number(b.periods ?? 1);
  const listed = priceFor(app.prices as ListedPrice[] | undefined, b as PriceChoice);
  if (!listed) breach(ctx, 'planUnsupported');
  const price = listed.amount;
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
  if (svc.status === 'disabled') breach(ctx, 'invalidState');
  // The catalogue's "enabled" follows (VIEWS.Application); calls stop from now on.
  return ctx.state.collection('ApplicationService').update(svc.id, { status: 'disabled', _disabledAt: iso(ctx.now) });
};

const queryApplicationAnalytics: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const today = Math.floor(ctx.now / DAY) * DAY;
  const day = (i: number, n: number) => today - (n - 1 - i) * DAY;
  return {
    serviceId: svc.id,
    last30Days: Array.from({ length: 30 }, (_, i) => {
      const c = callsOn(svc, day(i, 30), ctx.now);
      return { date: iso(day(i, 30)).slice(0, 10), visits: Math.round(c / 3), calls: c, users: Math.round(c / 40) };
    }),
    trend90Days: Array.from({ length: 90 }, (_, i) => ({
      date: iso(day(i, 90)).slice(0, 10),
      calls: callsOn(svc, day(i, 90), ctx.now),
    })),
  };
};

/** What each application's API is, by the application's slug (app-<slug> or app-<slug>-<n> for its editions). */
const API_DOCS: Record<string, { path: string; request: unknown; response: unknown }> = {
  ocr: {
    path: '/v1/ocr',
    request: { model: 'ocr-general', image_url: 'https://example.com/invoice.png' },
    response: { id: 'ocr-1', text: 'Invoice No. 2026-0117\nTotal: 1,280.00', pages: 1 },
  },
  asr: {
    path: '/v1/audio/transcriptions',
    request: { model: 'whisper-large-v3', audio_url: 'https://example.com/meeting.wav', language: 'en' },
    response: { id: 'asr-1', text: 'Good morning, let us start with the quarterly numbers.', duration_seconds: 3.2 },
  },
  translate: {
    path: '/v1/translate',
    request: { source: 'en', target: 'ja', text: 'Hello' },
    response: { id: 'tr-1', translation: 'こんにちは' },
  },
  chat: {
    path: '/v1/chat/completions',
    request: { model: 'team-assistant', messages: [{ role: 'user', content: 'Hello' }] },
    response: { id: 'chat-1', choices: [{ message: { role: 'assistant', content: 'Hi! How can I help?' } }] },
  },
  'vision-qc': {
    path: '/v1/vision/inspect',
    request: { model: 'defect-detector', image_url: 'https://example.com/line3/frame-0042.jpg' },
    response: { id: 'qc-1', defects: [{ label: 'scratch', score: 0.93, box: [412, 118, 468, 160] }] },
  },
  summarize: {
    path: '/v1/summaries',
    request: { model: 'meeting-summary', transcript: 'Alice: the release moves to Friday. Bob: I will tell QA.' },
    response: { id: 'sum-1', summary: 'The release moves to Friday.', action_items: ['Bob tells QA'] },
  },
  tts: {
    path: '/v1/audio/speech',
    request: { model: 'tts-natural', voice: 'female-1', input: 'Welcome to AISpace' },
    response: { id: 'tts-1', audio_url: 'https://api.aispace.dev/files/tts-1.mp3', duration_seconds: 1.8 },
  },
  search: {
    path: '/v1/search',
    request: { query: 'refund policy', top_k: 3 },
    response: { id: 'search-1', results: [{ document: 'policies/refunds.pdf', score: 0.91 }] },
  },
};

const getApiServiceDetail: Handler = (ctx) => {
  const svc = findRow(ctx, 'ApplicationService', ctx.body.serviceId);
  const app = ensureCollection(ctx.state, 'Application').get(svc.appId);
  const slug = String(svc.appId).replace(/^app-/, '').replace(/-\d+$/, '');
  const doc = API_DOCS[slug] ?? API_DOCS.chat;
  return {
    id: svc.id,
    name: svc.name,
    description: app ? (appDescription.get(String(app.description))?.[ctx.lang] ?? app.description ?? null) : null,
    endpoint: `https://api.aispace.dev${doc.path}`,
    method: 'POST',
    authentication: 'Authorization: Bearer <API key>',
    requestExample: JSON.stringify(doc.request, null, 2),
    responseExample: JSON.stringify(doc.response, null, 2),
    rateLimitPerMinute: 600,
    prices: app?.prices ?? [],
    docsUrl: `https://docs.aispace.dev/api${doc.path}`,
  };
};

// ------------------------------------------------------------------------------------------- tasks

const tasks = (ctx: Ctx) => ensureCollection(ctx.state, 'Task');

const createTask: Handler = (ctx) => {
  checkFieldRules(ctx);
  // The create form's rules (src/features/tasks/schemas.ts): a whole number of GPUs above 0, a ready image.
  if (rules.positiveInteger(ctx.body.gpuCount)) refuseRule(ctx, 'positiveInteger');
  const queue = findRow(ctx, 'ResourceQueue', ctx.body.queueId);
  const image = findRow(ctx, 'Image', ctx.body.imageId);
  if (image.status !== 'ready') breach(ctx, 'imageNotReady');
  if (Number(ctx.body.gpuCount) > Number(queue.gpuQuota)) breach(ctx, 'noAvailableResources');
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
  if (!['queued', 'running'].includes(String(t.status))) breach(ctx, 'invalidState');
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
  return logChunk(
    String(t.id),
    start,
    ctx,
    ['main'],
    ['succeeded', 'failed', 'stopped'].includes(String(t.status)),
    taskLogLine,
    t.status === 'queued' ? start : t.finishedAt ? Date.parse(String(t.finishedAt)) : ctx.now,
  );
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

/** The platform's own product words on orders, in the caller's language (other texts are shown as stored). */
const ORDER_TEXTS: Record<string, Texts> = {
  'Dedicated GPU': tx('Dedicated GPU', '专属 GPU', '専有 GPU'),
  'AI deployment': tx('AI deployment', 'AI 部署', 'AI デプロイ'),
  'Object storage': tx('Object storage', '对象存储', 'オブジェクトストレージ'),
  Application: tx('Application', '应用', 'アプリケーション'),
  'API service': tx('API service', 'API 服务', 'API サービス'),
  'Network service group': tx('Network service group', '网络服务组', 'ネットワークサービスグループ'),
  '8x H800 80GB / 1 node': tx('8x H800 80GB / 1 node', '8x H800 80GB / 1 节点', '8x H800 80GB / 1 ノード'),
  '1 TiB standard': tx('1 TiB standard', '1 TiB 标准型', '1 TiB スタンダード'),
  'Team plan, 20 seats': tx('Team plan, 20 seats', '团队版，20 席位', 'チームプラン（20 席）'),
  '10M tokens package': tx('10M tokens package', '1000 万 tokens 套餐', '1,000 万トークンパック'),
  'System disk 100 GiB': tx('System disk 100 GiB', '系统盘 100 GiB', 'システムディスク 100 GiB'),
};
const orderText = (ctx: Ctx, value: unknown): unknown =>
  typeof value === 'string' ? (ORDER_TEXTS[value]?.[ctx.lang] ?? value) : value;

VIEWS.Order = (row, ctx) => ({
  ...row,
  serviceType: orderText(ctx, row.serviceType),
  configuration: orderText(ctx, row.configuration),
});

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
        ? [{ item: String(orderText(ctx, 'System disk 100 GiB')), quantity: qty, unit, unitPrice: 0, amount: 0 }]
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
  if (o.status !== 'unpaid') breach(ctx, 'invalidState');
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
    title: Texts;
    sections: Array<{ id: string; title: Texts; items: Array<[Texts, Texts, string[], Texts | null]> }>;
  }
> = {
  appCenter: {
    title: tx('App Center', '应用中心', 'アプリセンター'),
    sections: [
      {
        id: 'popular',
        title: tx('Popular', '热门应用', '人気のアプリ'),
        items: [
          [
            tx('Document OCR', '文档 OCR', 'ドキュメント OCR'),
            tx('Extract text from scans and photos', '从扫描件和照片中提取文字', 'スキャンや写真から文字を抽出'),
            ['vision'],
            priceTx(0.01, 'from {p} / page', '{p}/页 起', '{p}/ページから'),
          ],
          [
            tx('Speech recognition', '语音识别', '音声認識'),
            tx(
              'Transcribe meetings in zh, en, ja',
              '转写中文、英文、日文会议',
              '中国語・英語・日本語の会議を文字起こし',
            ),
            ['speech'],
            priceTx(0.6, 'from {p} / hour', '{p}/小时 起', '{p}/時間から'),
          ],
          [
            tx('Team chat assistant', '团队对话助手', 'チームチャットアシスタント'),
            tx('Answers from your documents', '基于团队文档回答问题', 'チームの文書をもとに回答'),
            ['llm'],
            priceTx(99, 'from {p} / month', '{p}/月 起', '{p}/月から'),
          ],
        ],
      },
    ],
  },
  taskCenter: {
    title: tx('Task Center', '任务中心', 'タスクセンター'),
    sections: [
      {
        id: 'templates',
        title: tx('Templates', '任务模板', 'タスクテンプレート'),
        items: [
          [
            tx('LoRA fine-tuning', 'LoRA 微调', 'LoRA ファインチューニング'),
            tx('Fine-tune an LLM on your data', '用自有数据微调大语言模型', '自社データで LLM をファインチューニング'),
            ['training'],
            null,
          ],
          [
            tx('Batch inference', '批量推理', 'バッチ推論'),
            tx('Run a model over a dataset', '对整个数据集运行模型推理', 'データセット全体にモデルを実行'),
            ['inference'],
            null,
          ],
        ],
      },
    ],
  },
  ipAsset: {
    title: tx('IP asset', 'IP 资产', 'IP 資産'),
    sections: [
      {
        id: 'models',
        title: tx('Models', '模型', 'モデル'),
        items: [
          [
            tx('Qwen2 7B chat', 'Qwen2 7B 对话', 'Qwen2 7B チャット'),
            tx('General chat model', '通用对话模型', '汎用チャットモデル'),
            ['llm'],
            null,
          ],
          [
            tx('YOLOv8 defects', 'YOLOv8 缺陷检测', 'YOLOv8 欠陥検出'),
            tx('Defect detection for assembly lines', '面向产线的缺陷检测', '組立ライン向けの欠陥検出'),
            ['vision'],
            null,
          ],
        ],
      },
    ],
  },
  aiDeploy: {
    title: tx('AI deploy', 'AI 部署', 'AI デプロイ'),
    sections: [
      {
        id: 'services',
        title: tx('One-click services', '一键部署', 'ワンクリックデプロイ'),
        items: [
          [
            tx('Llama 3 fine-tuning', 'Llama 3 微调', 'Llama 3 ファインチューニング'),
            tx(
              'JupyterLab with Llama 3 and PEFT ready',
              '预装 Llama 3 与 PEFT 的 JupyterLab',
              'Llama 3 と PEFT を備えた JupyterLab',
            ),
            ['llm'],
            priceTx(9.9, 'from {p} / GPU-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('Stable Diffusion XL', 'Stable Diffusion XL', 'Stable Diffusion XL'),
            tx('Image generation studio', '图像生成工作室', '画像生成スタジオ'),
            ['image'],
            priceTx(6.5, 'from {p} / GPU-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
        ],
      },
    ],
  },
  gpuCompute: {
    title: tx('GPU compute', 'GPU 算力', 'GPU コンピューティング'),
    sections: [
      {
        id: 'gpus',
        title: tx('GPUs', 'GPU 型号', 'GPU'),
        items: [
          [
            tx('NVIDIA H800 80GB', 'NVIDIA H800 80GB', 'NVIDIA H800 80GB'),
            tx('Dedicated 8-GPU nodes', '8 卡专属节点', '専有 8 GPU ノード'),
            ['dedicated'],
            priceTx(45, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('NVIDIA A100 80GB', 'NVIDIA A100 80GB', 'NVIDIA A100 80GB'),
            tx('Shared or dedicated', '共享或专属', '共有または専有'),
            ['shared'],
            priceTx(9.9, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
          [
            tx('NVIDIA L40S 48GB', 'NVIDIA L40S 48GB', 'NVIDIA L40S 48GB'),
            tx('Inference and graphics', '推理与图形渲染', '推論とグラフィックス'),
            ['shared'],
            priceTx(6.5, 'from {p} / card-hour', '{p}/卡时 起', '{p}/GPU 時間から'),
          ],
        ],
      },
    ],
  },
  apiService: {
    title: tx('API service', 'API 服务', 'API サービス'),
    sections: [
      {
        id: 'apis',
        title: tx('APIs', '接口', 'API'),
        items: [
          [
            tx('Chat completions', '对话补全', 'チャット補完'),
            tx('/v1/chat/completions', '/v1/chat/completions', '/v1/chat/completions'),
            ['llm'],
            priceTx(0.002, '{p} / 1K tokens', '{p}/千 tokens', '{p}/1K トークン'),
          ],
          [
            tx('Embeddings', '向量嵌入', '埋め込み'),
            tx('/v1/embeddings', '/v1/embeddings', '/v1/embeddings'),
            ['nlp'],
            priceTx(0.0005, '{p} / 1K tokens', '{p}/千 tokens', '{p}/1K トークン'),
          ],
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
      title: s.title[ctx.lang] ?? s.title.en,
      items: s.items.map(([title, description, tags, price], i) => ({
        id: `${tab}-${s.id}-${i + 1}`,
        title: title[ctx.lang] ?? title.en,
        description: hostileMode() ? hostileText(i + 1, 600) : (description[ctx.lang] ?? description.en),
        image: null,
        tags,
        price: price ? (price[ctx.lang] ?? price.en) : null,
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
  // This month's spend is what the organisation's orders paid this month (a refund gives money back): the same
  // orders the order list shows, so an organisation without orders has spent nothing and has no chart.
  const byDay = new Map<string, number>();
  for (const o of ensureCollection(ctx.state, 'Order').where('_org', org)) {
    const paid = o.paidAt ? Date.parse(String(o.paidAt)) : NaN;
    if (!(paid >= monthStart && paid <= ctx.now) || o.status === 'cancelled') continue;
    const day = iso(Math.floor(paid / DAY) * DAY).slice(0, 10);
    const sign = o.transactionType === 'refund' ? -1 : 1;
    byDay.set(day, (byDay.get(day) ?? 0) + sign * Number(o.amount));
  }
  const days = Math.floor((today - monthStart) / DAY) + 1;
  const spendSeries = byDay.size
    ? Array.from({ length: days }, (_, i) => {
        const date = iso(monthStart + i * DAY).slice(0, 10);
        return { date, amount: Math.round((byDay.get(date) ?? 0) * 100) / 100 };
      })
    : [];
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

const MAINTENANCE_NOTICE = tx(
  'Scheduled maintenance: GPU drivers are being upgraded.',
  '计划维护：正在升级 GPU 驱动。',
  '計画メンテナンス：GPU ドライバーを更新しています。',
);

const getSystemStatus: Handler = (ctx) => ({
  maintenance: process.env.MOCK_MAINTENANCE === '1',
  message: process.env.MOCK_MAINTENANCE === '1' ? MAINTENANCE_NOTICE[ctx.lang] : null,
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
  queryApplications,
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
