/**
 * @jest-environment node
 */
// The in-browser key pair helper: raw 32-byte X25519 keys in base64, the public one passing the Curve25519 rule,
// the private one agreeing with it.
import { webcrypto } from 'node:crypto';
import { base64UrlToBase64, generateX25519KeyPair, toBase64 } from '@/features/edge/keyPair';
import { rules } from '@/validation/rules';

const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const b64url = (b64: string) => b64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

describe('X25519 key pair', () => {
  it('makes a base64 32-byte public key the device form accepts', async () => {
    const pair = await generateX25519KeyPair(subtle);
    expect(Buffer.from(pair.publicKey, 'base64')).toHaveLength(32);
    expect(rules.curve25519Key(pair.publicKey)).toBeNull();
  });

  it('makes a raw 32-byte private key, in the same form as the public key, that belongs to it', async () => {
    const pair = await generateX25519KeyPair(subtle);
    expect(pair.privateKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(pair.privateKey, 'base64')).toHaveLength(32);
    const priv = await subtle.importKey(
      'jwk',
      { kty: 'OKP', crv: 'X25519', d: b64url(pair.privateKey), x: b64url(pair.publicKey) },
      { name: 'X25519' },
      true,
      ['deriveBits'],
    );
    // Both sides of a key agreement with a third key give the same secret only when the pair belongs together.
    const other = (await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as CryptoKeyPair;
    const pub = await subtle.importKey('raw', Buffer.from(pair.publicKey, 'base64'), { name: 'X25519' }, true, []);
    const a = await subtle.deriveBits({ name: 'X25519', public: other.publicKey }, priv, 256);
    const b = await subtle.deriveBits({ name: 'X25519', public: pub }, other.privateKey, 256);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('makes a new pair every time', async () => {
    const [a, b] = await Promise.all([generateX25519KeyPair(subtle), generateX25519KeyPair(subtle)]);
    expect(a.publicKey).not.toBe(b.publicKey);
    expect(a.privateKey).not.toBe(b.privateKey);
  });

  it('encodes bytes as standard base64', () => {
    expect(toBase64(Uint8Array.from([251, 255, 0]).buffer)).toBe('+/8A');
    expect(base64UrlToBase64('-_8')).toBe('+/8=');
    expect(base64UrlToBase64('-_8A')).toBe('+/8A');
  });
});
