import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ActingBusiness } from '../../common/auth/acting-business.js';
import { SessionService, type SessionTokens } from '../sessions/session.service.js';
import { RefreshCommand } from './refresh.command.js';

// Rotates the session's refresh token (SessionService keeps the token rules shared with sign-in);
// `userId` is the business the user acts for, as sign-in answers it.
@CommandHandler(RefreshCommand)
export class RefreshHandler implements ICommandHandler<RefreshCommand> {
  constructor(
    private readonly sessions: SessionService,
    private readonly acting: ActingBusiness,
  ) {}

  async execute({ request }: RefreshCommand): Promise<SessionTokens & { userId: string }> {
    const refreshed = await this.sessions.refresh(request.RefreshToken);
    return { ...refreshed, userId: (await this.acting.of(refreshed.userId)).businessId };
  }
}
