import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OneTimeCodeService } from '../one-time-codes/one-time-code.service.js';
import { Passwords } from '../passwords.js';
import { SessionService } from '../sessions/session.service.js';
import { User } from '../user.entity.js';
import type { ChangePasswordRequest } from './change-password.request.js';

/**
 * Sets a new password with the grant a verified reset code returned; the grant names the user,
 * so an id alone changes nothing. Every existing session of the user ends.
 */
@Injectable()
export class ChangePasswordHandler {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodeService,
    private readonly passwords: Passwords,
    private readonly sessions: SessionService,
  ) {}

  async execute(request: ChangePasswordRequest): Promise<{ contactId: string }> {
    const passwordHash = await this.passwords.hash(request.Password);
    await this.dataSource.transaction(async (manager) => {
      await this.codes.redeemReset(manager, request.ResetToken, request.UsrId);
      await manager.update(User, request.UsrId, { passwordHash, failedLoginCount: 0, lockedUntil: null });
    });
    await this.sessions.endAll(request.UsrId);
    return { contactId: request.UsrId };
  }
}
