// The web terminal's WebSocket on the mock: a createTerminalSession ticket opens one shell on that instance
// (single use, audited), the simulated shell echoes, edits lines and exits; bad tickets are refused. Also the
// signed download links of getInstanceDataDownloadUrl.
import zlib from 'node:zlib';
import WebSocket from 'ws';
import { SimulatedShell, splitWords } from '../../../server-mock/lib/terminal';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, signedIn, startMock } from '../support/helpers';

let mock: MockServer;
let member: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: 25 });
  member = await signedIn(mock.url, ACCOUNTS.member);
});
afterAll(() => mock.close());

const wsUrl = (path: string) => `${mock.url.replace(/^http/, 'ws')}${path}`;

/** Connects, sends the input once open, and collects output until `until` is seen (or the socket closes). */
function session(url: string, input: string[], until: (out: string) => boolean) {
  return new Promise<{ out: string; closeCode: number | null; exit: boolean }>((resolve, reject) => {
    const ws = new WebSocket(url);
    let out = '';
    let exit = false;
    const timer = setTimeout(() => {
      ws.terminate();
      resolve({ out, closeCode: null, exit });
    }, 5000);
    ws.on('open', () => input.forEach((data) => ws.send(JSON.stringify({ type: 'input', data }))));
    ws.on('message', (raw) => {
      const m = JSON.parse(String(raw)) as { type: string; data?: string };
      if (m.type === 'output') out += m.data;
      if (m.type === 'exit') exit = true;
      if (until(out)) {
        clearTimeout(timer);
        ws.close();
        resolve({ out, closeCode: 1000, exit });
      }
    });
    ws.on('close', (code) => {
      clearTimeout(timer);
      resolve({ out, closeCode: code, exit });
    });
    ws.on('error', reject);
  });
}

function refusal(url: string) {
  return new Promise<string>((resolve) => {
    const ws = new WebSocket(url);
    ws.on('open', () => resolve('opened'));
    ws.on('error', (e) => resolve(e.message));
  });
}

// ANSI colour sequences of the prompt and listings, removed to compare the text.
// eslint-disable-next-line no-control-regex -- the escape character is what is matched
const plain = (s: string) => s.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');

describe('web terminal socket', () => {
  it('opens a shell for a ticket, echoes a command and ends on exit', async () => {
    const answer = await member.call('aispweb/instance/terminal', { id: 'ins-0004' });
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.url).toMatch(/^\/ws\/terminal\/ins-0004\?ticket=t-/);
    const { out, exit, closeCode } = await session(
      wsUrl(answer.body.data.url),
      ['echo hello\r', 'exit\r'],
      () => false,
    );
    const text = plain(out);
    expect(text).toContain('root@ins-0004:~# echo hello\r\nhello\r\n');
    expect(text).toContain('logout');
    expect(exit).toBe(true);
    expect(closeCode).toBe(1000);
  });

  it('takes a ticket once, and only for its instance', async () => {
    const { url, ticket } = (await member.call('aispweb/instance/terminal', { id: 'ins-0004' })).body.data;
    expect(await refusal(wsUrl(`/ws/terminal/ins-0001?ticket=${ticket}`))).toMatch(/401/);
    // the failed try used the ticket up
    expect(await refusal(wsUrl(url))).toMatch(/401/);
    expect(await refusal(wsUrl('/ws/terminal/ins-0004?ticket=t-forged'))).toMatch(/401/);
    expect(await refusal(wsUrl('/ws/elsewhere'))).toMatch(/404/);
  });

  it('refuses a session for an instance that is not up or unknown', async () => {
    const released = await member.call('aispweb/instance/terminal', { id: 'ins-0055' });
    expect(released.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    const unknown = await member.call('aispweb/instance/terminal', { id: '1' });
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it("refuses a Basic Member a shell on another member's instance, as it refuses its actions", async () => {
    // ins-0047 was built by kaito_wang; restart is refused to member@, so is a terminal.
    const restart = await member.call('aispweb/instance/restart', { id: 'ins-0047' });
    expect(restart.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION' });
    const shell = await member.call('aispweb/instance/terminal', { id: 'ins-0047' });
    expect(shell.body).toMatchObject({ success: false, errorCode: 'NO_PERMISSION', showType: 2, data: null });
  });

  it('checks the ticket holder again when the socket opens (a role taken away in between)', async () => {
    const demo = await signedIn(mock.url, ACCOUNTS.demo);
    const admin = await signedIn(mock.url, ACCOUNTS.admin);
    const { url } = (await admin.call('aispweb/instance/terminal', { id: 'ins-0047' })).body.data;
    const adminId = 'u-1002'; // admin@ (server-mock/fixtures/accounts.json)
    expect(
      (await demo.call('userman/consume_account/update_user', { userId: adminId, role: 'member' })).body.success,
    ).toBe(true);
    try {
      expect(await refusal(wsUrl(url))).toMatch(/401/);
    } finally {
      await demo.call('userman/consume_account/update_user', { userId: adminId, role: 'admin' });
    }
  });

  it('records the opening in the audit log', async () => {
    const { url } = (await member.call('aispweb/instance/terminal', { id: 'ins-0004' })).body.data;
    await session(wsUrl(url), [], (out) => out.includes('# '));
    const audit = await member.call('aispweb/audit_log/query', { instanceId: 'ins-0004', action: 'terminal.open' });
    expect(audit.body.data.total).toBeGreaterThan(0);
    expect(audit.body.data.list[0]).toMatchObject({ action: 'terminal.open', operator: 'member', target: 'ins-0004' });
  });
});

describe('simulated shell', () => {
  const target = {
    instanceId: 'ins-9',
    instanceName: 'demo',
    gpuModel: 'NVIDIA A100 80GB',
    gpuCount: 2,
    baseImage: 'aispace/pytorch:2.3',
  };
  function shell() {
    let out = '';
    let exited = false;
    const sh = new SimulatedShell(target, { output: (d) => (out += d), exit: () => (exited = true) }, () => 0);
    sh.start();
    return {
      type: (s: string) => sh.input(s),
      out: () => plain(out),
      exited: () => exited,
    };
  }

  it('edits the line: backspace erases, Ctrl+C abandons, arrow keys are ignored', () => {
    const s = shell();
    s.type('echo helx\x7flo\x1b[A\r');
    expect(s.out()).toContain('\r\nhello\r\n');
    s.type('rm -rf /\x03');
    expect(s.out()).toContain('rm -rf /^C\r\nroot@ins-9:~# ');
    expect(s.out()).not.toContain('command not found');
  });

  it('answers nvidia-smi with one row per GPU, ls, pwd and unknown commands', () => {
    const s = shell();
    s.type('nvidia-smi\r');
    expect(s.out()).toContain('NVIDIA-SMI');
    expect(s.out().match(/\| \d +NVIDIA A100 80GB/g)).toHaveLength(2);
    s.type('ls\rpwd\rcd data\rpwd\rfoo\r');
    expect(s.out()).toContain('requirements.txt');
    expect(s.out()).toContain('/root\r\n');
    expect(s.out()).toContain('/root/data\r\n');
    expect(s.out()).toContain('root@ins-9:~/data# ');
    expect(s.out()).toContain('bash: foo: command not found');
  });

  it('exits on exit and on Ctrl+D at an empty line, and ignores input after', () => {
    const s = shell();
    s.type('\x04echo later\r');
    expect(s.exited()).toBe(true);
    expect(s.out()).not.toContain('later');
  });

  it('splits words with quotes', () => {
    expect(splitWords(`echo "a b"  'c' d`)).toEqual(['echo', 'a b', 'c', 'd']);
  });
});

describe('signed downloads', () => {
  it('serves the link getInstanceDataDownloadUrl answers', async () => {
    const link = await member.call('aispweb/instance/download_data', { id: 'ins-0004', path: '/root/output' });
    // /root/output is a folder: it comes packed as output.tar.gz
    expect(link.body.data).toMatchObject({
      fileName: 'output.tar.gz',
      url: expect.stringMatching(/^\/files\/signed\/ins-0004\//),
    });
    const file = await fetch(`${mock.url}${link.body.data.url}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('attachment; filename="output.tar.gz"');
    expect(zlib.gunzipSync(Buffer.from(await file.arrayBuffer())).toString('utf8')).toContain('ins-0004');
  });
});
