// When the signing events are allowed, and the signatures the buyer's start (AA) needs when the
// contract requires them. Read by `permits`, so the screens offer exactly what the decider approves.
import type { AgreementEvent } from '../../events/agreement.events.js';
import type { AgreementEntity } from '../../lifecycles/agreement.machine.js';
import { statusLabel } from '../../lifecycles/status-labels.js';
import { refuse, type Refusal } from '../decision.js';
import { signedByBoth, signedByEither, type SigningState } from './signing.state.js';

/** Statuses in which the agreed state can be fixed as the contract document and signed. */
const SIGNABLE = new Set(['Proposed', 'Waiting for Seller', 'Waiting for Buyer', 'Accepted', 'Active']);

/**
 * What the signing rules read: the agreement, its signing state, whether every line is agreed and
 * the first counter-offer still open (in words), if any.
 */
export interface SigningView {
  agreement: AgreementEntity;
  signing: SigningState;
  linesAgreed: () => boolean;
  openCounter: () => string | undefined;
}

/** False when the signing rules forbid `event`; true for events they do not concern. */
export function signingPermits(view: SigningView, event: AgreementEvent): boolean {
  const { agreement, signing } = view;
  const signable = SIGNABLE.has(agreement.status);
  switch (event.type) {
    case 'SignatureRequirementSet':
      return agreement.status === 'Draft' && event.data.by === agreement.context.creatorRole;
    case 'ContractDocumentFixed':
      return signable && !signing.document && !view.openCounter() && view.linesAgreed();
    case 'AgreementSigned':
      return signable && !!signing.document && !signing.signatures[event.data.by];
    case 'SignaturesVoided':
      return !!signing.document;
    // Accepting the general terms (AgreementAccepted) is what closes a counter on them, so it cannot
    // wait for a document, which is only prepared once no counter is open.
    case 'AgreementStarted':
      return !signing.required || signedByBoth(signing);
    // A signature fixes the document's lines: an award no longer takes them away.
    case 'ItemsWithdrawnByAward':
      return !signedByEither(signing);
    default:
      return true;
  }
}

/**
 * Why the signing rules refuse `event`, in the words a party reads, if they do: a document that
 * cannot be prepared or signed now (a counter-offer still open included), or a start that waits
 * for signatures.
 */
export function signingRefusal(view: SigningView, event: AgreementEvent): Refusal | undefined {
  const { agreement, signing } = view;
  const closed = refuse(
    'NOT_ALLOWED',
    `This contract can no longer be signed: it is ${statusLabel(agreement.status)}.`,
  );
  switch (event.type) {
    case 'ContractDocumentFixed': {
      if (signing.document) return refuse('ALREADY_EXISTS', 'The contract document is already prepared.');
      if (!SIGNABLE.has(agreement.status)) return closed;
      const counter = view.openCounter();
      if (counter)
        return refuse(
          'NOT_ALLOWED',
          `The contract document cannot be prepared while a counter-offer is open: ${counter}.`,
        );
      return view.linesAgreed()
        ? undefined
        : refuse(
            'NOT_ALLOWED',
            'The contract document can be prepared once every item and term is agreed by both parties.',
          );
    }
    case 'AgreementSigned':
      if (!SIGNABLE.has(agreement.status)) return closed;
      if (!signing.document) return refuse('NOT_FOUND', 'This contract document does not exist yet.');
      return signing.signatures[event.data.by]
        ? refuse('NOT_ALLOWED', 'You have already signed this contract document.')
        : undefined;
    case 'ItemsWithdrawnByAward':
      return signedByEither(signing)
        ? refuse('NOT_ALLOWED', 'This agreement is already signed: an award can no longer take its items away.')
        : undefined;
    case 'AgreementStarted':
      return !signing.required || signedByBoth(signing)
        ? undefined
        : refuse(
            'NOT_ALLOWED',
            'Both parties must sign the contract document before the buyer can start this contract.',
          );
    default:
      return undefined;
  }
}
