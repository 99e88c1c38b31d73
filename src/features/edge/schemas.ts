// yup schemas of the edge forms: docs/product-rules.md#field-rules rules from src/validation/rules.ts (messages `validation:<rule>`),
// plus the contract's limits on ports and addresses (messages `edge:rules.<rule>`; the address rules are shared
// with the mock through src/validation/rules.ts too).
import { object, string } from 'yup';
import {
  ACCESS_POINT_PATTERN,
  CIDR_PATTERN,
  IPV4_PATTERN,
  isAccessPoint,
  isCidr,
  isPort,
  rules,
  type RuleName,
} from '@/validation/rules';
import { message } from '@/validation/schemas';

const MAC_PATTERN = /^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/;

export const edgeRule = (key: string): string => `edge:rules.${key}`;

const required = () => string().trim().required(message('required'));
// Each rule checks only filled-in text, so an empty field says just that it is required.
const byRule = (name: RuleName) =>
  required().test(name, message(name), (value) => !value || rules[name](value) === null);
const maxText = (max: number) => string().trim().max(max, edgeRule('tooLong'));

/** A port 1-65535; the form keeps the typed text, so a stray letter is reported, not dropped. */
const port = () =>
  string()
    .trim()
    .required(message('required'))
    .test('port', edgeRule('port'), (v) => !v || isPort(v));
const optionalPort = () =>
  string()
    .trim()
    .test('port', edgeRule('port'), (v) => !v || isPort(v));
const ipv4 = () => required().test('ipv4', edgeRule('ipv4'), (v) => !v || IPV4_PATTERN.test(v));
const optionalIpv4 = () =>
  string()
    .trim()
    .test('ipv4', edgeRule('ipv4'), (v) => !v || IPV4_PATTERN.test(v));

export interface DeviceValues {
  tsnSerial: string;
  name: string;
  description: string;
  callbackUrl: string;
  publicKey: string;
}

const deviceFields = {
  name: byRule('deviceName'),
  description: byRule('deviceDescription'),
  callbackUrl: byRule('callbackUrl'),
  publicKey: byRule('curve25519Key'),
};

/** Register a device: its TSN serial (1-64) and the editable fields. */
export const registerDeviceSchema = object({
  tsnSerial: required().max(64, edgeRule('tooLong')),
  ...deviceFields,
});

/** Edit a device: the TSN serial is fixed once registered. */
export const editDeviceSchema = object(deviceFields);

export interface TunnelValues {
  name: string;
  localPort: string;
  remotePort: string;
}
export const tunnelSchema = object({ name: maxText(64), localPort: port(), remotePort: optionalPort() });

export interface AdapterValues {
  name: string;
  ipAddress: string;
  netmask: string;
  gateway: string;
  macAddress: string;
}
export const adapterSchema = object({
  name: required().max(32, edgeRule('tooLong')),
  ipAddress: ipv4(),
  netmask: ipv4(),
  gateway: optionalIpv4(),
  macAddress: string()
    .trim()
    .test('mac', edgeRule('mac'), (v) => !v || MAC_PATTERN.test(v)),
});

export interface PortMappingValues {
  protocol: 'tcp' | 'udp';
  externalPort: string;
  internalIp: string;
  internalPort: string;
  description: string;
}
export const portMappingSchema = object({
  protocol: string().oneOf(['tcp', 'udp'], message('required')).required(message('required')),
  externalPort: port(),
  internalIp: ipv4(),
  internalPort: port(),
  description: maxText(64),
});

export const ENCRYPTION_ALGORITHMS = ['chacha20-poly1305', 'aes-256-gcm', 'aes-128-gcm'] as const;
export type EncryptionAlgorithm = (typeof ENCRYPTION_ALGORITHMS)[number];

export interface ServiceGroupValues {
  name: string;
  address: string;
  encryptionAlgorithm: EncryptionAlgorithm;
  publicKey: string;
  accessPoint: string;
  service: string;
}
export const serviceGroupSchema = object({
  name: byRule('commonName'),
  address: required().test('cidr', edgeRule('cidr'), (v) => !v || isCidr(v)),
  encryptionAlgorithm: string()
    .oneOf([...ENCRYPTION_ALGORITHMS], message('required'))
    .required(message('required')),
  publicKey: byRule('servicePublicKey'),
  accessPoint: required()
    .max(255, edgeRule('tooLong'))
    .test('accessPoint', edgeRule('accessPoint'), (v) => !v || isAccessPoint(v)),
  service: required().max(64, edgeRule('tooLong')),
});

/** A validated port text as the number the contract wants (undefined when left empty). */
export const toPort = (text: string): number | undefined => (text.trim() ? Number(text.trim()) : undefined);

/** Optional text trimmed, or left out of the body when empty. */
export const optionalText = (text: string): string | undefined => text.trim() || undefined;

// Exported for tests of the patterns.
export const PATTERNS = { IPV4_PATTERN, MAC_PATTERN, CIDR_PATTERN, ACCESS_POINT_PATTERN };
