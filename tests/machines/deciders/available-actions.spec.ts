// decideAgreement refuses exactly what availableActions does not offer: for every entity in every
// status, every actor and every command, an offered action with a valid payload is approved and
// an action not offered is refused.
import { describe, expect, it } from '@jest/globals';
import {
  AGREEMENT_COMMAND_TYPES,
  AGREEMENT_STATUSES,
  INVOICE_STATUSES,
  ITEM_STATUSES,
  NOTE_ITEM_STATUSES,
  PAYMENT_STATUSES,
  TERM_STATUSES,
  TXN_NOTE_STATUSES,
  availableActions,
  availableAgreementActions,
  decideAgreement,
  initialAgreementState,
  type AgreementCommandType,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  ITEM_ID,
  INVOICE_ID,
  SELLER,
  SELLER_TERM_ID,
  STRANGER,
  SYSTEM,
  act,
  contractWithPayment,
  draftedAgreement,
  testEnv,
  withStatus,
} from '../support/fixtures.js';
import { sampleCommand } from '../support/sample-commands.js';

type Collection = 'agreement' | 'items' | 'terms' | 'invoices' | 'notes' | 'noteItems' | 'payments';
const COMMAND_ON: Record<Exclude<AgreementCommandType, 'DraftAgreement'>, Collection> = {
  JoinAgreement: 'agreement',
  GrantAuditorAccess: 'agreement',
  RevokeAuditorAccess: 'agreement',
  UpdateB2CContract: 'agreement',
  StartAgreement: 'agreement',
  StartContract: 'agreement',
  RejectAgreement: 'agreement',
  NegotiateAgreement: 'agreement',
  AcceptAgreement: 'agreement',
  DiscardAgreement: 'agreement',
  CompleteAgreement: 'agreement',
  CloseAgreement: 'agreement',
  ExpireAgreement: 'agreement',
  ArchiveAgreement: 'agreement',
  UnarchiveAgreement: 'agreement',
  ApproveAgreement: 'agreement',
  EndAgreementStorage: 'agreement',
  DeleteAgreementFiles: 'agreement',
  AddAgreementItem: 'agreement',
  AddAgreementTerm: 'agreement',
  AddAgreementTerms: 'agreement',
  RemarkAgreement: 'agreement',
  MakeInvoice: 'agreement',
  UpdateAgreementItem: 'items',
  RemoveAgreementItem: 'items',
  NegotiateItem: 'items',
  AcceptItem: 'items',
  UpdateAgreementTerm: 'terms',
  DeleteAgreementTerm: 'terms',
  NegotiateTerm: 'terms',
  AcceptTerm: 'terms',
  UpdateInvoice: 'invoices',
  UpdateInvoiceItem: 'invoices',
  PublishInvoice: 'invoices',
  NumberInvoice: 'invoices',
  IssueCreditNote: 'invoices',
  GenerateTxnNote: 'invoices',
  UpdateTxnNote: 'notes',
  PublishTxnNote: 'notes',
  NegotiateTxnNote: 'notes',
  AcceptTxnNote: 'notes',
  CompleteTxnNote: 'notes',
  MakePayment: 'notes',
  PayAdvance: 'agreement',
  UpdateTxnNoteItem: 'noteItems',
  NegotiateTxnNoteItem: 'noteItems',
  AcceptTxnNoteItem: 'noteItems',
  MarkPaymentReceived: 'payments',
  MarkPaymentNotReceived: 'payments',
  RespondToPayment: 'payments',
  SetPurchaseOrderDetails: 'agreement',
  AddPoTax: 'agreement',
  RemovePoTax: 'agreement',
  AddPoPayment: 'agreement',
  RemovePoPayment: 'agreement',
  AddPoAttachment: 'agreement',
  RemovePoAttachment: 'agreement',
  RequireSignatures: 'agreement',
  FixContractDocument: 'agreement',
  SignContract: 'agreement',
  WithdrawAwardedItems: 'agreement',
};

const full = contractWithPayment();
// With an auditor already granted, so that revoking has someone to revoke.
const withAuditor = (state: AgreementState) =>
  act(state, { type: 'GrantAuditorAccess', data: { AgreementId: AGREEMENT_ID, AuditorId: 'user-auditor' } }, BUYER);
const ids: Record<Collection, string[]> = {
  agreement: [AGREEMENT_ID],
  items: [ITEM_ID],
  terms: [BUYER_TERM_ID, SELLER_TERM_ID],
  invoices: [INVOICE_ID],
  notes: [full.noteId],
  noteItems: [full.noteItemId],
  payments: [full.paymentId],
};
const statuses: Record<Collection, readonly string[]> = {
  agreement: AGREEMENT_STATUSES,
  items: ITEM_STATUSES,
  terms: TERM_STATUSES,
  invoices: INVOICE_STATUSES,
  notes: TXN_NOTE_STATUSES,
  noteItems: NOTE_ITEM_STATUSES,
  payments: PAYMENT_STATUSES,
};

// The full contract with one entity at a time forced into each of its statuses, plus a draft.
const states: [string, AgreementState][] = [['draft', withAuditor(draftedAgreement())]];
for (const collection of Object.keys(ids) as Collection[])
  for (const id of ids[collection])
    for (const status of statuses[collection])
      states.push([`${collection} ${status}`, withStatus(withAuditor(full.state), collection, id, status)]);

const INVOICING = new Set(['MakeInvoice', 'UpdateInvoice']);
// Members of businesses that ask for two members' approval above ₹1 (every sample contract is worth more).
const approving = (actor: typeof BUYER) => ({ ...actor, memberId: `${actor.userId}-member`, approvalAbove: '1.00' });
const actors = {
  buyer: BUYER,
  seller: SELLER,
  system: SYSTEM,
  stranger: STRANGER,
  'approving buyer': approving(BUYER),
  'approving seller': approving(SELLER),
};

describe('availableActions and decideAgreement agree', () => {
  it.each(states)('in state: %s', (_name, state) => {
    for (const [who, actor] of Object.entries(actors)) {
      const offered = availableActions(state, actor);
      for (const [type, collection] of Object.entries(COMMAND_ON) as [
        Exclude<AgreementCommandType, 'DraftAgreement'>,
        Collection,
      ][])
        for (const id of collection === 'agreement' ? [AGREEMENT_ID] : Object.keys(state[collection])) {
          const list = collection === 'agreement' ? offered.agreement : offered[collection][id]!;
          const isOffered = list.some((a) => a.command === type);
          const decision = decideAgreement(state, sampleCommand(type, id, state), actor, testEnv());
          const label = `${who} ${type} on ${collection} ${id}`;
          // Invoices take only Active items; states forced here can lack one (a real contract cannot).
          const invoiceable = !INVOICING.has(type) || Object.values(state.items).some((i) => i.status === 'Active');
          const expected = !isOffered ? 'refused' : invoiceable ? 'approved' : 'INVALID_COMMAND';
          const outcome = decision.ok ? 'approved' : isOffered ? decision.code : 'refused';
          expect([label, outcome]).toEqual([label, expected]);
        }
    }
  });

  it('offers nothing to a stranger or on an empty stream', () => {
    const { state } = contractWithPayment();
    const none = availableAgreementActions(state, STRANGER);
    expect(none.agreement).toEqual([]);
    expect(Object.values(none.items).flat()).toEqual([]);
    expect(availableAgreementActions(initialAgreementState, BUYER).agreement).toEqual([]);
  });

  it('lists every command type in the check', () => {
    expect(Object.keys(COMMAND_ON).sort()).toEqual(
      AGREEMENT_COMMAND_TYPES.filter((t) => t !== 'DraftAgreement').sort(),
    );
  });
});
