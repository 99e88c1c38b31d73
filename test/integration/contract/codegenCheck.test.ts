// `npm run codegen:check` fails when openapi.yaml changes without regenerating (issue 3, "Done when").
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseDocument } from 'yaml';

const root = path.resolve(__dirname, '../../..');

function check(schema: string, out: string) {
  const run = spawnSync(process.execPath, ['scripts/codegen.mjs', '--check', '--schema', schema, '--out', out], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('codegen:check', () => {
  let tmp: string;
  let schema: string;
  let out: string;

  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'codegen-check-test-'));
    schema = path.join(tmp, 'openapi.yaml');
    out = path.join(tmp, 'generated');
    fs.copyFileSync(path.join(root, 'openapi.yaml'), schema);
    fs.cpSync(path.join(root, 'src/api/generated'), out, { recursive: true });
  });

  afterAll(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('passes when the generated files match openapi.yaml', () => {
    const { status, output } = check(schema, out);
    expect(output).toMatch(/up to date/);
    expect(status).toBe(0);
  }, 60_000);

  it('fails, naming the stale file, when openapi.yaml gains an operation', () => {
    const doc = parseDocument(fs.readFileSync(schema, 'utf8'));
    const release = doc.getIn(['paths', '/api/aispace/aispweb/instance/release']) as {
      toJSON(): { post: Record<string, unknown> };
    };
    const copy = release.toJSON();
    copy.post.operationId = 'hibernateInstance';
    copy.post.summary = 'Hibernate an instance';
    doc.setIn(['paths', '/api/aispace/aispweb/instance/hibernate'], doc.createNode(copy));
    const changed = path.join(tmp, 'openapi.changed.yaml');
    fs.writeFileSync(changed, doc.toString());

    const { status, output } = check(changed, out);
    expect(status).not.toBe(0);
    expect(output).toMatch(/instances\.gen\.ts \(differs\)/);
    expect(output).not.toMatch(/session\.gen\.ts/);
  }, 60_000);

  it('fails when a generated file is missing', () => {
    const partial = path.join(tmp, 'partial');
    fs.cpSync(out, partial, { recursive: true });
    fs.rmSync(path.join(partial, 'billing.gen.ts'));
    const { status, output } = check(schema, partial);
    expect(status).not.toBe(0);
    expect(output).toMatch(/billing\.gen\.ts \(missing\)/);
  }, 60_000);
});
