// AI tasks: create (on a queue, from a ready image), stop, their logs and the overview.
import { rules } from '../../src/validation/rules';
import { breach } from '../lib/businessRules';
import type { Row } from '../lib/collection';
import { refuseRule, type Ctx, type Handler } from '../lib/context';
import { ensureCollection } from '../lib/entities';
import { logChunk, logPageFor, signLogDownload, type RunLog } from '../lib/logs';
import { refuseUnaffordable } from '../lib/preflight';
import { iso } from '../lib/time';
import { VIEWS, assertCanModify, checkFieldRules, findRow, insertRow, listRows, viewOf } from './generic';

/** What a training or batch task prints: progress of its steps, losses, checkpoints (no web server lines). */
function taskLogLine(i: number, n: number): string {
  const step = (i + 1) * 10;
  if (i === 0) return 'Loading dataset from /root/data';
  if (i % 50 === 49) return `Saved checkpoint to /root/output/checkpoint-${step}`;
  if (n % 9 === 0) return `GPU memory allocated ${(18 + (n % 40) / 10).toFixed(1)} GiB`;
  const loss = 2.4 * Math.exp(-i / 300) + 0.15 + (n % 100) / 2000;
  return `step ${step}: loss ${loss.toFixed(4)}, lr 2.0e-5`;
}
const tasks = (ctx: Ctx) => ensureCollection(ctx.state, 'Task');

const createTask: Handler = (ctx) => {
  checkFieldRules(ctx);
  // The create form's rules (src/features/tasks/schemas.ts): a whole number of GPUs above 0, a ready image.
  if (rules.positiveInteger(ctx.body.gpuCount)) refuseRule(ctx, 'positiveInteger');
  const queue = findRow(ctx, 'ResourceQueue', ctx.body.queueId);
  const image = findRow(ctx, 'Image', ctx.body.imageId);
  if (image.status !== 'ready') breach(ctx, 'imageNotReady');
  if (Number(ctx.body.gpuCount) > Number(queue.gpuQuota)) breach(ctx, 'noAvailableResources');
  // The organisation's GPU quota and credit, as the preflight answers them, before anything is written.
  refuseUnaffordable(ctx, 'task');
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
    ? viewOf(row, { durationSeconds: Math.max(0, Math.round((ctx.now - Date.parse(String(row.startedAt))) / 1000)) })
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

/** A task's run log: from its start to its end (or now); a queued task has written nothing yet. */
function taskRun(t: Row, now: number): RunLog {
  const start = Date.parse(String(t.startedAt ?? t.createdAt));
  const status = String(t.status);
  return {
    key: `task:${String(t.id)}`,
    start,
    until: status === 'queued' ? start - 1 : t.finishedAt ? Date.parse(String(t.finishedAt)) : now,
    finished: ['succeeded', 'failed', 'stopped'].includes(status),
    failed: status === 'failed',
    sources: ['main'],
    // the loss in colour, as a training script prints it
    info: (i, n, paint) => {
      const line = taskLogLine(i, n);
      const at = line.indexOf('loss ');
      if (at < 0) return line;
      const end = line.indexOf(',', at);
      return `${line.slice(0, at + 5)}${paint('36', line.slice(at + 5, end))}${line.slice(end)}`;
    },
  };
}

const queryTaskLogPage: Handler = (ctx) => logPageFor(ctx, taskRun(findRow(ctx, 'Task', ctx.body.id), ctx.now));

const getTaskLogDownloadUrl: Handler = (ctx) => {
  const t = findRow(ctx, 'Task', ctx.body.id);
  return signLogDownload(ctx.state, taskRun(t, ctx.now), String(t.id), ctx.now);
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

export const tasksHandlers: Record<string, Handler> = {
  createTask,
  stopTask,
  queryTaskLogs,
  queryTaskLogPage,
  getTaskLogDownloadUrl,
  getTaskOverview,
};
