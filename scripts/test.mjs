// `npm test`: every suite in order — unit and integration (jest), the contract verification kit against the mock,
// production build, size budget, end-to-end (Chromium) against the mock, then end-to-end through real nginx serving
// dist/ with deploy/nginx.conf.
import { spawn, spawnSync } from 'node:child_process';
import net from 'node:net';
import chromium from './chromium.cjs';
import nginx from './nginx.cjs';

const { ensureChromium } = chromium;
const { ensureNginx } = nginx;

const bin = (name) => `node_modules/.bin/${name}`;
const steps = [
  // Two workers: jest's default on a 2-core machine is one (cores - 1), which doubles this step's time.
  ['unit and integration tests', bin('jest'), ['--ci', '--maxWorkers=2', '--selectProjects', 'unit', 'integration']],
  ['contract verification kit (against the mock)', contractKit],
  ['production build', 'node', ['--import=tsx', 'node_modules/webpack/bin/webpack.js', '--mode', 'production']],
  ['size budget', bin('jest'), ['--ci', '--selectProjects', 'build']],
  ['end-to-end tests (Chromium)', bin('playwright'), ['test']],
  // playwright.nginx.config.ts starts the mock and nginx (scripts/nginx.cjs) and stops both when done.
  ['end-to-end tests through nginx', bin('playwright'), ['test', '--config', 'playwright.nginx.config.ts']],
];

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the mock, runs `npm run contract:verify` against it, stops the mock by its pid; resolves to the exit status. */
async function contractKit() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const mock = spawn(bin('tsx'), ['server-mock/server.ts', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_OPTIONS: '', MOCK_QUIET: '1', MOCK_SILENT: '1' },
  });
  const exited = new Promise((resolve) => mock.once('exit', resolve));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (mock.exitCode !== null) throw new Error(`the mock exited (${mock.exitCode}) before it was ready`);
      try {
        if ((await fetch(`${base}/__mock__/health`)).ok) break;
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) throw new Error('the mock was not ready within 60 s');
      await new Promise((r) => setTimeout(r, 250));
    }
    const run = spawnSync(
      bin('tsx'),
      ['scripts/contract-verify.ts', '--base-url', base, '--report', 'test-results/contract-verify-report.json'],
      { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } },
    );
    return run.status;
  } catch (error) {
    console.error(error.message);
    return 1;
  } finally {
    if (mock.exitCode === null) {
      process.kill(mock.pid, 'SIGTERM');
      const timer = setTimeout(() => mock.exitCode === null && process.kill(mock.pid, 'SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  }
}

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
  const status =
    typeof cmd === 'function'
      ? await cmd()
      : spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '' } }).status;
  const ok = status === 0;
  results.push([name, ok, Math.round((Date.now() - started) / 1000)]);
}

console.log('\n=== summary ===');
for (const [name, ok, secs] of results)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${secs !== undefined ? ` (${secs}s)` : ''}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
