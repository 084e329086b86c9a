import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OneTimeCodeService } from '../one-time-codes/one-time-code.service.js';
import { Passwords } from '../passwords.js';
import { SessionService } from '../sessions/session.service.js';
import { User } from '../user.entity.js';
import { ChangePasswordCommand } from './change-password.command.js';

// Sets a new password with the grant a verified reset code returned; the grant names the user,
// so an id alone changes nothing. Every existing session of the user ends.
@CommandHandler(ChangePasswordCommand)
export class ChangePasswordHandler implements ICommandHandler<ChangePasswordCommand> {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: OneTimeCodeService,
    private readonly passwords: Passwords,
    private readonly sessions: SessionService,
  ) {}

  async execute({ request }: ChangePasswordCommand): Promise<{ contactId: string }> {
    const passwordHash = await this.passwords.hash(request.Password);
    await this.dataSource.transaction(async (manager) => {
      await this.codes.redeemReset(manager, request.ResetToken, request.UsrId);
      await manager.update(User, request.UsrId, { passwordHash, failedLoginCount: 0, lockedUntil: null });
    });
    await this.sessions.endAll(request.UsrId);
    return { contactId: request.UsrId };
  }
}
