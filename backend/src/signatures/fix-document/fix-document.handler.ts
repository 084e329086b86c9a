import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  availableAgreementActions,
  type AgreementState,
  type ContractDocumentFixed,
  type DocumentPartyData,
} from '@samvida/machines';
import { UserDirectoryService, type PartyProfile } from '../../accounts/user-directory.service.js';
import { StreamAccess } from '../../streams/stream-access.service.js';
import { StreamWriter } from '../../streams/stream-writer.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { renderContractDocument } from '../contract-document/contract-document.pdf.js';
import { sha256Hex } from '../contract-document/sha256.js';
import { SignatureError } from '../signature.errors.js';
import { documentInfo, type DocumentInfo } from '../signatures.views.js';
import { FixDocumentCommand } from './fix-document.command.js';

/**
 * Renders the agreed state and records the SHA-256 of the bytes (ContractDocumentFixed). The
 * render uses the same time the event records, so the document can be rendered again identically.
 * A document already fixed for the current terms is answered as it is. Each version counts as one
 * generated PDF of the preparing party's plan.
 */
@CommandHandler(FixDocumentCommand)
export class FixDocumentHandler implements ICommandHandler<FixDocumentCommand> {
  constructor(
    private readonly access: StreamAccess,
    private readonly writer: StreamWriter,
    private readonly directory: UserDirectoryService,
    private readonly entitlements: EntitlementsService,
  ) {}

  async execute({ agreementId, userId, commandId }: FixDocumentCommand): Promise<DocumentInfo> {
    await this.access.assertParty('agreement', agreementId, userId);
    const { state } = await this.writer.current('agreement', agreementId);
    if (state.signing.document) return documentInfo(state.signing.document);
    const offered = availableAgreementActions(state, { userId }).agreement;
    if (!offered.some((action) => action.command === 'FixContractDocument'))
      throw new SignatureError('DOCUMENT_NOT_READY');
    const now = new Date();
    const fixed = await this.documentData(state, now);
    // One generated PDF of the plan per document version, for whoever prepares it.
    const ref = `contract-document:${agreementId}:v${fixed.documentVersion}`;
    await this.entitlements.claimGeneratedPdf(userId, ref, agreementId, now);
    const hash = sha256Hex(await renderContractDocument({ agreementId, state, fixed }));
    const result = await this.writer.execute(
      'agreement',
      agreementId,
      { userId },
      {
        type: 'FixContractDocument',
        data: { AgreementId: agreementId, Hash: hash, Revision: fixed.revision, Parties: fixed.parties },
      },
      { commandId, now },
    );
    return documentInfo(result.state.signing.document!);
  }

  /** The event's data as it will be recorded (its hash aside, which the render does not read). */
  private async documentData(state: AgreementState, now: Date): Promise<ContractDocumentFixed['data']> {
    const agreement = state.agreement!.context;
    const profiles = await this.directory.findByIds([agreement.buyerId ?? '', agreement.sellerId ?? '']);
    const partyOf = (id: string | null): DocumentPartyData =>
      documentParty(id ? profiles.get(id) : undefined, agreement.counterpartyContact ?? '');
    return {
      by: 'buyer',
      documentVersion: state.signing.documentCount + 1,
      hash: '0'.repeat(64),
      revision: state.signing.revision,
      fixedAt: now.toISOString(),
      parties: { buyer: partyOf(agreement.buyerId), seller: partyOf(agreement.sellerId) },
    };
  }
}

// A counterparty not registered yet is named by the contact the contract was sent to.
const documentParty = (profile: PartyProfile | undefined, contact: string): DocumentPartyData => ({
  name: profile?.usrName.slice(0, 150) ?? '',
  address: profile?.usrAddress?.slice(0, 500) ?? '',
  gstin: profile?.usrGstin ?? '',
  pan: profile?.usrPan ?? '',
  contact: (profile ? (profile.phoneNumber ?? profile.email ?? '') : contact).slice(0, 150),
});
