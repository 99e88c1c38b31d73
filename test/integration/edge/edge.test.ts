// The mock refuses what the edge screens refuse (the same bodies the end-to-end tests type), and keeps what they rely
// on: a new group starts normal and empty.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, signedIn, startMock, type Client } from '../support/helpers';

let mock: MockServer;
let demo: Client;
let member: Client;

beforeAll(async () => {
  mock = await startMock();
  [demo, member] = await Promise.all([signedIn(mock.url, ACCOUNTS.demo), signedIn(mock.url, ACCOUNTS.member)]);
});
afterAll(() => mock.close());

const bytes = (n: number) => Buffer.alloc(n, 7).toString('base64');
const device = (stamp: string) => ({
  tsnSerial: `TSN-INT-${stamp}`,
  name: `int device ${stamp}`,
  description: 'Camera gateway, e2e',
  callbackUrl: 'https://edge.example.org/nact/callback',
  publicKey: bytes(32),
});

describe('NacT device registration', () => {
  it('refuses a callback URL not starting with http(s) with the rule text the console shows, in the caller language', async () => {
    const r = await demo.call('aispweb/nact/register', {
      ...device('a'),
      callbackUrl: 'ftp://edge.example.org/callback',
    });
    expect(r.body).toMatchObject({
      success: false,
      errorCode: 'VALIDATION_ERROR',
      errorMessage: 'Callback URL must start with http:// or https://',
    });
    const zh = await demo.call(
      'aispweb/nact/register',
      { ...device('a'), callbackUrl: 'ftp://edge.example.org/callback' },
      { lang: 'zh' },
    );
    expect(zh.body.errorMessage).toBe('回调地址必须以 http:// 或 https:// 开头');
  });

  it('refuses a 31-byte public key (and a 33-byte one) with the Curve25519 rule text', async () => {
    for (const n of [31, 33]) {
      const r = await demo.call('aispweb/nact/register', { ...device(`b${n}`), publicKey: bytes(n) });
      expect(r.body).toMatchObject({
        success: false,
        errorMessage: 'Public key must be a base64 Curve25519 key of 32 bytes',
      });
    }
  });

  it('refuses a name with special symbols and a one-character description with their rule texts, on edit too', async () => {
    const name = await demo.call('aispweb/nact/register', { ...device('n'), name: 'gate$way!' });
    expect(name.body.errorMessage).toBe('Use 2-64 characters without special symbols');
    const description = await demo.call('aispweb/nact/register', { ...device('n'), description: 'x' });
    expect(description.body.errorMessage).toBe('Description must be 2-64 characters');
    const edit = await demo.call('aispweb/nact/update', { id: 'dev-01', callbackUrl: 'edge.example.org' });
    expect(edit.body).toMatchObject({
      success: false,
      errorMessage: 'Callback URL must start with http:// or https://',
    });
  });

  it('refuses the body the console refuses: bad callback URL and 31-byte key together', async () => {
    const r = await demo.call('aispweb/nact/register', {
      ...device('c'),
      callbackUrl: 'ftp://edge.example.org/callback',
      publicKey: bytes(31),
    });
    expect(r.body.success).toBe(false);
    const list = await demo.call('aispweb/nact/query', { keyword: 'TSN-INT-c' });
    expect(list.body.data.total).toBe(0);
  });

  it('registers a valid device (offline, registered by the caller) and takes a tunnel and a port mapping', async () => {
    const r = await demo.call('aispweb/nact/register', device('d'));
    expect(r.body).toMatchObject({ success: true, data: { status: 'offline', registeredBy: 'demo' } });
    const id = r.body.data.id as string;
    const tunnel = await demo.call('aispweb/nact/add_tunnel', { deviceId: id, localPort: 2222, name: 'ssh-int' });
    // The device is offline, so its new tunnel is down; the platform picked the remote port.
    expect(tunnel.body.data.tunnels).toEqual([
      expect.objectContaining({ localPort: 2222, status: 'down', remotePort: expect.any(Number) }),
    ]);
    const badPort = await demo.call('aispweb/nact/add_port_mapping', {
      deviceId: id,
      protocol: 'tcp',
      externalPort: 70000,
      internalIp: '192.168.10.20',
      internalPort: 80,
    });
    expect(badPort.status).toBe(400);
    const mapping = await demo.call('aispweb/nact/add_port_mapping', {
      deviceId: id,
      protocol: 'udp',
      externalPort: 18080,
      internalIp: '192.168.10.20',
      internalPort: 80,
    });
    expect(mapping.body.data.portMappings).toEqual([
      expect.objectContaining({ protocol: 'udp', externalPort: 18080, internalIp: '192.168.10.20', internalPort: 80 }),
    ]);
    const removed = await demo.call('aispweb/nact/remove_tunnel', {
      deviceId: id,
      itemId: tunnel.body.data.tunnels[0].id,
    });
    expect(removed.body.data.tunnels).toEqual([]);
    // A Basic Member may not change a device someone else registered.
    const refused = await member.call('aispweb/nact/delete', { id });
    expect(refused.body).toMatchObject({ success: false, errorMessage: 'No operation permission' });
  });

  it('refuses a TSN serial already registered, saying so', async () => {
    const first = await demo.call('aispweb/nact/register', device('dup'));
    expect(first.body.success).toBe(true);
    const again = await demo.call('aispweb/nact/register', { ...device('dup'), name: 'another device' });
    expect(again.body).toMatchObject({
      success: false,
      errorCode: 'TSN_EXISTS',
      errorMessage: 'A device with this TSN serial is already registered',
    });
  });

  it('a registered device calls in a few ticks later: online, seen, its tunnels up', async () => {
    const r = await demo.call('aispweb/nact/register', device('connects'));
    const id = r.body.data.id as string;
    expect(r.body.data).toMatchObject({ status: 'offline', lastSeenAt: null });
    await demo.call('aispweb/nact/add_tunnel', { deviceId: id, localPort: 22 });
    let detail = await demo.call('aispweb/nact/detail', { id });
    for (let i = 0; i < 40 && detail.body.data.status !== 'online'; i++) {
      await new Promise((done) => setTimeout(done, 200));
      detail = await demo.call('aispweb/nact/detail', { id });
    }
    expect(detail.body.data).toMatchObject({ status: 'online', lastSeenAt: expect.any(String) });
    expect(detail.body.data.tunnels).toEqual([expect.objectContaining({ localPort: 22, status: 'up' })]);
  });

  it('a tunnel added to an online device is up', async () => {
    const online = await demo.call('aispweb/nact/query', { status: 'online', pageSize: 1 });
    const id = online.body.data.list[0].id as string;
    const r = await demo.call('aispweb/nact/add_tunnel', { deviceId: id, localPort: 2022 });
    expect(r.body.data.tunnels).toContainEqual(expect.objectContaining({ localPort: 2022, status: 'up' }));
  });

  it('fixture devices were seen after they were registered, and only online ones have tunnels up', async () => {
    const list = await demo.call('aispweb/nact/query', { pageSize: 100 });
    for (const d of list.body.data.list) {
      if (d.lastSeenAt) expect(Date.parse(d.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(d.registeredAt));
      const detail = await demo.call('aispweb/nact/detail', { id: d.id });
      if (d.status !== 'online')
        expect(detail.body.data.tunnels.filter((t: { status: string }) => t.status === 'up')).toEqual([]);
    }
  });
});

const group = (stamp: string) => ({
  name: `int-group-${stamp}-${Date.now()}`,
  address: '10.88.0.0/24',
  encryptionAlgorithm: 'aes-256-gcm',
  publicKey: 'c2VydmljZS1ncm91cC1rZXk=',
  accessPoint: 'ap.example.org:51820',
  service: 'rtsp-relay',
});

describe('network service groups', () => {
  it('a new group starts normal with no members', async () => {
    const r = await demo.call('aispweb/nsg/create', {
      name: `int-group-${Date.now()}`,
      address: '10.88.0.0/24',
      encryptionAlgorithm: 'aes-256-gcm',
      publicKey: 'c2VydmljZS1ncm91cC1rZXk=',
      accessPoint: 'ap.example.org:51820',
      service: 'rtsp-relay',
    });
    expect(r.body).toMatchObject({ success: true, data: { status: 'normal', memberCount: 0 } });
    const members = await demo.call('aispweb/nsg/members', { groupId: r.body.data.id });
    expect(members.body.data).toMatchObject({ total: 0, list: [] });
  });

  it('refuses a public key outside 2-60 characters', async () => {
    const r = await demo.call('aispweb/nsg/create', { ...group('short-key'), publicKey: 'k' });
    expect(r.body.success).toBe(false);
  });

  it('refuses an address that is not a CIDR range and an access point without a port, as the form does', async () => {
    // Without a prefix the contract's pattern refuses it already, naming the field.
    const bare = await demo.call('aispweb/nsg/create', { ...group('bare'), address: '10.88.0.0' });
    expect(bare).toMatchObject({ status: 400, body: { success: false } });
    expect(bare.body.errorMessage).toMatch(/\/body\/address/);
    // Octets 0-255, prefix 0-32, and an access point's port 1-65535 are the contract's patterns too.
    for (const address of ['10.88.0.0/33', '300.1.0.0/24']) {
      const r = await demo.call('aispweb/nsg/create', { ...group(`cidr-${address.length}`), address });
      expect(r).toMatchObject({ status: 400, body: { success: false, errorCode: 'BAD_REQUEST' } });
      expect(r.body.errorMessage).toMatch(/\/body\/address/);
    }
    for (const accessPoint of ['ap.example.org', 'ap.example.org:70000', 'ap.example.org:0']) {
      const r = await demo.call('aispweb/nsg/create', { ...group(`ap-${accessPoint.length}`), accessPoint });
      expect(r).toMatchObject({ status: 400, body: { success: false, errorCode: 'BAD_REQUEST' } });
      expect(r.body.errorMessage).toMatch(/\/body\/accessPoint/);
    }
  });

  it('a deleted device leaves its groups: their member lists and counts follow', async () => {
    const created = await demo.call('aispweb/nsg/create', group('leave'));
    const groupId = created.body.data.id as string;
    const devices = await Promise.all(
      ['l1', 'l2'].map((k) => demo.call('aispweb/nact/register', device(`leave-${k}-${Date.now()}`))),
    );
    const ids = devices.map((d) => d.body.data.id as string);
    const added = await demo.call('aispweb/nsg/add_members', { groupId, deviceIds: ids });
    expect(added.body.data).toMatchObject({ succeeded: ids, failed: [] });
    await demo.call('aispweb/nact/delete', { id: ids[0] });
    const members = await demo.call('aispweb/nsg/members', { groupId });
    expect(members.body.data.list.map((d: { id: string }) => d.id)).toEqual([ids[1]]);
    const detail = await demo.call('aispweb/nsg/detail', { id: groupId });
    expect(detail.body.data.memberCount).toBe(1);
  });

  it('an edit is checked the same way, and a valid edit is kept', async () => {
    const created = await demo.call('aispweb/nsg/create', group('edit'));
    const id = created.body.data.id as string;
    const bad = await demo.call('aispweb/nsg/update', { id, address: '10.1.2.0/40' });
    expect(bad).toMatchObject({ status: 400, body: { success: false, errorCode: 'BAD_REQUEST' } });
    expect(bad.body.errorMessage).toMatch(/\/body\/address/);
    const good = await demo.call('aispweb/nsg/update', {
      id,
      address: '10.1.2.0/24',
      encryptionAlgorithm: 'aes-128-gcm',
    });
    expect(good.body).toMatchObject({
      success: true,
      data: { id, address: '10.1.2.0/24', encryptionAlgorithm: 'aes-128-gcm' },
    });
    const list = await demo.call('aispweb/nsg/query', { keyword: created.body.data.name });
    expect(list.body.data.list).toEqual([expect.objectContaining({ address: '10.1.2.0/24' })]);
  });
});
