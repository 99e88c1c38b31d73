// The compute area's rules in the mock: a compute group is deleted only when empty and a resource queue only
// when idle (openapi.yaml), queues show their tasks, and a dedicated request the current resources cannot meet
// is kept as pending so it can be converted to a resource ticket.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from './helpers';

let mock: MockServer;
let demo: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, member] = await Promise.all([signedIn(mock.url, ACCOUNTS.demo), signedIn(mock.url, ACCOUNTS.member)]);
  // compiling the contract at start takes long on a busy machine
}, 120_000);
afterEach(() => demo.hook('reset'));
afterAll(() => mock.close());

const day = (offset: number): string => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('compute groups', () => {
  it('refuses to delete a group with nodes and leaves its nodes where they are', async () => {
    const refused = await demo.call('aispweb/compute_group/delete', { groupId: 'grp-01' });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'GROUP_NOT_EMPTY',
      errorMessage: 'Remove the nodes of this compute group first',
    });
    const detail = await demo.call('aispweb/compute_group/detail', { groupId: 'grp-01' });
    expect(detail.body.data.nodes.length).toBeGreaterThan(0);
  });

  it('deletes a group once its nodes are removed, and the nodes belong to no group', async () => {
    const created = await demo.call('aispweb/compute_group/create', { name: 'it-group.one', nodeIds: ['node-03'] });
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ name: 'it-group.one', nodeCount: 1 });
    expect((await demo.call('aispweb/compute_group/delete', { groupId: id })).body.success).toBe(false);
    await demo.call('aispweb/compute_group/remove_nodes', { groupId: id, nodeIds: ['node-03'] });
    const ungrouped = await demo.call('aispweb/node/query', { ungrouped: true, pageSize: 100 });
    expect(ungrouped.body.data.list.map((n: { id: string }) => n.id)).toEqual(['node-03']);
    expect((await demo.call('aispweb/compute_group/delete', { groupId: id })).body).toMatchObject({ success: true });
  });

  it('refuses a Basic Member', async () => {
    const r = await member.call('aispweb/compute_group/delete', { groupId: 'grp-06' });
    expect(r.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
  });
});

describe('resource queues', () => {
  it('lists the tasks waiting in a queue and counts them', async () => {
    const detail = await demo.call('aispweb/queue/detail', { id: 'q-04' });
    expect(detail.body.data.queuedTasks.length).toBeGreaterThan(0);
    expect(detail.body.data.queuedTasks.every((t: { status: string }) => t.status === 'queued')).toBe(true);
    const list = await demo.call('aispweb/queue/query', { pageSize: 100 });
    const q04 = list.body.data.list.find((q: { id: string }) => q.id === 'q-04');
    expect(q04.queuedTaskCount).toBe(detail.body.data.queuedTasks.length);
  });

  it('refuses to delete a queue with waiting or running tasks and deletes an idle one', async () => {
    const busy = await demo.call('aispweb/queue/delete', { id: 'q-04' });
    expect(busy.body).toMatchObject({ success: false, errorCode: 'QUEUE_BUSY' });
    const created = await demo.call('aispweb/queue/create', { name: 'it-queue.idle', gpuQuota: 4 });
    expect((await demo.call('aispweb/queue/delete', { id: created.body.data.id })).body).toMatchObject({
      success: true,
      data: true,
    });
  });
});

describe('dedicated requests the resources cannot meet', () => {
  it('keeps the request as pending so it can be converted to a resource ticket', async () => {
    const refused = await demo.call('aispweb/dedicated/create', {
      resourceName: 'it-h800-pool',
      gpuModel: 'NVIDIA H800 80GB',
      minGpusPerMachine: 8,
      machineCount: 1,
      usageEndDate: day(40),
      availabilityEndDate: day(10),
    });
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'RESOURCES_INSUFFICIENT',
      errorMessage: 'current resources do not meet requirements (modify or convert to resource ticket)',
    });
    const pending = await demo.call('aispweb/dedicated/query', { keyword: 'it-h800-pool', status: 'pending' });
    expect(pending.body.data.list).toHaveLength(1);
    const ticket = await demo.call('aispweb/dedicated/convert_to_ticket', { id: pending.body.data.list[0].id });
    expect(ticket.body.data).toMatchObject({
      name: 'it-h800-pool',
      reservedResources: '8x H800 80GB',
      status: 'pending',
    });
  });

  it('answers No available resources for more GPUs per machine than a node has', async () => {
    const r = await demo.call('aispweb/dedicated/create', {
      resourceName: 'it-big-pool',
      gpuModel: 'NVIDIA H800 80GB',
      minGpusPerMachine: 16,
      usageEndDate: day(40),
      availabilityEndDate: day(10),
    });
    expect(r.body).toMatchObject({ success: false, errorMessage: 'No available resources' });
  });
});
