// What every bench script does the same way: start the mock (serving the built app) and wait until it listens, and
// sign in as the demo account in its default organisation.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A grid's data row (the skeleton rows shown while a first page loads are `.MuiDataGrid-row` too, without data-id). */
export const DATA_ROW = '.MuiDataGrid-row[data-id]';

/**
 * Starts `server-mock/server.ts` on `port` with `MOCK_SCALE=scale`, serving `dist/` (unless `staticDir` is null),
 * and resolves once it listens. `stop()` ends it (also when this process exits).
 */
export async function startBenchMock({ port, scale = 100, staticDir = 'dist', timeoutMs = 120_000 }) {
  const args = ['--import', 'tsx', 'server-mock/server.ts', '--port', String(port)];
  if (staticDir) args.push('--static', staticDir);
  const server = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, MOCK_SCALE: String(scale), MOCK_QUIET: '1', MOCK_SILENT: '1', NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the mock did not start within ${timeoutMs / 1000} s`)), timeoutMs);
    server.stdout.on('data', (d) => {
      if (String(d).includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => reject(new Error(`the mock exited (${code})`)));
  });
  return { server, stop };
}

/** Signs in as demo@aispace.dev: the session keys the console keeps (token, userId, accountAddr). */
export async function signInDemo(base) {
  const r = await fetch(`${base}/api/aispace/userman/consume_user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ loginName: 'demo@aispace.dev', password: 'Demo@1234' }),
  });
  const body = await r.json();
  const refs = body.data.ugroupRefList;
  const chosen = refs.find((x) => x.rel.relId === body.data.defaultUgroupRel?.relId) ?? refs[0];
  return { token: r.headers.get('authorization'), userId: body.data.userId, accountAddr: chosen.ugroup.ugroupAddr };
}
