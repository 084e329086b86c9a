// When the signing events are allowed, and the signatures the seller's accept (SAA) and the
// buyer's start (AA) need when the contract requires them. Read by `permits`, so the screens
// offer exactly what the decider approves.
import type { AgreementEvent } from '../../events/agreement.events.js';
import type { AgreementEntity } from '../../lifecycles/agreement.machine.js';
import { signedByBoth, type SigningState } from './signing.state.js';

/** Statuses in which the agreed state can be fixed as the contract document and signed. */
const SIGNABLE = new Set(['Proposed', 'Waiting for Seller', 'Waiting for Buyer', 'Accepted', 'Active']);

/** What the signing rules read: the agreement, its signing state and whether every line is agreed. */
export interface SigningView {
  agreement: AgreementEntity;
  signing: SigningState;
  linesAgreed: () => boolean;
}

/** False when the signing rules forbid `event`; true for events they do not concern. */
export function signingPermits({ agreement, signing, linesAgreed }: SigningView, event: AgreementEvent): boolean {
  const signable = SIGNABLE.has(agreement.status);
  switch (event.type) {
    case 'SignatureRequirementSet':
      return agreement.status === 'Draft' && event.data.by === agreement.context.creatorRole;
    case 'ContractDocumentFixed':
      return signable && !signing.document && linesAgreed();
    case 'AgreementSigned':
      return signable && !!signing.document && !signing.signatures[event.data.by];
    case 'SignaturesVoided':
      return !!signing.document;
    case 'AgreementAccepted':
    case 'AgreementStarted':
      return !signing.required || signedByBoth(signing);
    default:
      return true;
  }
}

/** Why the seller's accept or the buyer's start waits for signatures, if it does. */
export function signatureBlocker(signing: SigningState, event: AgreementEvent): string | undefined {
  if (event.type !== 'AgreementAccepted' && event.type !== 'AgreementStarted') return undefined;
  if (!signing.required || signedByBoth(signing)) return undefined;
  const action = event.type === 'AgreementAccepted' ? 'accept' : 'start';
  return `Both parties must sign the contract document before the ${event.data.by} can ${action} this contract.`;
}
