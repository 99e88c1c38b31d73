/**
 * @jest-environment node
 */
// deploy/nginx.conf (issue 25), read as text: the security headers it adds are the mock's, one for one (the nginx
// end-to-end run checks the answers too), and the template leaves nothing but its three variables to envsubst.
import { readFileSync } from 'node:fs';
import path from 'node:path';
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

describe('deploy/nginx.conf', () => {
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
    expect(rendered.match(/proxy_pass http:\/\/api:8000;/g)).toHaveLength(3);
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
