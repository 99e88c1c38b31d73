/**
 * @jest-environment node
 */
// deploy/nginx.conf (issue 25), read as text: the security headers it adds are the mock's, one for one (the nginx
// end-to-end run checks the answers too), and the template leaves nothing but its three variables to envsubst.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { VARIABLES, renderConfig } from '../../../scripts/nginx.cjs';
import { SECURITY_HEADERS } from '../../../server-mock/lib/securityHeaders';

const ROOT = path.join(__dirname, '../../..');
const template = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
/** The configuration without its comments. */
const directives = template
  .split('\n')
  .map((line) => line.replace(/(^|\s)#.*$/, ''))
  .join('\n');

/** `add_header Name "value" always;` of the configuration, in order. */
function addedHeaders(conf: string): Array<[string, string]> {
  return [...conf.matchAll(/^\s*add_header\s+(\S+)\s+(?:"([^"]*)"|(\S+))\s+always;/gm)].map(
    (m) => [m[1], m[2] ?? m[3]] as [string, string],
  );
}

/** Each operation's own request body limit in openapi.yaml (`x-max-body-bytes`), and the default (`x-limits`). */
function contractLimits(): { maxBodyBytes: number; byPath: Record<string, number> } {
  const doc = parse(readFileSync(path.join(ROOT, 'openapi.yaml'), 'utf8')) as {
    'x-limits': { maxBodyBytes: number };
    paths: Record<string, { post?: { 'x-max-body-bytes'?: number } }>;
  };
  const byPath: Record<string, number> = {};
  for (const [p, item] of Object.entries(doc.paths)) {
    const limit = item.post?.['x-max-body-bytes'];
    if (limit) byPath[p] = limit;
  }
  return { maxBodyBytes: doc['x-limits'].maxBodyBytes, byPath };
}

describe('deploy/nginx.conf', () => {
  it("refuses request bodies above the contract's limits: the default, and each operation's own", () => {
    const { maxBodyBytes, byPath } = contractLimits();
    const server = directives.slice(0, directives.indexOf('location'));
    expect(server).toMatch(new RegExp(`client_max_body_size ${maxBodyBytes / 1024 / 1024}m;`));
    const own: Record<string, number> = {};
    for (const m of directives.matchAll(/location = (\S+) \{\s*client_max_body_size (\d+);/g)) own[m[1]] = Number(m[2]);
    expect(own).toEqual(byPath);
    expect(Object.keys(own).length).toBeGreaterThan(1);
  });

  it('adds exactly the security headers the mock sends, on every answer (always)', () => {
    const added = addedHeaders(directives).filter(([name]) => name !== 'Cache-Control');
    expect(added).toEqual(SECURITY_HEADERS.map(([k, v]) => [k, v]));
    // Every add_header is `always` (error answers too) and sits in the server block only: a location's own
    // add_header would drop the server's for that location.
    expect(directives.match(/add_header/g)).toHaveLength(addedHeaders(directives).length);
    const locations = directives.split(/\blocation\b/).slice(1);
    for (const block of locations) expect(block.slice(0, block.indexOf('}'))).not.toMatch(/add_header/);
  });

  it("hides the backend's copies of those headers, so that each arrives once", () => {
    const hidden = [...directives.matchAll(/proxy_hide_header\s+(\S+);/g)].map((m) => m[1]);
    for (const [name] of SECURITY_HEADERS) expect(hidden).toContain(name);
  });

  it('leaves envsubst nothing but LISTEN_PORT, DIST_DIR and API_UPSTREAM (nginx variables are lowercase)', () => {
    const upper = [...directives.matchAll(/\$\{?([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);
    expect([...new Set(upper)].sort()).toEqual([...VARIABLES].sort());
    const rendered = renderConfig({ LISTEN_PORT: '8080', DIST_DIR: '/srv/dist', API_UPSTREAM: 'http://api:8000' });
    expect(rendered).not.toMatch(/\$\{?[A-Z]/);
    expect(rendered).toMatch(/listen 8080;/);
    expect(rendered).toMatch(/root \/srv\/dist;/);
    // every proxy_pass of the template (/api/, the operations with their own body limits, /ws/terminal/)
    const proxied = directives.match(/proxy_pass \$\{API_UPSTREAM\};/g) ?? [];
    expect(proxied.length).toBeGreaterThanOrEqual(3);
    expect(rendered.match(/proxy_pass http:\/\/api:8000;/g)).toHaveLength(proxied.length);
    // nginx's own variables are left as they are.
    expect(rendered).toContain('$http_upgrade');
  });

  it("sends no version, and times calls out after the console's own call timeout", () => {
    expect(directives).toMatch(/^\s*server_tokens off;/m);
    const baseQuery = readFileSync(path.join(ROOT, 'src/api/baseQuery.ts'), 'utf8');
    const REQUEST_TIMEOUT_MS = Number(/REQUEST_TIMEOUT_MS = ([\d_]+);/.exec(baseQuery)?.[1].replace(/_/g, ''));
    expect(REQUEST_TIMEOUT_MS).toBe(3_600_000);
    expect(directives).toContain(`proxy_read_timeout ${REQUEST_TIMEOUT_MS / 1000}s;`);
    expect(directives).toContain(`proxy_send_timeout ${REQUEST_TIMEOUT_MS / 1000}s;`);
  });
});
