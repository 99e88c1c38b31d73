// API keys and the usage metrics of their calls (summary, series, by key, by API, latency, the table).
import crypto from 'node:crypto';
import { APIS } from '../fixtures/catalog';
import { seedOf } from '../fixtures/random';
import { breach } from '../lib/businessRules';
import { Collection, type Row } from '../lib/collection';
import { refuseRule, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { noise } from '../lib/noise';
import { DAY, iso } from '../lib/time';
import { VIEWS, assertCanModify, findRow, insertRow, viewOf } from './generic';

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
    ? viewOf(row, { status: 'expired' })
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

export const apiUsageHandlers: Record<string, Handler> = {
  createApiKey,
  revokeApiKey,
  queryInvocationSummary,
  queryInvocationSeries,
  queryInvocationsByKey: breakdown('key'),
  queryInvocationsByApi: breakdown('api'),
  queryInvocationLatency,
  queryInvocationTable,
};
