// Every e-invoice the product builds passes the NIC e-invoice schema 1.1 (ajv), with the line's UQC
// as its unit, the agreed rate as its unit price and a credit note's own amounts; what the schema
// or the rules beside it refuse is a 422 naming the field, never JSON that the IRP would reject.
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  addressLines,
  eInvoiceJson,
  invoiceView,
  RegisterForm,
  type AgreementCommandInput,
  type AgreementState,
  type EInvoiceParty,
  type InvoiceLineData,
} from '@samvida/machines';
import { DomainError } from '../../../backend/src/common/errors/domain.error.js';
import { eInvoiceSchemaProblems, validEInvoice } from '../../../backend/src/invoices/e-invoice/e-invoice.validator.js';
import {
  AGREEMENT_ID,
  BUYER,
  BUYER_TERM_ID,
  INVOICE_ID,
  SELLER,
  SYSTEM,
  act,
  draftedAgreement,
  testEnv,
  uuid,
  withStatus,
} from '../../machines/support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const MAHARASHTRA = '27AAPFU0939F1ZV';
const KARNATAKA = '29AAGCB7383J1Z4';
const SELLER_PARTY: EInvoiceParty = {
  gstin: MAHARASHTRA,
  legalName: 'Sunil Traders',
  address: '12, MG Road, Pune - 411001',
  phone: '+919123456789',
  email: 'sunil@example.in',
};
const buyerIn = (gstin: string): EInvoiceParty => ({
  gstin,
  legalName: 'Bina Stores',
  address: gstin === KARNATAKA ? 'Indiranagar, Bengaluru 560038' : 'Andheri East, Mumbai 400069',
  phone: '+919876543210',
  email: null,
});

type Item = Record<string, unknown>;
interface Json {
  ItemList: Item[];
  ValDtls: Record<string, number>;
  PayDtls: Record<string, unknown>;
  SellerDtls: Item;
}

const LAPTOP = uuid(11);
const OIL = uuid(12);
const DESIGN = uuid(13);
const line = (
  AgItemId: string,
  ItemTitle: string,
  ItemCode: string,
  UnitId: string,
  Qty: string,
  Rate: string,
  Tax: string,
) => ({
  AgItemId,
  ItemCode,
  ItemTitle,
  Qty,
  Tax,
  CurrencyId: 'INR',
  UnitId,
  Rate,
  ItemDeliveredInDays: 10,
});
// Laptops in pieces at 18%, cooking oil in litres (the 2.5 × ₹19.99 at 12%), design hours.
const LINES = [
  line(LAPTOP, 'Laptop', '8471', 'PCS', '2', '100.00', '18'),
  line(OIL, 'Cooking oil', '1507', 'LTR', '2.5', '19.99', '12'),
  line(DESIGN, 'Interior design', '998391', 'Hour', '3', '1500.00', '18'),
];

/** The contract of {@link LINES}, started, with an invoice of every line numbered for `buyerGstin`. */
function numberedInvoice(buyerGstin: string): AgreementState {
  let state = draftedAgreement(LINES);
  state = act(state, { type: 'StartAgreement', data: A }, SELLER);
  state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: BUYER_TERM_ID } }, SELLER);
  state = act(state, { type: 'StartContract', data: A }, BUYER);
  const ItemList = LINES.map((l) => ({ AgItemId: l.AgItemId, QuantityDelivered: l.Qty, Rate: l.Rate }));
  state = act(state, { type: 'MakeInvoice', data: { ...A, Id: INVOICE_ID, ItemList } }, SELLER);
  state = act(state, { type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER);
  const number: AgreementCommandInput = {
    type: 'NumberInvoice',
    data: {
      ...A,
      InvoiceId: INVOICE_ID,
      Number: 'SV/25-26/000001',
      FinancialYear: '25-26',
      IssuedOn: '2025-06-01',
      SellerGstin: MAHARASHTRA,
      BuyerGstin: buyerGstin,
    },
  };
  return act(state, number, SYSTEM);
}

/** {@link numberedInvoice} whose note finds one laptop defective and a penalty, settled by a credit note. */
function creditedInvoice(penaltyPercent: string): AgreementState {
  let state = act(
    numberedInvoice(KARNATAKA),
    { type: 'GenerateTxnNote', data: { ...A, InvoiceId: INVOICE_ID } },
    BUYER,
    testEnv(2000),
  );
  const noteId = Object.keys(state.notes)[0]!;
  const laptopLine = Object.entries(state.noteItems).find(([, item]) => item.context.title === 'Laptop')![0];
  state = act(state, { type: 'UpdateTxnNoteItem', data: { ...A, Id: laptopLine, DefectedCount: 1, Rate: 100 } }, BUYER);
  state = act(state, { type: 'UpdateTxnNote', data: { ...A, Id: noteId, PanalityPercent: penaltyPercent } }, BUYER);
  state = act(state, { type: 'CompleteTxnNote', data: { ...A, Id: noteId } }, BUYER, testEnv(3000));
  return act(
    state,
    { type: 'IssueCreditNote', data: { ...A, NoteId: noteId, Number: 'CN/25-26/000001', IssuedOn: '2025-06-05' } },
    SYSTEM,
  );
}

const exported = (state: AgreementState, type: 'INV' | 'CRN', buyer = buyerIn(KARNATAKA)) =>
  eInvoiceJson(invoiceView(state, INVOICE_ID), type, SELLER_PARTY, buyer) as unknown as Json;

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('e-invoices pass the NIC schema 1.1', () => {
  it('an inter-state and an intra-state tax invoice, with UQCs and the agreed rates', () => {
    for (const buyerGstin of [KARNATAKA, '27AAGCB7383J1Z9']) {
      const json = exported(numberedInvoice(buyerGstin), 'INV', buyerIn(buyerGstin));
      expect(eInvoiceSchemaProblems(json)).toEqual([]);
      expect(json.ItemList.map((i) => [i.Qty, i.Unit, i.UnitPrice, i.AssAmt])).toEqual([
        [2, 'PCS', 100, 200],
        // 2.5 × 19.99 = 49.975, taxable 49.98 half-up; the unit price stays the agreed 19.99.
        [2.5, 'LTR', 19.99, 49.98],
        [3, 'OTH', 1500, 4500],
      ]);
      expect(json.ItemList.map((i) => i.IsServc)).toEqual(['N', 'N', 'Y']);
    }
  });

  it('a credit note with its own amounts: what it credits is due, not the invoice’s balance', () => {
    const defects = exported(creditedInvoice('0'), 'CRN');
    expect(eInvoiceSchemaProblems(defects)).toEqual([]);
    // One laptop at 100.00 + 18% IGST.
    expect(defects.ItemList).toEqual([expect.objectContaining({ Qty: 1, Unit: 'PCS', UnitPrice: 100, AssAmt: 100 })]);
    expect(defects.ValDtls).toMatchObject({ AssVal: 100, IgstVal: 18, TotInvVal: 118 });
    expect(defects.PayDtls).toEqual({ Nm: 'Sunil Traders', PaidAmt: 0, PaymtDue: 118 });
    const invoice = exported(creditedInvoice('0'), 'INV');
    expect(invoice.PayDtls.PaymtDue).not.toBe(118);

    // With a 10% penalty every line is credited; lines without returned units credit value alone.
    const penalty = exported(creditedInvoice('10'), 'CRN');
    expect(eInvoiceSchemaProblems(penalty)).toEqual([]);
    expect(penalty.ItemList.map((i) => [i.Qty, i.Unit])).toEqual([
      [1, 'PCS'],
      [1, 'OTH'],
      [1, 'OTH'],
    ]);
    expect(penalty.ItemList.slice(1).every((i) => i.UnitPrice === i.AssAmt)).toBe(true);
    expect(penalty.PayDtls.PaymtDue).toBe(penalty.ValDtls.TotInvVal);
  });

  it('a 1,000-line invoice', () => {
    const state = numberedInvoice(KARNATAKA);
    const template = state.invoices[INVOICE_ID]!.context.items[0]!;
    const items: InvoiceLineData[] = Array.from({ length: 1000 }, (_, n) => ({
      ...template,
      invoiceItemId: uuid(10_000 + n),
      title: `Laptop part ${n + 1}`,
      quantityDelivered: String((n % 7) + 0.5),
      rate: `${(n * 37) % 100000}.${String(n % 100).padStart(2, '0')}`,
      taxPercent: ['0', '5', '12', '18', '28'][n % 5]!,
    }));
    const json = exported(withStatus(state, 'invoices', INVOICE_ID, 'Published', { items }), 'INV');
    expect(json.ItemList).toHaveLength(1000);
    expect(json.ItemList[999]!.SlNo).toBe('1000');
    expect(eInvoiceSchemaProblems(json)).toEqual([]);
  });

  it('names with apostrophes, ampersands and typographic quotes', () => {
    const json = eInvoiceJson(
      invoiceView(numberedInvoice(KARNATAKA), INVOICE_ID),
      'INV',
      { ...SELLER_PARTY, legalName: 'D’Souza & Sons “Pune”' },
      { ...buyerIn(KARNATAKA), legalName: "Rao's Stores" },
    );
    expect(eInvoiceSchemaProblems(json)).toEqual([]);
  });

  it('every address the profile accepts fills the address fields (property)', () => {
    const alphabet = fc.constantFrom(...'abcdefghij KLMNOP,./-#()0123456789'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: alphabet, minLength: 1, maxLength: 193 }), (street) => {
        const address = `${street} 411001`;
        const registered = RegisterForm.safeParse({
          UsrName: 'Asha Verma',
          UsrGstin: MAHARASHTRA,
          UsrAddress: address,
          UsrType: 1,
          PhoneNumber: '+919876543210',
          Password: 'Strong@123',
          ConfirmPassword: 'Strong@123',
        });
        if (!registered.success) return;
        const json = eInvoiceJson(
          invoiceView(numberedInvoice(KARNATAKA), INVOICE_ID),
          'INV',
          { ...SELLER_PARTY, address: registered.data.UsrAddress! },
          buyerIn(KARNATAKA),
        );
        expect(eInvoiceSchemaProblems(json)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('breaks an address into two lines of at most 100 characters at a comma or space', () => {
    expect(addressLines('12, MG Road')).toEqual(['12, MG Road']);
    const street = `${'Flat 4, Building '.repeat(7)}Road`;
    const [first, second] = addressLines(street) as [string, string];
    expect(first.length).toBeLessThanOrEqual(100);
    expect(second.length).toBeGreaterThanOrEqual(3);
    // Only the separator at the break goes.
    expect((first + second).replace(/[,\s]/g, '')).toBe(street.replace(/[,\s]/g, ''));
    expect(addressLines('x'.repeat(101))).toEqual(['x'.repeat(98), 'xxx']);
  });
});

describe('what the schema or its rules refuse is a 422 naming the field', () => {
  const legacy = (patch: Partial<InvoiceLineData>) => {
    const state = numberedInvoice(KARNATAKA);
    const items = state.invoices[INVOICE_ID]!.context.items.map((l, i) => (i === 0 ? { ...l, ...patch } : l));
    return invoiceView(withStatus(state, 'invoices', INVOICE_ID, 'Published', { items }), INVOICE_ID);
  };

  it('a line entered before the rules: a two-digit HSN, a short title with a double quote', () => {
    const view = legacy({ hsnSac: '25', title: 'T"' });
    expect(eInvoiceSchemaProblems(eInvoiceJson(view, 'INV', SELLER_PARTY, buyerIn(KARNATAKA)))).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'ItemList[0].HsnCd' }),
        expect.objectContaining({ field: 'ItemList[0].PrdDesc' }),
      ]),
    );
    const error = refusal(() => validEInvoice(view, 'INV', SELLER_PARTY, buyerIn(KARNATAKA)));
    expect(error.kind).toBe('unprocessable');
    expect(Object.keys(error.errors!)).toEqual(expect.arrayContaining(['ItemList[0].HsnCd', 'ItemList[0].PrdDesc']));
    expect(error.message).toContain('ItemList[0].HsnCd');
  });

  it('a seller whose address has no PIN, or a PIN outside the GSTIN’s state', () => {
    const view = invoiceView(numberedInvoice(KARNATAKA), INVOICE_ID);
    const noPin = refusal(() =>
      validEInvoice(view, 'INV', { ...SELLER_PARTY, address: '12, MG Road, Pune' }, buyerIn(KARNATAKA)),
    );
    expect(noPin.errors).toEqual({ 'SellerDtls.Pin': ['SellerDtls.Pin is missing.'] });
    const elsewhere = refusal(() =>
      validEInvoice(view, 'INV', { ...SELLER_PARTY, address: 'Indiranagar, Bengaluru 560038' }, buyerIn(KARNATAKA)),
    );
    expect(Object.keys(elsewhere.errors!)).toEqual(['SellerDtls.Pin']);
  });
});
