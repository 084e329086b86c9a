import type { AgreementEvent, AgreementState, ContractDocument } from '@samvida/machines';
import { outcomeOf, type CommandOutcome } from '../agreements/agreement-moves.service.js';
import type { WriteResult } from '../streams/stream-writer.service.js';

/** A contract document as the API answers it. */
export interface DocumentInfo {
  DocumentVersion: number;
  Hash: string;
  FixedAt: string;
}

export const documentInfo = (document: ContractDocument): DocumentInfo => ({
  DocumentVersion: document.version,
  Hash: document.hash,
  FixedAt: document.fixedAt,
});

/** What a signing command answers: the agreement's new stream version and the events it appended. */
export type SigningOutcome = Omit<CommandOutcome, 'status'>;

export const signingOutcome = (
  agreementId: string,
  result: WriteResult<AgreementState, AgreementEvent>,
): SigningOutcome => {
  const { status: _status, ...outcome } = outcomeOf(agreementId, result);
  return outcome;
};
