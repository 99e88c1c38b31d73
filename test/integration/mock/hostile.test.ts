// MOCK_HOSTILE=1: every free-text field carries injections, long strings, RTL and emoji text, and every answer
// still validates against openapi.yaml (lengths kept within maxLength, names keeping their patterns).
import { HOSTILE_SAMPLES } from '../../../server-mock/fixtures/hostile';
import { compileValidation } from '../../../server-mock/lib/validator';
import type { MockServer } from '../../../server-mock/server';
import { type Client, startMock, signedIn } from '../support/helpers';
import { requestFor, specOps } from '../support/walk';

const { spec, ops } = specOps();
const validation = compileValidation(spec);
let mock: MockServer;
let client: Client;
const previous = process.env.MOCK_HOSTILE;

beforeAll(async () => {
  process.env.MOCK_HOSTILE = '1';
  mock = await startMock();
  client = await signedIn(mock.url);
});
afterAll(async () => {
  await mock.close();
  if (previous === undefined) delete process.env.MOCK_HOSTILE;
  else process.env.MOCK_HOSTILE = previous;
});

const READS = /^(query|get|list)/;

describe('hostile fixture mode', () => {
  it('answers every read with a valid body, and the injections reach descriptions, remarks, nicknames and messages', async () => {
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const op of ops.filter((o) => READS.test(o.operationId))) {
      const r = await client.call(op.path, requestFor(spec, op));
      if (r.status >= 500) problems.push(`${op.operationId}: HTTP ${r.status} ${r.body.errorMessage}`);
      const invalid = validation.response(op.path, r.status, r.body);
      if (invalid) problems.push(`${op.operationId}: ${invalid}`);
      const text = JSON.stringify(r.body);
      for (const sample of HOSTILE_SAMPLES) if (text.includes(JSON.stringify(sample).slice(1, -1))) seen.add(sample);
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual([...HOSTILE_SAMPLES].sort());
  });

  it('puts them in instance descriptions and member nicknames, and keeps names to their patterns', async () => {
    const instances = await client.call('aispweb/instance/query', { pageNum: 1, pageSize: 10 });
    const list = instances.body.data.list as { name: string; description: string | null }[];
    expect(list.some((i) => /onerror|<script>|LONGW/.test(i.description ?? ''))).toBe(true);
    for (const i of list) expect(i.name).toMatch(/^[a-z][a-z0-9-]{3,59}$/);
    const members = await client.call('aispweb/member/query', { pageNum: 1, pageSize: 20 });
    expect(
      (members.body.data.list as { nickname: string | null }[]).some((m) =>
        /onerror|<script>|LONGW/.test(m.nickname ?? ''),
      ),
    ).toBe(true);
  });

  it('puts them in task commands, log lines and the public portal cards too', async () => {
    const hostile = /onerror|<script>|<svg|LONGW|\u202E|🚀|constructor/;
    const tasks = await client.call('aispweb/task/query', { pageNum: 1, pageSize: 10 });
    const taskList = tasks.body.data.list as { id: string; command: string }[];
    expect(taskList.some((t) => hostile.test(t.command))).toBe(true);
    const logs = await client.call('aispweb/task/logs', { id: taskList[0].id, tailLines: 50 });
    const lines = logs.body.data.lines as { message: string }[];
    expect(lines.filter((l) => hostile.test(l.message)).length).toBeGreaterThan(0);
    expect(lines.filter((l) => !hostile.test(l.message)).length).toBeGreaterThan(0);
    const portal = await client.call('aispweb/portal/content', { tab: 'appCenter' }, { token: null, ugroupAddr: null });
    expect(portal.body.data.subtitle).toMatch(hostile);
    const items = (portal.body.data.sections as { items: { description: string | null }[] }[]).flatMap((s) => s.items);
    expect(items.every((i) => hostile.test(i.description ?? ''))).toBe(true);
  });
});
