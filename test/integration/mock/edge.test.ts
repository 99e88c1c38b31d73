// The mock refuses what the edge and API key screens refuse (the same bodies the end-to-end tests type), and
// keeps what they rely on: a new group starts normal and empty, a key is returned in full only at creation.
import type { MockServer } from '../../../server-mock/server';
import { ACCOUNTS, signedIn, startMock, type Client } from './helpers';

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
  it('refuses a callback URL not starting with http(s), naming the field', async () => {
    const r = await demo.call('aispweb/nact/register', {
      ...device('a'),
      callbackUrl: 'ftp://edge.example.org/callback',
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ success: false });
    expect(r.body.errorMessage).toMatch(/callbackUrl/);
  });

  it('refuses a 31-byte public key, naming the field', async () => {
    const r = await demo.call('aispweb/nact/register', { ...device('b'), publicKey: bytes(31) });
    expect(r.body.success).toBe(false);
    expect(r.body.errorMessage).toMatch(/publicKey|Curve25519/);
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
    expect(tunnel.body.data.tunnels).toEqual([expect.objectContaining({ localPort: 2222, status: 'up' })]);
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
    // A Basic Member may not change a device someone else registered.
    const refused = await member.call('aispweb/nact/delete', { id });
    expect(refused.body).toMatchObject({ success: false, errorMessage: 'No operation permission' });
  });
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
    const r = await demo.call('aispweb/nsg/create', {
      name: 'int-group-short-key',
      address: '10.88.0.0/24',
      encryptionAlgorithm: 'aes-256-gcm',
      publicKey: 'k',
      accessPoint: 'ap.example.org:51820',
      service: 'rtsp-relay',
    });
    expect(r.body.success).toBe(false);
  });
});

describe('API keys', () => {
  it('returns the full key only at creation; the list shows a prefix', async () => {
    const created = await demo.call('aispweb/api_key/create', { name: `int-key-${Date.now()}`, expiresAt: null });
    const key = created.body.data.key as string;
    expect(key.startsWith(created.body.data.keyPrefix)).toBe(true);
    const list = await demo.call('aispweb/api_key/query', { keyword: created.body.data.name });
    expect(list.body.data.list).toEqual([expect.not.objectContaining({ key: expect.anything() })]);
    expect(JSON.stringify(list.body)).not.toContain(key);
    const revoked = await demo.call('aispweb/api_key/revoke', { id: created.body.data.id });
    expect(revoked.body.data.status).toBe('revoked');
  });
});
