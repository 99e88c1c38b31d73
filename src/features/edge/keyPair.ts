// A Curve25519 (X25519) key pair made in the browser with WebCrypto: the raw public key (32 bytes) and the
// PKCS#8 private key, both base64. Nothing here keeps, logs or sends the private key; the caller shows it once.

export interface X25519KeyPair {
  /** Raw 32-byte public key, standard base64: what the device form sends. */
  publicKey: string;
  /** PKCS#8 private key, standard base64: shown once to the user, never stored. */
  privateKey: string;
}

export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

/** True when this browser can make X25519 keys (WebCrypto in a secure context). */
export const canGenerateKeyPair = (): boolean => typeof globalThis.crypto?.subtle?.generateKey === 'function';

export async function generateX25519KeyPair(subtle: SubtleCrypto = globalThis.crypto.subtle): Promise<X25519KeyPair> {
  const pair = (await subtle.generateKey({ name: 'X25519' }, true, ['deriveBits'])) as CryptoKeyPair;
  const [raw, pkcs8] = await Promise.all([
    subtle.exportKey('raw', pair.publicKey),
    subtle.exportKey('pkcs8', pair.privateKey),
  ]);
  return { publicKey: toBase64(raw), privateKey: toBase64(pkcs8) };
}
