// Every operation of openapi.yaml has its generated endpoint and hook (issue 3: "a test lists every operationId").
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import codegenConfig from '../../../scripts/codegen.config.cjs';

const root = path.resolve(__dirname, '../../..');
const generatedDir = path.join(root, 'src/api/generated');

interface Operation {
  operationId: string;
  tag: string;
}

const spec = parse(fs.readFileSync(path.join(root, 'openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
};
const operations: Operation[] = Object.values(spec.paths).flatMap((item) =>
  Object.values(item).map((op) => ({ operationId: op.operationId, tag: op.tags[0] })),
);

const capitalize = (s: string): string => s[0].toUpperCase() + s.slice(1);

type GeneratedModule = Record<string, unknown> &
  Record<`${string}GeneratedApi`, { endpoints: Record<string, unknown> }>;

const modules: Record<string, GeneratedModule> = {};

beforeAll(async () => {
  // resourceTags.gen.ts and <tag>.tags.gen.ts are the cache-tag tables (tested below and in resourceTags.test.ts);
  // idempotent.gen.ts lists the create operations (tested in idempotency.test.ts).
  const endpointFiles = (f: string) =>
    f.endsWith('.gen.ts') && !f.endsWith('.tags.gen.ts') && f !== 'resourceTags.gen.ts' && f !== 'idempotent.gen.ts';
  for (const file of fs.readdirSync(generatedDir).filter(endpointFiles)) {
    modules[file.replace(/\.gen\.ts$/, '')] = (await import(path.join(generatedDir, file))) as GeneratedModule;
  }
});

describe('generated RTK Query client', () => {
  it('lists operations from openapi.yaml', () => {
    expect(operations.length).toBeGreaterThan(150);
  });

  it('has one generated endpoint file per tag, and nothing else', () => {
    expect(Object.keys(modules).sort()).toEqual([...codegenConfig.TAGS].sort());
  });

  it.each(operations.map((o) => [o.operationId, o] as const))(
    '%s has its endpoint and hooks',
    (_id, { operationId, tag }) => {
      const mod = modules[tag];
      expect(mod).toBeDefined();
      const api = mod[`${tag}GeneratedApi`];
      expect(api.endpoints[operationId]).toBeDefined();
      const name = capitalize(operationId);
      if (codegenConfig.isQueryName(operationId)) {
        expect(typeof mod[`use${name}Query`]).toBe('function');
        expect(typeof mod[`useLazy${name}Query`]).toBe('function');
        expect(mod[`use${name}Mutation`]).toBeUndefined();
      } else {
        expect(typeof mod[`use${name}Mutation`]).toBe('function');
        expect(mod[`use${name}Query`]).toBeUndefined();
      }
    },
  );

  it('generates no endpoint that openapi.yaml does not describe, each in the file of its tag', () => {
    const byId = new Map(operations.map((o) => [o.operationId, o.tag]));
    for (const [tag, mod] of Object.entries(modules)) {
      const source = fs.readFileSync(path.join(generatedDir, `${tag}.gen.ts`), 'utf8');
      const names = [...source.matchAll(/^ {4}(\w+): build\.(query|mutation)</gm)].map((m) => m[1]);
      expect(names.length).toBeGreaterThan(0);
      for (const n of names) expect(byId.get(n)).toBe(tag);
      expect(names.every((n) => mod[`${tag}GeneratedApi`].endpoints[n])).toBe(true);
    }
  });

  it('reads are queries, every other call a mutation', () => {
    const queries = operations.filter((o) => codegenConfig.isQueryName(o.operationId)).map((o) => o.operationId);
    expect(queries).toEqual(
      expect.arrayContaining(['queryCurrentUser', 'queryInstances', 'getInstance', 'listDriveEntries']),
    );
    expect(codegenConfig.isQueryName('releaseInstance')).toBe(false);
    expect(codegenConfig.isQueryName('login')).toBe(false);
  });
});

describe('cache-tag tables (<tag>.tags.gen.ts)', () => {
  it('hold every operation once, in the table of its tag', async () => {
    for (const tag of codegenConfig.TAGS) {
      const file = (await import(path.join(generatedDir, `${tag}.tags.gen.ts`))) as Record<string, unknown>;
      const table = file[`${tag}OperationTags`] as Record<string, unknown> | undefined;
      expect(table).toBeDefined();
      const expected = operations.filter((o) => o.tag === tag).map((o) => o.operationId);
      expect(Object.keys(table ?? {}).sort()).toEqual(expected.sort());
    }
  });
});
