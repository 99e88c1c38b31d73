// Notifications of ended long operations: made by the mock for the user who started the operation, in the
// organisation it ran in; kept on the server (a second client sees them), marked read one by one or all at once.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

const TICK = 25;
let mock: MockServer;
let demo: Client;
let admin: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
});
afterAll(async () => {
  // every answer above matched openapi.yaml (the mock validates its responses and records what does not)
  const violations = await demo.hook('violations', 'GET');
  mock.close();
  expect(Array.isArray(violations)).toBe(true);
  expect(violations).toEqual([]);
});
beforeEach(async () => {
  await fetch(`${mock.url}/__mock__/reset`, { method: 'POST' });
  demo = await signedIn(mock.url, ACCOUNTS.demo);
  admin = await signedIn(mock.url, ACCOUNTS.admin);
});

/** Moves the mock's clock on, so every lifecycle step due by then is applied. */
const advance = (ms: number) => demo.hook('clock', 'POST', { advanceMs: ms });
const list = (c: Client, body: Record<string, unknown> = {}, ugroupAddr?: string) =>
  c.call('aispweb/notification/query', { pageNum: 1, pageSize: 10, ...body }, ugroupAddr ? { ugroupAddr } : {});

async function runningInstance(c: Client): Promise<string> {
  const r = await c.call('aispweb/instance/query', { statuses: ['running'], builder: 'demo', pageSize: 1 });
  return r.body.data.list[0].id;
}

describe('a release that ends', () => {
  it('gives one notification to the user who started it, none to another user or organisation', async () => {
    const id = await runningInstance(demo);
    const before = (await list(demo)).body.data;
    expect(before).toMatchObject({ total: 0, unreadCount: 0, list: [] });

    const released = await demo.call('aispweb/instance/release', { id });
    expect(released.body.data.status).toBe('removing');
    // still running: nothing yet
    expect((await list(demo)).body.data.unreadCount).toBe(0);

    await advance(10 * TICK);
    const mine = (await list(demo)).body;
    expect(mine.success).toBe(true);
    expect(mine.data).toMatchObject({ total: 1, unreadCount: 1, pageNum: 1, pageSize: 10 });
    expect(mine.data.list[0]).toMatchObject({
      operation: 'release',
      outcome: 'succeeded',
      resourceType: 'instance',
      resourceId: id,
      read: false,
    });
    expect(mine.data.list[0].id).toMatch(/^ntf-\d+$/);
    expect(mine.data.list[0].resourceName).toBeTruthy();
    expect(Date.parse(mine.data.list[0].createdAt)).toBeGreaterThanOrEqual(Date.parse(mine.data.list[0].startedAt));
    // polling again makes no second one
    await advance(10 * TICK);
    expect((await list(demo)).body.data.total).toBe(1);

    // another user of the same organisation, and the same user in another organisation, see none of it
    expect((await list(admin)).body.data).toMatchObject({ total: 0, unreadCount: 0 });
    expect((await list(demo, {}, PARTNER_ORG_ADDR)).body.data).toMatchObject({ total: 0, unreadCount: 0 });
    // nor can another user mark it read
    const foreign = await admin.call('aispweb/notification/read', { id: mine.data.list[0].id });
    expect(foreign.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const otherOrg = await demo.call(
      'aispweb/notification/read',
      { id: mine.data.list[0].id },
      { ugroupAddr: PARTNER_ORG_ADDR },
    );
    expect(otherOrg.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('asks who is calling and in which organisation first', async () => {
    const anonymous = await demo.call('aispweb/notification/query', { pageNum: 1 }, { token: null });
    expect(anonymous.status).toBe(403);
    const outsider = await signedIn(mock.url, ACCOUNTS.neworg);
    const notMember = await outsider.call('aispweb/notification/query', { pageNum: 1 });
    expect(notMember.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
  });
});

describe('read state', () => {
  it('is kept on the server: mark one read, then all, and a second client sees the same', async () => {
    const r = await demo.call('aispweb/instance/query', { statuses: ['running'], builder: 'demo', pageSize: 3 });
    const ids: string[] = r.body.data.list.map((i: { id: string }) => i.id);
    expect(ids).toHaveLength(3);
    const batch = await demo.call('aispweb/instance/batch_release', { ids });
    expect(batch.body.data.succeeded).toEqual(ids);
    await advance(10 * TICK);

    const second = await signedIn(mock.url, ACCOUNTS.demo);
    const page = (await list(second)).body.data;
    expect(page).toMatchObject({ total: 3, unreadCount: 3 });
    // newest first (equal times: the later one first)
    const made = page.list.map((n: { id: string }) => Number(n.id.slice(4)));
    expect(made).toEqual([...made].sort((a, b) => b - a));
    expect(page.list.map((n: { resourceId: string }) => n.resourceId).sort()).toEqual([...ids].sort());

    const read = await demo.call('aispweb/notification/read', { id: page.list[1].id });
    expect(read.body.data).toMatchObject({ id: page.list[1].id, read: true });
    const afterOne = (await list(second)).body.data;
    expect(afterOne.unreadCount).toBe(2);
    expect(afterOne.list[1].read).toBe(true);
    expect((await list(second, { unreadOnly: true })).body.data.total).toBe(2);

    const all = await second.call('aispweb/notification/read_all', {});
    expect(all.body.data).toEqual({ marked: 2, unreadCount: 0 });
    const afterAll = (await list(demo)).body.data;
    expect(afterAll).toMatchObject({ total: 3, unreadCount: 0 });
    expect(afterAll.list.every((n: { read: boolean }) => n.read)).toBe(true);
    // again: nothing left to mark
    expect((await demo.call('aispweb/notification/read_all', {})).body.data).toEqual({ marked: 0, unreadCount: 0 });
  });
});

describe('other long operations', () => {
  it('a task stopped before it finished ends as stopped; an archive as archivedInstance', async () => {
    const task = await demo.call('aispweb/task/create', {
      name: 'ntf-task',
      imageId: 'img-12',
      queueId: 'q-07',
      command: 'python t.py',
      gpuCount: 1,
    });
    expect(task.body.success).toBe(true);
    await advance(3 * TICK);
    await demo.call('aispweb/task/stop', { id: task.body.data.id });
    const id = await runningInstance(demo);
    await demo.call('aispweb/instance/archive', { id });
    await advance(20 * TICK);
    const page = (await list(demo)).body.data;
    const byOp = Object.fromEntries(page.list.map((n: { operation: string }) => [n.operation, n]));
    expect(byOp.taskRun).toMatchObject({ outcome: 'stopped', resourceType: 'task', resourceName: 'ntf-task' });
    expect(byOp.archive).toMatchObject({ outcome: 'succeeded', resourceType: 'archivedInstance', resourceId: id });
    expect(page.total).toBe(2);
  });
});
