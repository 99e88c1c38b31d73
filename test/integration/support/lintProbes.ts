// A probe linter for the layer tests: `lint(file, text)` lints `text` as if it were the file `file` of the project and
// resolves to the rules it breaks. One child process (./lint-probes.mjs) serves every call of a test file; the file
// stops it in afterAll.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

const root = path.resolve(__dirname, '../../..');

export interface ProbeLinter {
  lint(filename: string, text: string): Promise<string[]>;
  stop(): void;
}

export function startProbeLinter(): ProbeLinter {
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [path.join(__dirname, 'lint-probes.mjs')], {
    cwd: root,
    stdio: 'pipe',
  });
  const waiting = new Map<number, { resolve: (rules: string[]) => void; reject: (e: Error) => void }>();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += String(chunk);
  });
  readline.createInterface({ input: child.stdout }).on('line', (line) => {
    const answer = JSON.parse(line) as { id: number; rules?: string[]; error?: string };
    const w = waiting.get(answer.id);
    waiting.delete(answer.id);
    if (answer.error !== undefined) w?.reject(new Error(answer.error));
    else w?.resolve(answer.rules ?? []);
  });
  child.on('exit', (code) => {
    for (const w of waiting.values()) w.reject(new Error(`the probe linter exited (${code}): ${stderr}`));
    waiting.clear();
  });
  let next = 0;
  return {
    lint(filename, text) {
      const id = (next += 1);
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, filename, text })}\n`);
      });
    },
    stop() {
      child.stdin.end();
      child.kill();
    },
  };
}
