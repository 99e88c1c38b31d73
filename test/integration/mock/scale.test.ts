// The mock's work per call at scale (issue 26): the GPU list sorted by a live value views only the page's rows, the
// read cache keeps no answer that can no longer be read (one of an older second or write count), answers a kept query
// with the bytes it first sent and to no other user, organisation or language, and a list call leaves no garbage in
// the old generation (views and callers are made in the young one); the command line collects the start-up's garbage
// before it listens.
import http from 'node:http';
import { constants as perf, PerformanceObserver, performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';
import { VIEWS, viewOf } from '../../../server-mock/handlers/generic';
import { authorize, tokenOf } from '../../../server-mock/lib/authorize';
import type { Row } from '../../../server-mock/lib/collection';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, DEMO_ORG_ADDR, PARTNER_ORG_ADDR, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let demo: Client;

beforeAll(async () => {
  mock = await startMock();
  demo = await signedIn(mock.url, ACCOUNTS.demo);
});
afterAll(() => mock.close());

describe('GPU list sorted by a live value', () => {
  it.each(['gpuUtilization', 'vramUsedMiB', 'vramUtilization'])(
    'orders by %s as the rows show it, ties by id (localeCompare), and views only the rows of the page',
    async (field) => {
      const ids = (r: { body: { data: { list: Row[] } } }) => r.body.data.list.map((g) => g.id);
      // page 2 of 7 (the first rows picked without a full sort) and page 3 of 20 (sorted whole)
      for (const [sortOrder, pageNum, pageSize] of [
        ['asc', 2, 7],
        ['desc', 2, 7],
        ['asc', 3, 20],
        ['desc', 3, 20],
      ] as const) {
        // the same clock for the answer and the expected order
        await mock.state.scheduler.advance(mock.state.now());
        const view = VIEWS.Gpu;
        let views = 0;
        VIEWS.Gpu = (row, ctx) => {
          views++;
          return view(row, ctx);
        };
        const frozen = mock.state.now();
        const now = jest.spyOn(mock.state, 'now').mockReturnValue(frozen);
        try {
          const answer = await demo.call('aispweb/gpu/query', { sortField: field, sortOrder, pageNum, pageSize });
          expect(views).toBeLessThanOrEqual(pageSize);
          const org = mock.state.collection('Gpu').get(answer.body.data.list[0].id)?._org;
          const all = mock.state
            .collection('Gpu')
            .rows.filter((g) => g._org === org)
            .map((g) => view(g, { state: mock.state, now: frozen } as never));
          const dir = sortOrder === 'desc' ? -1 : 1;
          all.sort((x, y) => dir * (Number(x[field]) - Number(y[field])) || String(x.id).localeCompare(String(y.id)));
          expect(answer.body.data.total).toBe(all.length);
          expect(ids(answer)).toEqual(all.slice((pageNum - 1) * pageSize, pageNum * pageSize).map((g) => g.id));
          expect(ids(answer)).toHaveLength(pageSize);
        } finally {
          VIEWS.Gpu = view;
          now.mockRestore();
        }
      }
    },
  );
});

describe('the node list', () => {
  it('without its own filters is paged from the cached result, not filtered again per call', async () => {
    const nodes = mock.state.collection('ComputeNode');
    await demo.call('aispweb/node/query', { pageNum: 1, pageSize: 2, sortField: 'name', sortOrder: 'asc' });
    const scans = jest.spyOn(nodes as unknown as { filterRows: () => unknown }, 'filterRows');
    try {
      const pages = [];
      for (const pageNum of [2, 3, 1])
        pages.push(
          (await demo.call('aispweb/node/query', { pageNum, pageSize: 2, sortField: 'name', sortOrder: 'asc' })).body
            .data,
        );
      expect(scans).not.toHaveBeenCalled();
      expect(pages[2].list).toHaveLength(2);
      // with a filter of its own it is still filtered
      const ungrouped = await demo.call('aispweb/node/query', { pageNum: 1, pageSize: 50, ungrouped: true });
      expect(ungrouped.body.data.list.every((n: Row) => !n.groupId)).toBe(true);
      expect(scans).toHaveBeenCalledTimes(1);
    } finally {
      scans.mockRestore();
    }
  });
});

describe('the read cache', () => {
  const ask = (pageNum: number) => demo.call('aispweb/task_template/query', { pageNum, pageSize: 10 });
  // the mock's clock stands still within a test (an answer is only read in the second it was made in)
  let now: jest.SpyInstance;
  let at = 0;
  beforeEach(() => {
    at = Math.floor(mock.state.now() / 1000) * 1000 + 10_000;
    now = jest.spyOn(mock.state, 'now').mockImplementation(() => at);
  });
  afterEach(() => now.mockRestore());

  it('keeps an answer when its query comes a second time, and answers it from there the third', async () => {
    await demo.hook('reset');
    await ask(1); // the first read may build the collection (a write)
    at += 1000;
    const first = await ask(1);
    expect(mock.readCache().entries).toBe(0);
    await ask(1);
    expect(mock.readCache().entries).toBe(1);
    const third = await ask(1);
    expect(third.body).toEqual(first.body);
    expect(mock.readCache().entries).toBe(1);
  });

  it('drops the answers of an older second before it keeps a new one', async () => {
    for (const pageNum of [1, 1, 2, 2, 3, 3]) await ask(pageNum);
    expect(mock.readCache().entries).toBe(3);
    at += 1000;
    await ask(4);
    await ask(4);
    expect(mock.readCache().entries).toBe(1);
  });

  it('answers a kept query with the bytes and headers it sent when it made the answer', async () => {
    const raw = async () => {
      const r = await fetch(`${mock.url}/api/aispace/aispweb/order/query`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'ja', authorization: demo.token },
        body: JSON.stringify({ ugroupAddr: DEMO_ORG_ADDR, pageNum: 2, pageSize: 10 }),
      });
      const headers = Object.fromEntries([...r.headers].filter(([k]) => k !== 'date'));
      return { status: r.status, headers, bytes: Buffer.from(await r.arrayBuffer()).toString('hex') };
    };
    await demo.hook('reset');
    await raw(); // the first read may build the collection (a write)
    at += 1000;
    const made = await raw();
    await raw();
    expect(mock.readCache().entries).toBe(1);
    const kept = await raw();
    expect(mock.readCache().entries).toBe(1);
    expect(kept).toEqual(made);
    expect(made.headers['content-length']).toBe(String(made.bytes.length / 2));
    expect(made.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps an answer per user, organisation and language, and answers a caller who may not see it nothing kept', async () => {
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    const query = { pageNum: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'desc' };
    const ask = (c: Client, init: { lang?: string; ugroupAddr?: string | null; token?: null } = {}) =>
      c.call('aispweb/order/query', query, init);
    await demo.hook('reset');
    await ask(demo);
    at += 1000;
    const en = await ask(demo);
    await ask(demo);
    expect(mock.readCache().entries).toBe(1);
    // each of these, asked twice, is kept as an entry of its own (answered from demo's, it would add none)
    await ask(admin);
    const adminTwice = await ask(admin);
    expect(mock.readCache().entries).toBe(2);
    expect(adminTwice.body.success).toBe(true);
    await ask(demo, { lang: 'ja' });
    const ja = await ask(demo, { lang: 'ja' });
    expect(mock.readCache().entries).toBe(3);
    expect(ja.body.data.list.map((o: Row) => o.orderId)).toEqual(en.body.data.list.map((o: Row) => o.orderId));
    expect(ja.body).not.toEqual(en.body);
    expect((await ask(demo, { lang: 'ja' })).body).toEqual(ja.body);
    await ask(demo, { ugroupAddr: PARTNER_ORG_ADDR });
    const partner = await ask(demo, { ugroupAddr: PARTNER_ORG_ADDR });
    expect(mock.readCache().entries).toBe(4);
    expect(partner.body.data.list.map((o: Row) => o.orderId)).not.toEqual(en.body.data.list.map((o: Row) => o.orderId));
    // identity and membership come first: the kept answers go to nobody who may not see them
    expect((await ask(admin, { ugroupAddr: PARTNER_ORG_ADDR })).body).toMatchObject({
      success: false,
      errorCode: 'NO_PERMISSION',
    });
    const anonymous = await ask(demo, { token: null });
    expect(anonymous.status).toBe(403);
    expect(anonymous.body.data).toBeNull();
    // without ugroupAddr the call acts in the default organisation: another default is another entry, even when
    // choosing it wrote nothing
    const demoUser = mock.state.sessions.get(tokenOf(demo.token))!.userId;
    const defaults = mock.state.defaults.get(demoUser);
    try {
      await ask(demo, { ugroupAddr: null });
      const own = await ask(demo, { ugroupAddr: null });
      expect(own.body.data.list).toEqual(en.body.data.list);
      const partnerOrg = mock.state.orgByAddr(PARTNER_ORG_ADDR)!;
      const rel = mock.state.relOf(demoUser, partnerOrg.ugroupId)!;
      mock.state.defaults.set(demoUser, rel.relId);
      expect((await ask(demo, { ugroupAddr: null })).body.data.list).toEqual(partner.body.data.list);
    } finally {
      if (defaults) mock.state.defaults.set(demoUser, defaults);
    }
  });
});

describe('garbage of a list call', () => {
  // Bytes a burst of allocations leaves in the old generation after two young collections: what only a full
  // collection can free (the resident memory a large heap grows by until one comes).
  const gc = (() => {
    v8.setFlagsFromString('--expose-gc');
    return vm.runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;
  })();
  const oldSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'old_space')!.space_used_size;
  const leftInOld = (work: () => void): number => {
    gc({ type: 'major' });
    const before = oldSpace();
    work();
    gc({ type: 'minor' });
    gc({ type: 'minor' });
    return oldSpace() - before;
  };

  it('makes the views of 20,000 instances in the young generation', () => {
    const rows = mock.state.collection('Instance').rows;
    const ctx = { state: mock.state, now: mock.state.now(), lang: 'en' } as never;
    let idle = 0;
    const left = leftInOld(() => {
      for (let i = 0; i < 20_000; i++) if (VIEWS.Instance(rows[i % rows.length], ctx).idle) idle++;
    });
    // a spread copy that gains a field the row lacks was put in the old generation: ~850 bytes a view, 17 MB here
    expect(left).toBeLessThan(2_000_000);
    expect(idle).toBeGreaterThanOrEqual(0);
  });

  it('authorises 20,000 calls in the young generation', () => {
    const op = mock.spec.operations.find((o) => o.operationId === 'queryInstances')!;
    let members = 0;
    const left = leftInOld(() => {
      for (let i = 0; i < 20_000; i++) {
        const verdict = authorize(mock.state, op, { ugroupAddr: DEMO_ORG_ADDR }, demo.token, 'en');
        if (verdict.ok && verdict.caller.org) members++;
      }
    });
    expect(members).toBe(20_000);
    expect(left).toBeLessThan(2_000_000);
  });

  it('views a row as a spread copy with the computed fields would show it, key for key', () => {
    const row = { id: 'r1', name: 'a', runtimeSeconds: 1, _org: 'ug-1', tools: [{ name: 'ssh' }] };
    const fields = { runtimeSeconds: 7, idle: true };
    const v = viewOf(row, fields);
    expect(Object.keys(v)).toEqual(Object.keys({ ...row, ...fields }));
    expect(v).toEqual({ ...row, ...fields });
    expect(v).not.toBe(row);
    expect(row.runtimeSeconds).toBe(1);
    // a "__proto__" field stays a field (Object.assign would set the prototype)
    const odd = JSON.parse('{"id":"r2","__proto__":{"polluted":true}}') as Row;
    const w = viewOf(odd, { idle: false });
    expect(Object.getPrototypeOf(w)).toBe(Object.prototype);
    expect(Object.keys(w)).toEqual(['id', '__proto__', 'idle']);
  });
});

describe('start-up garbage', () => {
  /**
   * Starts a mock and says which full collections forced by a `gc()` call ran between the start and its listen(),
   * and how many after it (until the mock had answered).
   */
  async function forcedCollections(options: { collectBeforeListening?: boolean }) {
    const forced: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const { kind, flags } = (e as unknown as { detail: { kind: number; flags: number } }).detail;
        if (kind === perf.NODE_PERFORMANCE_GC_MAJOR && flags & perf.NODE_PERFORMANCE_GC_FLAGS_FORCED)
          forced.push(e.startTime);
      }
    });
    observer.observe({ entryTypes: ['gc'] });
    const listen = http.Server.prototype.listen;
    let listenedAt = Infinity;
    const spy = jest.spyOn(http.Server.prototype, 'listen').mockImplementation(function (
      this: http.Server,
      ...args: unknown[]
    ) {
      listenedAt = Math.min(listenedAt, performance.now());
      return listen.apply(this, args as Parameters<typeof listen>);
    });
    const started = performance.now();
    const embedded = await startMock(options).finally(() => spy.mockRestore());
    try {
      const client = await signedIn(embedded.url, ACCOUNTS.demo);
      expect((await client.call('aispweb/instance/query', { pageNum: 1, pageSize: 1 })).status).toBe(200);
      // the observer is told after the collection, in a later task
      await new Promise((r) => setTimeout(r, 50));
    } finally {
      observer.disconnect();
      await embedded.close();
    }
    return {
      before: forced.filter((t) => t >= started && t < listenedAt).length,
      after: forced.filter((t) => t >= listenedAt).length,
    };
  }

  it('the command line collects it in one full collection before listening; an embedded mock does not', async () => {
    expect(await forcedCollections({ collectBeforeListening: true })).toEqual({ before: 1, after: 0 });
    expect(await forcedCollections({})).toEqual({ before: 0, after: 0 });
  });
});
