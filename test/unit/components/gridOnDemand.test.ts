/**
 * @jest-environment node
 */
// The data grid's on-demand wrappers (src/components/ServerDataGrid/onDemand/grid/, webpack.config.ts
// GRID_COMPONENTS_ON_DEMAND) stand in for the grid's own files: each must export what the file exports, and load
// components the file really has, or a grid that ever renders one would break only in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(__dirname, '../../../src/components/ServerDataGrid/onDemand/grid');
const gridDir = path.join(__dirname, '../../../node_modules/@mui/x-data-grid');
const webpackConfig = readFileSync(path.join(__dirname, '../../../webpack.config.ts'), 'utf8');

/** The grid file each wrapper replaces, from webpack.config.ts: `'components/…/File.mjs': 'Wrapper'`. */
const replaced = [...webpackConfig.matchAll(/'(components\/[\w/]+)\.mjs': '(\w+)'/g)].map(([, file, wrapper]) => ({
  file,
  wrapper,
}));

/** The names a module exports, by its CommonJS build (the same file as the .mjs webpack bundles). */
const exportsOf = (file: string): string[] =>
  Object.keys(require(path.join(gridDir, `${file}.js`)) as object).filter((n) => n !== '__esModule');

describe('data grid on-demand wrappers', () => {
  it('has a wrapper for every replaced file and a replaced file for every wrapper', () => {
    expect(replaced.length).toBeGreaterThanOrEqual(12);
    const wrappers = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
      .map((f) => f.replace(/\.ts$/, ''));
    expect(wrappers.sort()).toEqual(replaced.map((r) => r.wrapper).sort());
  });

  it.each(replaced)('$wrapper exports what $file exports and loads components it has', ({ file, wrapper }) => {
    const source = readFileSync(path.join(dir, `${wrapper}.ts`), 'utf8');
    const exported = [
      ...[...source.matchAll(/export const (\w+)/g)].map((m) => m[1]),
      ...[...source.matchAll(/export \{ (\w+) \} from '@x-data-grid-files\/([\w/]+)\.mjs'/g)].map((m) => m[1]),
    ];
    expect(exported.sort()).toEqual(exportsOf(file).sort());
    // Every file the wrapper loads, and every component it takes from it, exists in the package.
    const loads = [...source.matchAll(/import\('@x-data-grid-files\/([\w/]+)\.mjs'\)/g)].map((m) => m[1]);
    expect(loads).toEqual([file]);
    for (const [, name] of source.matchAll(/m\.(\w+)/g)) expect(exportsOf(file)).toContain(name);
    for (const [, name, from] of source.matchAll(/export \{ (\w+) \} from '@x-data-grid-files\/([\w/]+)\.mjs'/g)) {
      expect(exportsOf(from)).toContain(name);
    }
  });
});
