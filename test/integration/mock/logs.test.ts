// The paged logs (queryTaskLogPage, queryAssemblyLogPage, queryInstanceLogPage) and their compressed download:
// a run of 100,000+ lines made on demand, paged by position, searched and filtered on the server, the same lines
// in the .log.gz; refused for another organisation and for parameters the contract does not allow.
import zlib from 'node:zlib';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, DEMO_ORG_ADDR, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let neworg: Client;
let big: { id: string; status: string; total: number };

beforeAll(async () => {
  mock = await startMock();
  [demo, neworg] = await Promise.all([signedIn(mock.url), signedIn(mock.url, ACCOUNTS.neworg)]);
  big = await bigTask();
});
afterAll(() => mock.close());

const TASK_PAGE = 'aispweb/task_log/lines';
const ESC = '\u001b';
const strip = (s: string) => s.split(new RegExp(`${ESC}\\[[0-9;]*m`)).join('');

/** The demo organisation's task with the longest log. */
async function bigTask(): Promise<{ id: string; status: string; total: number }> {
  const tasks = (await demo.call('aispweb/task/query', { pageNum: 1, pageSize: 100 })).body.data.list as {
    id: string;
    status: string;
  }[];
  let best = { id: '', status: '', total: -1 };
  for (const t of tasks) {
    const page = (await demo.call(TASK_PAGE, { id: t.id, limit: 1 })).body.data;
    if (page.total > best.total) best = { id: t.id, status: t.status, total: page.total };
  }
  return best;
}

describe('paged logs', () => {
  it('a run has 100,000+ lines, paged by position; the tail without offset; the same line at the same place', async () => {
    expect(big.total).toBeGreaterThanOrEqual(100_000);
    const tail = (await demo.call(TASK_PAGE, { id: big.id, limit: 500 })).body.data;
    expect(tail.lines).toHaveLength(500);
    expect(tail.offset).toBe(tail.total - 500);
    expect(tail.lines[499].n).toBe(tail.totalLines);
    const mid = (await demo.call(TASK_PAGE, { id: big.id, offset: 50_000, limit: 3 })).body.data;
    expect(mid.lines.map((l: { n: number }) => l.n)).toEqual([50_001, 50_002, 50_003]);
    const again = (await demo.call(TASK_PAGE, { id: big.id, offset: 50_000, limit: 3 })).body.data;
    expect(again.lines).toEqual(mid.lines);
    // Colours and levels: ANSI codes in the text, every level somewhere, an error whose position is given.
    expect(tail.lines.some((l: { message: string }) => l.message.includes(`${ESC}[`))).toBe(true);
    expect(mid.firstError).not.toBeNull();
    const err = (await demo.call(TASK_PAGE, { id: big.id, offset: mid.firstError, limit: 1 })).body.data;
    expect(err.lines[0].level).toBe('error');
    const before = (await demo.call(TASK_PAGE, { id: big.id, offset: 0, limit: Math.min(2000, mid.firstError) })).body
      .data;
    expect(before.lines.every((l: { level: string }) => l.level !== 'error')).toBe(true);
  });

  it('searches the whole log on the server, case-insensitive, colours left out', async () => {
    const found = (await demo.call(TASK_PAGE, { id: big.id, search: 'OUT OF MEMORY', limit: 2000 })).body.data;
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(found.totalLines);
    for (const l of found.lines) expect(strip(l.message).toLowerCase()).toContain('out of memory');
    const none = (await demo.call(TASK_PAGE, { id: big.id, search: 'no line says this' })).body.data;
    expect([none.total, none.lines, none.firstError]).toEqual([0, [], null]);
  });

  it('filters by lowest level and by time range', async () => {
    const warn = (await demo.call(TASK_PAGE, { id: big.id, level: 'warn', offset: 0, limit: 2000 })).body.data;
    expect(warn.total).toBeGreaterThan(0);
    expect(new Set(warn.lines.map((l: { level: string }) => l.level))).toEqual(new Set(['warn', 'error']));
    const errors = (await demo.call(TASK_PAGE, { id: big.id, level: 'error', offset: 0 })).body.data;
    expect(errors.firstError).toBe(0);
    expect(errors.lines.every((l: { level: string }) => l.level === 'error')).toBe(true);

    const first = (await demo.call(TASK_PAGE, { id: big.id, offset: 1000, limit: 1 })).body.data.lines[0];
    const from = first.time;
    const to = new Date(Date.parse(from) + 60_000).toISOString();
    const range = (await demo.call(TASK_PAGE, { id: big.id, from, to, offset: 0, limit: 2000 })).body.data;
    expect(range.total).toBeGreaterThan(0);
    expect(range.lines[0].n).toBe(first.n);
    for (const l of range.lines) {
      expect(Date.parse(l.time)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(l.time)).toBeLessThanOrEqual(Date.parse(to));
    }
    const backwards = await demo.call(TASK_PAGE, { id: big.id, from: to, to: from });
    expect(backwards.body).toMatchObject({ success: false, errorCode: 'INVALID_TIME_RANGE' });
    expect(backwards.body.errorMessage).toBe('The start of the time range is after its end');
  });

  it('refuses parameters the contract does not allow with 400', async () => {
    const bad = [
      { limit: 2001 },
      { limit: 0 },
      { offset: -1 },
      { search: 'x'.repeat(201) },
      { level: 'fatal' },
      { from: 'yesterday' },
      { cursor: '1' },
      { offset: '10; DROP TABLE logs' },
    ];
    for (const extra of bad) {
      const r = await demo.call(TASK_PAGE, { id: big.id, ...extra });
      expect([JSON.stringify(extra), r.status, r.body.success]).toEqual([JSON.stringify(extra), 400, false]);
    }
  });

  it('another organisation reads neither the lines nor the download', async () => {
    const page = await neworg.call(TASK_PAGE, { id: big.id });
    expect(page.body.success).toBe(false);
    expect(page.body.data).toBeNull();
    const link = await neworg.call('aispweb/task_log/download_url', { id: big.id });
    expect(link.body.success).toBe(false);
    const anonymous = await demo.call(TASK_PAGE, { id: big.id }, { token: null });
    expect(anonymous.body.success).toBe(false);
  });

  it('the download is the whole log gzip-compressed: the same lines as the pages', async () => {
    const link = (await demo.call('aispweb/task_log/download_url', { id: big.id })).body.data;
    expect(link.fileName).toMatch(/\.log\.gz$/);
    const res = await fetch(`${mock.url}${link.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(res.headers.get('content-disposition')).toContain('.log.gz');
    const text = zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
    const lines = text.split('\n').filter(Boolean);
    // Every line up to when the link was made (a running task writes more meanwhile).
    const after = (await demo.call(TASK_PAGE, { id: big.id, limit: 1 })).body.data.totalLines;
    expect(lines.length).toBeGreaterThanOrEqual(big.total);
    expect(lines.length).toBeLessThanOrEqual(after);
    const page = (await demo.call(TASK_PAGE, { id: big.id, offset: 777, limit: 2 })).body.data.lines;
    expect(lines[777]).toBe(
      `${page[0].time} ${page[0].level.toUpperCase()} [${page[0].source}] ${strip(page[0].message)}`,
    );
    expect(lines[778]).toContain(strip(page[1].message));
    expect((await fetch(`${mock.url}/files/signed/logs/not-a-token`)).status).toBe(404);
  });

  it('service logs by replica, instance logs kept after release', async () => {
    const org = mock.state.orgs.where('ugroupAddr', DEMO_ORG_ADDR)[0];
    const svc = mock.state.collection('AssemblyService').find((a) => a._org === org.ugroupId)!;
    // Three replicas write the service's log.
    expect(
      (await demo.call('aispweb/assembly/scale', { id: svc.id, assemAddr: svc.assemAddr, replicas: 3 })).body.success,
    ).toBe(true);
    const args = { id: svc.id, assemAddr: svc.assemAddr };
    const caller = demo;
    const init = {};
    const all = (await caller.call('aispweb/assembly_log/lines', { ...args, limit: 200 }, init)).body;
    expect(all.success).toBe(true);
    expect(all.data.total).toBeGreaterThan(100_000);
    expect(new Set(all.data.lines.map((l: { source: string }) => l.source)).size).toBeGreaterThan(1);
    const one = (await caller.call('aispweb/assembly_log/lines', { ...args, replica: 'replica-1', limit: 200 }, init))
      .body.data;
    expect(one.lines.every((l: { source: string }) => l.source === 'replica-1')).toBe(true);
    expect(one.total).toBeLessThan(all.data.total);

    const released = mock.state
      .collection('Instance')
      .find((i) => i.status === 'removed_success' && i._org === svc._org);
    expect(released).toBeDefined();
    {
      const log = (await caller.call('aispweb/instance_log/lines', { id: released!.id }, init)).body.data;
      expect(log.finished).toBe(true);
      expect(log.lines.length).toBeGreaterThan(0);
    }
  });
});
