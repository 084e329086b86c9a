import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export const GOOGLE_CLIENT_ID = 'samvida-test.apps.googleusercontent.com';
const KID = 'test-key-1';

/** A locally generated RS256 key pair published as a JWKS over HTTP, standing in for Google's. */
export interface LocalGoogle {
  jwksUrl: string;
  signIdToken(claims: JWTPayload, options?: { key?: CryptoKey }): Promise<string>;
  close(): Promise<void>;
}

export async function startLocalGoogle(): Promise<LocalGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    signIdToken: (claims, options = {}) =>
      new SignJWT({ iss: 'https://accounts.google.com', aud: GOOGLE_CLIENT_ID, email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: KID })
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(options.key ?? privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
