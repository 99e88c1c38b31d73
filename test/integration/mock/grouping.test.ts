// One grouping of the product: the mock's handlers and fixtures follow the areas of src/features/. Every
// server-mock/handlers/<name>.ts besides the registry (index.ts) and the generic engine (generic.ts) is named after
// an area and serves only that area's operations (the OpenAPI tag the codegen files them under); every
// server-mock/fixtures/<name>.ts besides the assembler and the shared helpers is named after an area too.
import fs from 'node:fs';
import path from 'node:path';
import type { Handler } from '../../../server-mock/lib/context';
import { loadSpec } from '../../../server-mock/lib/spec';

const root = path.resolve(__dirname, '../../..');
const HANDLERS = path.join(root, 'server-mock/handlers');
const FIXTURES = path.join(root, 'server-mock/fixtures');

/** Files of the handler and fixture folders that are not an area's. */
const NOT_AREAS = {
  handlers: ['index', 'generic'],
  fixtures: ['generate', 'shared', 'random', 'hostile', 'catalog'],
};

const areas = fs
  .readdirSync(path.join(root, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const modules = (dir: string): string[] =>
  fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -3))
    .sort();

const areaFiles = (dir: string, notAreas: string[]): string[] => modules(dir).filter((m) => !notAreas.includes(m));

describe('the mock follows the areas of src/features/', () => {
  it('has a handler file for areas only', () => {
    const strays = areaFiles(HANDLERS, NOT_AREAS.handlers).filter((m) => !areas.includes(m));
    expect(strays).toEqual([]);
  });

  it('has a fixture file for areas only', () => {
    const strays = areaFiles(FIXTURES, NOT_AREAS.fixtures).filter((m) => !areas.includes(m));
    expect(strays).toEqual([]);
  });

  it('registers every handler file in handlers/index.ts', () => {
    const index = fs.readFileSync(path.join(HANDLERS, 'index.ts'), 'utf8');
    const missing = areaFiles(HANDLERS, NOT_AREAS.handlers).filter((m) => !index.includes(`from './${m}'`));
    expect(missing).toEqual([]);
  });

  it("serves in each handler file only operations of that area's OpenAPI tag", () => {
    const spec = loadSpec()!;
    const misplaced: string[] = [];
    for (const area of areaFiles(HANDLERS, NOT_AREAS.handlers)) {
      const exports = require(path.join(HANDLERS, area)) as Record<string, unknown>;
      const tables = Object.entries(exports).filter(([name]) => name.endsWith('Handlers'));
      expect(tables.length).toBeGreaterThan(0);
      for (const [, table] of tables)
        for (const operationId of Object.keys(table as Record<string, Handler>)) {
          const tags = spec.byId.get(operationId)?.tags ?? [];
          if (!tags.includes(area)) misplaced.push(`${area}: ${operationId} (${tags.join(', ') || 'no tag'})`);
        }
    }
    expect(misplaced).toEqual([]);
  });
});
