// `npm test`: every suite in order — unit and integration (jest), the contract verification kit against the mock beside
// the production build, size budget, then end-to-end in Chromium against the mock and through real nginx serving dist/
// with deploy/nginx.conf (one Playwright run).
import { spawn } from 'node:child_process';
import net from 'node:net';
import chromium from './chromium.cjs';
import nginx from './nginx.cjs';

const { ensureChromium } = chromium;
const { ensureNginx } = nginx;

const bin = (name) => `node_modules/.bin/${name}`;
/**
 * The steps in order. A step marked `beside` runs alongside the next one (its output is held and printed after it):
 * the contract kit (a mock and ~2,500 calls, ~10 s) beside the production build, which leaves most of a core free
 * (webpack's terser runs on cores − 1 workers).
 */
const steps = [
  // Two workers: jest's default on a 2-core machine is one (cores - 1), which doubles this step's time.
  ['unit and integration tests', bin('jest'), ['--ci', '--maxWorkers=2', '--selectProjects', 'unit', 'integration']],
  ['contract verification kit (against the mock)', contractKit, [], { beside: true }],
  ['production build', 'node', ['--import=tsx', 'node_modules/webpack/bin/webpack.js', '--mode', 'production']],
  ['size budget', bin('jest'), ['--ci', '--selectProjects', 'build']],
  // playwright.config.ts starts the mocks and nginx (scripts/nginx.cjs) and stops them when done.
  ['end-to-end tests (Chromium, on the mock and through nginx)', bin('playwright'), ['test']],
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

/**
 * Runs a command; resolves to its exit status. Its output (stdout and stderr) goes to `write` as it comes, or straight
 * to this terminal without one.
 */
function run(cmd, args, write) {
  return new Promise((resolve) => {
    const stdio = write ? ['ignore', 'pipe', 'pipe'] : 'inherit';
    const child = spawn(cmd, args, { stdio, env: { ...process.env, NODE_OPTIONS: '' } });
    child.stdout?.on('data', write);
    child.stderr?.on('data', write);
    child.once('error', (error) => {
      (write ?? console.error)(`${error.message}\n`);
      resolve(1);
    });
    child.once('close', (status, signal) => resolve(signal ? 1 : status));
  });
}

/**
 * Starts the mock, runs `npm run contract:verify` against it, stops the mock by its pid; resolves to the exit status.
 * Its output (the mock's errors included) goes to `write`.
 */
async function contractKit(write) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const mock = spawn(bin('tsx'), ['server-mock/server.ts', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '', MOCK_QUIET: '1', MOCK_SILENT: '1' },
  });
  mock.stderr.on('data', write);
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
    return await run(
      bin('tsx'),
      ['scripts/contract-verify.ts', '--base-url', base, '--report', 'test-results/contract-verify-report.json'],
      write,
    );
  } catch (error) {
    write(`${error.message}\n`);
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
/** A step running beside the current one: its name, its start, the promise of its status, its held output. */
let beside = null;

/** Waits for the step running beside, then prints its heading, its held output and records its result. */
async function finishBeside() {
  if (!beside) return;
  const { name, started, done, output } = beside;
  beside = null;
  const { status, ended } = await done;
  console.log(`\n=== ${name} (ran beside the step before) ===`);
  process.stdout.write(Buffer.concat(output));
  results.push([name, status === 0, Math.round((ended - started) / 1000)]);
}

for (const [name, cmd, args, { beside: inBackground = false } = {}] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  if (cmd === bin('playwright')) {
    try {
      process.env.CHROMIUM_PATH = ensureChromium();
      process.env.NGINX_PATH = ensureNginx();
    } catch (error) {
      console.error(`\n${error.message}`);
      results.push([name, false]);
      continue;
    }
  }
  const started = Date.now();
  if (inBackground) {
    const output = [];
    const write = (chunk) => output.push(Buffer.from(chunk));
    const done = typeof cmd === 'function' ? cmd(write) : run(cmd, args, write);
    beside = { name, started, output, done: done.then((status) => ({ status, ended: Date.now() })) };
    continue;
  }
  console.log(`\n=== ${name} ===`);
  // asynchronous, so that a step beside this one goes on meanwhile
  const status = typeof cmd === 'function' ? await cmd((chunk) => process.stdout.write(chunk)) : await run(cmd, args);
  results.push([name, status === 0, Math.round((Date.now() - started) / 1000)]);
  await finishBeside();
}
await finishBeside();

console.log('\n=== summary ===');
for (const [name, ok, secs] of results)
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}${secs !== undefined ? ` (${secs}s)` : ''}`);
const failed = results.filter(([, ok]) => !ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
