import { Injectable } from '@nestjs/common';
import { type OpenCode, OneTimeCodeService } from './one-time-codes/one-time-code.service.js';

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

// A signing code that went out: its challenge, when it expires, and the SMS that carried it.
export interface IssuedSigningCode {
  challengeId: string;
  expiresAt: Date;
  // Counted against the signer's plan.
  smsIds: string[];
}

// A signer's signing code still to be used (if any), and how long until a new one may be sent.
export interface SigningCodeStatus {
  open: OpenCode | undefined;
  secondsUntilNext: number;
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

  // Sends the code; answers its challenge and the ids of the SMS sent (they are counted against the plan).
  async issue(request: SigningCodeRequest): Promise<IssuedSigningCode> {
    const primary = primaryContact(request);
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
      expiresAt: issued.expiresAt,
      smsIds: issued.messages.filter((m) => m.channel === 'sms').map((m) => m.id),
    };
  }

  // The signer's open signing code and the wait before another, at the contact codes go to first.
  async status(signer: { userId: string; phone: string | null; email: string | null }): Promise<SigningCodeStatus> {
    const primary = primaryContact(signer);
    if (!primary) return { open: undefined, secondsUntilNext: 0 };
    const [open, secondsUntilNext] = await Promise.all([
      this.codes.openCode(signer.userId, primary, 'sign'),
      this.codes.secondsUntilNextCode(primary, 'sign'),
    ]);
    return { open, secondsUntilNext };
  }

  // Checks a signing code bound to what `accepts` takes; a wrong, used or expired one, or one bound
  // to something else, throws "Invalid OTP." (401) and counts as a try.
  async verify(
    challengeId: string,
    code: string,
    accepts: (binding: string | null) => boolean,
  ): Promise<VerifiedSigningCode> {
    const { userId, channel, binding } = await this.codes.verify(challengeId, code, ['sign'], accepts);
    return { userId, channel, binding };
  }
}

// Signing codes go to the phone, or to the e-mail when there is no phone.
const primaryContact = ({ phone, email }: { phone: string | null; email: string | null }) => phone ?? email;
