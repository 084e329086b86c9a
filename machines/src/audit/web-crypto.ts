// The part of WebCrypto the verifiers use, typed here because the machines package is built
// without DOM or Node typings; browsers and Node (≥ 20) both provide `globalThis.crypto.subtle`.
interface SubtleSubset {
  digest(algorithm: 'SHA-256', data: Uint8Array): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'Ed25519' },
    extractable: boolean,
    usages: ['verify'],
  ): Promise<unknown>;
  verify(algorithm: { name: 'Ed25519' }, key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

const subtle = (): SubtleSubset => {
  const crypto = (globalThis as { crypto?: { subtle?: SubtleSubset } }).crypto;
  if (!crypto?.subtle) throw new Error('WebCrypto is not available here (a secure context is required).');
  return crypto.subtle;
};

interface Utf8Encoder {
  encode(text: string): Uint8Array;
}
// TextEncoder exists in browsers and Node; the es2022 typings this package builds with omit it.
const encoder = new (globalThis as unknown as { TextEncoder: new () => Utf8Encoder }).TextEncoder();

/** UTF-8 bytes of a string. */
export const utf8 = (text: string): Uint8Array => encoder.encode(text);

export const hexToBytes = (hex: string): Uint8Array => {
  if (!/^(?:[0-9a-f]{2})*$/i.test(hex)) throw new Error('not a hex string');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
};

export const bytesToHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export const concatBytes = (...parts: Uint8Array[]): Uint8Array => {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
};

export const sha256 = async (data: Uint8Array): Promise<Uint8Array> =>
  new Uint8Array(await subtle().digest('SHA-256', data));

export async function verifyEd25519(publicKeyHex: string, signatureHex: string, message: Uint8Array): Promise<boolean> {
  const key = await subtle().importKey('raw', hexToBytes(publicKeyHex), { name: 'Ed25519' }, false, ['verify']);
  return subtle().verify({ name: 'Ed25519' }, key, hexToBytes(signatureHex), message);
}
