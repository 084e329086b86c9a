// The documents of an invoice over HTTP: the seller's payment details on the profile, the tax
// invoice PDF with every Rule 46 particular (unit and rate, each tax's rate, the State of the place
// of supply, reverse charge, signatory, IRN and signed QR code, bank account and a UPI QR code of
// the amount due), the credit note's Rule 53 particulars, and the e-way bill JSON of a goods invoice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  EWAY_BILL_MESSAGES,
  PAYMENT_DETAIL_MESSAGES,
  belowEwayThreshold,
  upiPaymentUri,
  type InvoiceView,
} from '@samvida/machines';
import { IRN_REGISTRAR, type IrnRegistrar } from '../../../backend/src/invoices/irn/irn-registrar.port.js';
import { qrCodesOn } from '../../backend/pdf/support/qr-codes.js';
import { call, createTestApp, type TestApp } from '../../setup/test-app.js';
import type { SignedIn } from '../accounts/support/accounts.js';
import { as } from '../agreements/support/agreements.js';
import {
  activeContract,
  creditedInvoice,
  download,
  numberedInvoice,
  ok,
  pdfText,
  registerWithGstin,
  type ActiveContract,
} from './support/contracts.js';

type Party = SignedIn & { gstin: string };

const PAYMENT_DETAILS = {
  BankName: 'State Bank of India',
  BankAccountNumber: '00001234567890',
  BankIfsc: 'SBIN0001234',
  UpiId: 'sunil.steel@okaxis',
};
const indianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

describe('tax invoice, credit note and e-way bill of an invoice', () => {
  let app: TestApp;
  let seller: Party;
  let local: Party;
  let far: Party;
  let withLocal: ActiveContract;
  let withFar: ActiveContract;
  // One laptop at ₹99,99,99,999.99 and three mice at ₹10.25, both at 18%, within Maharashtra.
  let large: InvoiceView;

  const profile = (user: SignedIn, fields: Record<string, string>) =>
    call<Record<string, string | null>>(app.baseUrl, 'POST', '/api/Auth/UserEmpCompanyUpdate', {
      token: user.token,
      body: {
        Id: user.userId,
        Name: 'Sunil Steel',
        Email: `s.${user.userId}@example.in`,
        UserTermAccepted: true,
        ...fields,
      },
    });
  const pdf = (user: SignedIn, kind: 'InvoicePdf' | 'CreditNotePdf', invoice: InvoiceView) =>
    download(app, user, `/api/Business/${kind}?invId=${invoice.id}`);

  beforeAll(async () => {
    app = await createTestApp();
    [seller, local, far] = await Promise.all([
      registerWithGstin(app, 'Sunil Steel', '27'),
      registerWithGstin(app, 'Bina Buyer', '27'),
      registerWithGstin(app, 'Kiran Karnataka', '29'),
    ]);
    expect((await profile(seller, PAYMENT_DETAILS)).status).toBe(200);
    [withLocal, withFar] = [await activeContract(app, seller, local), await activeContract(app, seller, far)];
    large = await numberedInvoice(app, seller, withLocal, [
      { AgItemId: withLocal.laptopId, QuantityDelivered: 1, Rate: '999999999.99' },
      { AgItemId: withLocal.mouseId, QuantityDelivered: 3, Rate: '10.25' },
    ]);
  });
  afterAll(() => app.close());

  it('refuses malformed payment details on the profile with a plain message, changing nothing', async () => {
    for (const [fields, field, message] of [
      [{ BankIfsc: 'SBIN1234567' }, 'BankIfsc', PAYMENT_DETAIL_MESSAGES.ifscInvalid],
      [{ BankAccountNumber: '12AB34' }, 'BankAccountNumber', PAYMENT_DETAIL_MESSAGES.accountInvalid],
      [{ UpiId: 'sunil-at-okaxis' }, 'UpiId', PAYMENT_DETAIL_MESSAGES.upiIdInvalid],
      [{ BankAccountNumber: '123456789012', BankIfsc: '' }, 'BankIfsc', PAYMENT_DETAIL_MESSAGES.accountIncomplete],
    ] as const) {
      const refused = await profile(seller, { ...PAYMENT_DETAILS, ...fields });
      expect([refused.status, refused.body.errors?.[field]]).toEqual([400, [message]]);
    }
    const stored = await call<Record<string, string>>(app.baseUrl, 'GET', '/api/Auth/GetUserDetails', {
      token: seller.token,
    });
    expect(stored.body.data).toMatchObject({
      bankName: 'State Bank of India',
      bankAccountNumber: '00001234567890',
      bankIfsc: 'SBIN0001234',
      upiId: 'sunil.steel@okaxis',
    });
  });

  it('prints every Rule 46 particular of an intra-state tax invoice, figures whole on their line', async () => {
    const tax = large.taxInvoice!;
    const text = pdfText(await pdf(local, 'InvoicePdf', large));
    for (const expected of [
      'Tax Invoice',
      `Invoice number: ${tax.number}`,
      `Date: ${indianDate(tax.issuedOn)}`,
      'Supplier: Sunil Steel',
      `GSTIN: ${seller.gstin}`,
      'Recipient: Bina Buyer',
      `GSTIN: ${local.gstin}`,
      'State: Maharashtra (state code 27)',
      'Place of supply: Maharashtra (state code 27), intra-state supply',
      'Tax payable on reverse charge: No',
      'UQC',
      'Rate (₹)',
      'CGST %',
      'SGST %',
      'Taxable value: ₹1,00,00,00,030.74',
      'CGST: ₹9,00,00,002.77',
      'SGST: ₹9,00,00,002.77',
      'Total: ₹1,18,00,00,036.28',
      'For Sunil Steel',
      'Authorised signatory',
      'Bank account: 00001234567890, IFSC SBIN0001234, State Bank of India',
      'UPI: sunil.steel@okaxis',
      'Amount due: ₹1,18,00,00,036.28',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    const laptop = text.split('\n').find((line) => line.includes('Laptop'))!;
    expect(laptop).toMatch(
      /\b8471\s+Laptop\s+1\s+NOS\s+99,99,99,999\.99\s+99,99,99,999\.99\s+9\s+9,00,00,000\.00\s+9\s+9,00,00,000\.00\s+1,17,99,99,999\.99$/,
    );
    const mouse = text.split('\n').find((line) => line.includes('Mouse'))!;
    expect(mouse).toMatch(/\b8473\s+Mouse\s+3\s+NOS\s+10\.25\s+30\.75\s+9\s+2\.77\s+9\s+2\.77\s+36\.29$/);
  });

  it('prints a UPI QR code of the amount due that reads back to the amount and the invoice number', async () => {
    const [code] = await qrCodesOn(await pdf(local, 'InvoicePdf', large));
    expect(code).toBe(
      upiPaymentUri({
        upiId: 'sunil.steel@okaxis',
        payeeName: 'Sunil Steel',
        amount: large.taxInvoice!.totals.total,
        note: large.taxInvoice!.number,
      }),
    );
    const query = new URL(code!).searchParams;
    expect([query.get('pa'), query.get('am'), query.get('cu'), query.get('tn')]).toEqual([
      'sunil.steel@okaxis',
      '1180000036.28',
      'INR',
      large.taxInvoice!.number,
    ]);
  });

  it('states IGST with its rate and the State of the place of supply of an inter-state invoice', async () => {
    const invoice = await numberedInvoice(app, seller, withFar, [
      { AgItemId: withFar.laptopId, QuantityDelivered: 4, Rate: '100.00' },
    ]);
    const text = pdfText(await pdf(far, 'InvoicePdf', invoice));
    for (const expected of [
      'IGST %',
      'Place of supply: Karnataka (state code 29), inter-state supply',
      'State: Karnataka (state code 29)',
      'IGST: ₹72.00',
      'Total: ₹472.00',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(text.split('\n').find((line) => line.includes('Laptop'))).toMatch(
      /\b4\s+NOS\s+100\.00\s+400\.00\s+18\s+72\.00\s+472\.00$/,
    );
  });

  it('prints the credit note with its invoice, the value, rate and tax credited, and the signatory', async () => {
    const invoice = await creditedInvoice(app, { seller, buyer: far }, withFar, [
      { AgItemId: withFar.laptopId, QuantityDelivered: 2, Rate: '100.00' },
    ]);
    const credit = invoice.creditNote!;
    const text = pdfText(await pdf(far, 'CreditNotePdf', invoice));
    for (const expected of [
      'Credit Note',
      `Credit note number: ${credit.number}`,
      `Date: ${indianDate(credit.issuedOn)}`,
      `Against tax invoice ${invoice.taxInvoice!.number} of ${indianDate(invoice.taxInvoice!.issuedOn)}`,
      'Supplier: Sunil Steel',
      `GSTIN: ${far.gstin}`,
      'IGST %',
      'Taxable value: ₹100.00',
      'IGST: ₹18.00',
      'Total: ₹118.00',
      'For Sunil Steel',
      'Authorised signatory',
    ])
      expect([expected, text.includes(expected)]).toEqual([expected, true]);
    expect(text).not.toContain('Amount due');
  });

  it("prints the IRN and the IRP's signed QR code once the seller registered the e-invoice, registered once", async () => {
    const registrar = app.app.get<IrnRegistrar>(IRN_REGISTRAR);
    const sandbox = registrar.register.bind(registrar);
    const signedQrCode = `eyJhbGciOiJSUzI1NiJ9.${Buffer.from(large.taxInvoice!.number).toString('base64url')}.c2lnbmVk`;
    let calls = 0;
    registrar.register = async (json) => {
      calls++;
      return { ...(await sandbox(json)), ackNo: '112610012345678', sandbox: false, signedQrCode };
    };
    try {
      const registered = await ok<{ irn: string }>(app, seller, 'POST', `/api/Business/RegisterIrn?invId=${large.id}`);
      const again = await ok<{ irn: string }>(app, seller, 'POST', `/api/Business/RegisterIrn?invId=${large.id}`);
      expect([again.data, calls]).toEqual([registered.data, 1]);
      const bytes = await pdf(local, 'InvoicePdf', large);
      expect(pdfText(bytes)).toContain(`IRN: ${registered.data.irn}`);
      expect(pdfText(bytes)).toContain('Ack no: 112610012345678');
      expect(await qrCodesOn(bytes)).toContain(signedQrCode);
    } finally {
      registrar.register = sandbox;
    }
  });

  describe('the e-way bill', () => {
    const ewayBill = (user: SignedIn, body: Record<string, unknown>) =>
      as(app.baseUrl, user)<{ version: string; billLists: Record<string, unknown>[] }>(
        'POST',
        '/api/Business/EwayBillJson',
        body,
      );

    it("fills the portal's JSON from a goods invoice over ₹50,000, with the vehicle and distance asked for", async () => {
      const reply = await ewayBill(seller, { InvId: large.id, VehicleNo: 'mh 12 ab 1234', DistanceKm: 150 });
      expect(reply.status).toBe(200);
      const [bill] = reply.body.data!.billLists;
      expect(reply.body.data!.version).toBe('1.0.0621');
      expect(bill).toMatchObject({
        userGstin: seller.gstin,
        supplyType: 'O',
        docType: 'INV',
        docNo: large.taxInvoice!.number,
        docDate: indianDate(large.taxInvoice!.issuedOn),
        fromGstin: seller.gstin,
        fromPincode: 411001,
        fromStateCode: 27,
        toGstin: local.gstin,
        toStateCode: 27,
        totalValue: 1000000030.74,
        cgstValue: 90000002.77,
        sgstValue: 90000002.77,
        igstValue: 0,
        OthValue: 0,
        totInvValue: 1180000036.28,
        transMode: 1,
        transDistance: 150,
        vehicleNo: 'MH12AB1234',
        vehicleType: 'R',
      });
      expect(bill!.itemList).toEqual([
        expect.objectContaining({
          hsnCode: 8471,
          quantity: 1,
          qtyUnit: 'NOS',
          taxableAmount: 999999999.99,
          cgstRate: 9,
        }),
        expect.objectContaining({ hsnCode: 8473, quantity: 3, qtyUnit: 'NOS', taxableAmount: 30.75, sgstRate: 9 }),
      ]);
    });

    it('refuses a bad vehicle number or distance, a small invoice and the buyer, plainly', async () => {
      const badVehicle = await ewayBill(seller, { InvId: large.id, VehicleNo: 'ZZ12AB1234', DistanceKm: 150 });
      expect([badVehicle.status, badVehicle.body.errors?.VehicleNo]).toEqual([
        400,
        [EWAY_BILL_MESSAGES.vehicleInvalid],
      ]);
      const badDistance = await ewayBill(seller, { InvId: large.id, VehicleNo: 'MH12AB1234', DistanceKm: 4001 });
      expect([badDistance.status, badDistance.body.errors?.DistanceKm]).toEqual([
        400,
        [EWAY_BILL_MESSAGES.distanceInvalid],
      ]);
      const small = await numberedInvoice(app, seller, withLocal, [
        { AgItemId: withLocal.mouseId, QuantityDelivered: 2, Rate: '10.25' },
      ]);
      const notNeeded = await ewayBill(seller, { InvId: small.id, VehicleNo: 'MH12AB1234', DistanceKm: 15 });
      expect([notNeeded.status, notNeeded.body.message]).toEqual([400, belowEwayThreshold('24.20')]);
      const byBuyer = await ewayBill(local, { InvId: large.id, VehicleNo: 'MH12AB1234', DistanceKm: 15 });
      expect(byBuyer.status).toBe(403);
    });
  });
});
