import { Injectable } from '@nestjs/common';
import { OneTimeCodeService } from './one-time-codes/one-time-code.service.js';

// A signing code to send: to the signer's phone (or e-mail), bound to what it signs.
export interface SigningCodeRequest {
  userId: string;
  phone: string | null;
  email: string | null;
  ip: string;
  // Checked again when the code is used: agreement, signer and document hash.
  binding: string;
  // Named in the message, e.g. "contract 5f0c1a2b, document v2 (SHA-256 3a7b…)".
  document: string;
}

// A checked signing code: who it was sent to and what it was bound to.
export interface VerifiedSigningCode {
  userId: string;
  channel: 'sms' | 'email';
  binding: string | null;
}

// One-time codes for signing documents, for other features: the same codes as sign-in (6 digits,
// stored as an HMAC, 5 minutes, 5 tries, single use) with purpose `sign`, so a signing code never
// signs in or resets a password. By SMS, and by e-mail as well when the signer has both.
@Injectable()
export class SigningCodesService {
  constructor(private readonly codes: OneTimeCodeService) {}

  // Sends the code; answers the challenge id and the ids of the SMS sent (they are counted against the plan).
  async issue(request: SigningCodeRequest): Promise<{ challengeId: string; smsIds: string[] }> {
    const primary = request.phone ?? request.email;
    if (!primary) throw new Error('a signing code needs a phone or an e-mail');
    const issued = await this.codes.issueWithMessages({
      userId: request.userId,
      contact: { kind: request.phone ? 'phone' : 'email', value: primary },
      purpose: 'sign',
      ip: request.ip,
      binding: request.binding,
      document: request.document,
      copyTo: request.phone && request.email ? request.email : undefined,
    });
    return {
      challengeId: issued.challengeId,
      smsIds: issued.messages.filter((m) => m.channel === 'sms').map((m) => m.id),
    };
  }

  // Checks a signing code; a wrong, used or expired one throws "Invalid OTP." (401).
  async verify(challengeId: string, code: string): Promise<VerifiedSigningCode> {
    const { userId, channel, binding } = await this.codes.verify(challengeId, code, ['sign']);
    return { userId, channel, binding };
  }
}
