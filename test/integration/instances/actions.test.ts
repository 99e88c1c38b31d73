// The mock's rules of the instance actions, as the console applies them: a release ends the deployment's billing, a
// restart goes creating → running, data paths are absolute, and the web terminal's shell follows the size the client
// reports. (The deploy wizard's choices: deploy/deploy.test.ts.)
import WebSocket from 'ws';
import { SimulatedShell } from '../../../server-mock/lib/terminal';
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, type Client, DEPLOY_CHOICES, signedIn, startMock } from '../support/helpers';

const TICK = 25;
let mock: MockServer;
let demo: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock({ tickMs: TICK });
  demo = await signedIn(mock.url);
  member = await signedIn(mock.url, ACCOUNTS.member);
});
afterAll(() => mock.close());

const CHOICES = DEPLOY_CHOICES;

async function until(poll: () => Promise<string>, done: (v: string) => boolean, timeoutMs = 5000) {
  const seen: string[] = [];
  const t0 = Date.now();
  for (;;) {
    const v = await poll();
    seen.push(v);
    if (done(v)) return seen;
    if (Date.now() - t0 > timeoutMs) throw new Error(`not reached: ${v} (seen ${seen.join(', ')})`);
    await new Promise((r) => setTimeout(r, TICK / 2));
  }
}

describe('release', () => {
  it("stops billing: the deployment's order is completed once the instance is released", async () => {
    const created = await demo.call('aispweb/deployment/create', {
      ...CHOICES,
      name: 'billed-then-released',
      type: 'interactive',
    });
    const { instanceId, orderId } = created.body.data;
    const status = async () => (await demo.call('aispweb/instance/detail', { id: instanceId })).body.data.status;
    await until(status, (s) => s === 'running');
    const order = async () => (await demo.call('aispweb/order/detail', { orderId })).body.data.status;
    expect(await order()).toBe('active');
    expect((await demo.call('aispweb/instance/release', { id: instanceId })).body.data.status).toBe('removing');
    expect(await order()).toBe('active');
    await until(status, (s) => s === 'removed_success');
    expect(await order()).toBe('completed');
  });
});

describe('restart', () => {
  it('goes creating → running, keeping public access', async () => {
    const id = 'ins-0004';
    await member.call('aispweb/instance/public_access', { id, enabled: true });
    const answer = await member.call('aispweb/instance/restart', { id });
    expect(answer.body).toMatchObject({ success: true, data: { status: 'creating' } });
    await until(
      async () => (await member.call('aispweb/instance/detail', { id })).body.data.status,
      (s) => s === 'running',
    );
    const detail = (await member.call('aispweb/instance/detail', { id })).body.data;
    expect(detail).toMatchObject({ publicAccess: true, publicUrl: expect.stringContaining('pub-ins-0004') });
    await member.call('aispweb/instance/public_access', { id, enabled: false });
    // a restarting instance cannot be restarted again (the second restart of one call meets it creating)
    const twice = await member.call('aispweb/instance/batch_restart', { ids: [id, id] });
    expect(twice.body.data).toEqual({
      succeeded: [id],
      failed: [{ id, reason: 'This action is not allowed in the current status' }],
    });
  });

  it('in bulk answers which started and which could not', async () => {
    await until(
      async () => (await member.call('aispweb/instance/detail', { id: 'ins-0004' })).body.data.status,
      (s) => s === 'running',
    );
    const answer = await member.call('aispweb/instance/batch_restart', { ids: ['ins-0004', 'ins-0055'] });
    expect(answer.body.data.succeeded).toEqual(['ins-0004']);
    expect(answer.body.data.failed).toEqual([
      { id: 'ins-0055', reason: 'This action is not allowed in the current status' },
    ]);
  });
});

describe('data paths', () => {
  it('refuses relative upload and download paths with the console rule text', async () => {
    await until(
      async () => (await member.call('aispweb/instance/detail', { id: 'ins-0004' })).body.data.status,
      (s) => s === 'running',
    );
    const upload = await member.call('aispweb/instance/upload_data', {
      id: 'ins-0004',
      targetPath: 'root/data',
      file: { fileName: 'a.txt', contentBase64: 'aGVsbG8=' },
    });
    expect(upload.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'Enter an absolute path starting with /',
    });
    const download = await member.call('aispweb/instance/download_data', { id: 'ins-0004', path: 'output' });
    expect(download.body).toMatchObject({ success: false, errorCode: 'VALIDATION_ERROR' });
    // a released instance has no data to download
    const released = await member.call('aispweb/instance/download_data', { id: 'ins-0055', path: '/root/output' });
    expect(released.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
  });
});

describe('audit', () => {
  it('records a data download and an exposed port with who did it and the detail', async () => {
    await until(
      async () => (await member.call('aispweb/instance/detail', { id: 'ins-0004' })).body.data.status,
      (s) => s === 'running',
    );
    await member.call('aispweb/instance/download_data', { id: 'ins-0004', path: '/root/output/model.bin' });
    await member.call('aispweb/instance/public_access', { id: 'ins-0004', enabled: true });
    await member.call('aispweb/instance/public_access', { id: 'ins-0004', enabled: false });
    const downloads = await member.call('aispweb/audit_log/query', { instanceId: 'ins-0004', action: 'file.download' });
    expect(downloads.body.data.list[0]).toMatchObject({
      action: 'file.download',
      operator: 'member',
      target: 'ins-0004',
      detail: '/root/output/model.bin',
      result: 'success',
    });
    const ports = await member.call('aispweb/audit_log/query', { instanceId: 'ins-0004', action: 'port.expose' });
    expect(ports.body.data.list[0]).toMatchObject({ operator: 'member', detail: 'https://pub-ins-0004.aispace.app' });
  });
});

describe('terminal size', () => {
  it('stty size and tput answer the size the client last reported; nonsense sizes are ignored', () => {
    let out = '';
    const shell = new SimulatedShell(
      { instanceId: 'ins-9', instanceName: 'demo', gpuModel: 'NVIDIA A100 80GB', gpuCount: 1, baseImage: 'x' },
      { output: (d) => (out += d), exit: () => undefined },
      () => 0,
    );
    shell.start();
    shell.input('stty size\r');
    expect(out).toContain('stty size\r\n24 80\r\n');
    shell.resize(132, 43);
    shell.resize(-1, 'x');
    shell.input('stty size\rtput cols\rtput lines\r');
    expect(out).toContain('stty size\r\n43 132\r\n');
    expect(out).toContain('tput cols\r\n132\r\n');
    expect(out).toContain('tput lines\r\n43\r\n');
  });

  it('closes the shell when the instance restarts (1012), and a new session opens once it runs again', async () => {
    // A slower clock of its own: "refused while it restarts" must be asked while it still restarts, however
    // loaded the machine (at 25 ms a tick the restart could end between the socket closing and the next call).
    const slow = await startMock({ tickMs: 400 });
    try {
      await restartClosesTheShell(slow, await signedIn(slow.url, ACCOUNTS.member));
    } finally {
      await slow.close();
    }
  });

  async function restartClosesTheShell(mock: MockServer, member: Client) {
    await until(
      async () => (await member.call('aispweb/instance/detail', { id: 'ins-0004' })).body.data.status,
      (s) => s === 'running',
    );
    const { url } = (await member.call('aispweb/instance/terminal', { id: 'ins-0004' })).body.data;
    const closed = await new Promise<{ code: number; reason: string; text: string }>((resolve, reject) => {
      const ws = new WebSocket(`${mock.url.replace(/^http/, 'ws')}${url}`);
      let text = '';
      const timer = setTimeout(() => {
        ws.terminate();
        reject(new Error(`not closed: ${text}`));
      }, 5000);
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { type: string; data?: string };
        if (m.type === 'output') text += m.data;
        if (text.includes('# ') && !text.includes('restart sent')) {
          text += 'restart sent';
          void member.call('aispweb/instance/restart', { id: 'ins-0004' });
        }
      });
      ws.on('close', (code, reason) => {
        clearTimeout(timer);
        resolve({ code, reason: String(reason), text });
      });
      ws.on('error', reject);
    });
    expect(closed.code).toBe(1012);
    expect(closed.reason).toBe('instance is creating');
    expect(closed.text).toContain('Connection closed: instance is creating');
    // while it restarts a session is refused as not running (the console asks again), then granted
    const during = await member.call('aispweb/instance/terminal', { id: 'ins-0004' });
    expect(during.body).toMatchObject({ success: false, errorCode: 'INVALID_STATE' });
    await until(
      async () => (await member.call('aispweb/instance/detail', { id: 'ins-0004' })).body.data.status,
      (s) => s === 'running',
    );
    expect((await member.call('aispweb/instance/terminal', { id: 'ins-0004' })).body.success).toBe(true);
  }

  it('takes resize messages over the socket', async () => {
    const { url } = (await member.call('aispweb/instance/terminal', { id: 'ins-0004' })).body.data;
    const out = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(`${mock.url.replace(/^http/, 'ws')}${url}`);
      let text = '';
      const timer = setTimeout(() => {
        ws.terminate();
        resolve(text);
      }, 5000);
      ws.on('open', () => {
        ws.send(JSON.stringify({ type: 'resize', cols: 101, rows: 33 }));
        ws.send(JSON.stringify({ type: 'input', data: 'stty size\r' }));
      });
      ws.on('message', (raw) => {
        const m = JSON.parse(String(raw)) as { type: string; data?: string };
        if (m.type === 'output') text += m.data;
        if (text.includes('33 101')) {
          clearTimeout(timer);
          ws.close();
          resolve(text);
        }
      });
      ws.on('error', reject);
    });
    expect(out).toContain('33 101');
  });
});
