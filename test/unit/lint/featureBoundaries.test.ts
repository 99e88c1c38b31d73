// The lint rule of the layers between features (eslint.config.mjs, docs/architecture.md): a feature reaches
// another only through the other's public entries (`src/features/<area>/public/<entry>`); the app too, beside the
// pages, reducers, sagas and api it wires. Linted in a child process (ESLint's flat config is an ES module), as the
// files would be if they stood at those paths.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.join(__dirname, '../../..');

interface Case {
  file: string;
  code: string;
}

/** The `import-x/no-restricted-paths` messages for each case, in order. */
function restrictedPathMessages(cases: Case[]): string[][] {
  const script = `
    import { ESLint } from 'eslint';
    const cases = JSON.parse(process.argv[1]);
    const eslint = new ESLint({ cwd: process.cwd() });
    const out = [];
    for (const c of cases) {
      const [result] = await eslint.lintText(c.code, { filePath: c.file });
      out.push(result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message));
    }
    process.stdout.write(JSON.stringify(out));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(cases)], {
    cwd: root,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as string[][];
}

const use = (from: string) => `import { x } from '${from}';\nexport const y = x;\n`;

describe('lint: features reach each other only through public entries', () => {
  const cases: Case[] = [
    // 0-1: another feature's internals, by alias and by a relative path
    {
      file: 'src/features/instances/components/Probe.ts',
      code: use('@/features/compute/components/usage/IdleActions'),
    },
    { file: 'src/features/instances/components/Probe.ts', code: use('../../compute/components/usage/IdleActions') },
    // 2: the other feature's public entry
    { file: 'src/features/instances/components/Probe.ts', code: use('@/features/compute/public/idle') },
    // 3: its own internals
    { file: 'src/features/instances/components/Probe.ts', code: use('../status') },
    // 4: the app, a feature's component
    { file: 'src/app/layout/Probe.ts', code: use('@/features/session/components/ProfileMenu') },
    // 5-6: the app wires pages and reducers
    { file: 'src/app/Probe.ts', code: use('@/features/session/pages/LoginPage') },
    { file: 'src/app/Probe.ts', code: use('@/features/session/slice') },
  ];
  let messages: string[][];
  beforeAll(() => {
    messages = restrictedPathMessages(cases);
  }, 120_000);

  it("fails lint when a feature imports another feature's internals", () => {
    expect(messages[0]).toEqual([expect.stringContaining('@/features/<area>/public/<entry>')]);
    expect(messages[1]).toEqual([expect.stringContaining('@/features/<area>/public/<entry>')]);
  });

  it("passes a feature's import of another's public entry, and of its own modules", () => {
    expect(messages[2]).toEqual([]);
    expect(messages[3]).toEqual([]);
  });

  it("fails lint when the app imports a feature's component, and passes its pages and reducers", () => {
    expect(messages[4]).toEqual([expect.stringContaining('public/<entry>')]);
    expect(messages[5]).toEqual([]);
    expect(messages[6]).toEqual([]);
  });
});
