// Lints probe texts with the project's ESLint config for test/integration/layers.test.ts: one process, ESLint's
// configuration and plugins loaded once. Reads one JSON request a line on stdin ({ id, filename, text }) and writes one
// JSON answer a line on stdout ({ id, rules }: each message's rule, or "parse" for a parse error; or { id, error }).
// Jest cannot load ESLint's ESM configuration in its own module system, hence a child process.
import readline from 'node:readline';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: process.cwd() });
const lines = readline.createInterface({ input: process.stdin });
let queue = Promise.resolve();
lines.on('line', (line) => {
  queue = queue.then(async () => {
    const { id, filename, text } = JSON.parse(line);
    try {
      const [report] = await eslint.lintText(text, { filePath: filename });
      process.stdout.write(`${JSON.stringify({ id, rules: report.messages.map((m) => m.ruleId ?? 'parse') })}\n`);
    } catch (error) {
      process.stdout.write(`${JSON.stringify({ id, error: String(error?.stack ?? error) })}\n`);
    }
  });
});
