// `npm start`: the mock API (MOCK_PORT, default 3001) and the webpack dev server (PORT, default 8080) together.
import { spawn } from 'node:child_process';

const children = [];
const run = (name, cmd, args, extraEnv = {}) => {
  const child = spawn(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  child.on('exit', (code) => {
    console.log(`[start] ${name} exited with ${code}`);
    stop(code ?? 1);
  });
  children.push(child);
};

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('mock', 'node_modules/.bin/tsx', ['server-mock/server.ts']);
run('dev server', 'node', ['--import=tsx', 'node_modules/webpack/bin/webpack.js', 'serve', '--mode', 'development']);
