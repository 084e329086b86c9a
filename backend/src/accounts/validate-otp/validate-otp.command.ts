import { Command } from '@nestjs/cqrs';
import type { SignInResponse } from '../sessions/sign-in.responder.js';
import type { ResetGrantResponse } from './validate-otp.handler.js';
import type { ValidateOtpRequest } from './validate-otp.request.js';

// Auth/ValidateOTP: a code checked; a session for a sign-in code, a reset grant for a reset code.
export class ValidateOtpCommand extends Command<SignInResponse | ResetGrantResponse> {
  constructor(readonly request: ValidateOtpRequest) {
    super();
  }
}
