import { Inject, Injectable } from '@nestjs/common';
import type { MemberRole, Rupees } from '@samvida/machines';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { RUNTIME, type Runtime } from '../../config/runtime.js';
import { DomainError } from '../errors/domain.error.js';

export const ACCESS_TOKEN_AUDIENCE = 'samvida-api';
const ISSUER = 'samvida';
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
// Tokens whose signature was checked already, kept until they expire (bounded: one entry per sign-in in use).
const VERIFIED_TOKENS = 10_000;

// Whom a request or socket acts for: the business (`userId`, the account that registered it) and,
// for a signed-in person, the member who acts (`memberId`, their own account) with their role.
export interface Actor {
  userId: string;
  memberId?: string;
  memberRole?: MemberRole;
  // Set when the business asks for two members' approval to send or start a contract above it.
  approvalAbove?: Rupees;
}

// The person who acts (the machines' rule, for the API's actor).
export { personOf } from '@samvida/machines';

// What a valid access token says: the user, the sign-in (session) it belongs to, and its expiry.
export interface VerifiedToken {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

// Short-lived access tokens: HS256 pinned, audience and expiry checked. A client sends the same
// token with every request for up to 15 minutes, so a token's verified claims are remembered
// until it expires instead of checking its signature again each time (through Web Crypto, that
// check cost as much as the rest of a read).
@Injectable()
export class AccessTokenService {
  private readonly key: Uint8Array;
  private readonly verified = new LRUCache<string, VerifiedToken>({ max: VERIFIED_TOKENS });

  constructor(@Inject(RUNTIME) runtime: Runtime) {
    this.key = new TextEncoder().encode(runtime.jwtSecret);
  }

  // An access token of the sign-in `sessionId` (its refresh-token family), revoked with it.
  issue(userId: string, sessionId: string, now = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(userId)
      .setIssuer(ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(this.key);
  }

  async verify(token: string): Promise<VerifiedToken> {
    const known = this.verified.get(token);
    if (known && known.expiresAt.getTime() > Date.now()) return known;
    const verified = await this.verifySignature(token);
    this.verified.set(token, verified);
    return verified;
  }

  private async verifySignature(token: string): Promise<VerifiedToken> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: [ALGORITHM],
        audience: ACCESS_TOKEN_AUDIENCE,
        issuer: ISSUER,
      });
      if (!payload.sub || typeof payload.sid !== 'string' || !payload.exp) throw new Error('token lacks a claim');
      return { userId: payload.sub, sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      throw new DomainError('INVALID_TOKEN', 'Your session has expired. Please sign in again.', 'unauthorized');
    }
  }
}
