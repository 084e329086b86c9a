import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SessionService } from '../sessions/session.service.js';
import { LogoutCommand } from './logout.command.js';

// Ends the session the refresh token belongs to.
@CommandHandler(LogoutCommand)
export class LogoutHandler implements ICommandHandler<LogoutCommand> {
  constructor(private readonly sessions: SessionService) {}

  execute({ request }: LogoutCommand): Promise<void> {
    return this.sessions.end(request.RefreshToken);
  }
}
