import { Command } from '@nestjs/cqrs';
import type { SignInResponse } from '../sessions/sign-in.responder.js';
import type { LoginRequest } from './login.request.js';

// Auth/login: password sign-in by phone or e-mail.
export class LoginCommand extends Command<SignInResponse> {
  constructor(readonly request: LoginRequest) {
    super();
  }
}
