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

/** UTF-8 bytes of a string (TextEncoder is outside the es2022 typings this package builds with). */
export const utf8 = (text: string): Uint8Array => {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000) bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else bytes.push(0xf0 | (code >> 18), 0x80 | ((code >> 12) & 63), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
  }
  return Uint8Array.from(bytes);
};

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
