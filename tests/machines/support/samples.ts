// Sample event payloads for machine-level tests.
import type {
  AgreementDrafted,
  AgreementItemData,
  AgreementTermData,
  InvoiceDrafted,
  NoteItemContext,
  PaymentMade,
  ProposalDetailsData,
  SettlementLineInput,
  TxnNoteGenerated,
} from '@samvida/machines';
import { uuid } from './fixtures.js';

export const GENERAL_TERMS = { ldPercent: '2', ldDays: 5, advancePercent: '10', durationDays: 30 };
export const OTHER_TERMS = { ldPercent: '3', ldDays: 7, advancePercent: '15', durationDays: 45 };

export const ITEM: AgreementItemData = {
  itemId: uuid(10),
  hsnSac: '8471',
  title: 'Laptop',
  description: '',
  quantity: '2',
  taxPercent: '18',
  currency: 'INR',
  unit: '1',
  sellerRate: '100.00',
  buyerRate: null,
  sellerCompletionDays: 10,
  buyerCompletionDays: null,
};

export const termOwnedBy = (owner: 'buyer' | 'seller'): AgreementTermData => ({
  termId: uuid(20),
  owner,
  title: 'Delivery',
  text: 'At site',
  isPaymentTerm: false,
  attachmentIds: [],
});

export const DRAFTED: AgreementDrafted['data'] = {
  agreementId: uuid(1),
  by: 'seller',
  contractType: 'Sales',
  parties: { buyerId: 'user-buyer', sellerId: 'user-seller', counterpartyContact: null },
  sourceProposalId: null,
  currency: 'INR',
  generalTerms: GENERAL_TERMS,
  deposit: '0.00',
  startDate: '2025-02-01',
  items: [],
  terms: [],
};

export const INVOICE_LINE = {
  invoiceItemId: uuid(30),
  agItemId: uuid(10),
  hsnSac: '8471',
  title: 'Laptop',
  description: '',
  taxPercent: '18',
  quantityDelivered: '2',
  rate: '100.00',
  note: '',
};

export const INVOICE: InvoiceDrafted['data'] = {
  by: 'seller',
  invoiceId: uuid(31),
  note: 'First lot',
  items: [INVOICE_LINE],
};

export const NOTE_LINE: NoteItemContext = {
  noteItemId: uuid(40),
  noteId: uuid(41),
  invoiceItemId: uuid(30),
  hsnSac: '8471',
  title: 'Laptop',
  description: '',
  taxPercent: '18',
  deliveredCount: '2',
  defectedCount: '0',
  sellerRate: '100.00',
  buyerRate: '100.00',
};

export const NOTE: TxnNoteGenerated['data'] = {
  by: 'buyer',
  noteId: uuid(41),
  invoiceId: uuid(31),
  items: [NOTE_LINE],
};

/** A line of 4 laptops invoiced at 100.00 + 18% and delivered in full at that rate; override what differs. */
export const settlementLine = (overrides: Partial<SettlementLineInput> = {}): SettlementLineInput => ({
  hsnSac: '8471',
  title: 'Laptop',
  taxPercent: '18',
  invoicedQuantity: '4',
  invoicedRate: '100.00',
  deliveredCount: '4',
  defectedCount: '0',
  agreedRate: '100.00',
  ...overrides,
});

export const PAYMENT: PaymentMade['data'] = {
  by: 'buyer',
  paymentId: uuid(50),
  noteId: uuid(41),
  amount: '100.00',
  note: 'UTR 1',
};

export const DETAILS: ProposalDetailsData = {
  title: 'Laptops',
  description: '',
  completionDays: 30,
  ldPercent: '0',
  ldDays: 0,
  inviteOnly: true,
  endDate: null,
  noticePeriodDays: null,
};

/** Every party role an event may carry. */
export const ROLES = ['buyer', 'seller', 'system'] as const;
export const PARTIES = ['buyer', 'seller'] as const;

/** The same event once per role. */
export const byEach = <E extends object>(roles: readonly string[], make: (by: never) => E) =>
  roles.map((by) => make(by as never));

/** Serializes a snapshot by status and context. */
export const byValueAndContext = (s: { value: unknown; context: unknown }) => JSON.stringify([s.value, s.context]);
