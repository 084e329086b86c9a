import { Command } from '@nestjs/cqrs';
import type { SignInResponse } from '../sessions/sign-in.responder.js';
import type { GoogleLoginRequest } from './google-login.request.js';

// Auth/Googlelogin: sign-in from a verified Google ID token.
export class GoogleLoginCommand extends Command<SignInResponse> {
  constructor(readonly request: GoogleLoginRequest) {
    super();
  }
}
