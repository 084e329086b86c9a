import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { SigningCodesService } from '../../accounts/signing-codes.service.js';
import { UserDirectoryService } from '../../accounts/user-directory.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { SignatureError } from '../signature.errors.js';
import { signingBinding } from '../signing-binding.js';
import { RequestSigningCodeCommand, type SigningCodeSent } from './request-signing-code.command.js';

const CODE_MINUTES = 5;

/**
 * Sends a signing code by SMS (and e-mail when the signer has one) for the current contract
 * document only; each signing SMS is recorded in the plan's usage ledger (1 included, then ₹2).
 */
@CommandHandler(RequestSigningCodeCommand)
export class RequestSigningCodeHandler implements ICommandHandler<RequestSigningCodeCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly codes: SigningCodesService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute({ agreementId, userId, hash, ip }: RequestSigningCodeCommand): Promise<SigningCodeSent> {
    const role = await this.access.assertParty('agreement', agreementId, userId);
    if (role === 'auditor') throw new SignatureError('ONLY_PARTIES_SIGN');
    const { state } = await this.writer.current('agreement', agreementId);
    const document = state.signing.document;
    if (!document) throw new SignatureError('DOCUMENT_NOT_FOUND');
    if (document.hash !== hash) throw new SignatureError('DOCUMENT_CHANGED');
    if (state.signing.signatures[role]) throw new SignatureError('ALREADY_SIGNED');
    const profile = await this.directory.findById(userId);
    const phone = profile?.phoneNumber ?? null;
    const email = profile?.email ?? null;
    if (!phone && !email) throw new SignatureError('NO_CONTACT');
    const issued = await this.codes.issue({
      userId,
      phone,
      email,
      ip,
      binding: signingBinding(agreementId, userId, hash),
      document: `contract ${agreementId.slice(0, 8)}, document v${document.version} (SHA-256 ${hash.slice(0, 12)})`,
    });
    for (const smsId of issued.smsIds) await this.entitlements.recordSigningSms(userId, agreementId, smsId);
    return {
      ChallengeId: issued.challengeId,
      SentTo: [phone, email].filter((c): c is string => !!c).map(masked),
      DocumentVersion: document.version,
      Hash: document.hash,
      ExpiresInMinutes: CODE_MINUTES,
    };
  }
}

/** +919876543210 → +91******3210; asha@example.com → as***@example.com */
const masked = (contact: string): string =>
  contact.includes('@')
    ? contact.replace(/^(.{0,2})[^@]*/, '$1***')
    : `${contact.slice(0, 3)}${'*'.repeat(Math.max(contact.length - 7, 0))}${contact.slice(-4)}`;
