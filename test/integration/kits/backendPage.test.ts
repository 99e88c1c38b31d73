// The page for backend teams of `npm run docs` (issue 25): the verification kit's command, the conventions, the
// business rules of the `x-business-rules` extension (as text) and the statuses of openapi.yaml.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { renderBackendPage } from '../../../scripts/backendPage.cjs';

type Doc = Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
  components: { schemas: Record<string, { enum?: string[] }> };
};
const contract = (): Doc => parse(readFileSync(path.join(__dirname, '../../../openapi.yaml'), 'utf8')) as Doc;

describe('the page for backend teams', () => {
  it('says how to verify a server, and lists the HTTP statuses, the envelope and every status enum', () => {
    const doc = contract();
    const html = renderBackendPage(doc);
    expect(html).toContain('npm run contract:verify -- --base-url https://your-server.example');
    expect(html).toContain('href="api-reference.html"');
    for (const code of ['200', '400', '403']) expect(html).toContain(`<td><code>${code}</code></td>`);
    for (const field of ['success', 'data', 'errorCode', 'errorMessage', 'showType'])
      expect(html).toContain(`<td><code>${field}</code></td>`);
    const enums = Object.entries(doc.components.schemas).filter(([name, s]) => name.endsWith('Status') && s.enum);
    expect(enums.map(([name]) => name)).toContain('InstanceStatus');
    for (const [name, s] of enums) {
      expect(html).toContain(`<code>${name}</code>`);
      for (const value of s.enum!) expect(html).toContain(`<code>${value}</code>`);
    }
  });

  it('lists the business rules of the document and of each operation, as text', () => {
    const doc = contract();
    doc['x-business-rules'] = [
      'A member sees only the instances of the selected organisation.',
      {
        id: 'BR-2',
        rule: 'An invitation expires after `validDays` <script>alert(1)</script>',
        operations: ['inviteMembers'],
      },
    ];
    doc.paths['/api/aispace/aispweb/gpu/query'].post['x-business-rules'] = ['Only GPUs of the organisation.'];
    const html = renderBackendPage(doc);
    expect(html).toContain('<li>A member sees only the instances of the selected organisation.</li>');
    expect(html).toContain('<strong>BR-2</strong> An invitation expires after <code>validDays</code> &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('operations: inviteMembers');
    expect(html).toMatch(/<code>queryGpus<\/code>.*\n?.*Only GPUs of the organisation\./);
  });

  it('says when the contract has no business rules, and when this checkout has no verification kit', () => {
    const doc = contract();
    delete doc['x-business-rules'];
    for (const item of Object.values(doc.paths)) for (const op of Object.values(item)) delete op['x-business-rules'];
    const html = renderBackendPage(doc, { hasVerifyScript: false });
    expect(html).toContain('carries no <code>x-business-rules</code> yet');
    expect(html).toContain('This checkout has no <code>contract:verify</code> script yet.');
  });
});
