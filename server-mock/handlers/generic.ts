// The generic engine: most operations of openapi.yaml are served from their shape alone.
//   - data is a page (…Page with list)        → list over the collection of the item schema
//   - get…/query… answering an entity         → detail by the request's id field
//   - create…/register…/link…                 → insert built from the body + sampled defaults
//   - update…/rename…                         → patch from the body
//   - delete…/unlink…/revoke… (boolean/batch) → remove
//   - anything else                           → a schema-valid sample (stateless reads)
// The helpers (listRows, findRow, insertRow, patchRow, removeRow, view) are what specific handlers use too.
import { can, mayActOnResource, type Capability } from '../../src/validation/access';
import { checkTag, rules, type RuleKey } from '../../src/validation/rules';
import { Random } from '../fixtures/random';
import { breach } from '../lib/businessRules';
import type { Collection, ListQuery, Page, Row } from '../lib/collection';
import { noPermission, refuseRule, type Ctx, type Handler } from '../lib/context';
import { applyUpdate, declaredFields } from '../lib/editable';
import { ensureCollection, idFieldOf, baseEntityOf, hasSchema } from '../lib/entities';
import { BusinessError } from '../lib/envelope';
import { TECHNICAL } from '../lib/messages';
import { dataSchemaOf, flatten, refName, resolved, sample } from '../lib/schema';
import type { Operation, Schema } from '../lib/spec';
import type { MockState } from '../state';

// ------------------------------------------------------------------------------------------- views

/** Computed fields (runtime, utilisation, ...) filled in when a row is read. */
export type View = (row: Row, ctx: Ctx) => Row;
export const VIEWS: Record<string, View> = {};

/**
 * A row as a view shows it: a copy with the computed `fields` set (the row's own fields first, in their order, then the
 * fields it does not have), as `{ ...row, ...fields }` makes it. Copied with Object.assign: V8 puts an object spread
 * copy that then gains a field the row lacks straight in the old generation (~850 bytes a row of the instance list),
 * where only a full collection frees it; at MOCK_SCALE=1000 that was ~20 KB of old-generation garbage per list call.
 */
export function viewOf(row: Row, fields: Row): Row {
  // Object.assign sets "__proto__" instead of defining it: a row with such a field (none is declared) is spread
  if (Object.prototype.hasOwnProperty.call(row, '__proto__')) return { ...row, ...fields };
  return Object.assign({}, row, fields);
}

export function view(ctx: Ctx, collection: string, row: Row): Row {
  const v = VIEWS[collection];
  return v ? v(row, ctx) : row;
}

// --------------------------------------------------------------------------------------- ownership

/** Basic Members act on their own resources only; rows without an owner belong to the organisation. */
export function assertCanModify(ctx: Ctx, row: Row): void {
  if (!ctx.user) return;
  const owned = row._owner === undefined || row._owner === ctx.user.userId;
  if (!mayActOnResource(ctx.role, owned)) noPermission(ctx);
}

/** A member of the selected organisation whose role has this capability in the role table, else NO_PERMISSION. */
export function requireAdmin(ctx: Ctx, capability: Capability): void {
  // Membership is checked by the authorisation step before any handler; without it nothing is permitted either.
  if (!ctx.org || !ctx.rel || !can(ctx.role, capability)) noPermission(ctx);
}

// ------------------------------------------------------------------------------------------ scoping

function orgScoped(coll: Collection): boolean {
  const first = coll.rows[0];
  return first ? '_org' in first : true;
}

export function inScope(ctx: Ctx, coll: Collection, row: Row | undefined): row is Row {
  if (!row) return false;
  if (!('_org' in row) || !orgScoped(coll)) return true;
  return !!ctx.org && row._org === ctx.org.ugroupId;
}

// --------------------------------------------------------------------------------------- list query

const PAGING = new Set(['ugroupAddr', 'pageNum', 'pageSize', 'sortField', 'sortOrder', 'keyword']);
const KEYWORD_FIELDS =
  /^(id|name|title|email|username|nickname|key|ticketNo|tsnSerial|instanceName|serviceName|resourceName|orderId|billId|api|keyName|code|description)$|Id$|Name$/;

interface ListSpec {
  /** request property → row field for exact match */
  equals: Record<string, string>;
  /** request property → row fields for substring match */
  contains: Record<string, string[]>;
  /** request property → [row field, 'from' | 'to'] */
  ranges: Record<string, [string, 'from' | 'to']>;
  keywordFields: string[];
  itemProps: Set<string>;
}

const listSpecCache = new Map<string, ListSpec>();

function listSpecOf(state: MockState, op: Operation, itemSchema: string): ListSpec {
  const cached = listSpecCache.get(op.operationId);
  if (cached) return cached;
  const doc = state.doc;
  const req = flatten(doc, op.requestSchema);
  const item = flatten(doc, { $ref: `#/components/schemas/${itemSchema}` });
  const itemProps = new Set(Object.keys(item.properties));
  const spec: ListSpec = { equals: {}, contains: {}, ranges: {}, keywordFields: [], itemProps };
  for (const [k, ps] of Object.entries<Schema>(req.properties)) {
    if (PAGING.has(k)) continue;
    const p = resolved(doc, ps);
    const m = /^(.+?)(From|To)$/.exec(k);
    if (m) {
      const stem = m[1];
      const field =
        [`${stem}At`, stem, `${stem}Date`].find((f) => itemProps.has(f)) ??
        (stem === 'date' || stem === ''
          ? ['createdAt', 'time', 'startedAt'].find((f) => itemProps.has(f))
          : undefined) ??
        [...itemProps].find((f) => f.toLowerCase().startsWith(stem.toLowerCase()));
      if (field) spec.ranges[k] = [field, m[2] === 'From' ? 'from' : 'to'];
      continue;
    }
    if (k === 'from' || k === 'to') {
      const field = ['startedAt', 'createdAt', 'time', 'archivedAt'].find((f) => itemProps.has(f));
      if (field) spec.ranges[k] = [field, k];
      continue;
    }
    if (k === 'statuses' && itemProps.has('status')) {
      spec.equals[k] = 'status';
      continue;
    }
    if (k === 'model' && itemProps.has('model')) {
      spec.equals[k] = 'model';
      continue;
    }
    if (k === 'tag' && itemProps.has('tags')) {
      spec.contains[k] = ['tags'];
      continue;
    }
    if (!itemProps.has(k)) continue;
    const free =
      p.type === 'string' &&
      !p.enum &&
      !/Id$/.test(k) &&
      k !== 'id' &&
      !['gpuModel', 'region', 'category', 'family', 'purpose', 'kind'].includes(k);
    if (free) spec.contains[k] = [k];
    else spec.equals[k] = k;
  }
  spec.keywordFields = Object.entries<Schema>(item.properties)
    .filter(([k, ps]) => KEYWORD_FIELDS.test(k) && resolved(doc, ps).type === 'string')
    .map(([k]) => k);
  listSpecCache.set(op.operationId, spec);
  return spec;
}

/** One page of a collection for this request: org scope, filters from the body, sort, paging. */
export function listRows(
  ctx: Ctx,
  collection: string,
  extra: Partial<ListQuery> = {},
  itemSchema = collection,
): Page<Row> {
  const { coll, query } = listQueryOf(ctx, collection, extra, itemSchema);
  const page = coll.list(query);
  return { ...page, list: page.list.map((r) => view(ctx, collection, r)) };
}

/** The collection and the list query a list call asks for (its filters, sort and page), as listRows runs it. */
export function listQueryOf(
  ctx: Ctx,
  collection: string,
  extra: Partial<ListQuery> = {},
  itemSchema = collection,
): { coll: Collection; query: ListQuery } {
  const coll = ensureCollection(ctx.state, collection);
  const b = ctx.body;
  const spec = listSpecOf(ctx.state, ctx.op, itemSchema);
  const equals: Record<string, unknown> = { ...(extra.equals ?? {}) };
  if (orgScoped(coll)) equals._org = ctx.org?.ugroupId ?? '\u0000none';
  for (const [k, field] of Object.entries(spec.equals)) if (b[k] !== undefined) equals[field] = b[k];
  const contains = [...(extra.contains ?? [])];
  for (const [k, fields] of Object.entries(spec.contains))
    if (b[k] !== undefined) contains.push({ fields, value: String(b[k]) });
  if (b.keyword) contains.push({ fields: spec.keywordFields, value: String(b.keyword) });
  const ranges = [...(extra.ranges ?? [])];
  for (const [k, [field, side]] of Object.entries(spec.ranges)) {
    const v = b[k];
    if (v === undefined || v === '') continue;
    const s = String(v);
    const bound = side === 'to' && /^\d{4}-\d{2}-\d{2}$/.test(s) ? `${s}T23:59:59.999Z` : s;
    ranges.push(side === 'from' ? { field, from: bound } : { field, to: bound });
  }
  const sortField = typeof b.sortField === 'string' && spec.itemProps.has(b.sortField) ? b.sortField : undefined;
  return {
    coll,
    query: {
      pageNum: b.pageNum,
      pageSize: b.pageSize,
      sortField,
      sortOrder: b.sortOrder,
      equals,
      contains,
      ranges,
      where: extra.where,
    },
  };
}

// ------------------------------------------------------------------------------------------ lookups

/** The id a request names: id, or the single required …Id field, or the first …Id / name field. */
export function requestIdField(state: MockState, op: Operation): string | undefined {
  const req = flatten(state.doc, op.requestSchema);
  if ('id' in req.properties) return 'id';
  const required = req.required.filter((k) => k !== 'ugroupAddr');
  return (
    required.find((k) => /Id$/.test(k)) ??
    Object.keys(req.properties).find((k) => /Id$/.test(k)) ??
    required.find((k) => ['bucket', 'name'].includes(k))
  );
}

/** A row of the caller's organisation by id, or a business "does not exist". */
export function findRow(ctx: Ctx, collection: string, id: unknown, field?: string): Row {
  const coll = ensureCollection(ctx.state, collection);
  let row: Row | undefined;
  if (!field || field === coll.idField) row = coll.get(id);
  else
    row =
      coll.where(field, id).find((r) => inScope(ctx, coll, r)) ??
      coll.find((r) => r[field] === id && inScope(ctx, coll, r));
  if (!inScope(ctx, coll, row)) breach(ctx, 'recordNotFound');
  return row!;
}

// ------------------------------------------------------------------------------------------- writes

/** docs/product-rules.md#field-rules field rules, by the schema a request property refers to. */
const RULE_BY_SCHEMA: Record<string, keyof typeof rules> = {
  Username: 'username',
  Email: 'email',
  Password: 'password',
  VerificationCode: 'verificationCode',
  ResourceName: 'resourceName',
  CommonName: 'commonName',
  GitlabProjectName: 'gitlabProjectName',
  DeviceName: 'deviceName',
  DeviceDescription: 'deviceDescription',
  CallbackUrl: 'callbackUrl',
  Curve25519PublicKey: 'curve25519Key',
  ServicePublicKey: 'servicePublicKey',
  VersionNumber: 'version',
  ResetConfirmation: 'resetPhrase',
};

const ruleFieldsCache = new Map<string, Array<[string, keyof typeof rules, boolean]>>();

/** Applies the shared rules of src/validation/rules.ts to every body field whose schema names one. */
export function checkFieldRules(ctx: Ctx): void {
  let fields = ruleFieldsCache.get(ctx.op.operationId);
  if (!fields) {
    fields = [];
    const req = flatten(ctx.state.doc, ctx.op.requestSchema);
    for (const [k, ps] of Object.entries<Schema>(req.properties)) {
      const name = refName(ps);
      if (name && RULE_BY_SCHEMA[name]) fields.push([k, RULE_BY_SCHEMA[name], false]);
      const items = resolved(ctx.state.doc, ps).items;
      const itemName = refName(items);
      if (itemName && RULE_BY_SCHEMA[itemName]) fields.push([k, RULE_BY_SCHEMA[itemName], true]);
    }
    ruleFieldsCache.set(ctx.op.operationId, fields);
  }
  for (const [k, rule, many] of fields) {
    const v = ctx.body[k];
    if (v === undefined || v === null) continue;
    const values = many && Array.isArray(v) ? v : [v];
    for (const x of values) {
      const key: RuleKey | null = rules[rule](x);
      if (key) refuseRule(ctx, key, 'VALIDATION_ERROR');
    }
  }
  // every tag of a tags array is one tag (never blank, no comma); integers are checked by the schema
  if (Array.isArray(ctx.body.tags) && ctx.body.tags.some((t: unknown) => checkTag(t))) refuseRule(ctx, 'tags');
}

const PERSON_FIELDS = [
  'builder',
  'createdBy',
  'operator',
  'requester',
  'enabledBy',
  'registeredBy',
  'linkedBy',
  'archivedBy',
  'inviterName',
];
const CREATED_FIELDS = [
  'createdAt',
  'requestedAt',
  'registeredAt',
  'linkedAt',
  'enabledAt',
  'invitedAt',
  'time',
  'updatedAt',
  'lastModified',
];

function idPrefix(state: MockState, schemaName: string, idField: string): string {
  const ps = flatten(state.doc, { $ref: `#/components/schemas/${schemaName}` }).properties[idField];
  const ex = typeof ps?.example === 'string' ? ps.example : '';
  const m = /^([A-Za-z]+[-_])/.exec(ex);
  return m ? m[1] : `${schemaName.toLowerCase().slice(0, 4)}-`;
}

/**
 * The value of a field a new row has before anything is known of it: nothing (null, an empty list, zero, false)
 * where the schema allows it; a schema-valid sample only where it demands a value (a status, an id, an address),
 * which the specific handlers set to what they mean.
 */
function blankValue(state: MockState, ps: Schema, required: boolean, sampled: unknown): unknown {
  const p = resolved(state.doc, ps);
  if (p.nullable) return null;
  const type = p.type ?? (p.properties ? 'object' : p.items ? 'array' : undefined);
  if (type === 'array') return (p.minItems ?? 0) > 0 ? sampled : [];
  if ((type === 'integer' || type === 'number') && !p.enum)
    return typeof p.minimum === 'number' ? Math.max(0, p.minimum) : 0;
  if (type === 'boolean') return false;
  return required ? sampled : undefined;
}

/**
 * A new row of `collection`: what the body says (the fields its creator entered), the server's own fields (id,
 * status, timestamps, creator, owner) and `fields` from the specific handler. A field the body could have given but
 * did not stays empty: nothing is taken from sample data (a dataset created without a description has none).
 */
export function buildRow(ctx: Ctx, collection: string, fields: Row = {}): Row {
  const state = ctx.state;
  const coll = ensureCollection(state, collection);
  const schemaRef = { $ref: `#/components/schemas/${collection}` };
  const flat = flatten(state.doc, schemaRef);
  const rng = new Random(`${collection}:${coll.size}:${ctx.now}`);
  const sampled = (
    hasSchema(state, collection)
      ? sample(state.doc, schemaRef, { rng, index: coll.size, now: ctx.now, people: [ctx.user?.username ?? 'demo'] })
      : {}
  ) as Row;
  // only what the operation declares (request bodies are closed), and never the id or a status
  const declared = declaredFields(state.doc, ctx.op);
  const required = new Set(flat.required);
  const row: Row = {};
  for (const [k, ps] of Object.entries<Schema>(flat.properties)) {
    const v = blankValue(state, ps, required.has(k), sampled[k]);
    if (v !== undefined) row[k] = v;
  }
  for (const [k, v] of Object.entries(ctx.body)) {
    if (declared.has(k) && k in flat.properties && k !== coll.idField && v !== undefined && k !== 'status') row[k] = v;
  }
  const nowIso = new Date(ctx.now).toISOString();
  for (const f of CREATED_FIELDS) if (f in flat.properties) row[f] = nowIso;
  for (const f of PERSON_FIELDS) if (f in flat.properties) row[f] = ctx.user?.username ?? row[f];
  Object.assign(row, fields);
  if (row[coll.idField] === undefined || fields[coll.idField] === undefined)
    row[coll.idField] = state.nextId(idPrefix(state, collection, coll.idField));
  if (orgScoped(coll)) row._org = ctx.org?.ugroupId ?? null;
  row._owner = ctx.user?.userId;
  return row;
}

/**
 * Stores a new row. A name another live row of the organisation has is refused with the rule nameExists, which
 * every create operation that stores a named row through here lists in openapi.yaml.
 */
export function insertRow(ctx: Ctx, collection: string, fields: Row = {}): Row {
  const coll = ensureCollection(ctx.state, collection);
  const row = buildRow(ctx, collection, fields);
  if (typeof row.name === 'string' && orgScoped(coll)) {
    const clash = coll.rows.some(
      (r) =>
        r !== row &&
        r.name === row.name &&
        r._org === row._org &&
        !['removed_success', 'deleted'].includes(String(r.status)),
    );
    if (clash) breach(ctx, 'nameExists');
  }
  return coll.insert(row);
}

/**
 * Patches a row with what the update operation declares editable (server-mock/lib/editable.ts): never its id,
 * never a field the request schema does not list, never a changed value of a field that cannot change once set.
 */
export function patchRow(ctx: Ctx, collection: string, row: Row, fields: Row = {}): Row {
  return applyUpdate(ctx, row, ctx.body, collection, fields);
}

export function removeRow(ctx: Ctx, collection: string, row: Row): void {
  const coll = ensureCollection(ctx.state, collection);
  coll.remove(row[coll.idField]);
}

// ---------------------------------------------------------------------------------- classification

export type GenericKind = 'list' | 'detail' | 'create' | 'update' | 'delete' | 'batchDelete' | 'sample';

export interface GenericPlan {
  kind: GenericKind;
  collection?: string;
  idField?: string;
  /** schema of data (for samples) */
  data?: Schema;
}

const CREATE = /^(create|register|link|add|enable|submit|init)/;
const UPDATE = /^(update|rename|edit|set|modify)/;
const DELETE = /^(delete|unlink|remove|revoke|abort|disable|cancel)/;
const READ = /^(get|query|list|find)/;

export function planOf(state: MockState, op: Operation): GenericPlan {
  const doc = state.doc;
  const data = dataSchemaOf(doc, op.responseSchema);
  const dataName = refName(data);
  const flatData = flatten(doc, data);
  const listSchema = flatData.properties.list;
  if (listSchema && 'total' in flatData.properties) {
    const item = refName(resolved(doc, listSchema).items);
    if (item) return { kind: 'list', collection: item };
  }
  const verb = op.operationId;
  const idField = requestIdField(state, op);
  const isBool = resolved(doc, data).type === 'boolean';
  if (dataName === 'BatchResult' && DELETE.test(verb)) return { kind: 'batchDelete', data };
  if (isBool && DELETE.test(verb)) return { kind: 'delete', idField, data };
  if (!dataName || isBool) return { kind: 'sample', data };
  const base = baseEntityOf(state, dataName);
  const entityLike =
    hasSchema(state, base) &&
    !!idFieldOf(state, base) &&
    ('id' in flatten(doc, { $ref: `#/components/schemas/${base}` }).properties ||
      idFieldOf(state, base).endsWith('Id'));
  if (!entityLike) return { kind: 'sample', data };
  if (CREATE.test(verb)) return { kind: 'create', collection: base, data };
  if (READ.test(verb) && idField) return { kind: 'detail', collection: base, idField, data };
  if (UPDATE.test(verb) && idField) return { kind: 'update', collection: base, idField, data };
  if (DELETE.test(verb) && idField) return { kind: 'update', collection: base, idField, data };
  if (idField) return { kind: 'detail', collection: base, idField, data };
  return { kind: 'sample', data };
}

/** Fills what a detail schema adds to its base entity when no enricher did (sampled, schema-valid). */
export function fillMissing(ctx: Ctx, schema: Schema | undefined, value: Row): Row {
  const flat = flatten(ctx.state.doc, schema);
  const missing = flat.required.filter((k) => value[k] === undefined);
  if (!missing.length) return value;
  const rng = new Random(`fill:${ctx.op.operationId}`);
  const out = { ...value };
  for (const k of missing) {
    out[k] = sample(
      ctx.state.doc,
      flat.properties[k],
      { rng, index: 0, now: ctx.now, people: [ctx.user?.username ?? 'demo'] },
      k,
    );
  }
  return out;
}

/** Detail enrichers: what XDetail adds to X (nodes of a group, GPUs of a node, ...). */
export const ENRICH: Record<string, (ctx: Ctx, row: Row) => Row> = {};

export function detailOf(ctx: Ctx, collection: string, row: Row, dataSchema?: Schema): Row {
  const v = view(ctx, collection, row);
  const name = refName(dataSchema);
  const enriched = name && ENRICH[name] ? ENRICH[name](ctx, v) : v;
  return fillMissing(ctx, dataSchema, enriched);
}

export function genericHandler(state: MockState, op: Operation): { handler: Handler; plan: GenericPlan } {
  const plan = planOf(state, op);
  const handler: Handler = (ctx) => {
    switch (plan.kind) {
      case 'list':
        return listRows(ctx, plan.collection!);
      case 'detail': {
        const row = findRow(ctx, plan.collection!, ctx.body[plan.idField!], lookupField(ctx, plan));
        return detailOf(ctx, plan.collection!, row, plan.data);
      }
      case 'create': {
        checkFieldRules(ctx);
        const row = insertRow(ctx, plan.collection!);
        return detailOf(ctx, plan.collection!, row, plan.data);
      }
      case 'update': {
        checkFieldRules(ctx);
        const row = findRow(ctx, plan.collection!, ctx.body[plan.idField!], lookupField(ctx, plan));
        assertCanModify(ctx, row);
        return detailOf(ctx, plan.collection!, patchRow(ctx, plan.collection!, row), plan.data);
      }
      case 'delete': {
        const collection = deleteCollection(ctx.state, op);
        if (!collection || !plan.idField) return true;
        const row = findRow(
          ctx,
          collection,
          ctx.body[plan.idField],
          lookupFieldFor(ctx.state, collection, plan.idField),
        );
        assertCanModify(ctx, row);
        removeRow(ctx, collection, row);
        return true;
      }
      case 'batchDelete': {
        const collection = deleteCollection(ctx.state, op);
        const ids: string[] = Array.isArray(ctx.body.ids)
          ? ctx.body.ids
          : Array.isArray(ctx.body.keys)
            ? ctx.body.keys
            : [];
        const succeeded: string[] = [];
        const failed: Array<{ id: string; reason: string }> = [];
        for (const id of ids) {
          try {
            if (!collection) throw new BusinessError('NOT_FOUND', TECHNICAL.notFound);
            const row = findRow(ctx, collection, id);
            assertCanModify(ctx, row);
            removeRow(ctx, collection, row);
            succeeded.push(id);
          } catch (e) {
            failed.push({ id, reason: e instanceof Error ? e.message : String(e) });
          }
        }
        return { succeeded, failed };
      }
      default: {
        const rng = new Random(`sample:${op.operationId}`);
        return plan.data
          ? sample(ctx.state.doc, plan.data, { rng, index: 0, now: ctx.now, people: [ctx.user?.username ?? 'demo'] })
          : true;
      }
    }
  };
  return { handler, plan };
}

function lookupField(ctx: Ctx, plan: GenericPlan): string | undefined {
  return lookupFieldFor(ctx.state, plan.collection!, plan.idField!);
}

/** bucket → name, serviceId → id of the entity, ... */
function lookupFieldFor(state: MockState, collection: string, requestField: string): string | undefined {
  const idField = idFieldOf(state, collection);
  if (requestField === idField) return undefined;
  const props = flatten(state.doc, { $ref: `#/components/schemas/${collection}` }).properties;
  if (requestField === 'bucket' && 'name' in props) return 'name';
  if (requestField in props && requestField !== 'id') return requestField;
  return undefined;
}

/** Which collection a delete… operation removes from: the entity of the sibling list operation. */
function deleteCollection(state: MockState, op: Operation): string | undefined {
  const dir = op.path.slice(0, op.path.lastIndexOf('/'));
  for (const other of state.spec?.operations ?? []) {
    if (!other.path.startsWith(dir + '/') || other === op) continue;
    const plan = planOf(state, other);
    if (plan.kind === 'list' && plan.collection) return plan.collection;
  }
  for (const other of state.spec?.operations ?? []) {
    if (!other.path.startsWith(dir + '/') || other === op) continue;
    const plan = planOf(state, other);
    if (plan.collection) return plan.collection;
  }
  return undefined;
}
