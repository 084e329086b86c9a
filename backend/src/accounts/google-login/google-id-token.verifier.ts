import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { AccountsError } from '../accounts.errors.js';

// Google's signing keys; a provider so another key set (tests: a local one) can stand in.
export const GOOGLE_KEY_SET = Symbol('GOOGLE_KEY_SET');

export const googleKeySet = ({ env }: Runtime): JWTVerifyGetKey => createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

// Verifies a Google ID token: RS256 signature by Google's keys, issuer, audience, expiry, verified e-mail.
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly audience?: string;

  constructor(
    @Inject(RUNTIME) { env }: Runtime,
    @Inject(GOOGLE_KEY_SET) private readonly keys: JWTVerifyGetKey,
  ) {
    this.audience = env.GOOGLE_CLIENT_ID;
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.audience) throw new AccountsError('GOOGLE_SIGN_IN_DISABLED');
    const payload = await jwtVerify(idToken, this.keys, {
      issuer: ISSUERS,
      audience: this.audience,
      algorithms: ['RS256'],
    }).then(
      (result) => result.payload,
      () => undefined,
    );
    if (!payload) throw new AccountsError('INVALID_CREDENTIALS');
    const { sub, email, email_verified: emailVerified, name } = payload as Record<string, unknown>;
    if (typeof sub !== 'string' || typeof email !== 'string' || emailVerified !== true) {
      throw new AccountsError('INVALID_CREDENTIALS');
    }
    return {
      sub,
      email: email.toLowerCase(),
      name: typeof name === 'string' && name.trim() ? name.trim() : email.split('@')[0]!,
    };
  }
}
