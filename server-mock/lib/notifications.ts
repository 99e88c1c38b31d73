// Notifications of ended long operations, in one place: the pipeline hands every successful call to
// followLongOperation(); when the operation is one of LONG_OPERATIONS it follows the rows it started until
// they leave their in-flight statuses (checked after every scheduler step), then gives the user who started it,
// in the organisation it ran in, one notification. Handlers know nothing of it: the table below says which
// operations are long, which rows they move and which statuses mean running, done or stopped.
import type { MockState } from '../state';
import type { Row } from './collection';
import type { Ctx } from './context';
import { newCollection } from './entities';

export const NOTIFICATION = 'Notification';

type Operation =
  | 'deploy'
  | 'release'
  | 'archive'
  | 'restore'
  | 'reset'
  | 'saveImage'
  | 'imageBuild'
  | 'upload'
  | 'taskRun'
  | 'dedicatedDelivery';
type ResourceType = 'instance' | 'archivedInstance' | 'image' | 'dataset' | 'model' | 'task' | 'dedicatedRequest';

interface LongOperation {
  operation: Operation;
  resourceType: ResourceType;
  /** the collection of the rows it moves */
  collection: string;
  /** the ids of those rows, from the request body and the handler's answer */
  ids(body: Ctx['body'], data: Row): unknown[];
  /** statuses while it runs; empty: it ended with the answer (a single-request upload) */
  running: string[];
  /** statuses that mean it did what was asked (anything else it ends in is a failure, or a stop) */
  succeeded: string[];
  stopped?: string[];
}

const single = (v: unknown): unknown[] => (v === undefined || v === null ? [] : [v]);
const byBody = (body: Ctx['body']): unknown[] => single(body.id);
const byAnswer = (_body: Ctx['body'], data: Row): unknown[] => single(data?.id);

const instance = (
  operation: Operation,
  running: string[],
  succeeded: string[],
  ids: LongOperation['ids'] = byBody,
): LongOperation => ({
  operation,
  resourceType: operation === 'archive' ? 'archivedInstance' : 'instance',
  collection: 'Instance',
  ids,
  running,
  succeeded,
});
const image = (operation: Operation): LongOperation => ({
  operation,
  resourceType: 'image',
  collection: 'Image',
  ids: byAnswer,
  running: ['building'],
  succeeded: ['ready'],
});
const delivery: LongOperation = {
  operation: 'dedicatedDelivery',
  resourceType: 'dedicatedRequest',
  collection: 'DedicatedRequest',
  ids: byAnswer,
  running: ['allocated'],
  succeeded: ['active'],
};
const versionUpload = (collection: 'Dataset' | 'Model'): LongOperation => ({
  operation: 'upload',
  resourceType: collection === 'Dataset' ? 'dataset' : 'model',
  collection,
  ids: byBody,
  running: [],
  succeeded: [],
});

/** The long operations a user starts, by operationId. */
export const LONG_OPERATIONS: Record<string, LongOperation> = {
  createDeployment: instance('deploy', ['creating', 'created_success'], ['running'], (_b, d) => single(d?.instanceId)),
  releaseInstance: instance('release', ['removing'], ['removed_success']),
  releaseInstances: instance('release', ['removing'], ['removed_success'], (_b, d) =>
    Array.isArray(d?.succeeded) ? d.succeeded : [],
  ),
  archiveInstance: instance('archive', ['archiving'], ['archived']),
  restoreArchivedInstance: instance('restore', ['restoring'], ['running'], (_b, d) => single(d?.instanceId)),
  resetInstance: instance('reset', ['creating'], ['running']),
  saveInstanceImage: image('saveImage'),
  createImageFromExternal: image('imageBuild'),
  createImageFromGitlab: image('imageBuild'),
  // a chunked upload: the image is built from the uploaded file once the last chunk is in
  completeImageUpload: image('upload'),
  uploadDatasetVersion: versionUpload('Dataset'),
  uploadModelVersion: versionUpload('Model'),
  uploadInstanceData: { ...instance('upload', [], []), running: [] },
  createTask: {
    operation: 'taskRun',
    resourceType: 'task',
    collection: 'Task',
    ids: byAnswer,
    running: ['queued', 'running', 'stopping'],
    succeeded: ['succeeded'],
    stopped: ['stopped'],
  },
  createDedicatedRequest: delivery,
  // a pending request modified so that machines are free now is delivered like a new one
  updateDedicatedRequest: delivery,
};

interface Followed {
  long: LongOperation;
  id: string;
  userId: string;
  ugroupId: string;
  startedAt: number;
}

/** What each state follows, for the data it was born with (a reset forgets it). */
const following = new WeakMap<MockState, { bornAt: number; rows: Followed[] }>();

/** States whose scheduler already tells settle() about every step. */
const observed = new WeakSet<MockState>();

function followedOf(state: MockState): Followed[] {
  if (!observed.has(state)) {
    observed.add(state);
    state.scheduler.observe((now) => settle(state, now));
  }
  let f = following.get(state);
  if (!f || f.bornAt !== state.bornAt) {
    f = { bornAt: state.bornAt, rows: [] };
    following.set(state, f);
  }
  return f.rows;
}

export function notifications(state: MockState) {
  return state.has(NOTIFICATION) ? state.collection(NOTIFICATION) : newCollection(state, NOTIFICATION, 'id', []);
}

function nameOf(collection: string, row: Row | undefined): string {
  if (!row) return '';
  const name = collection === 'DedicatedRequest' ? row.resourceName : row.name;
  const text = String(name ?? row.id ?? '');
  return (collection === 'Image' && row.version ? `${text}:${String(row.version)}` : text).slice(0, 256);
}

function notify(state: MockState, f: Followed, row: Row | undefined, at: number): void {
  const status = String(row?.status ?? '');
  const outcome =
    !f.long.running.length || f.long.succeeded.includes(status)
      ? 'succeeded'
      : f.long.stopped?.includes(status)
        ? 'stopped'
        : 'failed';
  notifications(state).insert({
    id: state.nextId('ntf-'),
    operation: f.long.operation,
    outcome,
    resourceType: f.long.resourceType,
    resourceId: f.id,
    resourceName: nameOf(f.long.collection, row),
    read: false,
    startedAt: new Date(f.startedAt).toISOString(),
    createdAt: new Date(at).toISOString(),
    _owner: f.userId,
    _org: f.ugroupId,
  });
}

/** Gives a notification for every followed operation whose rows left their in-flight statuses. */
export function settle(state: MockState, at = state.now()): void {
  const rows = following.get(state);
  if (!rows || rows.bornAt !== state.bornAt || !rows.rows.length) return;
  rows.rows = rows.rows.filter((f) => {
    if (!state.has(f.long.collection)) return false;
    const row = state.collection(f.long.collection).get(f.id);
    // gone (deleted while it ran): nothing is left to link to
    if (!row) return false;
    if (f.long.running.includes(String(row.status))) return true;
    notify(state, f, row, at);
    return false;
  });
}

/** Called by the pipeline after a handler succeeded: follows the call when it started a long operation. */
export function followLongOperation(ctx: Ctx, data: unknown): void {
  const long = LONG_OPERATIONS[ctx.op.operationId];
  if (!long || !ctx.user || !ctx.org || !ctx.state.has(long.collection)) return;
  const state = ctx.state;
  const list = followedOf(state);
  for (const id of long.ids(ctx.body, (data ?? {}) as Row)) {
    const row = state.collection(long.collection).get(id);
    if (!row) continue;
    const f: Followed = {
      long,
      id: String(id),
      userId: ctx.user.userId,
      ugroupId: ctx.org.ugroupId,
      startedAt: ctx.now,
    };
    if (!long.running.length) notify(state, f, row, ctx.now);
    // started now (an update that delivered nothing, or a row already past its run, is no long operation)
    else if (long.running.includes(String(row.status))) list.push(f);
  }
}
