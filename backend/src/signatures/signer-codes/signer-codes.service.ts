import { Injectable } from '@nestjs/common';
import { SigningCodesService } from '../../accounts/signing-codes.service.js';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { Clock } from '../../common/clock.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { SignatureError } from '../signature.errors.js';
import { parseBinding, signingBinding, type SigningBinding, type SigningVia } from '../signing-binding.js';

const CODE_MINUTES = 5;

// Where a signing code went, and what it is for.
export interface SigningCodeSent {
  ChallengeId: string;
  SentTo: string[];
  DocumentVersion: number;
  Hash: string;
  ExpiresInMinutes: number;
}

// A signer's code still to be used for a document (never the code itself).
export interface PendingSigningCode {
  challengeId: string;
  via: SigningVia;
  sentTo: string[];
  sentAt: Date;
  expiresAt: Date;
}

// The one-time codes that prove a signer, for both ways of signing: a code alone, and the eSign
// sandbox, which authenticates nobody and so asks for the same code. Sent by SMS (and e-mail when
// the signer has one) for one agreement, signer, document and way of signing; each signing SMS is
// recorded in the plan's usage ledger.
@Injectable()
export class SignerCodes {
  constructor(
    private readonly directory: UserDirectoryService,
    private readonly codes: SigningCodesService,
    private readonly entitlements: EntitlementsService,
    private readonly clock: Clock,
  ) {}

  // Sends the signer (`binding.userId`, the member who signs) a code for `binding` (document
  // version `documentVersion`), counted on the plan of `businessId`; answers where it went and
  // when it expires.
  async send(
    binding: SigningBinding,
    documentVersion: number,
    ip: string,
    businessId: string,
  ): Promise<{ sent: SigningCodeSent; expiresAt: Date }> {
    const { agreementId, userId, hash } = binding;
    const { phone, email } = await this.contactsOf(userId);
    if (!phone && !email) throw new SignatureError('NO_CONTACT');
    const issued = await this.codes.issue({
      userId,
      phone,
      email,
      ip,
      binding: signingBinding(binding),
      document: `contract ${agreementId.slice(0, 8)}, document v${documentVersion} (SHA-256 ${hash.slice(0, 12)})`,
    });
    for (const smsId of issued.smsIds) await this.entitlements.recordSigningSms(businessId, agreementId, smsId);
    const sent = {
      ChallengeId: issued.challengeId,
      SentTo: sentTo(phone, email),
      DocumentVersion: documentVersion,
      Hash: hash,
      ExpiresInMinutes: CODE_MINUTES,
    };
    return { sent, expiresAt: issued.expiresAt };
  }

  // The document hash a right code was sent for, and its channel, when it was sent for this
  // agreement, signer and way of signing; anything else is "Invalid OTP." (a try that counts, and
  // a code offered for another agreement or way of signing is not used up).
  async verify(
    challengeId: string,
    code: string,
    expected: Omit<SigningBinding, 'hash'>,
  ): Promise<{ hash: string; channel: 'sms' | 'email' }> {
    const boundAsExpected = (binding: string | null) => {
      const bound = parseBinding(binding);
      return (
        !!bound &&
        bound.agreementId === expected.agreementId &&
        bound.userId === expected.userId &&
        bound.via === expected.via
      );
    };
    const verified = await this.codes.verify(challengeId, code, boundAsExpected);
    return { hash: parseBinding(verified.binding)!.hash, channel: verified.channel };
  }

  // The signer's code still open for document `hash` of the agreement, if any, and when (in how many
  // seconds) another may be sent: a reload shows both instead of asking again too soon.
  async pending(
    agreementId: string,
    userId: string,
    hash: string,
  ): Promise<{ code: PendingSigningCode | undefined; nextCodeAt: Date | null; secondsUntilNext: number }> {
    const { phone, email } = await this.contactsOf(userId);
    const { open, secondsUntilNext } = await this.codes.status({ userId, phone, email });
    const bound = parseBinding(open?.binding ?? null);
    const current = open && bound?.agreementId === agreementId && bound.userId === userId && bound.hash === hash;
    return {
      code: current
        ? {
            challengeId: open.challengeId,
            via: bound.via,
            sentTo: sentTo(phone, email),
            sentAt: open.sentAt,
            expiresAt: open.expiresAt,
          }
        : undefined,
      nextCodeAt: secondsUntilNext > 0 ? new Date(this.clock.now().getTime() + secondsUntilNext * 1000) : null,
      secondsUntilNext,
    };
  }

  private async contactsOf(userId: string): Promise<{ phone: string | null; email: string | null }> {
    const profile = await this.directory.findById(userId);
    return { phone: profile?.phoneNumber ?? null, email: profile?.email ?? null };
  }
}

const sentTo = (phone: string | null, email: string | null): string[] =>
  [phone, email].filter((contact): contact is string => !!contact).map(masked);

// +919876543210 → +91******3210; asha@example.com → as***@example.com
const masked = (contact: string): string =>
  contact.includes('@')
    ? contact.replace(/^(.{0,2})[^@]*/, '$1***')
    : `${contact.slice(0, 3)}${'*'.repeat(Math.max(contact.length - 7, 0))}${contact.slice(-4)}`;
