import { Command } from '@nestjs/cqrs';
import type { ChangePasswordRequest } from './change-password.request.js';

// Auth/ChangePassword: a new password with a reset grant.
export class ChangePasswordCommand extends Command<{ contactId: string }> {
  constructor(readonly request: ChangePasswordRequest) {
    super();
  }
}
