import { randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { type DataSource, IsNull, type Repository } from 'typeorm';
import { AccessTokenService } from '../../common/auth/access-token.service.js';
import { SessionLiveness } from '../../common/auth/session-liveness.js';
import { AccountsError } from '../accounts.errors.js';
import { Clock } from '../../common/clock.js';
import { sha256 } from '../digest.js';
import { RefreshToken, type RevokedReason } from './refresh-token.entity.js';

const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface SessionTokens {
  // Access token (15 minutes) for `Authorization: Bearer`.
  token: string;
  refreshToken: string;
}

// Access tokens plus rotating, revocable refresh tokens with reuse detection.
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly liveness: SessionLiveness,
    private readonly clock: Clock,
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
  ) {}

  // A new sign-in: a new token family.
  start(userId: string): Promise<SessionTokens> {
    return this.issue(userId, randomUUID());
  }

  // Trades a live refresh token for a new pair; a revoked one revokes its family.
  async refresh(refreshToken: string): Promise<SessionTokens & { userId: string }> {
    const now = this.clock.now();
    const tokenHash = sha256(refreshToken);
    // One atomic statement: of two concurrent uses of the same token, exactly one rotates it.
    const [rotated] = await this.dataSource.query<{ user_id: string; family_id: string }[]>(
      `with rotated as (
         update refresh_tokens set revoked_at = $2, revoked_reason = 'rotated'
          where token_hash = $1 and revoked_at is null and expires_at > $2
         returning user_id, family_id)
       select * from rotated`,
      [tokenHash, now],
    );
    if (rotated) {
      return { userId: rotated.user_id, ...(await this.issue(rotated.user_id, rotated.family_id)) };
    }
    const known = await this.refreshTokens.findOneBy({ tokenHash });
    if (known?.revokedAt) {
      this.logger.warn(
        `revoked refresh token (${known.revokedReason}) presented for user ${known.userId}: family ${known.familyId} revoked`,
      );
      await this.revoke({ familyId: known.familyId }, 'reuse');
    }
    throw new AccountsError('INVALID_REFRESH_TOKEN');
  }

  // Logout: the token's whole family stops working. Unknown tokens are ignored.
  async end(refreshToken: string): Promise<void> {
    const known = await this.refreshTokens.findOneBy({ tokenHash: sha256(refreshToken) });
    if (known) await this.revoke({ familyId: known.familyId }, 'logout');
  }

  // After a password change every session of the user ends.
  async endAll(userId: string): Promise<void> {
    await this.revoke({ userId }, 'password_changed');
  }

  private async revoke(which: { userId: string } | { familyId: string }, reason: RevokedReason): Promise<void> {
    await this.refreshTokens.update(
      { ...which, revokedAt: IsNull() },
      { revokedAt: this.clock.now(), revokedReason: reason },
    );
    // This instance stops honouring the session's access tokens at once; others within seconds.
    this.liveness.forget(which);
  }

  private async issue(userId: string, familyId: string): Promise<SessionTokens> {
    const now = this.clock.now();
    const refreshToken = randomBytes(32).toString('base64url');
    await this.refreshTokens.insert({
      userId,
      familyId,
      tokenHash: sha256(refreshToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + REFRESH_TTL_MS),
    });
    return { token: await this.accessTokens.issue(userId, familyId, now), refreshToken };
  }
}
