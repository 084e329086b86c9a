import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionService, type SessionTokens } from '../sessions/session.service.js';
import { RefreshCommand } from './refresh.command.js';

// Rotates the session's refresh token (SessionService keeps the token rules shared with sign-in).
@CommandHandler(RefreshCommand)
export class RefreshHandler implements ICommandHandler<RefreshCommand> {
  constructor(private readonly sessions: SessionService) {}

  execute({ request }: RefreshCommand): Promise<SessionTokens & { userId: string }> {
    return this.sessions.refresh(request.RefreshToken);
  }
}
