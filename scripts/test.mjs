// `npm test`: every suite in order — unit and integration (jest), production build, size budget, end-to-end (Chromium)
// against the mock, then end-to-end through real nginx serving dist/ with deploy/nginx.conf.
import { spawnSync } from 'node:child_process';
import chromium from './chromium.cjs';
import nginx from './nginx.cjs';

const { ensureChromium } = chromium;
const { ensureNginx } = nginx;

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  // Two workers: jest's default on a 2-core machine is one (cores - 1), which doubles this step's time.
  ['unit and integration tests', bin('jest'), ['--ci', '--maxWorkers=2', '--selectProjects', 'unit', 'integration']],
  ['production build', 'node', ['--import=tsx', 'node_modules/webpack/bin/webpack.js', '--mode', 'production']],
  ['size budget', bin('jest'), ['--ci', '--selectProjects', 'build']],
  ['end-to-end tests (Chromium)', bin('playwright'), ['test']],
  // playwright.nginx.config.ts starts the mock and nginx (scripts/nginx.cjs) and stops both when done.
  ['end-to-end tests through nginx', bin('playwright'), ['test', '--config', 'playwright.nginx.config.ts']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (cmd === bin('playwright')) {
    try {
      process.env.CHROMIUM_PATH = ensureChromium();
      if (args.includes('playwright.nginx.config.ts')) process.env.NGINX_PATH = ensureNginx();
    } catch (error) {
      console.error(`\n${error.message}`);
      results.push([name, false]);
      continue;
    }
  }
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const run = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } });
  const ok = run.status === 0;
  results.push([name, ok, Math.round((Date.now() - started) / 1000)]);
}

console.log('\n=== summary ===');
for (const [name, ok, secs] of results)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${secs !== undefined ? ` (${secs}s)` : ''}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
