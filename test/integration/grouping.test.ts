// One grouping: tests follow the areas of src/features as test/<kind>/<area>/. Every folder under test/unit,
// test/integration and test/e2e is an area, a lower layer of src/ (api, app, components, …), or one of the few
// folders named here for what no single area owns; a test file sits in such a folder, except the few cross-cutting
// ones named here. A new grouping of its own (say `billingTasks/`) fails this test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

const dirsOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const filesOf = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name);

/** The areas of the console: the folders of src/features. */
const AREAS = dirsOf(path.join(root, 'src/features'));
/** The layers below the features (src/api, src/app, src/components, src/lib, …). */
const LOWER_LAYERS = dirsOf(path.join(root, 'src')).filter((d) => d !== 'features');

interface Kind {
  /** Folders allowed besides the areas. */
  folders: string[];
  /** Test files allowed at the kind's top level (cross-cutting ones). */
  topLevelTests: string[];
  isTest: (file: string) => boolean;
}

const KINDS: Record<string, Kind> = {
  'test/unit': {
    // serving: deploy/nginx.conf and the dev server; support: shared harnesses
    folders: [...LOWER_LAYERS, 'serving', 'support'],
    topLevelTests: [],
    isTest: (f) => /\.test\.tsx?$/.test(f),
  },
  'test/integration': {
    // mock: the mock as a whole (contract walk, authorization, hostile mode, hooks, rules across areas);
    // contract: openapi.yaml and the verification kit; kits: the Postman collection and the backend page
    folders: ['mock', 'contract', 'kits', 'support'],
    topLevelTests: ['layers.test.ts', 'grouping.test.ts'],
    isTest: (f) => /\.test\.tsx?$/.test(f),
  },
  'test/e2e': {
    folders: ['shell'],
    topLevelTests: [
      'a11y.spec.ts',
      'faults-mutations.spec.ts',
      'faults-queries.spec.ts',
      'hostile-input.spec.ts',
      'idempotency.spec.ts',
      'security-headers.spec.ts',
      'shell.spec.ts',
      'zz-contract-conformance.spec.ts',
    ],
    isTest: (f) => f.endsWith('.spec.ts'),
  },
};

/** What does not follow the grouping under `dir` (a kind's folder), as paths relative to `dir`. */
function strays(dir: string, kind: Kind, areas: string[]): string[] {
  const allowed = new Set([...areas, ...kind.folders]);
  return [
    ...dirsOf(dir)
      .filter((d) => !allowed.has(d))
      .map((d) => `${d}/`),
    ...filesOf(dir).filter((f) => kind.isTest(f) && !kind.topLevelTests.includes(f)),
  ].sort();
}

describe('tests follow the areas of src/features', () => {
  it('knows the areas and the lower layers', () => {
    expect(AREAS).toEqual(expect.arrayContaining(['billing', 'compute', 'session', 'tasks']));
    expect(LOWER_LAYERS).toEqual(expect.arrayContaining(['api', 'app', 'components']));
  });

  it.each(Object.keys(KINDS))('every folder of %s is an area or a named lower-layer or cross-cutting one', (kind) => {
    expect(strays(path.join(root, kind), KINDS[kind], AREAS)).toEqual([]);
  });

  it('finds a grouping of its own and an area test outside its area', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'grouping-'));
    try {
      for (const d of ['billing', 'mock', 'billingTasks']) fs.mkdirSync(path.join(tmp, d));
      for (const f of ['layers.test.ts', 'compute.test.ts', 'helpers.ts']) fs.writeFileSync(path.join(tmp, f), '');
      expect(strays(tmp, KINDS['test/integration'], AREAS)).toEqual(['billingTasks/', 'compute.test.ts']);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });
});
