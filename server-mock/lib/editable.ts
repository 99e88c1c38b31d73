// Update operations change only what their request schema declares (openapi.yaml): the properties marked
// `x-key: true` say which row (they are never written), `ugroupAddr` selects the organisation, and every other
// property is a field the operation may change. A property marked `x-immutable: true` may be given only while
// the row has no value for it yet, or with the value it has (a name cannot change once set). Fields the stored
// entity does not have (a new access token, a list of member IDs) are the handler's to apply.
import { breach } from './businessRules';
import type { Row } from './collection';
import type { Ctx } from './context';
import { ensureCollection } from './entities';
import { flatten } from './schema';
import type { Operation, Schema } from './spec';

export interface EditableFields {
  /** properties naming the row (x-key) */
  keys: string[];
  /** properties the operation may change */
  fields: string[];
  /** of those, the ones that cannot change once set (x-immutable) */
  immutable: string[];
}

const cache = new WeakMap<Operation, EditableFields>();

/** What an operation's request schema lets it change. */
export function editableFields(doc: Schema, op: Operation): EditableFields {
  const hit = cache.get(op);
  if (hit) return hit;
  const out: EditableFields = { keys: [], fields: [], immutable: [] };
  for (const [k, raw] of Object.entries<Schema>(flatten(doc, op.requestSchema).properties)) {
    if (k === 'ugroupAddr') continue;
    if (raw?.['x-key'] === true) out.keys.push(k);
    else {
      out.fields.push(k);
      if (raw?.['x-immutable'] === true) out.immutable.push(k);
    }
  }
  cache.set(op, out);
  return out;
}

/**
 * The change an update may make to `row`: the body's declared editable fields that `collection`'s entity has,
 * nothing else (never its id, status, owner or audit fields unless the operation declares them). A different
 * value for a field that cannot change once set is refused (business rule `nameNotEditable`).
 */
export function updatePatch(ctx: Ctx, row: Row, body: Record<string, unknown>, collection: string): Row {
  const { fields, immutable } = editableFields(ctx.state.doc, ctx.op);
  const entity = flatten(ctx.state.doc, { $ref: `#/components/schemas/${collection}` }).properties;
  const idField = ensureCollection(ctx.state, collection).idField;
  const patch: Row = {};
  for (const k of fields) {
    const v = body[k];
    if (v === undefined || k === idField || !(k in entity)) continue;
    if (immutable.includes(k) && row[k] !== undefined && row[k] !== null && row[k] !== '' && v !== row[k])
      breach(ctx, 'nameNotEditable');
    patch[k] = v;
  }
  return patch;
}

/**
 * Applies an update operation to `row` of `collection`: the declared editable fields of `body` (see
 * updatePatch), an `updatedAt` when the entity has one, then `extra` (what the handler itself derives).
 * Returns the stored row.
 */
export function applyUpdate(
  ctx: Ctx,
  row: Row,
  body: Record<string, unknown>,
  collection: string,
  extra: Row = {},
): Row {
  const coll = ensureCollection(ctx.state, collection);
  const patch = updatePatch(ctx, row, body, collection);
  const entity = flatten(ctx.state.doc, { $ref: `#/components/schemas/${collection}` }).properties;
  if ('updatedAt' in entity) patch.updatedAt = new Date(ctx.now).toISOString();
  Object.assign(patch, extra);
  return coll.update(row[coll.idField], patch)!;
}

/** The body fields a create operation declares (a new row takes only these from the body). */
export function declaredFields(doc: Schema, op: Operation): Set<string> {
  return new Set(Object.keys(flatten(doc, op.requestSchema).properties));
}
