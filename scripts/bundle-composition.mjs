// Bundle composition (issue 26): what each route group's JavaScript is made of, from the production build's
// source maps. Every byte of a minified chunk is attributed to the source its map names (a package under
// node_modules, or a file under src/); each source's minified bytes are gzipped on their own and the figures are
// scaled so they add up to the chunk's real gzip size. The result is an estimate per module, exact per chunk.
//   node scripts/bundle-composition.mjs [--top N] [--groups main,page-login:main,page-gpu:main+layout] [--json]
// (RAW_SOURCES=1 names each source file instead of its package.)
// The bench calls `composition()` and prints the same table.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');
const B64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

/** Decodes one source-map `mappings` segment list: [generated column, source index] per segment, per line. */
function decodeMappings(mappings) {
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let column = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64[ch];
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length >= 4) {
        source += values[1];
        segs.push([column, source]);
      } else segs.push([column, -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** A source path as a readable module name: `@mui/material/Button`, `react-dom`, `src/app/layout/TopBar.tsx`. */
export function moduleName(source) {
  const s = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  const nm = s.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = s.slice(nm + 'node_modules/'.length).split('/');
    const pkg = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    const rest = parts.slice(parts[0].startsWith('@') ? 2 : 1);
    // MUI's packages are large families: name their first folder (`@mui/material/Button`).
    if (/^@mui\//.test(pkg) && rest.length > 1 && !/^(esm|modern|node)$/.test(rest[0])) return `${pkg}/${rest[0]}`;
    if (/^@mui\//.test(pkg) && rest.length > 2) return `${pkg}/${rest[1]}`;
    return pkg;
  }
  return s.startsWith('src/') ? s : s.startsWith('webpack/') ? 'webpack runtime' : s;
}

/** gzip bytes per module name in one chunk file, scaled to the file's real gzip size. */
export function chunkComposition(file) {
  const code = readFileSync(path.join(dist, file), 'utf8');
  const total = gzipSync(code, { level: 9 }).length;
  const mapFile = path.join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return { total, modules: new Map([['(no source map)', total]]) };
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const names = map.sources.map(process.env.RAW_SOURCES ? (s) => s.replace(/^.*node_modules\//, '') : moduleName);
  const parts = new Map();
  const add = (name, text) => {
    if (!text) return;
    const list = parts.get(name) ?? [];
    list.push(text);
    parts.set(name, list);
  };
  const codeLines = code.split('\n');
  decodeMappings(map.mappings).forEach((segs, i) => {
    const line = codeLines[i] ?? '';
    let col = 0;
    let owner = '(webpack glue)';
    for (const [c, src] of segs) {
      add(owner, line.slice(col, c));
      col = c;
      owner = src >= 0 ? names[src] : '(webpack glue)';
    }
    add(owner, line.slice(col));
  });
  const raw = new Map([...parts].map(([name, texts]) => [name, gzipSync(texts.join(''), { level: 9 }).length]));
  const sum = [...raw.values()].reduce((a, b) => a + b, 0) || 1;
  return { total, modules: new Map([...raw].map(([n, b]) => [n, (b * total) / sum])) };
}

/**
 * What each route group adds: `main` (the entry), `page-login` beyond the entry, `layout` beyond the entry, and
 * `page-gpu` beyond the entry and the layout. A spec `page:base1+base2` names the groups already loaded.
 */
export const DEFAULT_GROUPS = ['main', 'page-login:main', 'layout:main', 'page-gpu:main+layout'];

/** Composition of route groups of dist/route-assets.json: per group, its new files' total and their top modules. */
export function composition(groups = DEFAULT_GROUPS, top = 12) {
  const manifest = JSON.parse(readFileSync(path.join(dist, 'route-assets.json'), 'utf8'));
  const cache = new Map();
  const of = (file) => {
    if (!cache.has(file)) cache.set(file, chunkComposition(file));
    return cache.get(file);
  };
  const filesOf = (group) => manifest.groups[group]?.files ?? [];
  return groups.map((spec) => {
    const [group, bases = ''] = spec.split(':');
    const loaded = new Set(bases.split('+').filter(Boolean).flatMap(filesOf));
    const files = filesOf(group).filter((f) => !loaded.has(f));
    const modules = new Map();
    let total = 0;
    for (const f of files) {
      const c = of(f);
      total += c.total;
      for (const [n, b] of c.modules) modules.set(n, (modules.get(n) ?? 0) + b);
    }
    const sorted = [...modules].sort((x, y) => y[1] - x[1]);
    return {
      group,
      beyond: bases ? bases.split('+') : [],
      files,
      kb: total / 1024,
      top: sorted.slice(0, top).map(([name, b]) => ({ name, kb: b / 1024 })),
      rest: sorted.slice(top).reduce((sum, [, b]) => sum + b, 0) / 1024,
    };
  });
}

/** The composition as text, one block per group. */
export function formatComposition(result) {
  const out = [];
  for (const g of result) {
    const beyond = g.beyond.length ? ` beyond ${g.beyond.join(' + ')}` : '';
    out.push(`${g.group}${beyond}: ${g.kb.toFixed(1)} KB gzip in ${g.files.length} file(s)`);
    for (const m of g.top) out.push(`  ${m.kb.toFixed(1).padStart(6)} KB  ${m.name}`);
    if (g.rest > 0) out.push(`  ${g.rest.toFixed(1).padStart(6)} KB  (everything else)`);
  }
  return out.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const argv = process.argv.slice(2);
  const opt = (name, fallback) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : fallback;
  };
  const groups = opt('groups', null)?.split(',') ?? DEFAULT_GROUPS;
  const result = composition(groups, Number(opt('top', 12)));
  console.log(argv.includes('--json') ? JSON.stringify(result, null, 2) : formatComposition(result));
}
