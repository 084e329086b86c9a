import { Command } from '@nestjs/cqrs';
import type { SendOtpRequest } from './send-otp.request.js';

// Auth/SendOtp: a sign-in or reset code to a known user's contact (`ip` for the code's rate limits).
export class SendOtpCommand extends Command<{ contactId: string }> {
  constructor(
    readonly request: SendOtpRequest,
    readonly ip: string | undefined,
  ) {
    super();
  }
}
