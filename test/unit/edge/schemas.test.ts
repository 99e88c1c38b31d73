// The edge forms' rules: each broken rule is worded by its message key, and every key exists in every language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ValidationError } from 'yup';
import {
  adapterSchema,
  editDeviceSchema,
  portMappingSchema,
  registerDeviceSchema,
  serviceGroupSchema,
  tunnelSchema,
} from '@/features/edge/schemas';

async function errorsOf(
  schema: { validate: (v: unknown, o: object) => Promise<unknown> },
  values: object,
): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as ValidationError).inner.map((i) => [i.path ?? '', i.message]));
  }
}

const bytes = (n: number) => Buffer.alloc(n, 9).toString('base64');
const goodDevice = {
  tsnSerial: 'TSN-1',
  name: 'Edge gateway 01',
  description: 'Camera gateway',
  callbackUrl: 'https://edge.example.org/cb',
  publicKey: bytes(32),
};

describe('device registration', () => {
  it('accepts a complete device, any script in the name', async () => {
    expect(await errorsOf(registerDeviceSchema, goodDevice)).toEqual({});
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, name: '边缘网关 2' })).toEqual({});
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, callbackUrl: 'http://10.0.0.1:8080/x' })).toEqual({});
  });

  it('refuses a callback URL not starting with http(s) and a 31- or 33-byte key', async () => {
    expect(
      await errorsOf(registerDeviceSchema, {
        ...goodDevice,
        callbackUrl: 'ftp://edge.example.org',
        publicKey: bytes(31),
      }),
    ).toEqual({ callbackUrl: 'validation:callbackUrl', publicKey: 'validation:curve25519Key' });
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, publicKey: bytes(33) })).toEqual({
      publicKey: 'validation:curve25519Key',
    });
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, publicKey: 'not base64 at all!' })).toEqual({
      publicKey: 'validation:curve25519Key',
    });
  });

  it('accepts a URL-safe base64 key without padding', async () => {
    const urlSafe = Buffer.alloc(32, 251).toString('base64url');
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, publicKey: urlSafe })).toEqual({});
  });

  it('refuses special symbols in the name and a description outside 2-64', async () => {
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, name: 'gate@way!', description: 'x' })).toEqual({
      name: 'validation:deviceName',
      description: 'validation:deviceDescription',
    });
    expect(await errorsOf(registerDeviceSchema, { ...goodDevice, description: 'x'.repeat(65) })).toEqual({
      description: 'validation:deviceDescription',
    });
  });

  it('requires every field; editing does not ask for the TSN serial', async () => {
    expect(
      await errorsOf(registerDeviceSchema, {
        tsnSerial: ' ',
        name: '',
        description: '',
        callbackUrl: '',
        publicKey: '',
      }),
    ).toEqual({
      tsnSerial: 'validation:required',
      name: 'validation:required',
      description: 'validation:required',
      callbackUrl: 'validation:required',
      publicKey: 'validation:required',
    });
    const { tsnSerial: _ignored, ...editable } = goodDevice;
    expect(await errorsOf(editDeviceSchema, editable)).toEqual({});
  });
});

describe('tunnels, adapters, port mappings', () => {
  it('ports are whole numbers 1-65535; the platform port may be left empty', async () => {
    expect(await errorsOf(tunnelSchema, { name: '', localPort: '22', remotePort: '' })).toEqual({});
    expect(await errorsOf(tunnelSchema, { name: '', localPort: '0', remotePort: '70000' })).toEqual({
      localPort: 'edge:rules.port',
      remotePort: 'edge:rules.port',
    });
    expect(await errorsOf(tunnelSchema, { name: '', localPort: '22a', remotePort: '' })).toEqual({
      localPort: 'edge:rules.port',
    });
  });

  it('adapters need IPv4 addresses and a well-formed MAC when given', async () => {
    const good = { name: 'eth1', ipAddress: '192.168.20.2', netmask: '255.255.255.0', gateway: '', macAddress: '' };
    expect(await errorsOf(adapterSchema, good)).toEqual({});
    expect(
      await errorsOf(adapterSchema, { ...good, ipAddress: '192.168.1.256', gateway: '10.0.0', macAddress: '52:54:00' }),
    ).toEqual({ ipAddress: 'edge:rules.ipv4', gateway: 'edge:rules.ipv4', macAddress: 'edge:rules.mac' });
  });

  it('port mappings need a protocol, both ports and a target IPv4 address', async () => {
    const good = {
      protocol: 'tcp',
      externalPort: '8080',
      internalIp: '192.168.10.20',
      internalPort: '80',
      description: '',
    };
    expect(await errorsOf(portMappingSchema, good)).toEqual({});
    expect(
      await errorsOf(portMappingSchema, { ...good, protocol: 'icmp', internalIp: 'camera', internalPort: '' }),
    ).toEqual({
      protocol: 'validation:required',
      internalIp: 'edge:rules.ipv4',
      internalPort: 'validation:required',
    });
  });
});

describe('network service groups', () => {
  const good = {
    name: 'office-cameras',
    address: '10.88.0.0/24',
    encryptionAlgorithm: 'chacha20-poly1305',
    publicKey: 'c2VydmljZS1ncm91cC1rZXk=',
    accessPoint: 'ap.example.org:51820',
    service: 'rtsp-relay',
  };

  it('accepts a complete group', async () => {
    expect(await errorsOf(serviceGroupSchema, good)).toEqual({});
  });

  it('public key 2-60 characters, CIDR address, host:port access point, common name', async () => {
    expect(
      await errorsOf(serviceGroupSchema, {
        ...good,
        name: '1cams',
        address: '10.88.0.0/33',
        publicKey: 'k',
        accessPoint: 'ap.example.org',
      }),
    ).toEqual({
      name: 'validation:commonName',
      address: 'edge:rules.cidr',
      publicKey: 'validation:servicePublicKey',
      accessPoint: 'edge:rules.accessPoint',
    });
    expect(await errorsOf(serviceGroupSchema, { ...good, publicKey: 'k'.repeat(61) })).toEqual({
      publicKey: 'validation:servicePublicKey',
    });
  });
});

describe('messages of the edge rules', () => {
  const load = (lng: string, ns: string) =>
    JSON.parse(readFileSync(path.join(__dirname, `../../../src/i18n/locales/${lng}/${ns}.json`), 'utf8')) as {
      rules?: Record<string, string>;
    } & Record<string, string>;

  it.each(['zh-CN', 'en-US', 'ja-JP'])('exist in %s', (lng) => {
    const edge = load(lng, 'edge');
    for (const key of ['port', 'ipv4', 'mac', 'cidr', 'accessPoint', 'tooLong'])
      expect([key, edge.rules?.[key]]).toEqual([key, expect.any(String)]);
    const validation = load(lng, 'validation');
    for (const key of [
      'deviceName',
      'deviceDescription',
      'callbackUrl',
      'curve25519Key',
      'servicePublicKey',
      'commonName',
    ])
      expect([key, validation[key]]).toEqual([key, expect.any(String)]);
  });
});
