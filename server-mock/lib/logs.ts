// A log read in chunks (a deployed service's replicas, a task's run): lines made up from the clock, paged by
// cursor.
import { hostileLogMessage } from '../fixtures/hostile';
import { seedOf } from '../fixtures/random';
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
