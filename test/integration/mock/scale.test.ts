// The mock's work per call at scale (issue 26): the GPU list sorted by a live value views only the page's rows, and
// the read cache keeps no answer that can no longer be read (one of an older second or write count).
import { VIEWS } from '../../../server-mock/handlers/generic';
import type { Row } from '../../../server-mock/lib/collection';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

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
});
