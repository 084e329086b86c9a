import { CommandHandler } from '@nestjs/cqrs';
import {
  nextDocument,
  type AgreementState,
  type ContractDocumentFixed,
  type DocumentPartyData,
} from '@samvida/machines';
import { ContractPartiesService } from '../../accounts/contract-parties.service.js';
import type { PartyProfile } from '../../accounts/user-directory.service.js';
import { DomainError } from '../../common/errors/domain.error.js';
import { RenderedPdfs } from '../../common/pdf/rendered-pdfs.service.js';
import { ContractCommandHandler } from '../../contract-commands/contract-command.handler.js';
import {
  ContractPipeline,
  type ContractTarget,
  type PreparedMove,
} from '../../contract-commands/contract-pipeline.service.js';
import { EntitlementsService } from '../../subscriptions/entitlements.service.js';
import { CONTRACT_DOCUMENT_LAYOUT } from '../contract-document/document-layout.js';
import { contractDocumentKey } from '../contract-document/contract-documents.service.js';
import { documentSha256 } from '../contract-document/sha256.js';
import { FixDocumentCommand } from './fix-document.command.js';

// Renders the agreed state (on the PDF pool) and records the SHA-256 of the document's bytes, its
// PDF signature aside (ContractDocumentFixed); the signed file is kept under that hash for the
// downloads. The render uses the same time the event records, so the document can be rendered
// again identically. Nothing is rendered unless the machines accept the document now; one already
// prepared is left as it is. Each version counts as one generated PDF of the preparing party's plan.
@CommandHandler(FixDocumentCommand)
export class FixDocumentHandler extends ContractCommandHandler<FixDocumentCommand> {
  constructor(
    pipeline: ContractPipeline,
    private readonly parties: ContractPartiesService,
    private readonly entitlements: EntitlementsService,
    private readonly rendered: RenderedPdfs,
  ) {
    super(pipeline);
  }

  protected override async prepare(command: FixDocumentCommand, target: ContractTarget): Promise<PreparedMove | null> {
    const { agreementId } = target;
    const state = await this.pipeline.stateFor(target, command.actor);
    const now = new Date();
    const fixed = await this.documentData(state, now);
    const move = (hash: string) => ({
      type: 'FixContractDocument' as const,
      data: {
        AgreementId: agreementId,
        Hash: hash,
        Revision: fixed.revision,
        Parties: fixed.parties,
        Layout: CONTRACT_DOCUMENT_LAYOUT,
      },
    });
    try {
      await this.pipeline.check(target, command.actor, move(fixed.hash));
    } catch (error) {
      if (error instanceof DomainError && error.code === 'ALREADY_EXISTS') return null;
      throw error;
    }
    // One generated PDF of the plan per document version, for whoever prepares it.
    const ref = `contract-document:${agreementId}:v${fixed.documentVersion}`;
    await this.entitlements.claimGeneratedPdf(command.actor.userId, ref, agreementId, now);
    // Rendered on the PDF pool and kept, so the first download is served from the store.
    const bytes = await this.rendered.render(command.actor.userId, {
      kind: 'contract-document',
      input: { agreementId, state, fixed },
    });
    const hash = documentSha256(bytes);
    await this.rendered.put(contractDocumentKey(agreementId, fixed.documentVersion, hash), bytes);
    return { move: move(hash), now };
  }

  // The event's data as it will be recorded (its hash aside, which the render does not read).
  private async documentData(state: AgreementState, now: Date): Promise<ContractDocumentFixed['data']> {
    const agreement = state.agreement!.context;
    // Named as the contract's invoices name them: an order's companies, GSTINs and addresses.
    const named = await this.parties.of(state);
    const partyOf = (profile: PartyProfile | undefined): DocumentPartyData =>
      documentParty(profile, agreement.counterpartyContact ?? '');
    const { version, revision } = nextDocument(state.signing);
    return {
      by: 'buyer',
      documentVersion: version,
      hash: '0'.repeat(64),
      revision,
      fixedAt: now.toISOString(),
      parties: { buyer: partyOf(named.buyer), seller: partyOf(named.seller) },
      layout: CONTRACT_DOCUMENT_LAYOUT,
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
