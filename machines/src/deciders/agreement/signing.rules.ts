// When the signing events are allowed, and the signatures the seller's accept (SAA) and the
// buyer's start (AA) need when the contract requires them. Read by `permits`, so the screens
// offer exactly what the decider approves.
import type { AgreementEvent } from '../../events/agreement.events.js';
import type { AgreementEntity } from '../../lifecycles/agreement.machine.js';
import { statusLabel } from '../../lifecycles/status-labels.js';
import { refuse, type Refusal } from '../decision.js';
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

/**
 * Why the signing rules refuse `event`, in the words a party reads, if they do: a document that
 * cannot be prepared or signed now, or an accept or start that waits for signatures.
 */
export function signingRefusal(view: SigningView, event: AgreementEvent): Refusal | undefined {
  const { agreement, signing } = view;
  const closed = refuse(
    'NOT_ALLOWED',
    `This contract can no longer be signed: it is ${statusLabel(agreement.status)}.`,
  );
  switch (event.type) {
    case 'ContractDocumentFixed':
      if (signing.document) return refuse('ALREADY_EXISTS', 'The contract document is already prepared.');
      if (!SIGNABLE.has(agreement.status)) return closed;
      return view.linesAgreed()
        ? undefined
        : refuse(
            'NOT_ALLOWED',
            'The contract document can be prepared once every item and term is agreed by both parties.',
          );
    case 'AgreementSigned':
      if (!SIGNABLE.has(agreement.status)) return closed;
      if (!signing.document) return refuse('NOT_FOUND', 'This contract document does not exist yet.');
      return signing.signatures[event.data.by]
        ? refuse('NOT_ALLOWED', 'You have already signed this contract document.')
        : undefined;
    case 'AgreementAccepted':
    case 'AgreementStarted': {
      if (!signing.required || signedByBoth(signing)) return undefined;
      const action = event.type === 'AgreementAccepted' ? 'accept' : 'start';
      return refuse(
        'NOT_ALLOWED',
        `Both parties must sign the contract document before the ${event.data.by} can ${action} this contract.`,
      );
    }
    default:
      return undefined;
  }
}
