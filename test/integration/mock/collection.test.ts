// The mock's collections at scale: cached list results kept current on update (instead of a new scan), secondary
// indexes built on first use, and new ids that never meet a fixture's own. Each reads the same as the plain way.
import { Random } from '../../../server-mock/fixtures/random';
import { Collection, LARGE_RESULT, type ListQuery, type Row } from '../../../server-mock/lib/collection';
import { loadSpec, DEFAULT_SPEC_FILE } from '../../../server-mock/lib/spec';
import { MockState } from '../../../server-mock/state';

const STATUSES = ['running', 'creating', 'archived', 'removed_success', 'unknown'];

function rowsOf(n: number, rng: Random): Row[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `r-${i}`,
    name: `${rng.pick(['llama', 'qwen', 'bert', 'vit'])}-${rng.int(0, 40)}`,
    status: rng.pick(STATUSES),
    kind: rng.pick(['a', 'b']),
    // few distinct values: many ties, so the order among equal values is checked too
    createdAt: `2026-01-${String(rng.int(1, 9)).padStart(2, '0')}`,
    score: rng.int(0, 5),
    _org: rng.bool(0.8) ? 'ug-1' : 'ug-2',
  }));
}

const QUERIES: ListQuery[] = [
  { sortField: 'createdAt', equals: { _org: 'ug-1', status: 'running' } },
  { sortField: 'createdAt', sortOrder: 'desc', equals: { _org: 'ug-1', status: ['running', 'creating'] } },
  { sortField: 'status', equals: { _org: 'ug-1' }, contains: [{ fields: ['name'], value: 'LLAMA' }] },
  { sortField: 'name', sortOrder: 'desc', equals: { kind: 'a' } },
  { sortField: 'score', ranges: [{ field: 'createdAt', from: '2026-01-03', to: '2026-01-06' }] },
  { sortField: 'score', equals: { _org: 'ug-2' } },
  { equals: { _org: 'ug-1', status: 'archived' } },
];

const ids = (p: { list: Row[]; total: number }) => [p.total, ...p.list.map((r) => r.id)];

/** Every row of the query computed afresh (a `where` predicate is never cached), ascending. */
const fresh = (c: Collection, q: ListQuery) => c.matching({ ...q, where: () => true });

/** A page of those rows as `list` reads it (backwards for desc), with the total. */
function pageOf(all: readonly Row[], q: ListQuery, pageNum: number, pageSize: number) {
  const ordered = String(q.sortOrder ?? '').startsWith('desc') ? [...all].reverse() : all;
  return { total: all.length, list: ordered.slice((pageNum - 1) * pageSize, pageNum * pageSize) };
}

describe('Collection: cached results on update', () => {
  // 400 rows: results kept as rows; 20,000: results of a sort field kept as places of the sorted copy (RankedBits)
  it.each([
    [400, 400],
    [20_000, 50],
  ])('reads every page of %i rows as a fresh filter would, through %i updates, inserts and removals', (size, steps) => {
    expect(size >= LARGE_RESULT).toBe(size === 20_000);
    const rng = new Random('collection-test');
    const c = new Collection('t', 'id', ['status', '_org', 'kind'], rowsOf(size, rng));
    let next = size;
    for (let step = 0; step < steps; step++) {
      const r = c.rows[rng.int(0, c.rows.length - 1)];
      const roll = rng.int(0, 19);
      if (roll === 0) c.insert(rowsOf(1, rng).map((x) => ({ ...x, id: `r-${next++}` }))[0]);
      else if (roll === 1) c.remove(r.id);
      else if (roll < 8) c.update(r.id, { status: rng.pick(STATUSES) });
      else if (roll < 12) c.update(r.id, { name: `${rng.pick(['llama', 'qwen'])}-${rng.int(0, 40)}` });
      else if (roll < 16) c.update(r.id, { createdAt: `2026-01-${String(rng.int(1, 9)).padStart(2, '0')}` });
      else c.update(r.id, { score: rng.int(0, 5), status: rng.pick(STATUSES) });
      for (const q of QUERIES) {
        const all = fresh(c, q);
        for (const pageNum of size > 400 ? [1, 2, 70, 400] : [1, 2, 7])
          expect(ids(c.list({ ...q, pageNum, pageSize: 15 }))).toEqual(ids(pageOf(all, q, pageNum, 15)));
      }
    }
  });

  it.each([400, 20_000])(
    'moves the changed row in the cached results of %i rows instead of filtering again',
    (size) => {
      const c = new Collection('t', 'id', ['status', '_org', 'kind'], rowsOf(size, new Random('collection-scan')));
      for (const q of QUERIES) c.list(q);
      const scans = jest.spyOn(c as unknown as { filterRows: () => unknown }, 'filterRows');
      for (const r of c.rows.slice(0, 20)) c.update(r.id, { status: r.status === 'running' ? 'archived' : 'running' });
      for (const q of QUERIES) c.list(q);
      // only the list without a sort field (seeded by an index) is filtered again
      expect(scans).toHaveBeenCalledTimes(1);
    },
  );
});

describe('Collection: indexes built on first use', () => {
  it('lists a bucket in the order an index built at the start would, after updates and inserts', () => {
    const rng = new Random('index-test');
    const rows = rowsOf(200, rng);
    const early = new Collection(
      'early',
      'id',
      ['status'],
      rows.map((r) => ({ ...r })),
    );
    const late = new Collection(
      'late',
      'id',
      ['status'],
      rows.map((r) => ({ ...r })),
    );
    for (const s of STATUSES) early.where('status', s); // built now, kept up to date on every write
    const r2 = new Random('index-steps');
    for (let step = 0; step < 150; step++) {
      const id = `r-${r2.int(0, 199)}`;
      const roll = r2.int(0, 9);
      const extra = rowsOf(1, r2).map((x) => ({ ...x, id: `n-${step}` }))[0];
      for (const c of [early, late]) {
        if (!c.has(id)) continue;
        if (roll === 0) c.insert({ ...extra });
        else if (roll === 1) c.remove(id);
        else c.update(id, roll < 6 ? { status: STATUSES[roll % 5] } : { name: `x-${step}` });
      }
    }
    for (const s of STATUSES)
      expect(late.where('status', s).map((r) => r.id)).toEqual(early.where('status', s).map((r) => r.id));
    // an index-seeded list (no sort field) too
    const q = { equals: { status: 'running' }, pageSize: 100 };
    expect(ids(late.list(q))).toEqual(ids(early.list(q)));
  });
});

describe('new ids at scale', () => {
  it('never meet a fixture id (MOCK_SCALE=40 has 5,200 instances, ins-0001 … ins-5200)', () => {
    const state = new MockState({ scale: 40, tickMs: 800, silent: true }, loadSpec(DEFAULT_SPEC_FILE), []);
    const instances = state.collection('Instance');
    expect(instances.has('ins-5001')).toBe(true);
    for (const prefix of ['ins-', 'arc-', 'ord-', 'rec-', 'grp-']) {
      const id = state.nextId(prefix);
      for (const c of state.collections.values()) expect(c.has(id)).toBe(false);
    }
  }, 120_000);
});

describe('Collection: the per-query result cache at scale', () => {
  /** 22 different queries whose results hold every row (each a lower bound below every score). */
  const broad = (k: number): ListQuery => ({
    sortField: ['createdAt', 'name', 'score'][k % 3],
    ranges: [{ field: 'score', from: -1 - k }],
  });

  it('keeps the broad queries of a large collection as places of its sorted copies: 1 bit a row, not 8 bytes', () => {
    const c = new Collection('t', 'id', ['status', '_org', 'kind'], rowsOf(50_000, new Random('collection-bound')));
    expect(c.queryCacheMaxRows()).toBe(24 * 50_000);
    for (let k = 0; k < 22; k++) c.list(broad(k));
    // 22 results of 50,000 rows: 1.1 M references as arrays; as places, ~6,250 bytes (~800 references) each
    expect(c.queryCacheStats()).toEqual({ entries: 22, size: expect.any(Number) });
    expect(c.queryCacheStats().size).toBeLessThan(22 * 1_000);
    const scans = jest.spyOn(c as unknown as { filterRows: () => unknown }, 'filterRows');
    for (let k = 0; k < 22; k++) expect(c.list({ ...broad(k), pageNum: 3 }).total).toBe(50_000);
    expect(scans).not.toHaveBeenCalled();
  });

  it('drops the least recently used result once the references it holds pass the bound', () => {
    // 10,000 rows: results kept as rows (10,000 references each), the bound 1 M references
    const c = new Collection('t', 'id', ['status', '_org', 'kind'], rowsOf(10_000, new Random('collection-lru')));
    expect(c.queryCacheMaxRows()).toBe(1_000_000);
    for (let k = 0; k < 99; k++) c.list(broad(k));
    expect(c.queryCacheStats().entries).toBe(99);
    // read the first again, then pass the bound: the second goes, the first (just read) stays
    c.list(broad(0));
    for (let k = 99; k < 101; k++) c.list(broad(k));
    expect(c.queryCacheStats().size).toBeLessThanOrEqual(c.queryCacheMaxRows());
    const scans = jest.spyOn(c as unknown as { filterRows: () => unknown }, 'filterRows');
    c.list(broad(0));
    expect(scans).not.toHaveBeenCalled();
    c.list(broad(1));
    expect(scans).toHaveBeenCalledTimes(1);
  });

  it('gives every row of a query in ascending order (matching), as the pages of list read it', () => {
    const c = new Collection('t', 'id', ['status', '_org', 'kind'], rowsOf(300, new Random('collection-matching')));
    for (const q of QUERIES) {
      const pages: unknown[] = [];
      for (let pageNum = 1; pageNum <= 30; pageNum++)
        pages.push(...c.list({ ...q, sortOrder: 'asc', pageNum, pageSize: 10 }).list.map((r) => r.id));
      expect(c.matching(q).map((r) => r.id)).toEqual(pages);
    }
  });
});

describe('Collection: a large filtered result', () => {
  // 40,000 rows: a result filtered from them is a large object (more than ~16,000 references)
  const rows = (): Row[] =>
    Array.from({ length: 40_000 }, (_, i) => ({ id: `r${i}`, n: (i * 7919) % 1000, kind: i % 3 ? 'a' : 'b' }));

  it('lists the rows a scan of the whole collection would, in its order, with no holes', () => {
    const c = new Collection<Row>('Big', 'id', [], rows());
    const query: ListQuery = { sortField: 'n', equals: { kind: 'a' }, ranges: [{ field: 'n', from: 100 }] };
    const expected = [...c.rows]
      .sort((x, y) => Number(x.n) - Number(y.n))
      .filter((r) => r.kind === 'a' && Number(r.n) >= 100);
    const all = c.matching(query);
    expect(all.length).toBe(expected.length);
    expect(all.every((r, i) => r === expected[i])).toBe(true);
    expect(Object.keys(all)).toHaveLength(all.length);
    const page = c.list({ ...query, sortOrder: 'desc', pageNum: 2, pageSize: 5 });
    expect(page.list).toEqual(expected.slice(-10, -5).reverse());
    expect(page.total).toBe(expected.length);
    // an update moves a row out of the cached result and back in where a new scan puts it
    const moved = expected[3];
    c.update(moved.id, { kind: 'b' });
    expect(c.matching(query)).not.toContain(moved);
    c.update(moved.id, { kind: 'a' });
    expect(c.matching(query).indexOf(moved)).toBe(3);
  });
});
