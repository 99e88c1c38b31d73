// Reading openapi.yaml schemas: find an operation's data schema, flatten allOf, project a value to the
// declared properties (so internal fields never leak), and build realistic sample values (fixtures for
// collections and answers for operations that need no state).
import type { Random } from '../fixtures/random';
import { deref, type Schema } from './spec';

const NULL_DATA = '#/components/schemas/NullData';

export function refName(schema: Schema | undefined): string | undefined {
  const ref = schema?.$ref;
  return typeof ref === 'string' && ref.startsWith('#/components/schemas/') ? ref.slice(21) : undefined;
}

/** The `data` schema inside an envelope response schema (allOf[Envelope, {data: anyOf[X, NullData]}]). */
export function dataSchemaOf(doc: Schema, responseSchema: Schema | undefined): Schema | undefined {
  // the Envelope's own `data` is untyped; the operation's allOf part that follows it says what data is
  let found: Schema | undefined;
  const visit = (s: Schema | undefined, depth: number): void => {
    if (!s || depth > 10) return;
    if (s.$ref) return visit(deref(doc, s), depth + 1);
    for (const part of s.allOf ?? []) visit(part, depth + 1);
    const d = s.properties?.data;
    if (d && (d.$ref || d.anyOf || d.oneOf || d.type || d.allOf)) found = pickNonNull(doc, d);
  };
  visit(responseSchema, 0);
  return found;
}

function pickNonNull(doc: Schema, s: Schema): Schema {
  const options: Schema[] | undefined = s.anyOf ?? s.oneOf;
  if (options) {
    const real = options.filter(
      (o) => o.$ref !== NULL_DATA && !(deref(doc, o)?.enum?.length === 1 && deref(doc, o)?.enum?.[0] === null),
    );
    if (real.length) return real[0];
  }
  return s;
}

export interface FlatObject {
  properties: Record<string, Schema>;
  required: string[];
  /** $ref names met on the way (X for X, Base for allOf[Base, ...]) */
  refs: string[];
  nullable: boolean;
}

/** Merges allOf (and follows $ref) into one object description. Cached per schema object. */
const flatCache = new WeakMap<object, FlatObject>();
export function flatten(doc: Schema, schema: Schema | undefined): FlatObject {
  const out: FlatObject = { properties: {}, required: [], refs: [], nullable: false };
  if (!schema) return out;
  const cached = flatCache.get(schema);
  if (cached) return cached;
  const visit = (s: Schema | undefined, depth: number): void => {
    if (!s || depth > 20) return;
    if (s.$ref) {
      const name = refName(s);
      if (name) out.refs.push(name);
      visit(deref(doc, { $ref: s.$ref }), depth + 1);
      return;
    }
    if (s.nullable) out.nullable = true;
    for (const part of s.allOf ?? []) visit(part, depth + 1);
    if (s.properties) Object.assign(out.properties, s.properties);
    if (Array.isArray(s.required)) out.required.push(...s.required);
  };
  visit(schema, 0);
  flatCache.set(schema, out);
  return out;
}

/** Resolves $ref and merges allOf; returns the schema itself for non-objects. */
export function resolved(doc: Schema, schema: Schema | undefined): Schema {
  const s = deref(doc, schema) ?? {};
  if (s.allOf) {
    const flat = flatten(doc, s);
    return {
      type: 'object',
      properties: flat.properties,
      required: flat.required,
      nullable: flat.nullable || s.nullable,
    };
  }
  if ((s.anyOf || s.oneOf) && !s.type) return resolved(doc, pickNonNull(doc, s));
  return s;
}

export type Projector = (value: unknown) => unknown;

/** The projector of a value copied as it is (one function, so that an object's projector copies it without a call). */
const identity: Projector = (v) => v;

/**
 * Compiles a function copying only declared properties (recursively through objects and arrays).
 * Keys starting with "_" are internal and never declared, so they are dropped.
 */
export function compileProjector(doc: Schema, schema: Schema | undefined, depth = 0): Projector {
  if (!schema || depth > 12) return identity;
  const s = resolved(doc, schema);
  if (s.type === 'array' || s.items) {
    const item = compileProjector(doc, s.items, depth + 1);
    if (item === identity) return identity;
    return (v) => (Array.isArray(v) ? v.map(item) : v);
  }
  if (s.properties && Object.keys(s.properties).length) {
    const entries = Object.entries<Schema>(s.properties).map(
      ([k, ps]) => [k, compileProjector(doc, ps, depth + 1)] as const,
    );
    // Compiled to straight-line code with the property names as constants: every copy gets the same shape at once
    // (a loop of computed-key stores cost ~3 µs a row of the instance list; the same copy, key for key)
    const subs = entries.map(([, p]) => (p === identity ? null : p));
    const body = entries
      .map(([k], i) => {
        const name = JSON.stringify(k);
        return `x = v[${name}]; if (x !== undefined) out[${name}] = ${subs[i] ? `subs[${i}](x)` : 'x'};`;
      })
      .join('\n');
    const compiled = new Function(
      'subs',
      `return function project(v) {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
        const out = {};
        let x;
        ${body}
        return out;
      };`,
    ) as (subs: Array<Projector | null>) => Projector;
    return compiled(subs);
  }
  return identity;
}

// ---------------------------------------------------------------------------------------------------
// Samples

const FIRST = [
  'alice',
  'bob',
  'chen',
  'david',
  'emma',
  'fang',
  'george',
  'hana',
  'ivan',
  'jing',
  'kenji',
  'li',
  'maria',
  'nora',
  'omar',
  'peng',
  'qian',
  'rui',
  'sara',
  'tao',
  'umi',
  'wei',
  'xin',
  'yuki',
  'zhang',
];
const WORDS = [
  'llama',
  'qwen',
  'bert',
  'resnet',
  'vit',
  'whisper',
  'sdxl',
  'yolo',
  'mistral',
  'gemma',
  'clip',
  'unet',
  'gpt',
  'glm',
  'baichuan',
  'deepseek',
  'phi',
  'falcon',
  'mixtral',
  'sam',
];
const SUFFIX = [
  'finetune',
  'train',
  'eval',
  'infer',
  'serve',
  'lab',
  'bench',
  'pretrain',
  'lora',
  'dpo',
  'rag',
  'demo',
  'batch',
  'sweep',
  'export',
];
const SENTENCES = [
  'Fine-tuning on customer support tickets',
  'Nightly evaluation of the latest checkpoint',
  'Inference service for the internal chatbot',
  'Experiment with LoRA rank 16 and cosine schedule',
  'Vision model for defect detection on line 3',
  'Speech-to-text for meeting transcripts',
  'Benchmark of mixed precision throughput',
  'Retrieval augmented generation prototype',
  '图像分类模型的微调实验',
  '夜间批量推理任务',
  '評価用の推論サービス',
  'Data preprocessing pipeline for the Q4 corpus',
];

export const PEOPLE = FIRST;

export interface SampleContext {
  rng: Random;
  /** row index within its collection (used for unique ids and names) */
  index: number;
  now: number;
  /** usernames to use for person fields */
  people: string[];
}

const PERSON_FIELDS =
  /^(builder|createdBy|operator|requester|inviterName|enabledBy|registeredBy|linkedBy|archivedBy|owner|ownerName|provider|updatedBy|submittedBy|username)$/;
const FUTURE_FIELDS = /(expir|until|end|release|due|deadline|validUntil|delivery)/i;

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** "ins-0001" → "ins-" + padded index; "AKIDDEMO0001" → "AKIDDEMO" + padded */
function idLike(example: string, index: number): string {
  const m = /^(.*?)(\d+)$/.exec(example);
  if (m) return `${m[1]}${pad(index + 1, m[2].length)}`;
  return `${example}-${index + 1}`;
}

function isoDate(ms: number): string {
  return new Date(ms).toISOString();
}

function matches(pattern: string | undefined, value: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    try {
      return new RegExp(pattern).test(value);
    } catch {
      return true;
    }
  }
}

function sampleString(name: string, s: Schema, c: SampleContext): string {
  const ex = typeof s.example === 'string' ? s.example : undefined;
  const r = c.rng;
  const DAY = 86_400_000;
  let v: string | undefined;
  if (s.format === 'date-time' || s.format === 'date') {
    const future = FUTURE_FIELDS.test(name);
    const ms = future
      ? c.now + r.int(30, 90) * DAY + r.int(0, 86_399) * 1000
      : c.now - r.int(0, 180) * DAY - r.int(0, 86_399) * 1000;
    v = s.format === 'date' ? isoDate(ms).slice(0, 10) : isoDate(Math.floor(ms / 1000) * 1000);
  } else if (s.format === 'email' || /email$/i.test(name)) {
    v = `${r.pick(FIRST)}.${c.index + 1}@aispace.dev`;
  } else if (s.format === 'byte') {
    v = Buffer.from(`sample-${c.index}`).toString('base64');
  } else if (s.format === 'uri' || /url$/i.test(name)) {
    v = ex && /^https?:/.test(ex) ? ex : `https://aispace.dev/r/${r.alnum(8)}`;
  } else if (name === 'id' || /Id$/.test(name) || /Addr$/.test(name)) {
    v = ex ? idLike(ex, c.index) : `id-${pad(c.index + 1, 4)}`;
  } else if (PERSON_FIELDS.test(name)) {
    v = r.pick(c.people);
  } else if (/^(name|resourceName|instanceName|serviceName|title|keyName)$/.test(name)) {
    const base = `${r.pick(WORDS)}-${r.pick(SUFFIX)}-${pad(c.index + 1, 3)}`;
    v = ex && /[A-Z ]/.test(ex) && !/^[a-z0-9.\-_]+$/.test(ex) ? `${base.replace(/-/g, ' ')}` : base;
    if (ex && ex.includes('.') && !v.includes('.')) v = v.replace(/-(\d+)$/, '.$1');
  } else if (/^(description|remarks|note|message|detail|subtitle)$/.test(name)) {
    v = r.pick(SENTENCES);
  } else if (/ip(Address)?$/i.test(name) || name === 'internalIp' || name === 'gateway') {
    v = `10.${r.int(0, 20)}.${r.int(0, 255)}.${r.int(1, 254)}`;
  } else if (name === 'netmask') {
    v = '255.255.255.0';
  } else if (name === 'macAddress') {
    v = Array.from({ length: 6 }, () => r.hex(2)).join(':');
  } else if (name === 'currency') {
    v = 'CNY';
  } else if (name === 'region') {
    v = r.pick(['cn-east-1', 'cn-north-2', 'cn-south-1']);
  } else if (name === 'version' || name === 'latestVersion') {
    v = String(r.int(1, 12));
  } else if (ex !== undefined) {
    v = ex;
  } else {
    v = `${name || 'value'}-${c.index + 1}`;
  }
  if (s.enum) v = String(r.pick(s.enum.filter((e: unknown) => e !== null)));
  if (typeof s.maxLength === 'number' && v.length > s.maxLength) v = v.slice(0, s.maxLength);
  if (typeof s.minLength === 'number' && v.length < s.minLength) v = v.padEnd(s.minLength, 'x');
  if (!matches(s.pattern, v)) v = ex !== undefined && matches(s.pattern, ex) ? ex : v;
  return v;
}

function sampleNumber(name: string, s: Schema, c: SampleContext, integer: boolean): number {
  const r = c.rng;
  const min = typeof s.minimum === 'number' ? s.minimum : 0;
  let max = typeof s.maximum === 'number' ? s.maximum : undefined;
  const ex = typeof s.example === 'number' ? s.example : undefined;
  if (max === undefined) max = ex !== undefined ? Math.max(min + 1, Math.abs(ex) * 2) : min + 100;
  if (/percent|utilization|rate$/i.test(name) && s.maximum === undefined) max = 100;
  let v = integer ? r.int(Math.ceil(min), Math.floor(max)) : r.float(min, max, 2);
  if (/rate$/i.test(name) && ex !== undefined && ex <= 1) v = r.float(0.9, 1, 4);
  return v;
}

/** A value valid for `schema`, with realistic content where the property name says what it is. */
export function sample(doc: Schema, schema: Schema | undefined, c: SampleContext, name = '', depth = 0): unknown {
  if (!schema || depth > 8) return null;
  const s = resolved(doc, schema);
  if (s.enum) {
    const options = s.enum.filter((e: unknown) => e !== null);
    return options.length ? c.rng.pick(options) : null;
  }
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const required = new Set<string>(s.required ?? []);
      for (const [k, ps] of Object.entries<Schema>(s.properties ?? {})) {
        const p = resolved(doc, ps);
        if (!required.has(k) && p.nullable && c.rng.bool(0.25)) {
          out[k] = null;
          continue;
        }
        out[k] = sample(doc, ps, c, k, depth + 1);
      }
      return out;
    }
    case 'array': {
      const min = s.minItems ?? 0;
      const max = Math.min(s.maxItems ?? 3, Math.max(min, 3));
      const n = Math.max(min, c.rng.int(Math.min(1, max), max));
      const singular = name.endsWith('s') ? name.slice(0, -1) : name;
      const items: unknown[] = [];
      for (let i = 0; i < n; i++)
        items.push(sample(doc, s.items, { ...c, index: c.index * 7 + i }, singular, depth + 1));
      if (s.uniqueItems) return [...new Map(items.map((x) => [JSON.stringify(x), x])).values()];
      return items;
    }
    case 'string':
      return sampleString(name, s, c);
    case 'integer':
      return sampleNumber(name, s, c, true);
    case 'number':
      return sampleNumber(name, s, c, false);
    case 'boolean':
      return c.rng.bool(0.5);
    default:
      return s.example ?? null;
  }
}

/** A minimal valid request body: required fields (recursively) from examples or samples. */
export function minimalBody(doc: Schema, schema: Schema | undefined, c: SampleContext, depth = 0): unknown {
  if (!schema || depth > 8) return {};
  const s = resolved(doc, schema);
  if (s.type === 'object' || s.properties) {
    const out: Record<string, unknown> = {};
    for (const k of s.required ?? []) {
      const ps = resolved(doc, s.properties?.[k]);
      out[k] =
        ps.example !== undefined && ps.type !== 'object' && ps.type !== 'array'
          ? ps.example
          : minimalBody(doc, ps, c, depth + 1);
    }
    return out;
  }
  if (s.type === 'array') {
    const n = Math.max(1, s.minItems ?? 1);
    return Array.from({ length: n }, () => minimalBody(doc, s.items, c, depth + 1));
  }
  if (s.example !== undefined) return s.example;
  return sample(doc, s, c);
}
