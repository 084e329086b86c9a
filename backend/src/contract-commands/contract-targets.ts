// Where each contract command finds its contract, and which entity its outcome names.
import type { AgreementEventType, ContractCommandType } from '@samvida/machines';
import type { AgreementEntityKind } from '../streams/entity-locator.service.js';

// Commands the API names by an entity's own id: the entity kinds it may be and the payload field.
export const LOCATED_BY: { [T in ContractCommandType]?: { kinds: readonly AgreementEntityKind[]; field: string } } = {
  UpdateInvoice: { kinds: ['invoice'], field: 'Id' },
  PublishInvoice: { kinds: ['invoice'], field: 'InvoiceId' },
  UpdateInvoiceItem: { kinds: ['invoice'], field: 'InvoiceId' },
  GenerateTxnNote: { kinds: ['invoice'], field: 'InvoiceId' },
  UpdateTxnNote: { kinds: ['note'], field: 'Id' },
  NegotiateTxnNote: { kinds: ['note'], field: 'Id' },
  AcceptTxnNote: { kinds: ['note'], field: 'Id' },
  CompleteTxnNote: { kinds: ['note'], field: 'Id' },
  PublishTxnNote: { kinds: ['note'], field: 'TxnNoteId' },
  UpdateTxnNoteItem: { kinds: ['noteItem'], field: 'Id' },
  NegotiateTxnNoteItem: { kinds: ['noteItem'], field: 'Id' },
  AcceptTxnNoteItem: { kinds: ['noteItem'], field: 'Id' },
  MakePayment: { kinds: ['notePayment', 'advancePayment'], field: 'NotePaymentId' },
  MarkPaymentReceived: { kinds: ['payment'], field: 'PaymentId' },
  MarkPaymentNotReceived: { kinds: ['payment'], field: 'PaymentId' },
  RespondToPayment: { kinds: ['payment'], field: 'PaymentId' },
};

// Commands whose outcome names the entity they create: the creating event and its id field.
export const CREATES: { [T in ContractCommandType]?: { event: AgreementEventType; field: string } } = {
  MakeInvoice: { event: 'InvoiceDrafted', field: 'invoiceId' },
  GenerateTxnNote: { event: 'TxnNoteGenerated', field: 'noteId' },
  MakePayment: { event: 'PaymentMade', field: 'paymentId' },
  PayAdvance: { event: 'PaymentMade', field: 'paymentId' },
};
