// A log read in chunks (a deployed service's replicas, a task's run): lines made up from the clock, paged by
// cursor.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { hostileLogMessage, hostileMode, hostileText } from '../fixtures/hostile';
import { seedOf } from '../fixtures/random';
import type { MockState } from '../state';
import { breach } from './businessRules';
import type { Row } from './collection';
import type { Ctx } from './context';
import { iso } from './time';

const LOG_LINES = [
  'Server started on :8888',
  'GET /healthz 200 1ms',
  'Loaded model weights in 12.4s',
  'POST /v1/chat/completions 200 842ms',
  'Worker heartbeat ok',
  'GC pause 18ms',
  'Cache hit ratio 0.93',
];

export function logChunk(
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

// ---------------------------------------------------------------------------------------------- logs at volume
//
// The paged logs (queryTaskLogPage, queryAssemblyLogPage, queryInstanceLogPage, queryDeploymentLogPage) and their
// compressed download.
// A run's log is never stored: line i is made up from the run's key and i (its time, level, source and text),
// so a run of 150,000 lines costs nothing until it is read. A run writes fast at first (a line every
// FAST_MS for FAST_LINES lines, as a training or a service start-up does), then a line every SLOW_MS. Filtered
// reads (search text, level) keep the positions of the matching lines of a few recent filters (a small LRU),
// extended as the run writes more.

export const FAST_MS = 250;
export const FAST_LINES = 120_000;
export const SLOW_MS = 30_000;
/** The most lines one page may hold (openapi.yaml: LogPage, limit maximum). */
export const PAGE_MAX = 2000;

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3 };

export interface RunLog {
  /** the run's identity (the seed of its lines) */
  key: string;
  /** when its first line was written (ms) */
  start: number;
  /** lines written until (ms): the end of the run, or now */
  until: number;
  /** no more lines will come */
  finished: boolean;
  /** the run failed: its last lines are the failure */
  failed?: boolean;
  /** who writes the lines (replicas, containers) */
  sources: string[];
  /** who wrote line i, when it follows from the line (a deployment's step) rather than a pick among `sources` */
  sourceAt?: (i: number) => string;
  /** the failure's lines (the last ones of a failed run), else a training script's traceback */
  failure?: readonly string[];
  /** no error lines but the failure's (a deployment's steps log no stray errors) */
  failureOnly?: boolean;
  /** line i is an info line whatever its number draws (a step's first line, which says it started) */
  infoAt?: (i: number) => boolean;
  /** the texts of warnings and of debug lines, else a training run's */
  warnings?: readonly string[];
  debug?: (h: number) => string;
  /** the text of an info line from its index and a per-line number; `paint` colours a part (or leaves it plain) */
  info?: (i: number, h: number, paint: Painter) => string;
}

/** The time line i was written. */
export function timeOfLine(start: number, i: number): number {
  return i < FAST_LINES ? start + i * FAST_MS : start + FAST_LINES * FAST_MS + (i - FAST_LINES) * SLOW_MS;
}

/** How many lines were written from `start` up to and including `at`. */
export function linesUntil(start: number, at: number): number {
  if (at < start) return 0;
  const d = at - start;
  if (d < FAST_LINES * FAST_MS) return Math.floor(d / FAST_MS) + 1;
  return FAST_LINES + Math.floor((d - FAST_LINES * FAST_MS) / SLOW_MS) + 1;
}

/** Index of the first line written at or after `at`. */
function firstLineAtOrAfter(start: number, at: number): number {
  if (at <= start) return 0;
  return linesUntil(start, at - 1);
}

function mix(x: number): number {
  let h = x >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

const ESC = '\u001b';
/** Colours a part of a line with an ANSI SGR code (or, for search, leaves it plain). */
export type Painter = (code: string, s: string) => string;
const paint: Painter = (code, s) => `${ESC}[${code}m${s}${ESC}[0m`;
const plain: Painter = (_code, s) => s;

const ERRORS = [
  'RuntimeError: CUDA error: an illegal memory access was encountered',
  'torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB',
  'NCCL error: unhandled system error, remote process exited',
  'ConnectionResetError: [Errno 104] Connection reset by peer',
];
const WARNINGS = [
  'gradient overflow, skipping step; reducing loss scale to 32768',
  'dataloader is slower than the GPU: 38% of step time waiting for data',
  'checkpoint upload took 41s (slow storage)',
  'request queue above 80% of capacity',
];
const FAILURE = [
  'Traceback (most recent call last):',
  '  File "/root/train.py", line 212, in <module>',
  '    loss.backward()',
  'RuntimeError: CUDA error: device-side assert triggered',
  'Process exited with code 1',
];

function defaultInfo(i: number, h: number, c: Painter): string {
  if (h % 5 === 0) return `GET /healthz ${c('32', '200')} ${1 + (h % 9)}ms`;
  if (h % 5 === 1) return `POST /v1/chat/completions ${c('32', '200')} ${200 + (h % 900)}ms`;
  if (h % 5 === 2) return `worker ${h % 8} heartbeat ok`;
  if (h % 5 === 3) return `cache hit ratio ${c('36', (0.8 + (h % 20) / 100).toFixed(2))}`;
  return `processed batch ${i + 1} in ${20 + (h % 80)}ms`;
}

export interface MadeLine {
  i: number;
  time: number;
  level: LogLevel;
  source: string;
  message: string;
}

class LineMaker {
  readonly seed: number;
  readonly count: number;
  private readonly failure: readonly string[];
  /** hostile mode: every third line is a hostile text (as hostileLogMessage does; read once, not per line) */
  private readonly hostile = hostileMode();
  constructor(readonly run: RunLog) {
    this.seed = seedOf(run.key);
    this.failure = run.failure ?? FAILURE;
    this.count = linesUntil(run.start, run.until);
  }
  private hash(i: number): number {
    return mix(this.seed ^ mix(i + 1));
  }
  /** The failure lines are the run's last ones. */
  private failureAt(i: number): number {
    return this.run.failed ? i - (this.count - this.failure.length) : -1;
  }
  level(i: number): LogLevel {
    if (this.failureAt(i) >= 0) return 'error';
    if (this.run.infoAt?.(i)) return 'info';
    const h = this.hash(i);
    if (h % 1009 === 7 && !this.run.failureOnly) return 'error';
    if (h % 61 === 3) return 'warn';
    if (h % 9 === 1) return 'debug';
    return 'info';
  }
  source(i: number): string {
    if (this.run.sourceAt) return this.run.sourceAt(i);
    return this.run.sources[(this.hash(i) >>> 12) % this.run.sources.length] ?? 'main';
  }
  /** The text of line i, coloured (as served) or plain (as searched and downloaded). */
  text(i: number, coloured: boolean): string {
    if (this.hostile && i % 3 === 1) return hostileText((i - 1) / 3, 600);
    const c = coloured ? paint : plain;
    const h = this.hash(i);
    const level = this.level(i);
    const f = this.failureAt(i);
    const warnings = this.run.warnings ?? WARNINGS;
    const text =
      f >= 0
        ? c('31', this.failure[f])
        : level === 'error'
          ? `${c('1;31', ERRORS[(h >>> 8) % ERRORS.length])} (rank ${h % 8})`
          : level === 'warn'
            ? `${c('33', 'WARNING')} ${warnings[(h >>> 8) % warnings.length]}`
            : level === 'debug'
              ? c('2', this.run.debug ? this.run.debug(h) : `dataloader worker ${h % 8} prefetched ${h % 64} batches`)
              : (this.run.info ?? defaultInfo)(i, h >>> 4, c);
    return text;
  }
  line(i: number): MadeLine {
    return {
      i,
      time: timeOfLine(this.run.start, i),
      level: this.level(i),
      source: this.source(i),
      message: this.text(i, true),
    };
  }
}

/** ANSI codes out: what search matches and the download keeps. */
// eslint-disable-next-line no-control-regex -- the ANSI escape is the point
export const stripAnsi = (s: string): string => s.replace(/\u001b\[[0-9;]*m/g, '');

export interface LogFilter {
  /** only the lines of this source (a replica) */
  source?: string;
  search?: string;
  level?: LogLevel;
  from?: number;
  to?: number;
}

interface Scan {
  /** positions of the matching lines found so far, in order */
  matches: number[];
  /** lines looked at: [lo, scanned) */
  scanned: number;
  firstError: number | null;
}

/** The scans of recent filters, least recently used first. */
const SCAN_CACHE_SIZE = 12;
const scans = new Map<string, Scan>();

function scanOf(id: string): Scan {
  let s = scans.get(id);
  if (s) scans.delete(id);
  else s = { matches: [], scanned: -1, firstError: null };
  scans.set(id, s);
  while (scans.size > SCAN_CACHE_SIZE) scans.delete(scans.keys().next().value as string);
  return s;
}

export interface LogPageAnswer {
  lines: { n: number; time: string; level: LogLevel; source: string; message: string }[];
  offset: number;
  total: number;
  totalLines: number;
  firstError: number | null;
  finished: boolean;
}

/** One page of a run's log: `offset` and `limit` count the lines that pass `filter`; no offset: the tail. */
export function readLogPage(
  run: RunLog,
  filter: LogFilter,
  offset: number | undefined,
  limit: number = 500,
): LogPageAnswer {
  const maker = new LineMaker(run);
  const count = maker.count;
  const lo = filter.from === undefined ? 0 : Math.min(count, firstLineAtOrAfter(run.start, filter.from));
  const hi = filter.to === undefined ? count : Math.min(count, linesUntil(run.start, filter.to));
  const needle = filter.search?.trim().toLowerCase() ?? '';
  const minRank = filter.level ? RANK[filter.level] : 0;
  const size = Math.max(1, Math.min(PAGE_MAX, Math.floor(limit)));
  // The positions of the lines that pass (all of [lo, hi) when nothing filters the text or level).
  const only = filter.source;
  const scan = scanOf(`${run.key}|${run.start}|${run.failed ? 1 : 0}|${lo}|${minRank}|${only ?? ''}|${needle}`);
  if (scan.scanned < lo) scan.scanned = lo;
  const filtered = needle !== '' || minRank > 0 || only !== undefined;
  // Unfiltered, positions are line numbers: the scan only looks for the first error and stops there.
  let i = scan.scanned;
  for (; i < hi && (filtered || scan.firstError === null); i++) {
    const level = maker.level(i);
    if (RANK[level] < minRank) continue;
    if (only !== undefined && maker.source(i) !== only) continue;
    if (
      needle &&
      !maker.text(i, false).toLowerCase().includes(needle) &&
      !maker.source(i).toLowerCase().includes(needle)
    )
      continue;
    if (filtered) scan.matches.push(i);
    if (level === 'error' && scan.firstError === null) scan.firstError = filtered ? scan.matches.length - 1 : i - lo;
  }
  scan.scanned = Math.max(scan.scanned, i);
  const positions = filtered ? upTo(scan.matches, hi) : hi - lo;
  const total = typeof positions === 'number' ? positions : positions.length;
  const first = offset === undefined ? Math.max(0, total - size) : Math.min(offset, total);
  const lines = [];
  for (let p = first; p < Math.min(total, first + size); p++) {
    const i = typeof positions === 'number' ? lo + p : positions[p];
    const made = maker.line(i);
    lines.push({ n: i + 1, time: iso(made.time), level: made.level, source: made.source, message: made.message });
  }
  const firstError = scan.firstError !== null && scan.firstError < total ? scan.firstError : null;
  return { lines, offset: first, total, totalLines: count, firstError, finished: run.finished };
}

/** The matches below `hi` (a shorter `to` than the scan went to). */
function upTo(matches: number[], hi: number): number[] {
  if (!matches.length || matches[matches.length - 1] < hi) return matches;
  let a = 0;
  let b = matches.length;
  while (a < b) {
    const m = (a + b) >> 1;
    if (matches[m] < hi) a = m + 1;
    else b = m;
  }
  return matches.slice(0, a);
}

/** The filter of a page request, or the name of the rule it breaks. */
function logFilterOf(body: Record<string, unknown>): LogFilter | 'invalidTimeRange' {
  const from = typeof body.from === 'string' ? Date.parse(body.from) : undefined;
  const to = typeof body.to === 'string' ? Date.parse(body.to) : undefined;
  if (from !== undefined && to !== undefined && from > to) return 'invalidTimeRange';
  return {
    search: typeof body.search === 'string' && body.search.trim() ? body.search : undefined,
    level: typeof body.level === 'string' ? (body.level as LogLevel) : undefined,
    from: Number.isNaN(from) ? undefined : from,
    to: Number.isNaN(to) ? undefined : to,
  };
}

// ------------------------------------------------------------------------------------ compressed download

interface SignedLog {
  run: RunLog;
  /** only this source's lines (a replica) */
  source?: string;
  fileName: string;
  expires: number;
}
const signedLogs = new WeakMap<MockState, Map<string, SignedLog>>();

/** A time-limited link to the whole log as it is now (answered as getXLogDownloadUrl's DownloadLink). */
export function signLogDownload(state: MockState, run: RunLog, name: string, now: number, source?: string) {
  const token = crypto.randomBytes(12).toString('hex');
  let links = signedLogs.get(state);
  if (!links) signedLogs.set(state, (links = new Map()));
  const expires = now + 15 * 60_000;
  const fileName = `${name.replace(/[^\w.-]+/g, '_')}.log.gz`;
  links.set(token, { run: { ...run }, source, fileName, expires });
  return { url: `/files/signed/logs/${token}`, fileName, expiresAt: iso(expires) };
}

/** The text of line i of the download: time, level, source and the message without colours. */
export const downloadLine = (l: MadeLine): string =>
  `${iso(l.time)} ${l.level.toUpperCase()} [${l.source}] ${stripAnsi(l.message)}\n`;

/** The whole log behind a signed link, gzip-compressed as a stream (lines made as they are sent); undefined: unknown or expired. */
export function signedLogDownload(
  state: MockState,
  token: string,
  now: number,
): { fileName: string; stream: Readable } | undefined {
  const link = signedLogs.get(state)?.get(token);
  if (!link || link.expires < now) return undefined;
  const maker = new LineMaker(link.run);
  let i = 0;
  const source = new Readable({
    read() {
      if (i >= maker.count) return void this.push(null);
      let chunk = '';
      for (const end = Math.min(maker.count, i + 2000); i < end; i++)
        if (link.source === undefined || maker.source(i) === link.source) chunk += downloadLine(maker.line(i));
      this.push(chunk);
    },
  });
  return { fileName: link.fileName, stream: source.pipe(zlib.createGzip()) };
}

/**
 * A page request of a run the handler has found (in the caller's organisation): its filters, then the page; a
 * time range that ends before it starts is refused with the operation's rule.
 */
export function logPageFor(ctx: Ctx, run: RunLog, source?: string): LogPageAnswer {
  const filter = logFilterOf(ctx.body);
  if (filter === 'invalidTimeRange') breach(ctx, 'invalidTimeRange');
  const offset = ctx.body.offset === undefined ? undefined : Number(ctx.body.offset);
  return readLogPage(run, { ...filter, source }, offset, Number(ctx.body.limit ?? 500));
}
