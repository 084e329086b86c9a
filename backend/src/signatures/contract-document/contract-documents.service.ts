import { Inject, Injectable } from '@nestjs/common';
import {
  agreementDecider,
  streamName,
  type AgreementEvent,
  type AgreementSigned,
  type AgreementState,
  type ContractDocumentFixed,
  type RecordedEvent,
} from '@samvida/machines';
import { EVENT_STORE, type EventStore } from '../../event-store/event-store.port.js';
import { SignatureError } from '../signature.errors.js';
import { renderContractDocument } from './contract-document.pdf.js';
import { sha256Hex } from './sha256.js';
import type { EventPosition } from './signing-certificate.pdf.js';

const positionOf = (event: RecordedEvent): EventPosition => ({
  streamVersion: event.streamVersion,
  globalPosition: event.globalPosition,
  eventHash: event.hash,
});

// One fixed contract document as its stream records it: what it was rendered from and what followed.
export interface DocumentHistory {
  // The stream just before the document was fixed.
  state: AgreementState;
  fixed: ContractDocumentFixed['data'] & EventPosition;
  signatures: (AgreementSigned['data'] & EventPosition)[];
  voidedBecause: string | null;
}

// Reads fixed contract documents back from the agreement stream and re-renders them byte for byte.
@Injectable()
export class ContractDocuments {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  // Document `version` of the agreement (the latest when omitted), or 404.
  async history(agreementId: string, version?: number): Promise<DocumentHistory> {
    const events = (await this.store.readStream(streamName('agreement', agreementId))) as (RecordedEvent &
      AgreementEvent)[];
    let state = agreementDecider.initialState;
    let found: DocumentHistory | undefined;
    for (const event of events) {
      if (event.type === 'ContractDocumentFixed' && (version === undefined || event.data.documentVersion === version))
        found = { state, fixed: { ...event.data, ...positionOf(event) }, signatures: [], voidedBecause: null };
      else if (found && event.type === 'AgreementSigned' && event.data.documentVersion === found.fixed.documentVersion)
        found.signatures.push({ ...event.data, ...positionOf(event) });
      else if (found && event.type === 'SignaturesVoided' && event.data.documentVersion === found.fixed.documentVersion)
        found.voidedBecause = event.data.reason;
      state = agreementDecider.evolve(state, event);
    }
    if (!found) throw new SignatureError('DOCUMENT_NOT_FOUND');
    return found;
  }

  // The PDF bytes of a recorded document: rendered again from the stream, checked against the recorded hash.
  async pdf(agreementId: string, history: DocumentHistory): Promise<Buffer> {
    const bytes = await renderContractDocument({ agreementId, state: history.state, fixed: history.fixed });
    if (sha256Hex(bytes) !== history.fixed.hash) throw new SignatureError('DOCUMENT_MISMATCH');
    return bytes;
  }
}
