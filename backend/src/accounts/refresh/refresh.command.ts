import { Command } from '@nestjs/cqrs';
import type { SessionTokens } from '../sessions/session.service.js';
import type { RefreshRequest } from './refresh.request.js';

// Auth/Refresh: a single-use refresh token exchanged for new tokens.
export class RefreshCommand extends Command<SessionTokens & { userId: string }> {
  constructor(readonly request: RefreshRequest) {
    super();
  }
}
