import { Command } from '@nestjs/cqrs';
import type { RefreshRequest } from '../refresh/refresh.request.js';

// Auth/Logout: the session of this refresh token ends.
export class LogoutCommand extends Command<void> {
  constructor(readonly request: RefreshRequest) {
    super();
  }
}
