// `npm run bench`: builds the production bundle and reports the byte budgets of issue 13 (bench/report.json).
// Browser timing figures (Lighthouse, grid paint, heap) are not measured yet; they are listed as such, never invented.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist');

const started = Date.now();
const build = spawnSync('node', ['--import=tsx', 'node_modules/webpack/bin/webpack.js', '--mode', 'production'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
const buildSeconds = (Date.now() - started) / 1000;

const manifest = JSON.parse(readFileSync(path.join(dist, 'route-assets.json'), 'utf8'));
const gzipKb = (files) => files.reduce((s, f) => s + gzipSync(readFileSync(path.join(dist, f)), { level: 9 }).length, 0) / 1024;
const routeKb = (...groups) => gzipKb([...new Set(groups.flatMap((g) => manifest.groups[g]?.files ?? []))]);

const figures = [
  { figure: 'JavaScript before #/login is interactive (gzip KB)', value: routeKb('main', 'page-login'), budget: 240, better: 'lower' },
  { figure: 'all JavaScript for #/gpu on a fresh load (gzip KB)', value: routeKb('main', 'layout', 'page-gpu'), budget: 400, better: 'lower' },
  { figure: 'npm run build (s)', value: buildSeconds, budget: 90, better: 'lower' },
].map((f) => ({ ...f, value: Math.round(f.value * 10) / 10, pass: f.better === 'lower' ? f.value <= f.budget : f.value >= f.budget }));

const notMeasured = [
  'Lighthouse performance on #/login (desktop / mobile)',
  'Lighthouse performance on #/interactive-service',
  'grid first page painted after its list response (10k instances)',
  'sort or page change repainted after its response',
  'JS heap growth over 100 round trips between two grid routes',
  'mock list call at 50 concurrent connections: median / p99',
];

const report = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  figures,
  notMeasured,
};
mkdirSync(path.join(root, 'bench'), { recursive: true });
writeFileSync(path.join(root, 'bench/report.json'), JSON.stringify(report, null, 2));

console.log('\n| figure | value | budget | result |\n|---|---|---|---|');
for (const f of figures) console.log(`| ${f.figure} | ${f.value} | ${f.budget} | ${f.pass ? 'pass' : 'FAIL'} |`);
for (const n of notMeasured) console.log(`| ${n} | not measured yet | | |`);
process.exit(figures.every((f) => f.pass) ? 0 : 1);
