import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AgreementSigned } from '@samvida/machines';
import { SigningCodesService } from '../../accounts/signing-codes.service.js';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { ContractPipeline } from '../../contract-commands/contract-pipeline.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { signatureMove } from '../record-signature.js';
import { SignatureError } from '../signature.errors.js';
import { signingBinding } from '../signing-binding.js';
import { RequestSigningCodeCommand, type SigningCodeSent } from './request-signing-code.command.js';

const CODE_MINUTES = 5;

// Sends a signing code by SMS (and e-mail when the signer has one) for the current contract
// document, only when the machines would accept the signature now (a party, a signable contract,
// this document, not yet signed); each signing SMS is recorded in the plan's usage ledger.
@CommandHandler(RequestSigningCodeCommand)
export class RequestSigningCodeHandler implements ICommandHandler<RequestSigningCodeCommand> {
  constructor(
    private readonly pipeline: ContractPipeline,
    private readonly directory: UserDirectoryService,
    private readonly codes: SigningCodesService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute({ agreementId, userId, hash, ip }: RequestSigningCodeCommand): Promise<SigningCodeSent> {
    const signature = signatureMove(agreementId, { hash, method: 'otp-sms', ip, userAgent: '' });
    const [signed] = await this.pipeline.check({ agreementId }, { userId }, signature);
    const profile = await this.directory.findById(userId);
    const phone = profile?.phoneNumber ?? null;
    const email = profile?.email ?? null;
    if (!phone && !email) throw new SignatureError('NO_CONTACT');
    const { documentVersion } = (signed as AgreementSigned).data;
    const issued = await this.codes.issue({
      userId,
      phone,
      email,
      ip,
      binding: signingBinding(agreementId, userId, hash),
      document: `contract ${agreementId.slice(0, 8)}, document v${documentVersion} (SHA-256 ${hash.slice(0, 12)})`,
    });
    for (const smsId of issued.smsIds) await this.entitlements.recordSigningSms(userId, agreementId, smsId);
    return {
      ChallengeId: issued.challengeId,
      SentTo: [phone, email].filter((c): c is string => !!c).map(masked),
      DocumentVersion: documentVersion,
      Hash: hash,
      ExpiresInMinutes: CODE_MINUTES,
    };
  }
}

// +919876543210 → +91******3210; asha@example.com → as***@example.com
const masked = (contact: string): string =>
  contact.includes('@')
    ? contact.replace(/^(.{0,2})[^@]*/, '$1***')
    : `${contact.slice(0, 3)}${'*'.repeat(Math.max(contact.length - 7, 0))}${contact.slice(-4)}`;
