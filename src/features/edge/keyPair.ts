// A Curve25519 (X25519) key pair made in the browser with WebCrypto: both keys raw (32 bytes), base64, the form
// devices take them in (as WireGuard does). Nothing here keeps, logs or sends the private key; the caller shows it
// once.

export interface X25519KeyPair {
  /** Raw 32-byte public key, standard base64: what the device form sends. */
  publicKey: string;
  /** Raw 32-byte private key, standard base64: shown once to the user, never stored. */
  privateKey: string;
}

export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

/** base64url (a JWK's key material) as standard base64 with padding. */
export function base64UrlToBase64(text: string): string {
  const standard = text.replace(/-/g, '+').replace(/_/g, '/');
  return standard + '='.repeat((4 - (standard.length % 4)) % 4);
}

/** True when this browser can make X25519 keys (WebCrypto in a secure context). */
export const canGenerateKeyPair = (): boolean => typeof globalThis.crypto?.subtle?.generateKey === 'function';

export async function generateX25519KeyPair(subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<X25519KeyPair> {
  const pair = (await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as CryptoKeyPair;
  // WebCrypto exports an X25519 private key as PKCS#8 or JWK only; the JWK's `d` is the raw 32 bytes.
  const [raw, jwk] = await Promise.all([
    subtle.exportKey('raw', pair.publicKey),
    subtle.exportKey('jwk', pair.privateKey),
  ]);
  if (!jwk.d) throw new Error('X25519 private key without key material');
  return { publicKey: toBase64(raw), privateKey: base64UrlToBase64(jwk.d) };
}
