// The /api pipeline's shortcuts give the answers of the work they save: the date-time check's shortcut accepts only
// what ajv-formats accepts, the compiled projector copies what the schema declares as a loop over it did, the read
// cache's canonical query is one text per query however its keys are ordered, and Accept-Language is read the same
// however often a value comes.
import { fullFormats } from 'ajv-formats/dist/formats';
import { canonicalQuery } from '../../../server-mock/lib/api';
import { langFrom } from '../../../server-mock/lib/messages';
import { compileProjector, type Projector } from '../../../server-mock/lib/schema';
import type { Schema } from '../../../server-mock/lib/spec';
import { isoInstant } from '../../../server-mock/lib/validator';

const ajvDateTime = (fullFormats['date-time'] as { validate: (s: string) => boolean }).validate;

describe('the date-time shortcut', () => {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  it('accepts only what ajv-formats accepts, and every instant toISOString writes', () => {
    const cases: string[] = [];
    for (const year of [1900, 2000, 2023, 2024, 2100])
      for (let month = 0; month <= 13; month++)
        for (const day of [0, 1, 28, 29, 30, 31, 32])
          for (const [h, m, sec] of [
            [0, 0, 0],
            [23, 59, 59],
            [23, 59, 60],
            [24, 0, 0],
            [12, 60, 0],
          ]) {
            const base = `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(h)}:${pad(m)}:${pad(sec)}`;
            cases.push(`${base}.000Z`, `${base}Z`, `${base}.5Z`, `${base}.000z`, `${base}.000+00:00`, `${base}.0001Z`);
          }
    cases.push(
      '2026-11-26T12:00:00.000Z ',
      ' 2026-11-26T12:00:00.000Z',
      '2026-11-26t12:00:00.000Z',
      '2026-1a-26T12:00:00.000Z',
    );
    cases.push('2026-11-26T12:00:00.00aZ', '2026-11-26T12:00:00Z123', '2026/11/26T12:00:00.000Z', '');
    let accepted = 0;
    for (const s of cases) {
      if (isoInstant(s)) {
        accepted++;
        expect([s, ajvDateTime(s)]).toEqual([s, true]);
      }
    }
    expect(accepted).toBeGreaterThan(100);
    for (let t = Date.UTC(1999, 11, 31, 23, 0); t < Date.UTC(2000, 0, 1, 1, 0); t += 997)
      expect(isoInstant(new Date(t).toISOString())).toBe(true);
    for (const s of ['2024-02-29T00:00:00.000Z', '2026-11-26T23:59:59Z']) expect(isoInstant(s)).toBe(true);
    for (const s of ['2023-02-29T00:00:00.000Z', '2026-04-31T00:00:00.000Z', '2026-11-26T23:59:60.000Z'])
      expect(isoInstant(s)).toBe(false);
  });
});

describe('the compiled projector', () => {
  // the projection as a loop over the declared properties (what the compiled one replaces)
  const looped = (schema: Schema): Projector => {
    if (schema.type === 'array') {
      const item = looped(schema.items);
      return (v) => (Array.isArray(v) ? v.map(item) : v);
    }
    if (schema.properties) {
      const entries = Object.entries<Schema>(schema.properties).map(([k, ps]) => [k, looped(ps)] as const);
      return (v) => {
        if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
        const out: Record<string, unknown> = {};
        for (const [k, p] of entries) {
          const x = (v as Record<string, unknown>)[k];
          if (x !== undefined) out[k] = p(x);
        }
        return out;
      };
    }
    return (v) => v;
  };
  const schema: Schema = {
    type: 'object',
    properties: {
      list: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            id: { type: 'string' },
            'a "quoted" \\ name': { type: 'string' },
            tools: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
            tags: { type: 'array', items: { type: 'string' } },
            nested: { type: 'object', properties: { x: { type: 'number' } } },
            free: { type: 'object' },
          },
        },
      },
      total: { type: 'integer' },
    },
  };
  it('copies the declared properties, in the schema order, and nothing else', () => {
    const value = {
      total: 3,
      extra: 'dropped',
      list: [
        {
          _org: 'ug-1',
          tags: ['x'],
          id: 'i1',
          'a "quoted" \\ name': 'q',
          tools: [{ name: 'ssh', url: 'dropped' }],
          nested: { x: 1, y: 2 },
          free: { anything: [1, { deep: true }] },
        },
        { id: 'i2', nested: null, tools: 'not an array', tags: undefined },
        'not an object',
        null,
      ],
    };
    const compiled = compileProjector({}, schema);
    expect(JSON.stringify(compiled(value))).toBe(JSON.stringify(looped(schema)(value)));
    expect(compiled(value)).toStrictEqual({
      list: [
        {
          id: 'i1',
          'a "quoted" \\ name': 'q',
          tools: [{ name: 'ssh' }],
          tags: ['x'],
          nested: { x: 1 },
          free: { anything: [1, { deep: true }] },
        },
        { id: 'i2', tools: 'not an array', nested: null },
        'not an object',
        null,
      ],
      total: 3,
    });
    expect(compiled('text')).toBe('text');
  });
});

describe('the read cache key', () => {
  it('is one text per query, whatever the order of its keys, and tells different queries apart', () => {
    const a = canonicalQuery({ pageNum: 1, filter: { b: [1, { y: 2, x: null }], a: 'é"' }, pageSize: 10 });
    const b = canonicalQuery({ pageSize: 10, filter: { a: 'é"', b: [1, { x: null, y: 2 }] }, pageNum: 1 });
    expect(a).toBe(b);
    expect(JSON.parse(a)).toEqual({ filter: { a: 'é"', b: [1, { x: null, y: 2 }] }, pageNum: 1, pageSize: 10 });
    expect(canonicalQuery({ pageNum: 1, skipped: undefined })).toBe('{"pageNum":1}');
    expect(canonicalQuery({ list: [undefined, 1] })).toBe('{"list":[null,1]}');
    for (const other of [{ pageNum: 2 }, { pageNum: '1' }, { pageNum: [1] }, { pageNum: { '1': 1 } }, { pagenum: 1 }])
      expect(canonicalQuery(other)).not.toBe(canonicalQuery({ pageNum: 1 }));
  });
});

describe('Accept-Language', () => {
  it('is read the same the first time and every time after, for more values than are remembered', () => {
    const cases: Array<[string, string]> = [];
    for (let i = 0; i < 150; i++) {
      cases.push([
        `en-US;q=0.${(i % 9) + 1},ja;q=0.${((i + 3) % 9) + 1}`,
        (i % 9) + 1 >= ((i + 3) % 9) + 1 ? 'en' : 'ja',
      ]);
      cases.push([`fr-${i}`, 'zh']);
    }
    for (let round = 0; round < 3; round++)
      for (const [value, lang] of cases) expect([value, langFrom(value)]).toEqual([value, lang]);
    expect(langFrom(['ja', 'en'])).toBe('ja');
    expect(langFrom(undefined)).toBe('zh');
  });
});
