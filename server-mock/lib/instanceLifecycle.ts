// An instance's status changes as deploy (a deployment) and instances (restart, release, archive, restore)
// make them: its links follow its status, its open web terminals close when it stops running, and the deploy
// and release records of the history.
import { decorateInstance, runtimeOf } from '../fixtures/instances';
import type { MockState } from '../state';
import type { Row } from './collection';
import { iso } from './time';

export const instances = (state: MockState) => state.collection('Instance');

export function record(state: MockState, inst: Row, kind: 'deploy' | 'release', operator: string, at: number): Row {
  return state.collection('DeployRecord').insert({
    id: state.nextId('rec-'),
    kind,
    instanceId: inst.id,
    instanceName: inst.name,
    serviceName: kind === 'deploy' ? (state.collection('DeployService').get(inst.serviceId)?.name ?? null) : null,
    operator,
    result: 'running',
    startedAt: iso(at),
    finishedAt: null,
    durationSeconds: null,
    message: null,
    assemblyId: null,
    assemAddr: null,
    _org: inst._org,
    _owner: inst._owner,
  });
}

export function finishRecord(
  state: MockState,
  rec: Row,
  at: number,
  result: 'success' | 'failure',
  message: string | null = null,
): void {
  state.collection('DeployRecord').update(rec.id, {
    result,
    finishedAt: iso(at),
    durationSeconds: Math.round((at - Date.parse(String(rec.startedAt))) / 1000),
    message,
  });
}

export function setStatus(state: MockState, inst: Row, status: string, at: number, extra: Row = {}): void {
  instances(state).update(inst.id, { status, updatedAt: iso(at), ...extra });
  decorateInstance(inst);
  inst.runtimeSeconds = runtimeOf(inst, at);
  if (!TERMINAL_UP.includes(status)) closeTerminals(state, String(inst.id), `instance is ${status}`);
}

// ---------------------------------------------------------------------------------- web terminals

/** Statuses in which the instance's shell runs. */
const TERMINAL_UP = ['running', 'created_success'];
const terminalClosers = new WeakMap<MockState, Map<string, Set<(reason: string) => void>>>();

/**
 * An open terminal of the instance: `close` is called when the instance stops running (restart, reset, release,
 * archive), as a container's shell ends with it. Answers the function that forgets it (the socket closed).
 */
export function watchTerminal(state: MockState, instanceId: string, close: (reason: string) => void): () => void {
  let byInstance = terminalClosers.get(state);
  if (!byInstance) terminalClosers.set(state, (byInstance = new Map()));
  let closers = byInstance.get(instanceId);
  if (!closers) byInstance.set(instanceId, (closers = new Set()));
  closers.add(close);
  return () => closers.delete(close);
}

function closeTerminals(state: MockState, instanceId: string, reason: string): void {
  const closers = terminalClosers.get(state)?.get(instanceId);
  if (!closers) return;
  for (const close of [...closers]) close(reason);
  closers.clear();
}
