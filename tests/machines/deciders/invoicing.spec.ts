// Invoicing rules decided by the machines: the items an invoice may bill, the quantity cap, the LD
// penalty prefill, the tax invoice number (system only, once) and the credit note of a note settling for less.
import { describe, expect, it } from '@jest/globals';
import {
  decideAgreement,
  invoiceable,
  ITEM_STATUSES,
  type AgreementCommandInput,
  type AgreementState,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  INVOICE_ID,
  ITEM_ID,
  SELLER,
  SYSTEM,
  accepted,
  act,
  activeAgreement,
  contractWithNote,
  expectRefused,
  fold,
  testEnv,
  uuid,
  withStatus,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const make = (Id: string, QuantityDelivered: string | number): AgreementCommandInput => ({
  type: 'MakeInvoice',
  data: { ...A, Id, ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered, Rate: '100.00' }] },
});
const numberIt: AgreementCommandInput = {
  type: 'NumberInvoice',
  data: {
    ...A,
    InvoiceId: INVOICE_ID,
    Number: 'SV/24-25/000001',
    FinancialYear: '24-25',
    IssuedOn: '2025-03-01',
    SellerGstin: '27AAPFU0939F1ZV',
    BuyerGstin: '29AAGCB7383J1Z4',
  },
};

describe('invoice quantity cap', () => {
  it('bills at most the agreed quantity less what other invoices bill', () => {
    // The contract agrees 5 laptops.
    let state = act(activeAgreement(), make(uuid(700), 3), SELLER);
    expect(decideAgreement(state, make(uuid(701), 2.001), SELLER, testEnv())).toEqual({
      ok: false,
      code: 'INVALID_COMMAND',
      reason: "The quantity of 'Laptop' cannot be more than 2, what is left to invoice of the 5 agreed.",
    });
    state = act(state, make(uuid(701), 2), SELLER);
    expectRefused(decideAgreement(state, make(uuid(702), 1), SELLER, testEnv()), 'INVALID_COMMAND');
    // Editing an invoice does not count its own lines against it.
    const edit: AgreementCommandInput = {
      type: 'UpdateInvoice',
      data: { ...A, Id: uuid(700), ItemList: [{ AgItemId: ITEM_ID, QuantityDelivered: 3, Rate: '99.00' }] },
    };
    expect(decideAgreement(state, edit, SELLER, testEnv()).ok).toBe(true);
    const editLine: AgreementCommandInput = {
      type: 'UpdateInvoiceItem',
      data: {
        ...A,
        InvoiceId: uuid(700),
        Id: state.invoices[uuid(700)]!.context.items[0]!.invoiceItemId,
        QuantityDelivered: 4,
        Rate: '100.00',
      },
    };
    expectRefused(decideAgreement(state, editLine, SELLER, testEnv()), 'INVALID_COMMAND');
  });

  it('refuses negative or absurd quantities and the same item twice', () => {
    const state = activeAgreement();
    expectRefused(decideAgreement(state, make(uuid(700), -1), SELLER, testEnv()), 'INVALID_COMMAND');
    expectRefused(decideAgreement(state, make(uuid(700), '1e9'), SELLER, testEnv()), 'INVALID_COMMAND');
    const twice: AgreementCommandInput = {
      type: 'MakeInvoice',
      data: {
        ...A,
        ItemList: [
          { AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 1 },
          { AgItemId: ITEM_ID, QuantityDelivered: 1, Rate: 1 },
        ],
      },
    };
    expect(decideAgreement(state, twice, SELLER, testEnv())).toMatchObject({
      reason: 'Each item can appear only once on an invoice.',
    });
  });
});

describe('invoiceable items', () => {
  it('bills exactly the items /DraftInvoice lists: those `invoiceable` says, the Active ones', () => {
    expect(ITEM_STATUSES.filter(invoiceable)).toEqual(['Active']);
    for (const status of ITEM_STATUSES) {
      const state = withStatus(activeAgreement(), 'items', ITEM_ID, status);
      expect(decideAgreement(state, make(uuid(700), 1), SELLER, testEnv())).toMatchObject(
        invoiceable(status)
          ? { ok: true }
          : { ok: false, reason: 'Only active items of this agreement can be invoiced.' },
      );
    }
  });
});

describe('LD penalty prefill', () => {
  const noteOn = (now: string) => {
    const { state } = contractWithNote();
    const invoiceOnly: AgreementState = { ...state, notes: {}, noteItems: {} };
    invoiceOnly.invoices = {
      [INVOICE_ID]: {
        ...state.invoices[INVOICE_ID]!,
        context: { ...state.invoices[INVOICE_ID]!.context, noteId: null },
      },
    };
    const events = accepted(
      invoiceOnly,
      { type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } },
      BUYER,
      testEnv(5000, now),
    );
    return (events[0]!.data as { penaltyPercent: string }).penaltyPercent;
  };

  it('is the agreed LD percent once delivery is later than completion plus LD days', () => {
    // Completion 2025-03-03 (start 2025-02-01 + 30 days), LD 2% after 5 days.
    expect(noteOn('2025-03-08T12:00:00.000Z')).toBe('0');
    expect(noteOn('2025-03-09T00:00:00.000Z')).toBe('2');
  });
});

describe('tax invoice number and credit note', () => {
  it('numbers a published invoice once, by the system only', () => {
    const { state } = contractWithNote();
    expectRefused(decideAgreement(state, numberIt, SELLER, testEnv()), 'NOT_ALLOWED');
    const numbered = act(state, numberIt, SYSTEM);
    expect(numbered.invoices[INVOICE_ID]!.context.tax).toMatchObject({ number: 'SV/24-25/000001' });
    expectRefused(decideAgreement(numbered, numberIt, SYSTEM, testEnv()), 'NOT_ALLOWED');
  });

  it('issues a credit note for what a completed note leaves unpaid', () => {
    const { state: start, noteId, noteItemId } = contractWithNote();
    let state = act(start, numberIt, SYSTEM);
    const credit: AgreementCommandInput = {
      type: 'IssueCreditNote',
      data: { ...A, NoteId: noteId, Number: 'CN/24-25/000001', IssuedOn: '2025-03-10' },
    };
    expectRefused(decideAgreement(state, credit, SYSTEM, testEnv()), 'NOT_ALLOWED');
    state = act(
      state,
      { type: 'UpdateTxnNoteItem', data: { ...A, Id: noteItemId, DefectedCount: 1, Rate: 90 } },
      BUYER,
    );
    state = act(state, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER);
    // Invoiced 2 x 100 + 18% = 236.00; settled 1 x 90 + 18% = 106.20; credit 110.00 + 19.80.
    expect(state.notes[noteId]!.context.totalDue).toBe('106.20');
    const events = accepted(state, credit, SYSTEM, testEnv(6000));
    expect(events).toEqual([
      {
        type: 'CreditNoteIssued',
        data: {
          by: 'system',
          creditNoteId: uuid(6000),
          invoiceId: INVOICE_ID,
          noteId,
          number: 'CN/24-25/000001',
          issuedOn: '2025-03-10',
          lines: [
            {
              hsnSac: '8471',
              title: 'Laptop',
              taxPercent: '18',
              quantity: '1',
              taxable: '110.00',
              tax: '19.80',
              total: '129.80',
            },
          ],
        },
      },
    ]);
    expectRefused(decideAgreement(fold(events, state), credit, SYSTEM, testEnv()), 'NOT_ALLOWED');
  });
});
