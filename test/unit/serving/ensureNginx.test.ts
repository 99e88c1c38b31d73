/**
 * @jest-environment node
 */
// The test runner's nginx (scripts/nginx.cjs): found where Debian puts it; missing, installed with apt-get when
// running as root (with the brotli_static module when the archive has it), else a message naming the command.
import type * as NginxHarness from '../../../scripts/nginx.cjs';

type Harness = typeof NginxHarness;

function load({
  present,
  root,
  brotliCandidate = true,
}: {
  present: string[];
  root: boolean;
  brotliCandidate?: boolean;
}) {
  const files = new Set(present);
  const calls: string[] = [];
  let harness!: Harness;
  jest.isolateModules(() => {
    jest.doMock('node:fs', () => ({ ...jest.requireActual('node:fs'), existsSync: (p: string) => files.has(p) }));
    jest.doMock('node:child_process', () => ({
      ...jest.requireActual('node:child_process'),
      execFileSync: (cmd: string, args: string[]) => {
        calls.push([cmd, ...args].join(' '));
        if (cmd === 'apt-cache')
          return `libnginx-mod-http-brotli-static:\n  Candidate: ${brotliCandidate ? '1.0.0~rc-3' : '(none)'}\n`;
        if (cmd === 'apt-get' && args[0] === 'install') {
          if (args.includes('nginx')) files.add('/usr/sbin/nginx');
          if (args.includes('libnginx-mod-http-brotli-static'))
            files.add('/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
        }
        return '';
      },
    }));
    harness = jest.requireActual('../../../scripts/nginx.cjs');
  });
  jest.spyOn(process, 'getuid').mockReturnValue(root ? 0 : 1000);
  return { harness, calls, files };
}

const saved = process.env.NGINX_PATH;
beforeEach(() => delete process.env.NGINX_PATH);
afterEach(() => {
  jest.restoreAllMocks();
  if (saved === undefined) delete process.env.NGINX_PATH;
  else process.env.NGINX_PATH = saved;
});

describe('ensureNginx', () => {
  it("uses Debian's nginx when it is there, installing nothing", () => {
    const { harness, calls } = load({
      present: ['/usr/sbin/nginx', '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so'],
      root: true,
    });
    expect(harness.ensureNginx({ log: () => {} })).toBe('/usr/sbin/nginx');
    expect(calls).toEqual([]);
  });

  it("installs Debian's nginx and its brotli_static module when missing and running as root", () => {
    const { harness, calls } = load({ present: [], root: true });
    expect(harness.ensureNginx({ log: () => {} })).toBe('/usr/sbin/nginx');
    expect(calls).toEqual([
      'apt-get update -qq',
      'apt-cache policy libnginx-mod-http-brotli-static',
      'apt-get install -y -qq --no-install-recommends nginx libnginx-mod-http-brotli-static',
    ]);
  });

  it('installs nginx alone when the archive has no brotli_static module', () => {
    const { harness, calls } = load({ present: [], root: true, brotliCandidate: false });
    expect(harness.ensureNginx({ log: () => {} })).toBe('/usr/sbin/nginx');
    expect(calls.at(-1)).toBe('apt-get install -y -qq --no-install-recommends nginx');
  });

  it('says which command to run when missing and not root', () => {
    const { harness, calls } = load({ present: [], root: false });
    expect(() => harness.ensureNginx({ log: () => {} })).toThrow(
      'sudo apt-get update && sudo apt-get install -y nginx libnginx-mod-http-brotli-static',
    );
    expect(calls).toEqual([]);
  });
});
