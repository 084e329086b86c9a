// A valid payload for every agreement command aimed at one entity, to check that decide accepts
// what availableActions offers and refuses the rest.
import type { AgreementCommandInput, AgreementCommandType, AgreementState } from '@samvida/machines';
import { AGREEMENT_ID, ITEM_ID, uuid } from './fixtures.js';

export function sampleCommand(type: AgreementCommandType, id: string, state: AgreementState): AgreementCommandInput {
  const A = { AgreementId: AGREEMENT_ID };
  const item = { ItemTitle: 'Mouse', Qty: 1, Tax: 18, CurrencyId: 'INR', UnitId: 1, Rate: 10, ItemDeliveredInDays: 3 };
  const general = { LDPercent: 1, LDDays: 2, Advance: 5, AgreementDuration: 20 };
  const note = state.notes[id]?.context;
  const payment = { PaymentId: id, Note: 'ok' };
  const party = { name: 'A', address: 'Pune', gstin: '', pan: '', contact: '+919800000001' };
  const samples: { [T in AgreementCommandType]: Extract<AgreementCommandInput, { type: T }>['data'] } = {
    DraftAgreement: { CreatorType: 'seller', OtherPartyContactInfo: 'x@y.in', ContractType: 'Sales' },
    JoinAgreement: A,
    GrantAuditorAccess: { ...A, AuditorId: 'user-auditor-2' },
    RevokeAuditorAccess: { ...A, AuditorId: 'user-auditor' },
    UpdateB2CContract: { ...A, ...general },
    StartAgreement: A,
    StartContract: A,
    RejectAgreement: { ...A, RemarkText: 'No' },
    NegotiateAgreement: { ...A, ...general, RemarkText: 'Counter' },
    AcceptAgreement: A,
    DiscardAgreement: A,
    CompleteAgreement: A,
    CloseAgreement: A,
    ExpireAgreement: A,
    ArchiveAgreement: A,
    UnarchiveAgreement: A,
    EndAgreementStorage: A,
    DeleteAgreementFiles: A,
    AddAgreementItem: { ...A, ...item, AgItemId: uuid(900) },
    UpdateAgreementItem: { ...A, ...item, AgItemId: id },
    RemoveAgreementItem: { ...A, AgItemId: id },
    WithdrawAwardedItems: { ...A, AgItemIds: [ITEM_ID], ProposalId: uuid(901), AwardEventId: uuid(902) },
    NegotiateItem: { ...A, ItemId: id, Amount: '95.50', CompletionDays: 9, RemarkText: 'Counter' },
    AcceptItem: { ...A, ItemId: id },
    AddAgreementTerm: { ...A, TermTitle: 'Packing', TermTxt: 'Boxed' },
    AddAgreementTerms: { ...A, Terms: [{ TermTitle: 'Packing', TermTxt: 'Boxed' }] },
    UpdateAgreementTerm: { ...A, TermId: id, TermTitle: 'Delivery', TermTxt: 'Door' },
    DeleteAgreementTerm: { ...A, TermId: id },
    NegotiateTerm: { ...A, TermId: id, TermTitle: 'Delivery', TermTxt: 'Door', RemarkText: 'Counter' },
    AcceptTerm: { ...A, TermId: id },
    RemarkAgreement: { ...A, RemarkText: 'Hello', ParentId: null },
    MakeInvoice: { ...A, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 100 }] },
    UpdateInvoice: {
      ...A,
      Id: id,
      InvoiceNote: 'Edited',
      ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 100 }],
    },
    UpdateInvoiceItem: {
      ...A,
      InvoiceId: id,
      Id: state.invoices[id]?.context.items[0]?.invoiceItemId ?? uuid(901),
      QuantityDelivered: 1,
      Rate: 100,
    },
    PublishInvoice: { ...A, InvoiceId: id },
    NumberInvoice: {
      ...A,
      InvoiceId: id,
      Number: 'SV/24-25/000001',
      FinancialYear: '24-25',
      IssuedOn: '2025-01-15',
      SellerGstin: null,
      BuyerGstin: null,
    },
    IssueCreditNote: {
      ...A,
      NoteId: state.invoices[id]?.context.noteId ?? uuid(903),
      Number: 'CN/24-25/000001',
      IssuedOn: '2025-01-15',
    },
    GenerateTxnNote: { ...A, InvoiceId: id },
    UpdateTxnNote: { ...A, Id: id, PanalityPercent: 5, NoteRemark: 'Late' },
    PublishTxnNote: { ...A, TxnNoteId: id },
    NegotiateTxnNote: { ...A, Id: id, PanalityPercent: 2, NoteRemark: 'Less' },
    AcceptTxnNote: { ...A, Id: id },
    CompleteTxnNote: { ...A, Id: id },
    UpdateTxnNoteItem: { ...A, Id: id, DefectedCount: 0, Rate: 90 },
    NegotiateTxnNoteItem: { ...A, Id: id, DefectedCount: 0, Rate: 95 },
    AcceptTxnNoteItem: { ...A, Id: id },
    MakePayment: { ...A, NotePaymentId: note?.notePaymentId ?? uuid(902), PaidAmount: '1.00', PaymentNote: 'UTR 1' },
    PayAdvance: {
      ...A,
      NotePaymentId: state.agreement?.context.advance?.notePaymentId ?? uuid(904),
      PaidAmount: '1.00',
      PaymentNote: 'Advance',
    },
    MarkPaymentReceived: { ...A, ...payment },
    MarkPaymentNotReceived: { ...A, ...payment },
    RespondToPayment: { ...A, ...payment },
    SetPurchaseOrderDetails: {
      ...A,
      PoTitle: 'Mice',
      PoRaisedForPhoneNumber: '+919876543210',
      PoCompletionDurationInDays: 30,
      PoNotificationPeriod: 5,
      RaisedBy: 'Seller',
    },
    AddPoTax: { ...A, title: 'Cess', percent: 1 },
    RemovePoTax: { ...A, TaxId: uuid(903) },
    AddPoPayment: { ...A, type: 'A', note: 'Advance', amt: 10 },
    RemovePoPayment: { ...A, PayId: uuid(904) },
    AddPoAttachment: { ...A, AttachmentType: 'N', Title: 'Drawing', Attachments: ['upload-1'] },
    RemovePoAttachment: { ...A, AttachmentId: uuid(905) },
    RequireSignatures: { ...A, Required: true },
    FixContractDocument: {
      ...A,
      Hash: 'a'.repeat(64),
      Revision: state.signing.revision,
      Parties: { buyer: party, seller: party },
    },
    SignContract: {
      ...A,
      Hash: state.signing.document?.hash ?? 'b'.repeat(64),
      Method: 'otp-sms',
      SignerIp: '127.0.0.1',
      UserAgent: 'jest',
    },
  };
  return { type, data: samples[type] } as AgreementCommandInput;
}
