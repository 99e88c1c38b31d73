// GPU capacity, shared by compute (nodes, GPUs, dedicated requests), deploy (a deployment's GPUs) and
// instances (release, archive, restore): which GPUs are free, giving them to an instance and taking them back.
import { GPU_MODELS } from '../fixtures/compute';
import type { MockState } from '../state';
import { breach } from './businessRules';
import type { Row } from './collection';
import type { Ctx } from './context';

/** Instance statuses that hold GPUs. */
export const HOLDS_GPUS = new Set(['running', 'creating', 'created_success', 'removing', 'archiving', 'restoring']);

export const KNOWN_MODELS = new Set<string>(Object.values(GPU_MODELS).map((m) => m.model));
export const MAX_GPUS_PER_NODE = 8;

export const nodes = (state: MockState) => state.collection('ComputeNode');
export const gpus = (state: MockState) => state.collection('Gpu');

export function syncNode(state: MockState, nodeId: unknown): void {
  const used = gpus(state)
    .where('nodeId', nodeId)
    .filter((g) => (g._instances as string[]).length > 0).length;
  nodes(state).update(nodeId, { gpuUsed: used });
}

// ------------------------------------------------------------------------------------------ capacity

export type CapacityProblem = 'noAvailableResources' | 'noComputeResources';

/** Why `count` GPUs of `model` cannot be had now (null when they can). */
export function capacityProblem(
  state: MockState,
  model: string,
  count: number,
  dedicatedRequestId?: string | null,
): CapacityProblem | null {
  if (count === 0) return null;
  if (!KNOWN_MODELS.has(model) || count > MAX_GPUS_PER_NODE) return 'noAvailableResources';
  return pickNode(state, model, count, dedicatedRequestId) ? null : 'noComputeResources';
}

function pickNode(
  state: MockState,
  model: string,
  count: number,
  dedicatedRequestId?: string | null,
): { node: Row; free: Row[] } | null {
  for (const node of nodes(state).rows) {
    if (node.status !== 'online') continue;
    if (dedicatedRequestId ? node.dedicatedRequestId !== dedicatedRequestId : node.dedicatedRequestId) continue;
    const free = gpus(state)
      .where('nodeId', node.id)
      .filter((g) => g.model === model && (g._instances as string[]).length === 0 && g.splitStatus !== 'split');
    if (free.length >= count) return { node, free: free.slice(0, count) };
  }
  return null;
}

/** Gives an instance its GPUs; a business error with the capacity text when there are none. */
export function allocateGpus(
  ctx: Ctx,
  inst: Row,
  model: string,
  count: number,
  dedicatedRequestId?: string | null,
): void {
  if (count === 0) return;
  const problem = capacityProblem(ctx.state, model, count, dedicatedRequestId);
  if (problem === 'noAvailableResources') breach(ctx, 'noAvailableResources');
  if (problem === 'noComputeResources') breach(ctx, 'noComputeResources');
  const { node, free } = pickNode(ctx.state, model, count, dedicatedRequestId)!;
  assignGpus(ctx.state, inst, node, free);
}

export function assignGpus(state: MockState, inst: Row, node: Row, free: Row[]): void {
  for (const g of free) {
    (g._instances as string[]).push(String(inst.id));
    gpus(state).update(g.id, { runningInstanceCount: 1, vramAllocatedMiB: g.vramTotalMiB });
  }
  const placed = { nodeId: node.id, _gpuIds: free.map((g) => g.id) };
  // Through the collection when the instance is in it: `nodeId` is indexed (a node's instances), and a restored
  // instance may land on another node than before.
  if (state.collection('Instance').update(inst.id, placed) !== inst) Object.assign(inst, placed);
  syncNode(state, node.id);
}

/** Tries to allocate without throwing (restore after an archive); true when done. */
export function tryAllocate(state: MockState, inst: Row): boolean {
  const count = Number(inst.gpuCount) || 0;
  if (!count) return true;
  const hit = pickNode(state, String(inst.gpuModel), count, inst.dedicatedRequestId as string | null);
  if (!hit) return false;
  assignGpus(state, inst, hit.node, hit.free);
  return true;
}

export function freeGpus(state: MockState, inst: Row): void {
  const ids = (inst._gpuIds as string[] | undefined) ?? [];
  for (const id of ids) {
    const g = gpus(state).get(id);
    if (!g) continue;
    g._instances = (g._instances as string[]).filter((x) => x !== inst.id);
    if (!(g._instances as string[]).length) gpus(state).update(id, { runningInstanceCount: 0, vramAllocatedMiB: 0 });
  }
  if (inst.nodeId) syncNode(state, inst.nodeId);
  inst._gpuIds = [];
}
