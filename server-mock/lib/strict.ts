// Strict contract checks beyond what openapi.yaml's schemas forbid: a request body property the contract does
// not name (the schemas leave additionalProperties open, so Ajv lets it through) is a call the console makes
// that the contract lacks. Used to record contract violations (GET /__mock__/violations).
import { deref, type Schema } from './spec';

interface Shape {
  /** Known property name → the schemas that describe it. */
  props: Map<string, Schema[]>;
  /** Any property is allowed (additionalProperties given, or no object shape at all). */
  open: boolean;
  items: Schema[];
}

/** Shapes worked out, per document and schema object (both never change once loaded). */
const shapes = new WeakMap<Schema, WeakMap<Schema, Shape>>();

function shapeOfSchema(doc: Schema, schema: Schema | undefined): Shape {
  if (!schema || typeof schema !== 'object') return shapeOf(doc, schema);
  let byDoc = shapes.get(doc);
  if (!byDoc) shapes.set(doc, (byDoc = new WeakMap()));
  let shape = byDoc.get(schema);
  if (!shape) byDoc.set(schema, (shape = shapeOf(doc, schema)));
  return shape;
}

function shapeOf(
  doc: Schema,
  schema: Schema | undefined,
  shape: Shape = { props: new Map(), open: false, items: [] },
): Shape {
  const s = deref(doc, schema);
  if (!s || typeof s !== 'object') {
    shape.open = true;
    return shape;
  }
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    if (Array.isArray(s[key])) for (const part of s[key] as Schema[]) shapeOf(doc, part, shape);
  }
  if (s.properties && typeof s.properties === 'object') {
    for (const [name, sub] of Object.entries<Schema>(s.properties)) {
      const list = shape.props.get(name) ?? [];
      list.push(sub);
      shape.props.set(name, list);
    }
  }
  if (s.additionalProperties !== undefined && s.additionalProperties !== false) shape.open = true;
  if (s.items) shape.items.push(s.items as Schema);
  const composite = ['allOf', 'oneOf', 'anyOf'].some((k) => Array.isArray(s[k]));
  if (!s.properties && !composite && s.additionalProperties === undefined && s.type !== 'array') shape.open = true;
  return shape;
}

/** Paths of properties in `value` that `schema` does not describe (`body.filters.foo`, `body.items[0].bar`). */
export function unknownProperties(doc: Schema, schema: Schema | undefined, value: unknown, where = 'body'): string[] {
  const out: string[] = [];
  collectUnknown(doc, schema, value, where, out);
  return out;
}

/**
 * Adds to `out` the paths unknownProperties gives. Runs on every request: a known property with a value that is not
 * an object or an array costs no path text and no array (the common case of a list query's body).
 */
function collectUnknown(doc: Schema, schema: Schema | undefined, value: unknown, where: string, out: string[]): void {
  if (value === null || typeof value !== 'object') return;
  const shape = shapeOfSchema(doc, schema);
  if (Array.isArray(value)) {
    if (!shape.items.length) return;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      for (const itemSchema of shape.items) collectUnknown(doc, itemSchema, item, `${where}[${i}]`, out);
    }
    return;
  }
  if (shape.open) return;
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    const schemas = shape.props.get(key);
    if (!schemas) {
      out.push(`${where}.${key}`);
      continue;
    }
    const child = (value as Record<string, unknown>)[key];
    if (child === null || typeof child !== 'object') continue;
    const path = `${where}.${key}`;
    if (schemas.length === 1) {
      collectUnknown(doc, schemas[0], child, path, out);
      continue;
    }
    // A property described by several parts is unknown inside only when every part says so.
    const nested = schemas.map((sub) => unknownProperties(doc, sub, child, path));
    out.push(...nested.reduce((a, b) => a.filter((p) => b.includes(p))));
  }
}
