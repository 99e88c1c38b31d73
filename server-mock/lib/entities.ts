// Which collection holds which openapi schema, how its rows are identified, indexed and generated.
// Collections are named after the schema of their rows (Instance, Gpu, Order, ...). A schema no
// generator knows gets a sampled collection on first use (30 × MOCK_SCALE rows, seeded by its name).
import { FIXUPS, dedupeArrays } from '../fixtures/catalog';
import { hostileMode, makeRowsHostile } from '../fixtures/hostile';
import { Random } from '../fixtures/random';
import type { MockState } from '../state';
import { Collection, type Row } from './collection';
import { flatten, sample, PEOPLE } from './schema';

export const DEFAULT_ROWS = 30;
/** collections that need more rows than the default to fill their first level (× MOCK_SCALE) */
const ROWS: Record<string, number> = { DriveEntry: 60 };
/** fields every collection is indexed on when its rows have them */
const COMMON_INDEXES = ['_org', '_owner', 'status'];

export function idFieldOf(state: MockState, schemaName: string): string {
  const flat = flatten(state.doc, { $ref: `#/components/schemas/${schemaName}` });
  const props = Object.keys(flat.properties);
  if (props.includes('id')) return 'id';
  const req = flat.required.find((k) => /Id$/.test(k)) ?? props.find((k) => /Id$/.test(k));
  return req ?? props[0] ?? 'id';
}

export function hasSchema(state: MockState, schemaName: string): boolean {
  return !!state.doc.components?.schemas?.[schemaName];
}

/** The base entity of a detail schema (ComputeNodeDetail = allOf[ComputeNode, ...] → ComputeNode). */
export function baseEntityOf(state: MockState, schemaName: string): string {
  const raw = state.doc.components?.schemas?.[schemaName];
  const first = raw?.allOf?.[0]?.$ref;
  if (typeof first === 'string' && first.startsWith('#/components/schemas/')) {
    const base = first.slice(21);
    if (!['Envelope', 'PageMeta', 'BaseRequest'].includes(base)) return base;
  }
  return schemaName;
}

export function peopleOf(state: MockState, ugroupId: string): Array<{ userId: string; username: string }> {
  return state.rels
    .where('ugroupId', ugroupId)
    .map((r) => state.users.get(r.userId))
    .filter((u): u is NonNullable<typeof u> => !!u)
    .map((u) => ({ userId: u.userId, username: u.username }));
}

export function newCollection<T extends Row>(
  state: MockState,
  name: string,
  idField: string,
  rows: T[] = [],
  indexes: string[] = [],
): Collection<T> {
  const fields = new Set([...indexes, ...COMMON_INDEXES]);
  if (hostileMode()) makeRowsHostile(state.doc, hasSchema(state, name) ? name : null, rows);
  const c = new Collection<T>(name, idField, [...fields], rows);
  if (hasSchema(state, name)) {
    const props = flatten(state.doc, { $ref: `#/components/schemas/${name}` }).properties;
    const created = [
      'createdAt',
      'requestedAt',
      'registeredAt',
      'linkedAt',
      'enabledAt',
      'archivedAt',
      'time',
      'joinedAt',
      'invitedAt',
      'startedAt',
      'updatedAt',
    ].find((f) => f in props);
    if (created) c.defaultSort = { field: created, desc: true };
  }
  return state.addCollection(c);
}

/** Rows sampled from a schema: most in demo-lab, some in partner-org, each with an owner. */
export function sampleRows(state: MockState, schemaName: string, count: number, now: number): Row[] {
  const rng = new Random(`rows:${schemaName}`);
  const schema = { $ref: `#/components/schemas/${schemaName}` };
  const idField = idFieldOf(state, schemaName);
  const demo = peopleOf(state, 'ug-1001');
  const partner = peopleOf(state, 'ug-1002');
  const rows: Row[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < count; i++) {
    const inPartner = i % 8 === 7;
    const people = inPartner ? partner : demo;
    const owner = people.length ? people[rng.int(0, people.length - 1)] : { userId: 'u-1001', username: 'demo' };
    const row = sample(state.doc, schema, {
      rng,
      index: i,
      now,
      people: people.length ? people.map((p) => p.username) : PEOPLE,
    }) as Row;
    row._org = inPartner ? 'ug-1002' : 'ug-1001';
    row._owner = owner.userId;
    for (const f of [
      'builder',
      'createdBy',
      'operator',
      'requester',
      'enabledBy',
      'registeredBy',
      'linkedBy',
      'archivedBy',
    ]) {
      if (f in row) row[f] = owner.username;
    }
    dedupeArrays(row);
    FIXUPS[schemaName]?.(row, {
      rng,
      index: i,
      now,
      scale: state.options.scale,
      owner,
      rowsOf: (other) => ensureCollection(state, other).rows,
    });
    let id = String(row[idField] ?? '');
    if (!id || seen.has(id))
      row[idField] = id = `${schemaName.toLowerCase().slice(0, 4)}-${String(i + 1).padStart(4, '0')}`;
    seen.add(id);
    rows.push(row);
  }
  return rows;
}

/**
 * Child rows of one parent (versions of a dataset, objects of a bucket, ...), made on first look and
 * kept: deterministic (seeded by the parent id) and cheap at any MOCK_SCALE.
 */
export function childrenOf(
  state: MockState,
  collection: string,
  parentId: string,
  make: (rng: Random) => Row[],
): Row[] {
  const coll = state.has(collection)
    ? state.collection(collection)
    : newCollection(state, collection, '_key', [], ['_parent']);
  if (!coll.where('_parent', `${parentId}\u0000seeded`).length) {
    coll.insert({ _key: `${parentId}\u0000seeded`, _parent: `${parentId}\u0000seeded` });
    let k = 0;
    const made = make(new Random(`${collection}:${parentId}`));
    if (hostileMode()) makeRowsHostile(state.doc, null, made);
    for (const r of made) coll.insert({ ...r, _key: `${parentId}\u0000${k++}`, _parent: parentId });
  }
  return coll.where('_parent', parentId);
}

export function addChild(state: MockState, collection: string, parentId: string, row: Row): Row {
  const coll = state.collection(collection);
  return coll.insert({ ...row, _key: `${parentId}\u0000${state.nextId('c')}`, _parent: parentId });
}

/** The collection for a schema, sampling one on first use when no generator made it. */
export function ensureCollection(state: MockState, schemaName: string): Collection {
  if (state.has(schemaName)) return state.collection(schemaName);
  const count = (ROWS[schemaName] ?? DEFAULT_ROWS) * Math.max(1, Math.round(state.options.scale));
  const rows = hasSchema(state, schemaName) ? sampleRows(state, schemaName, count, state.bornAt) : [];
  return newCollection(state, schemaName, idFieldOf(state, schemaName), rows);
}
