// The compute area's rules in the mock: a compute group is deleted only when empty and a resource queue only
// when idle (openapi.yaml), queues show their tasks, a dedicated request the current resources cannot meet is
// kept as pending so it can be modified in place or converted to a resource ticket, the machines of a request
// go through the machine statuses of docs/product-rules.md#states-and-transitions, and the request form's date rules hold on the server too.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

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

  it('sorts by the node counts the groups have now', async () => {
    const created = await demo.call('aispweb/compute_group/create', { name: 'it-group.sorted' });
    const id = created.body.data.id;
    await demo.call('aispweb/compute_group/remove_nodes', { groupId: 'grp-01', nodeIds: ['node-01', 'node-02'] });
    await demo.call('aispweb/compute_group/add_nodes', { groupId: id, nodeIds: ['node-01', 'node-02'] });
    const list = await demo.call('aispweb/compute_group/query', {
      sortField: 'nodeCount',
      sortOrder: 'desc',
      pageSize: 3,
    });
    const counts = list.body.data.list.map((g: { nodeCount: number }) => g.nodeCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(list.body.data.list.map((g: { id: string }) => g.id)).toContain(id);
    const grp01 = await demo.call('aispweb/compute_group/detail', { groupId: 'grp-01' });
    expect(grp01.body.data).toMatchObject({ nodeCount: 1, gpuCount: 8 });
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

  it('sorts by the tasks waiting now', async () => {
    const list = await demo.call('aispweb/queue/query', {
      sortField: 'queuedTaskCount',
      sortOrder: 'desc',
      pageSize: 5,
    });
    const counts = list.body.data.list.map((q: { queuedTaskCount: number }) => q.queuedTaskCount);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
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

const A100_REQUEST = {
  resourceName: 'it-a100-pool',
  gpuModel: 'NVIDIA A100 80GB',
  minGpusPerMachine: 8,
  machineCount: 1,
  usageEndDate: day(10),
  availabilityEndDate: day(5),
};

const node = async (id: string) => (await demo.call('aispweb/node/detail', { nodeId: id })).body.data;
const request = async (id: string) => (await demo.call('aispweb/dedicated/detail', { id })).body.data;
const advance = (ms: number) => demo.hook('clock', 'POST', { advanceMs: ms });

/** node-03 (A100) runs one instance in the fixtures: released, it is a whole free machine. */
async function freeNode03(): Promise<void> {
  const { instances } = await node('node-03');
  expect(instances.length).toBeGreaterThan(0);
  await demo.call('aispweb/instance/batch_release', { ids: instances.map((i: { id: string }) => i.id) });
  await advance(60_000);
  expect(await node('node-03')).toMatchObject({ gpuUsed: 0, instances: [] });
}

describe('machines of a dedicated request (docs/product-rules.md#states-and-transitions machine statuses)', () => {
  beforeEach(freeNode03);

  it('go preparing → starting → online while the request becomes active, and closed once it is released', async () => {
    const step = 2 * mock.state.options.tickMs;
    const created = await demo.call('aispweb/dedicated/create', A100_REQUEST);
    expect(created.body).toMatchObject({ success: true, data: { status: 'allocated', nodeIds: ['node-03'] } });
    const id = created.body.data.id;
    expect(await node('node-03')).toMatchObject({
      status: 'preparing',
      dedicatedRequestId: id,
      scheduledReleaseAt: `${day(10)}T00:00:00.000Z`,
    });

    await advance(step);
    expect((await node('node-03')).status).toBe('starting');
    await advance(step);
    expect((await node('node-03')).status).toBe('online');
    expect((await request(id)).status).toBe('active');

    const early = await demo.call('aispweb/dedicated/early_release', { id, releaseDate: day(3) });
    expect(early.body).toMatchObject({ success: true, data: { status: 'releasing', earlyReleaseDate: day(3) } });
    expect((await node('node-03')).scheduledReleaseAt).toBe(`${day(3)}T00:00:00.000Z`);

    await advance(3 * 86_400_000);
    expect((await request(id)).status).toBe('released');
    expect(await node('node-03')).toMatchObject({
      status: 'closed',
      dedicatedRequestId: null,
      scheduledReleaseAt: null,
    });
    const closed = await demo.call('aispweb/node/query', { status: 'closed', pageSize: 20 });
    expect(closed.body.data.list.map((n: { id: string }) => n.id)).toEqual(['node-03']);

    // a closed machine is the next request's
    const again = await demo.call('aispweb/dedicated/create', {
      ...A100_REQUEST,
      resourceName: 'it-a100-again',
      usageEndDate: day(20),
      availabilityEndDate: day(10),
    });
    expect(again.body).toMatchObject({ success: true, data: { nodeIds: ['node-03'] } });
    expect((await node('node-03')).status).toBe('preparing');
  });

  it('keeps a request running past a moved end: an extension reschedules its release', async () => {
    const created = await demo.call('aispweb/dedicated/create', A100_REQUEST);
    const id = created.body.data.id;
    const extended = await demo.call('aispweb/dedicated/extend', { id, newExpiry: day(30) });
    expect(extended.body).toMatchObject({ success: true, data: { usageEndDate: day(30) } });
    await advance(12 * 86_400_000);
    expect((await request(id)).status).toBe('active');
    expect((await node('node-03')).status).toBe('online');
  });
});

describe('modifying a dedicated request the resources could not meet', () => {
  async function pendingRequest(): Promise<string> {
    const refused = await demo.call('aispweb/dedicated/create', {
      ...A100_REQUEST,
      resourceName: 'it-modify-pool',
      gpuModel: 'NVIDIA H800 80GB',
    });
    expect(refused.body.errorCode).toBe('RESOURCES_INSUFFICIENT');
    const found = await demo.call('aispweb/dedicated/query', { keyword: 'it-modify-pool', status: 'pending' });
    expect(found.body.data.list).toHaveLength(1);
    return found.body.data.list[0].id;
  }

  it('changes the request in place: still not met it keeps the new values as pending, met it is allocated', async () => {
    await freeNode03();
    const id = await pendingRequest();
    const still = await demo.call('aispweb/dedicated/update', { id, machineCount: 2, remarks: 'two machines' });
    expect(still.body).toMatchObject({
      success: false,
      errorCode: 'RESOURCES_INSUFFICIENT',
      errorMessage: 'current resources do not meet requirements (modify or convert to resource ticket)',
    });
    expect(await request(id)).toMatchObject({
      status: 'pending',
      machineCount: 2,
      remarks: 'two machines',
      resourceName: 'it-modify-pool',
    });

    const met = await demo.call('aispweb/dedicated/update', { id, gpuModel: 'NVIDIA A100 80GB', machineCount: 1 });
    expect(met.body).toMatchObject({
      success: true,
      data: { id, status: 'allocated', gpuModel: 'NVIDIA A100 80GB', nodeIds: ['node-03'] },
    });
    // one request, not a second one
    const all = await demo.call('aispweb/dedicated/query', { keyword: 'it-modify-pool' });
    expect(all.body.data.total).toBe(1);
    // an allocated request is no longer modified
    const late = await demo.call('aispweb/dedicated/update', { id, machineCount: 2 });
    expect(late.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
  });

  it('changes nothing for `No available resources`, and refuses another member or the name', async () => {
    const id = await pendingRequest();
    const none = await demo.call('aispweb/dedicated/update', { id, gpuModel: 'NVIDIA B200 192GB' });
    expect(none.body).toMatchObject({ success: false, errorMessage: 'No available resources' });
    expect((await request(id)).gpuModel).toBe('NVIDIA H800 80GB');
    expect((await member.call('aispweb/dedicated/update', { id, machineCount: 1 })).body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
    });
    // the name is not part of the call (docs/product-rules.md#field-rules: not editable once set); sent anyway, it changes nothing
    await demo.call('aispweb/dedicated/update', { id, resourceName: 'other-name' });
    expect((await request(id)).resourceName).toBe('it-modify-pool');
  });
});

describe('the request form rules on the server (src/features/compute/schemas.ts)', () => {
  it('refuses dates not after today and an availability end after the usage end, in the form words', async () => {
    const past = await demo.call('aispweb/dedicated/create', { ...A100_REQUEST, availabilityEndDate: day(0) });
    expect(past.body).toMatchObject({
      success: false,
      errorCode: 'INVALID_DATE',
      errorMessage: 'The date must be after today',
    });
    const late = await demo.call(
      'aispweb/dedicated/create',
      { ...A100_REQUEST, availabilityEndDate: day(11) },
      { lang: 'zh' },
    );
    expect(late.body).toMatchObject({ success: false, errorCode: 'INVALID_DATE', errorMessage: expect.any(String) });
    expect(late.body.errorMessage).not.toMatch(/[a-z]{4}/);
    const en = await demo.call('aispweb/dedicated/create', { ...A100_REQUEST, availabilityEndDate: day(11) });
    expect(en.body.errorMessage).toBe('The availability end date must not be after the usage end date');
    // nothing was kept
    expect((await demo.call('aispweb/dedicated/query', { keyword: 'it-a100-pool' })).body.data.total).toBe(0);
  });

  it('refuses an extension that is not after the current expiry', async () => {
    const current = String((await request('ded-02')).currentExpiry).slice(0, 10);
    const r = await demo.call('aispweb/dedicated/extend', { id: 'ded-02', newExpiry: current });
    expect(r.body).toMatchObject({
      success: false,
      errorMessage: 'The new date must be after the current expiry',
    });
  });
});

describe('GPU changes refused while instances run', () => {
  it('answers the refusal of a busy GPU with its reason as plain text', async () => {
    const gpus = await demo.call('aispweb/gpu/query', { nodeId: 'node-06', pageSize: 8 });
    const busy = gpus.body.data.list[0].id;
    const free = (await demo.call('aispweb/gpu/query', { nodeId: 'node-03', pageSize: 8 })).body.data.list[0].id;
    const r = await demo.call('aispweb/gpu/set_overcommit', {
      gpuIds: [busy, free],
      enabled: true,
      policy: 'hybrid',
      multiplier: 2,
    });
    expect(r.body.data).toEqual({
      succeeded: [free],
      failed: [{ id: busy, reason: 'Instances are running on this GPU' }],
    });
    const split = await demo.call('aispweb/gpu/split', { gpuId: busy, splitCount: 2 });
    expect(split.body).toMatchObject({
      success: false,
      errorCode: 'GPU_BUSY',
      errorMessage: 'Instances are running on this GPU',
    });
  });
});

describe('resource tickets', () => {
  it('opens a pending ticket numbered for the year, from a request of the organisation', async () => {
    const r = await demo.call('aispweb/ticket/create', {
      name: 'it-ticket-pool',
      reservedResources: '16x H800 80GB',
      region: 'cn-north-2',
      deliveryDate: day(30),
      sourceRequestId: 'ded-02',
    });
    expect(r.body).toMatchObject({
      success: true,
      data: {
        name: 'it-ticket-pool',
        ticketNo: expect.stringMatching(/^RT-\d{4}-\d{4}$/),
        status: 'pending',
        region: 'cn-north-2',
        deliveryDate: day(30),
        sourceRequestId: 'ded-02',
      },
    });
    const detail = await demo.call('aispweb/ticket/detail', { id: r.body.data.id });
    expect(detail.body.data.reservedResources).toBe('16x H800 80GB');
  });

  it('refuses what the ticket form refuses: a delivery date not after today, a bad name, an unknown request', async () => {
    const base = { name: 'it-ticket-pool', reservedResources: '8x A100 80GB', region: 'cn-east-1' };
    expect((await demo.call('aispweb/ticket/create', { ...base, deliveryDate: day(0) })).body).toMatchObject({
      success: false,
      errorMessage: 'The date must be after today',
    });
    const badName = await demo.call('aispweb/ticket/create', { ...base, name: 'Bad_Name' });
    expect(badName.body.success).toBe(false);
    expect((await demo.call('aispweb/ticket/create', { ...base, sourceRequestId: 'ded-999' })).body).toMatchObject({
      success: false,
      errorMessage: 'The record does not exist',
    });
  });
});
