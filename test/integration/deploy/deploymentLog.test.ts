// A deployment's log (queryDeploymentLogPage, getDeploymentLogDownloadUrl): lines written by its steps, in order,
// paged and searched on the server; a failed deployment ends with its failing step's errors and stays readable from
// its history entry; another organisation's deployment is not found.
import zlib from 'node:zlib';
import { DEPLOY_STEPS } from '../../../server-mock/handlers/deploy';
import type { MockServer } from '../../../server-mock/server';
import { type Client, DEPLOY_CHOICES, PARTNER_ORG_ADDR, pollUntil, signedIn, startMock } from '../support/helpers';

const TICK = 300;
const PAGE = 'aispweb/deployment_log/lines';
const ESC = '\u001b';
const strip = (s: string) => s.split(new RegExp(`${ESC}\\[[0-9;]*m`)).join('');
let mock: MockServer;
let demo: Client;

interface Line {
  n: number;
  level: string;
  source: string;
  message: string;
}

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
});
afterAll(() => mock.close());

/** The demo organisation's deploy history entries of one result. */
async function records(result: 'failure' | 'success') {
  const page = await demo.call('aispweb/deploy_record/query', { pageNum: 1, pageSize: 20, result });
  return page.body.data.list as { id: string; deploymentId: string | null; message: string | null }[];
}

describe('deployment log', () => {
  it("a failed deployment's log, read from its history entry: its steps in order, ending with the failing step's errors", async () => {
    const [failed] = await records('failure');
    expect(failed.deploymentId).toMatch(/^dep-/);
    const page = (await demo.call(PAGE, { id: failed.deploymentId, offset: 0, limit: 2000 })).body;
    expect(page.success).toBe(true);
    const log = page.data as {
      lines: Line[];
      total: number;
      totalLines: number;
      firstError: number;
      finished: boolean;
    };
    expect(log.finished).toBe(true);
    expect(log.total).toBe(log.totalLines);
    expect(log.lines).toHaveLength(log.total);
    // Each line's source is the step that wrote it, the steps one after another up to the failing one.
    const steps = log.lines.map((l) => DEPLOY_STEPS.indexOf(l.source as (typeof DEPLOY_STEPS)[number]));
    expect(steps.every((s, i) => s >= 0 && (i === 0 || s >= steps[i - 1]))).toBe(true);
    expect([...new Set(log.lines.map((l) => l.source))]).toEqual(DEPLOY_STEPS.slice(0, 6));
    // The only errors are the last lines, at pull_image; firstError points at the first of them.
    const errors = log.lines.filter((l) => l.level === 'error');
    expect(errors.length).toBe(2);
    expect(log.lines.slice(-2)).toEqual(errors);
    expect(log.lines[log.firstError]).toEqual(errors[0]);
    expect(errors.every((l) => l.source === 'pull_image')).toBe(true);
    expect(strip(errors[0].message)).toBe('pull_image: manifest unknown for the requested tag');
    expect(failed.message).toContain('manifest unknown for the requested tag');
    // Each step's first line says it started (an info line).
    for (const step of DEPLOY_STEPS.slice(0, 6)) {
      const opening = log.lines.find((l) => l.source === step)!;
      expect([opening.level, strip(opening.message)]).toEqual(['info', `==> ${step} started`]);
    }
  });

  it('pages by position (the tail without offset) and searches on the server', async () => {
    const [done] = await records('success');
    const all = (await demo.call(PAGE, { id: done.deploymentId, limit: 1 })).body.data;
    expect(all.finished).toBe(true);
    expect(all.total).toBeGreaterThan(100);
    expect(all.lines[0].n).toBe(all.totalLines);
    expect(all.lines[0].source).toBe('create_portal_link');
    expect(all.firstError).toBeNull();
    // Each step of each deployment opens with an info line saying it started.
    for (const entry of (await records('success')).slice(0, 10)) {
      const openings = (await demo.call(PAGE, { id: entry.deploymentId, search: '==>', offset: 0 })).body.data;
      expect(openings.lines.map((l: Line) => [l.source, l.level])).toEqual(DEPLOY_STEPS.map((s) => [s, 'info']));
    }
    const mid = (await demo.call(PAGE, { id: done.deploymentId, offset: 40, limit: 3 })).body.data;
    expect(mid.lines.map((l: Line) => l.n)).toEqual([41, 42, 43]);
    expect(mid.offset).toBe(40);

    // A step's name finds its lines; a text finds the lines that hold it (colours left out), case-insensitive.
    const pull = (await demo.call(PAGE, { id: done.deploymentId, search: 'PULL_IMAGE', offset: 0, limit: 2000 })).body
      .data;
    expect(pull.total).toBeGreaterThan(0);
    expect(pull.total).toBeLessThan(pull.totalLines);
    expect(pull.lines.every((l: Line) => l.source === 'pull_image')).toBe(true);
    const layers = (await demo.call(PAGE, { id: done.deploymentId, search: 'layer sha256', offset: 0 })).body.data;
    expect(layers.total).toBeGreaterThan(0);
    for (const l of layers.lines) expect(strip(l.message)).toContain('layer sha256');
    const none = (await demo.call(PAGE, { id: done.deploymentId, search: 'no line says this' })).body.data;
    expect([none.total, none.lines, none.firstError]).toEqual([0, [], null]);
    const backwards = await demo.call(PAGE, {
      id: done.deploymentId,
      from: '2026-03-02T00:00:00Z',
      to: '2026-03-01T00:00:00Z',
    });
    expect(backwards.body).toMatchObject({ success: false, errorCode: 'INVALID_TIME_RANGE' });
  });

  it("another organisation's deployment is not found, its lines and its download alike", async () => {
    const [failed] = await records('failure');
    const other = { ugroupAddr: PARTNER_ORG_ADDR };
    for (const path of [PAGE, 'aispweb/deployment_log/download_url']) {
      const r = await demo.call(path, { id: failed.deploymentId }, other);
      expect([path, r.status, r.body.success, r.body.errorCode, r.body.data]).toEqual([
        path,
        200,
        false,
        'NOT_FOUND',
        null,
      ]);
    }
  });

  it('a running deployment writes as its steps go; its download is the whole log, gzip-compressed, step by step', async () => {
    const created = await demo.call('aispweb/deployment/create', {
      ...DEPLOY_CHOICES,
      name: 'log-follow-1',
      type: 'interactive',
    });
    expect(created.body.success).toBe(true);
    const id = created.body.data.deploymentId as string;
    const first = (await demo.call(PAGE, { id })).body.data;
    expect(first.finished).toBe(false);
    const seen = await pollUntil(
      async () =>
        (await demo.call<{ lines: Line[]; total: number; finished: boolean }>(PAGE, { id, offset: 0, limit: 2000 }))
          .body.data,
      (page) => page.finished,
      { timeoutMs: 20 * TICK, intervalMs: TICK },
    );
    const last = seen[seen.length - 1];
    expect(last.total).toBeGreaterThan(first.total);
    expect(last.lines[last.lines.length - 1].source).toBe('create_portal_link');
    // The history entry names it.
    const entry = (await demo.call('aispweb/deploy_record/query', { pageNum: 1, pageSize: 5 })).body.data.list.find(
      (r: { instanceId: string }) => r.instanceId === created.body.data.instanceId,
    );
    expect(entry.deploymentId).toBe(id);

    const link = (await demo.call('aispweb/deployment_log/download_url', { id })).body.data;
    expect(link.fileName).toBe(`${id}.log.gz`);
    const file = await fetch(`${mock.url}${link.url}`);
    expect(file.headers.get('content-type')).toContain('application/gzip');
    const text = zlib.gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8');
    const rows = text.trim().split('\n');
    expect(rows).toHaveLength(last.total);
    expect(rows[0]).toMatch(/^\S+ (INFO|DEBUG|WARN) \[allocate_host\] /);
    expect(text).not.toContain(ESC);
  });
});
