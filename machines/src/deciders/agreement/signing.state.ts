// The signing part of an agreement's state: the per-contract setting, the current contract
// document and the signatures on it. Folded from the agreement stream's events; pure.
import type { AgreementEvent, AgreementEventType } from '../../events/agreement.events.js';
import type { SigningMethod } from '../../events/signature.events.js';
import type { Party } from '../../rules/fields.js';

/** The document the parties sign now: its SHA-256 and the agreed-terms revision it shows. */
export interface ContractDocument {
  version: number;
  hash: string;
  revision: number;
  fixedAt: string;
}

/** One party's signature on the current document. */
export interface SignatureRecord {
  signerId: string;
  documentVersion: number;
  hash: string;
  method: SigningMethod;
  signedAt: string;
  ip: string;
  userAgent: string;
}

/** A member's approval of the agreed terms at `revision`, for their party's business. */
export interface MemberApproval {
  by: Party;
  memberId: string;
  revision: number;
}

export interface SigningState {
  /** Both signatures are needed before the buyer's start (AA). */
  required: boolean;
  /** How many times the agreed terms changed; a document shows one revision. */
  revision: number;
  /** Documents fixed so far (the next one gets this plus one). */
  documentCount: number;
  /** Null until fixed, and again once a change of agreed terms voids it. */
  document: ContractDocument | null;
  signatures: Partial<Record<Party, SignatureRecord>>;
  /** Members' approvals to send or start, each of the terms as they stood (older states lack it). */
  approvals?: MemberApproval[];
}

export const initialSigning: SigningState = {
  required: false,
  revision: 0,
  documentCount: 0,
  document: null,
  signatures: {},
};

/** Events that change what the parties agree on (and so what the contract document shows). */
const TERM_CHANGES: ReadonlySet<AgreementEventType> = new Set<AgreementEventType>([
  'AgreementDetailsEdited',
  'AgreementNegotiated',
  'ItemAdded',
  'ItemEdited',
  'ItemRemoved',
  'ItemsWithdrawnByAward',
  'ItemNegotiated',
  'TermAdded',
  'TermEdited',
  'TermRemoved',
  'TermNegotiated',
]);

/** True when `event` changes the agreed terms. */
export const changesAgreedTerms = (event: AgreementEvent): boolean => TERM_CHANGES.has(event.type);

/** Folds one agreement event into the signing state. */
export function evolveSigning(signing: SigningState, event: AgreementEvent): SigningState {
  if (changesAgreedTerms(event)) return { ...signing, revision: signing.revision + 1 };
  switch (event.type) {
    case 'SignatureRequirementSet':
      return { ...signing, required: event.data.required };
    case 'ContractDocumentFixed': {
      const { documentVersion: version, hash, revision, fixedAt } = event.data;
      return { ...signing, documentCount: version, document: { version, hash, revision, fixedAt }, signatures: {} };
    }
    case 'AgreementSigned': {
      const { by, documentVersion, ...rest } = event.data;
      const record: SignatureRecord = { documentVersion, ...rest };
      return { ...signing, signatures: { ...signing.signatures, [by]: record } };
    }
    case 'SignaturesVoided':
      return { ...signing, document: null, signatures: {} };
    case 'AgreementApproved': {
      const { by, memberId, revision } = event.data;
      return { ...signing, approvals: [...(signing.approvals ?? []), { by, memberId, revision }] };
    }
    default:
      return signing;
  }
}

/** True when either party signed the current document: signatures fix what it shows. */
export const signedByEither = (signing: SigningState): boolean =>
  !!signing.document && (!!signing.signatures.buyer || !!signing.signatures.seller);

/** True when both parties signed the current document. */
export const signedByBoth = (signing: SigningState): boolean =>
  !!signing.document && !!signing.signatures.buyer && !!signing.signatures.seller;

/**
 * The version and the terms' revision the next contract document of `signing` is fixed with: what
 * the server renders, and what FixContractDocument records.
 */
export const nextDocument = (signing: SigningState): { version: number; revision: number } => ({
  version: signing.documentCount + 1,
  revision: signing.revision,
});
