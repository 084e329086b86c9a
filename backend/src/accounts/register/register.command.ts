import { Command } from '@nestjs/cqrs';
import type { RegisterRequest } from './register.request.js';

// Auth/Register: a new user, with a sign-in code sent to the phone (`ip` for the code's rate limits).
export class RegisterCommand extends Command<{ contactId: string }> {
  constructor(
    readonly request: RegisterRequest,
    readonly ip: string | undefined,
  ) {
    super();
  }
}
