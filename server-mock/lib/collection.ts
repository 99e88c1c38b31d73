// In-memory collection: an array (insertion order) plus an id Map, with optional secondary indexes on
// fields that lists filter by often (ugroupAddr, status, ...). Lists filter, then sort, then slice;
// nothing copies the whole collection per request. A secondary index is built on its first use, not with the
// collection: at MOCK_SCALE=1000 building every declared index at start held about a quarter of the data's memory
// for indexes most runs never read.

import { RankedBits } from './rankedBits';

export type Row = Record<string, unknown>;

export interface ListQuery {
  pageNum?: number;
  pageSize?: number;
  sortField?: string;
  sortOrder?: string;
  /** exact-match filters (field → value); arrays mean "one of" */
  equals?: Record<string, unknown>;
  /** case-insensitive substring filters over one or more fields */
  contains?: { fields: string[]; value: string }[];
  /** range filters on a field (inclusive), values compared as strings or numbers */
  ranges?: { field: string; from?: unknown; to?: unknown }[];
  /** any extra predicate */
  where?: (row: Row) => boolean;
}

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

const cmp = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a == null) return -1;
  if (b == null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const sa = String(a);
  const sb = String(b);
  return sa < sb ? -1 : sa > sb ? 1 : 0;
};

/** The per-query result cache of a collection: at most this many queries... */
export const QUERY_CACHE_MAX_ENTRIES = 256;
/** ...holding at most this many row references in all (about 8 bytes each)... */
export const QUERY_CACHE_MAX_ROWS = 1_000_000;
/**
 * ...or this many per row of the collection when that is more: at MOCK_SCALE=1000 the instance lists' usual sorts and
 * filters need ~2.3 M references (46 queries over 130,000 rows), and with 1 M the cache evicted each one before it
 * was read again (every call filtered the whole collection).
 */
export const QUERY_CACHE_ROWS_PER_ROW = 24;
/** ...and a query whose signature (its canonical filter fields) is longer than this is not cached. */
export const QUERY_CACHE_MAX_SIGNATURE = 4096;

/**
 * Results filtered from at least this many rows (~128 KB of references: a large object in V8) are made at their exact
 * size, and those of a sort field are kept as the places of the sorted copy they hold (RankedBits), not as rows.
 */
export const LARGE_RESULT = 16_384;

/** A filtered result: ascending by its sort field, as its rows or as the places of the sorted copy it holds. */
interface Result<T> {
  rows?: T[];
  /** with `base`, the sorted copy (of `sortField`) whose places these are */
  bits?: RankedBits;
  base?: T[];
}

/** A cached filtered result, and what decides a row's place in it. */
interface CachedQuery<T> extends Result<T> {
  struct: number;
  deps: Array<[string, number]>;
  sortField: string;
  /** the filter, kept for results of a sort field: an update moves its row in or out instead of a new scan */
  test?(row: T): boolean;
}

/** What a cached result counts for against the cache's bound, in row references (8 bytes each). */
const costOf = <T>(r: Result<T>): number => (r.bits ? Math.ceil(r.bits.bytes / 8) : r.rows!.length);

/** The rows of a result from its k-th (of the descending order when desc), at most n. */
function pageOf<T>(r: Result<T>, k: number, n: number, desc: boolean): T[] {
  if (r.bits) return r.bits.page(r.base!, k, n, desc);
  const rows = r.rows!;
  if (!desc) return rows.slice(k, k + n);
  const list: T[] = [];
  for (let i = rows.length - 1 - k; i >= 0 && list.length < n; i--) list.push(rows[i]);
  return list;
}

/** First index of `arr` (ascending by `field`) whose value is not below `v`; `after`: first index above it. */
function bound<R extends Row>(arr: R[], field: string, v: unknown, after: boolean): number {
  let lo = 0;
  let hi = arr.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const c = cmp(arr[mid][field], v);
    if (c < 0 || (after && c === 0)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Counts writes to any collection (and resets): cached responses of an older count are stale. */
export const writes = { count: 0 };

export class Collection<T extends Row = Row> {
  readonly rows: T[] = [];
  private readonly byId = new Map<string, T>();
  /** declared index fields → their index, or null until first used */
  private readonly indexes = new Map<string, Map<string, Set<T>> | null>();
  /**
   * A built index lists a bucket's rows in the order they entered it: insertion, or the latest change of one of their
   * indexed fields (the row is re-indexed then). Rows changed that way, and every row inserted after the first such
   * change, are kept here in that order, so an index built later lists them after the others, as one built at the
   * start would.
   */
  private readonly reindexed = new Set<T>();
  /** ascending sorted copies per field, kept up to date on every write (binary insert / splice) */
  private sortCache = new Map<string, T[]>();
  /** default order of lists without sortField */
  defaultSort?: { field: string; desc: boolean };
  /** bumped on every write (insert, update, remove) */
  version = 0;
  /** bumped on insert and remove: every cached query result is stale */
  private structVersion = 0;
  /** bumped per field on update: cached results that depend on that field are stale */
  private fieldVersions = new Map<string, number>();
  /** filtered (ascending) results per query signature, with the versions they were computed at */
  private queryCache = new Map<string, CachedQuery<T>>();
  /** row references held by queryCache, with the signatures' characters */
  private queryCacheSize = 0;

  constructor(
    readonly name: string,
    readonly idField: string,
    indexFields: string[] = [],
    rows: T[] = [],
  ) {
    for (const f of indexFields) this.indexes.set(f, null);
    for (const r of rows) this.insert(r);
  }

  get size(): number {
    return this.rows.length;
  }

  get(id: unknown): T | undefined {
    return id == null ? undefined : this.byId.get(String(id));
  }

  has(id: unknown): boolean {
    return id != null && this.byId.has(String(id));
  }

  private indexAdd(row: T): void {
    for (const [field, idx] of this.indexes) {
      if (!idx) continue;
      const key = String(row[field]);
      let set = idx.get(key);
      if (!set) idx.set(key, (set = new Set()));
      set.add(row);
    }
  }

  private indexRemove(row: T): void {
    for (const [field, idx] of this.indexes) idx?.get(String(row[field]))?.delete(row);
  }

  /** The index of a declared field, built now if it was not yet; undefined for a field without one. */
  private index(field: string): Map<string, Set<T>> | undefined {
    const built = this.indexes.get(field);
    if (built) return built;
    if (built === undefined) return undefined;
    const idx = new Map<string, Set<T>>();
    const add = (row: T): void => {
      const key = String(row[field]);
      let set = idx.get(key);
      if (!set) idx.set(key, (set = new Set()));
      set.add(row);
    };
    for (const row of this.rows) if (!this.reindexed.has(row)) add(row);
    for (const row of this.reindexed) add(row);
    this.indexes.set(field, idx);
    return idx;
  }

  private static position<R extends Row>(arr: R[], row: R, field: string): number {
    let lo = 0;
    let hi = arr.length;
    const v = row[field];
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cmp(arr[mid][field], v) <= 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private bump(fields?: string[]): void {
    this.version++;
    writes.count++;
    if (!fields) {
      this.structVersion++;
      return;
    }
    for (const f of fields) this.fieldVersions.set(f, (this.fieldVersions.get(f) ?? 0) + 1);
  }

  /**
   * Lower-cased text of `fields` of a row, worked out on each scan: scans are rare now that results stay cached, and a
   * per-row cache of these texts held ~35 MB at MOCK_SCALE=1000 after a few keyword searches.
   */
  private static textOf(row: Row, fields: string[]): string {
    return fields
      .map((f) => (row[f] == null ? '' : Array.isArray(row[f]) ? (row[f] as unknown[]).join(' ') : String(row[f])))
      .join('\u0001')
      .toLowerCase();
  }

  /** Where `row` is in `arr` (ascending by `field`, with the row's current value there), or -1. */
  private static placeOf<R extends Row>(arr: R[], row: R, field: string): number {
    // binary search to the run of equal keys, then scan it for this object
    let i = Collection.position(arr, row, field) - 1;
    while (i >= 0 && arr[i] !== row && cmp(arr[i][field], row[field]) === 0) i--;
    if (i < 0 || arr[i] !== row) i = arr.indexOf(row);
    return i;
  }

  /** Puts the row in the sorted copies (of `only`); `moves` gets each copy's place of it. */
  private sortedAdd(row: T, only?: string[], moves?: Map<string, [number, number]>): void {
    for (const [field, arr] of this.sortCache) {
      if (only && !only.includes(field)) continue;
      const at = Collection.position(arr, row, field);
      arr.splice(at, 0, row);
      const move = moves?.get(field);
      if (move) move[1] = at;
    }
  }

  /** Takes the row out of the sorted copies (of `only`); `moves` gets each copy's place it was at. */
  private sortedRemove(row: T, only?: string[], moves?: Map<string, [number, number]>): void {
    for (const [field, arr] of this.sortCache) {
      if (only && !only.includes(field)) continue;
      const i = Collection.placeOf(arr, row, field);
      if (i < 0) continue;
      arr.splice(i, 1);
      moves?.set(field, [i, -1]);
    }
  }

  insert(row: T): T {
    const id = String(row[this.idField]);
    if (this.byId.has(id)) throw new Error(`${this.name}: duplicate id ${id}`);
    this.rows.push(row);
    this.byId.set(id, row);
    if (this.reindexed.size) this.reindexed.add(row);
    this.indexAdd(row);
    this.sortedAdd(row);
    this.bump();
    return row;
  }

  /** Updates fields in place (keeps the object identity, re-indexes changed index fields). */
  update(id: unknown, patch: Partial<T>): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    const changed = Object.keys(patch).filter(
      (k) => patch[k] !== undefined && k !== this.idField && patch[k] !== row[k],
    );
    if (!changed.length) return row;
    const before: Row = {};
    for (const k of changed) before[k] = row[k];
    const sortedFields = changed.filter((k) => this.sortCache.has(k));
    // each sorted copy's move of the row (from, to): results kept as places of a copy move their place with it
    const moves = new Map<string, [number, number]>();
    if (sortedFields.length) this.sortedRemove(row, sortedFields, moves);
    const indexed = changed.some((k) => this.indexes.has(k));
    if (indexed) {
      this.indexRemove(row);
      this.reindexed.delete(row);
      this.reindexed.add(row);
    }
    for (const k of changed) (row as Row)[k] = patch[k];
    if (indexed) this.indexAdd(row);
    if (sortedFields.length) this.sortedAdd(row, sortedFields, moves);
    this.bump(changed);
    this.patchQueries(row, changed, before, moves);
    return row;
  }

  /**
   * Keeps the cached results that depend on the changed fields current without a new scan of the collection (at
   * MOCK_SCALE=1000 every lifecycle step of an instance re-filtered 130,000 rows per cached list): the row leaves
   * the result and, when it still passes the filter, goes back where a fresh filter of the sorted copy would put it.
   * Results without a sort field (index-seeded) are dropped as before.
   */
  private patchQueries(row: T, changed: string[], before: Row, moves: Map<string, [number, number]>): void {
    for (const [signature, e] of this.queryCache) {
      if (e.struct !== this.structVersion || !e.deps.some(([f]) => changed.includes(f))) continue;
      // current just before this change (each changed field's version moved by one)
      const current = e.deps.every(([f, v]) => (this.fieldVersions.get(f) ?? 0) === (changed.includes(f) ? v + 1 : v));
      const sorted = e.sortField ? this.sortCache.get(e.sortField) : undefined;
      if (!current || !sorted || (!e.test && e.rows !== sorted)) {
        this.forgetQuery(signature);
        continue;
      }
      if (
        e.bits
          ? !this.patchBits(e, sorted, row, changed, moves)
          : e.rows !== sorted && !this.patchResult(e, sorted, row, changed, before)
      ) {
        this.forgetQuery(signature);
        continue;
      }
      e.deps = e.deps.map(([f]) => [f, this.fieldVersions.get(f) ?? 0]);
    }
  }

  /**
   * Puts `row` in or takes it out of a result kept as places of the sorted copy, at its place there; when its sort
   * field changed, the copy moved the row (and the rows between its two places by one) and the result moves them the
   * same way. False when it cannot tell where: the result is dropped then.
   */
  private patchBits(
    e: CachedQuery<T>,
    sorted: T[],
    row: T,
    changed: string[],
    moves: Map<string, [number, number]>,
  ): boolean {
    const bits = e.bits!;
    if (e.base !== sorted || bits.places !== sorted.length) return false;
    if (changed.includes(e.sortField)) {
      const move = moves.get(e.sortField);
      if (!move || move[1] < 0) return false;
      bits.move(move[0], move[1], e.test!(row));
      return true;
    }
    const place = Collection.placeOf(sorted, row, e.sortField);
    if (place < 0) return false;
    bits.set(place, e.test!(row));
    return true;
  }

  /** Moves `row` in or out of one cached result; false when it cannot tell where (the result is dropped then). */
  private patchResult(e: CachedQuery<T>, sorted: T[], row: T, changed: string[], before: Row): boolean {
    const field = e.sortField;
    const rows = e.rows!;
    const oldKey = changed.includes(field) ? before[field] : row[field];
    // the result is ordered by the old value: search it with the row as it was
    const now = row[field];
    (row as Row)[field] = oldKey;
    let i = bound(rows, field, oldKey, false);
    while (i < rows.length && rows[i] !== row && cmp(rows[i][field], oldKey) === 0) i++;
    (row as Row)[field] = now;
    if (i < rows.length && rows[i] === row) {
      rows.splice(i, 1);
      this.queryCacheSize -= 1;
    } else if (rows.includes(row)) return false;
    if (!e.test!(row)) return true;
    const key = row[field];
    let at: number;
    if (changed.includes(field)) {
      // the sorted copy put it after the rows of an equal value
      at = bound(rows, field, key, true);
    } else {
      // it kept its place in the sorted copy: after the rows of an equal value before it there that pass the filter
      let k = bound(sorted, field, key, false);
      let passing = 0;
      while (k < sorted.length && sorted[k] !== row) {
        if (cmp(sorted[k][field], key) !== 0) return false;
        if (e.test!(sorted[k])) passing++;
        k++;
      }
      if (k >= sorted.length) return false;
      at = bound(rows, field, key, false) + passing;
    }
    rows.splice(at, 0, row);
    this.queryCacheSize += 1;
    return true;
  }

  remove(id: unknown): T | undefined {
    const row = this.get(id);
    if (!row) return undefined;
    this.byId.delete(String(id));
    this.indexRemove(row);
    this.reindexed.delete(row);
    this.sortedRemove(row);
    const i = this.rows.indexOf(row);
    if (i >= 0) this.rows.splice(i, 1);
    this.bump();
    return row;
  }

  /** Rows whose indexed field equals value (falls back to a scan when the field has no index). */
  where(field: string, value: unknown): T[] {
    const idx = this.index(field);
    if (idx) return [...(idx.get(String(value)) ?? [])];
    return this.rows.filter((r) => r[field] === value);
  }

  find(pred: (row: T) => boolean): T | undefined {
    return this.rows.find(pred);
  }

  filter(pred: (row: T) => boolean): T[] {
    return this.rows.filter(pred);
  }

  private sorted(field: string): T[] {
    let arr = this.sortCache.get(field);
    if (!arr) {
      // stable: equal keys keep insertion order
      arr = [...this.rows].sort((a, b) => cmp(a[field], b[field]));
      this.sortCache.set(field, arr);
    }
    return arr;
  }

  /**
   * One page. With a sort field the (cached, ascending) sorted copy is the base, read backwards for
   * desc; without one, the narrowest equality index seeds the candidates. The filtered result is
   * cached per query until the next write, so paging and repeated queries only slice.
   */
  list(q: ListQuery): Page<T> {
    const pageNum = Math.max(1, Math.floor(Number(q.pageNum) || 1));
    const pageSize = Math.min(1000, Math.max(1, Math.floor(Number(q.pageSize) || 10)));
    const { result, desc } = this.resolve(q);
    const total = result.bits ? result.bits.count : result.rows!.length;
    const list = pageOf(result, (pageNum - 1) * pageSize, pageSize, desc);
    return { list, total, pageNum, pageSize };
  }

  /**
   * Every row of the query (its paging ignored), ascending by its sort field as `list` pages them with sortOrder asc:
   * the cached result itself, not a copy, so it must not be changed. A result kept as places is kept as its rows from
   * then on (a caller of `matching`, the GPU list's live sort, reads the whole result on every call).
   */
  matching(q: ListQuery): readonly T[] {
    const { result } = this.resolve(q);
    if (!result.bits) return result.rows!;
    const rows = result.bits.all(result.base!);
    const cached = result as CachedQuery<T>;
    if (cached.deps) {
      const before = costOf(cached);
      cached.rows = rows;
      cached.bits = undefined;
      cached.base = undefined;
      this.queryCacheSize += costOf(cached) - before;
    }
    return rows;
  }

  /** The filtered result of a query, ascending by its sort field (cached per query), and whether it reads backwards. */
  private resolve(q: ListQuery): { result: Result<T>; desc: boolean } {
    let sortField = q.sortField || '';
    let desc = String(q.sortOrder ?? '')
      .toLowerCase()
      .startsWith('desc');
    if (!sortField && this.defaultSort) {
      sortField = this.defaultSort.field;
      desc = this.defaultSort.desc;
    }

    const equals = Object.entries(q.equals ?? {}).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    );
    const contains = (q.contains ?? [])
      .filter((c) => c.value !== undefined && c.value !== null && String(c.value) !== '')
      .map((c) => ({ fields: c.fields, value: String(c.value).toLowerCase() }));
    const ranges = (q.ranges ?? []).filter(
      (r) => (r.from !== undefined && r.from !== '') || (r.to !== undefined && r.to !== ''),
    );

    let signature = q.where ? null : JSON.stringify([sortField, equals, contains, ranges]);
    if (signature && signature.length > QUERY_CACHE_MAX_SIGNATURE) signature = null;
    let result: Result<T> | undefined;
    const hit = signature ? this.queryCache.get(signature) : undefined;
    if (
      hit &&
      hit.struct === this.structVersion &&
      hit.deps.every(([f, v]) => (this.fieldVersions.get(f) ?? 0) === v)
    ) {
      result = hit;
      // least recently used first: a hit goes to the end of the eviction order
      this.queryCache.delete(signature!);
      this.queryCache.set(signature!, hit);
    }
    if (!result) {
      const filtered = this.filterRows(sortField, equals, contains, ranges, q.where);
      result = filtered;
      if (signature) {
        const fields = new Set<string>([
          sortField,
          ...equals.map(([f]) => f),
          ...contains.flatMap((c) => c.fields),
          ...ranges.map((r) => r.field),
        ]);
        fields.delete('');
        this.forgetQuery(signature);
        const entry: CachedQuery<T> = {
          struct: this.structVersion,
          deps: [...fields].map((f) => [f, this.fieldVersions.get(f) ?? 0]),
          rows: filtered.rows,
          bits: filtered.bits,
          base: filtered.base,
          sortField,
          test: sortField ? filtered.test : undefined,
        };
        this.queryCache.set(signature, entry);
        result = entry;
        this.queryCacheSize += costOf(entry) + signature.length;
        while (
          this.queryCache.size > QUERY_CACHE_MAX_ENTRIES ||
          (this.queryCache.size > 1 && this.queryCacheSize > this.queryCacheMaxRows())
        )
          this.forgetQuery(this.queryCache.keys().next().value as string);
      }
    }
    return { result, desc };
  }

  private filterRows(
    sortField: string,
    equals: Array<[string, unknown]>,
    contains: Array<{ fields: string[]; value: string }>,
    ranges: ListQuery['ranges'] & object,
    where?: (row: T) => boolean,
  ): Result<T> & { test(row: T): boolean } {
    let base: T[];
    let rest = equals;
    if (sortField) {
      base = this.sorted(sortField);
    } else {
      base = this.rows;
      let seedField: string | null = null;
      for (const [f, v] of equals) {
        if (!this.indexes.has(f) || Array.isArray(v)) continue;
        const idx = this.index(f)!;
        const set = idx.get(String(v));
        const n = set ? set.size : 0;
        if (seedField === null || n < base.length) {
          base = set ? [...set] : [];
          seedField = f;
        }
      }
      if (seedField) rest = equals.filter(([f]) => f !== seedField);
    }
    const tests: Array<(r: T) => boolean> = [];
    for (const [f, v] of rest) {
      if (Array.isArray(v)) {
        const set = new Set(v.map(String));
        tests.push((r) => set.has(String(r[f])));
      } else {
        const sv = String(v);
        tests.push((r) => r[f] === sv || (typeof r[f] !== 'string' && String(r[f]) === sv));
      }
    }
    for (const c of contains) tests.push((r) => Collection.textOf(r, c.fields).includes(c.value));
    for (const rg of ranges) {
      if (rg.from !== undefined && rg.from !== '')
        tests.push((r) => r[rg.field] != null && cmp(r[rg.field], rg.from) >= 0);
      if (rg.to !== undefined && rg.to !== '') tests.push((r) => r[rg.field] != null && cmp(r[rg.field], rg.to) <= 0);
    }
    if (where) tests.push(where);
    const n = tests.length;
    const test = (r: T): boolean => {
      for (let k = 0; k < n; k++) if (!tests[k](r)) return false;
      return true;
    };
    if (!n) return { rows: base, test };
    // the places of the sorted copy that pass: 1 bit a row of the copy instead of 8 bytes a row of the result
    if (sortField && base.length >= LARGE_RESULT) return { bits: RankedBits.of(base, test), base, test };
    if (base.length < LARGE_RESULT) {
      const out: T[] = [];
      if (n === 1) {
        const t0 = tests[0];
        for (let i = 0; i < base.length; i++) if (t0(base[i])) out.push(base[i]);
        return { rows: out, test };
      }
      outer: for (let i = 0; i < base.length; i++) {
        const r = base[i];
        for (let k = 0; k < n; k++) if (!tests[k](r)) continue outer;
        out.push(r);
      }
      return { rows: out, test };
    }
    // A large result is made at its exact size: the places of the passing rows first (a typed array, freed by the
    // next young collection), then the array. Grown by push, a result kept up to half again its size in spare room
    // (at MOCK_SCALE=1000 the results the mixed calls of the bench keep took 52 MB of large objects, 44 MB now).
    const places = new Uint32Array(base.length);
    let count = 0;
    outer: for (let i = 0; i < base.length; i++) {
      const r = base[i];
      for (let k = 0; k < n; k++) if (!tests[k](r)) continue outer;
      places[count++] = i;
    }
    const out = new Array<T>(count);
    for (let j = 0; j < count; j++) out[j] = base[places[j]];
    return { rows: out, test };
  }

  private forgetQuery(signature: string): void {
    const e = this.queryCache.get(signature);
    if (!e) return;
    this.queryCacheSize -= costOf(e) + signature.length;
    this.queryCache.delete(signature);
  }

  /** The bound of the query cache in row references (with the signatures' characters). */
  queryCacheMaxRows(): number {
    return Math.max(QUERY_CACHE_MAX_ROWS, QUERY_CACHE_ROWS_PER_ROW * this.rows.length);
  }

  /** Drops every cached query result (a reset; tests). */
  clearQueryCache(): void {
    this.queryCache.clear();
    this.queryCacheSize = 0;
  }

  /** Entries and size (row references plus signature characters) of the query cache. */
  queryCacheStats(): { entries: number; size: number } {
    return { entries: this.queryCache.size, size: this.queryCacheSize };
  }

  /** Plain data (for the json-server debug router and tests). */
  toJSON(): T[] {
    return this.rows;
  }
}
