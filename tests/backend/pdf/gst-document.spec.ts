// The tax invoice and credit note PDFs carry every particular CGST Rules 46 and 53 ask for, figures
// never wrap (₹99,99,99,999.99-class amounts included), and their QR codes read back: the UPI
// payment link of the amount due and the IRP's signed QR code.
import { describe, expect, it } from '@jest/globals';
import {
  MAX_AMOUNT,
  MAX_QUANTITY,
  documentTotals,
  formatInr,
  gstLine,
  hsnSummary,
  lineTax,
  supplyTypeOf,
  toAmount,
  upiPaymentUri,
  type GstDocumentView,
  type GstLine,
} from '@samvida/machines';
import {
  renderGstDocument,
  type DocumentLine,
  type GstDocumentContent,
} from '../../../backend/src/invoices/documents/gst-document.pdf.js';
import { gstinIn, pdfText } from '../../api/invoices/support/contracts.js';
import { qrCodesOn } from './support/qr-codes.js';

const SELLER_GSTIN = gstinIn('27', 'AAPFU0939F');
const seller = { name: 'Asha Traders', address: '12 MG Road, Pune 411001', gstin: SELLER_GSTIN };
const buyerIn = (state: string) => ({
  name: 'Bina Buyer',
  address: state === '27' ? '4 FC Road, Pune 411004' : '9 Brigade Road, Bengaluru 560001',
  gstin: gstinIn(state, 'ABCPV1234K'),
});
// The largest figures a line takes: ₹99,99,99,999.99 taxable at 18%.
const ordered = [
  { hsnSac: '8471', title: 'Rack server, 2U', quantity: '1', uqc: 'NOS', rate: '999999999.99', taxPercent: '18' },
  { hsnSac: '998314', title: 'Installation', quantity: '2', uqc: 'OTH', rate: '1500.00', taxPercent: '18' },
];

// A signed QR code as long as the IRP's: a JWT (RS256) of the document's particulars.
const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const SIGNED_QR = [
  base64url({ alg: 'RS256', kid: 'EDC57DE1358B300BA9F179BE6AA3F14D1E5A9AE6', typ: 'JWT' }),
  base64url({
    data: JSON.stringify({
      SellerGstin: SELLER_GSTIN,
      BuyerGstin: gstinIn('29', 'ABCPV1234K'),
      DocNo: 'SV/26-27/000042',
      DocTyp: 'INV',
      DocDt: '23/11/2026',
      TotInvVal: 1180003539.99,
      ItemCnt: 2,
      MainHsnCode: '8471',
      Irn: 'a1'.repeat(32),
      IrnDt: '2026-11-23 10:15:00',
    }),
    iss: 'NIC',
  }),
  Buffer.alloc(256, 7).toString('base64url'),
].join('.');

const priced = (supply: ReturnType<typeof supplyTypeOf>): (GstLine & DocumentLine)[] =>
  ordered.map((l) => ({
    ...gstLine({ ...l, taxable: toAmount(Number(l.quantity) * Number(l.rate)) }, supply),
    uqc: l.uqc,
    rate: l.rate,
  }));

function documentView(number: string, buyerGstin: string, lines: GstLine[]): GstDocumentView {
  const supplyType = supplyTypeOf(SELLER_GSTIN, buyerGstin);
  return {
    number,
    issuedOn: '2026-11-23',
    supplyType,
    placeOfSupply: buyerGstin.slice(0, 2),
    sellerGstin: SELLER_GSTIN,
    buyerGstin,
    totals: documentTotals(lines, supplyType),
    hsnSummary: hsnSummary(lines, supplyType),
  };
}

function taxInvoice(buyerState: string): GstDocumentContent {
  const buyer = buyerIn(buyerState);
  const lines = priced(supplyTypeOf(SELLER_GSTIN, buyer.gstin));
  const document = documentView('SV/26-27/000042', buyer.gstin, lines);
  return {
    title: 'Tax Invoice',
    document,
    seller,
    buyer,
    lines,
    irn: {
      irn: 'a1'.repeat(32),
      ackNo: '112610012345678',
      ackDate: '23/11/2026',
      sandbox: false,
      signedQrCode: SIGNED_QR,
    },
    payment: {
      payee: seller.name,
      bankName: 'State Bank of India',
      bankAccountNumber: '00001234567890',
      bankIfsc: 'SBIN0001234',
      upiId: 'asha.traders@okaxis',
      amountDue: document.totals.total,
      upiUri: upiPaymentUri({
        upiId: 'asha.traders@okaxis',
        payeeName: seller.name,
        amount: document.totals.total,
        note: 'SV/26-27/000042',
      }),
    },
  };
}

const textOf = async (content: GstDocumentContent) => pdfText(await renderGstDocument(content));
const expectAll = (text: string, expected: string[]) => {
  for (const item of expected) expect([item, text.includes(item)]).toEqual([item, true]);
};

describe('the tax invoice PDF (CGST Rule 46)', () => {
  it('states every particular of an intra-state invoice, CGST and SGST each with its rate', async () => {
    const content = taxInvoice('27');
    const text = await textOf(content);
    expectAll(text, [
      // (a) the supplier, (d) the recipient, with GSTINs and their States
      'Supplier: Asha Traders',
      '12 MG Road, Pune 411001',
      `GSTIN: ${SELLER_GSTIN}`,
      'Recipient: Bina Buyer',
      `GSTIN: ${gstinIn('27', 'ABCPV1234K')}`,
      'State: Maharashtra (state code 27)',
      // (b) serial number, (c) date
      'Invoice number: SV/26-27/000042',
      'Date: 23/11/2026',
      // (f)-(h) HSN/SAC, description, quantity and UQC; the rate
      'HSN/SAC',
      'UQC',
      'Rate',
      'Rack server, 2U',
      // (k), (l) each tax's rate and amount
      'CGST %',
      'SGST %',
      // (i), (j) taxable and total value
      'Taxable value: ₹1,00,00,02,999.99',
      'CGST: ₹9,00,00,270.00',
      'SGST: ₹9,00,00,270.00',
      'Total: ₹1,18,00,03,539.99',
      // (m) place of supply with the State's name
      'Place of supply: Maharashtra (state code 27), intra-state supply',
      // (o) reverse charge
      'Tax payable on reverse charge: No',
      // (p) signature block; the e-invoice's IRN
      'For Asha Traders',
      'Authorised signatory',
      `IRN: ${'a1'.repeat(32)}`,
      'Ack no: 112610012345678',
      // the seller's bank and UPI details
      'Bank account: 00001234567890, IFSC SBIN0001234, State Bank of India',
      'UPI: asha.traders@okaxis',
      'Amount due: ₹1,18,00,03,539.99',
    ]);
    const serverLine = text.split('\n').find((line) => line.includes('Rack server'))!;
    // Rate, taxable value, 9% CGST and SGST, total: each whole on the line, in Indian grouping.
    for (const figure of ['99,99,99,999.99', '9,00,00,000.00', '1,17,99,99,999.99'])
      expect([figure, serverLine.includes(figure)]).toEqual([figure, true]);
    expect(serverLine).toMatch(/\bNOS\b/);
    expect(serverLine).toMatch(/\b9\s+9,00,00,000\.00\s+9\s+9,00,00,000\.00\s+1,17,99,99,999\.99$/);
  });

  it('states IGST with its rate and the place of supply of an inter-state invoice', async () => {
    const text = await textOf(taxInvoice('29'));
    expectAll(text, [
      'IGST %',
      'IGST: ₹18,00,00,540.00',
      'Place of supply: Karnataka (state code 29), inter-state supply',
      'State: Karnataka (state code 29)',
    ]);
    expect(text).not.toContain('CGST');
    const serverLine = text.split('\n').find((line) => line.includes('Rack server'))!;
    expect(serverLine).toMatch(/\b18\s+18,00,00,000\.00\s+1,17,99,99,999\.99$/);
  });

  it('prints the UPI payment link of the amount due and the signed QR code, both readable', async () => {
    const content = taxInvoice('29');
    const codes = await qrCodesOn(await renderGstDocument(content));
    expect(codes.sort()).toEqual([content.irn!.signedQrCode, content.payment!.upiUri].sort());
    const upi = new URL(content.payment!.upiUri!);
    expect([upi.searchParams.get('am'), upi.searchParams.get('tn')]).toEqual(['1180003539.99', 'SV/26-27/000042']);
  });

  it('marks an IRN the sandbox computed as not registered, and prints no QR code it has not got', async () => {
    const content = taxInvoice('27');
    const sandbox = { ...content, irn: { ...content.irn!, sandbox: true, signedQrCode: null }, payment: null };
    const pdf = await renderGstDocument(sandbox);
    expect(pdfText(pdf)).toContain(`IRN (sandbox, not registered with the IRP): ${'a1'.repeat(32)}`);
    expect(await qrCodesOn(pdf)).toEqual([]);
  });

  it('keeps even the largest figures the limits allow whole, at the smallest type', async () => {
    const content = taxInvoice('27');
    const huge = gstLine(
      { ...ordered[0]!, quantity: MAX_QUANTITY, taxable: lineTax(MAX_QUANTITY, MAX_AMOUNT, '18').net },
      'INTRA',
    );
    const lines = [{ ...huge, uqc: 'NOS', rate: toAmount(MAX_AMOUNT) }];
    const text = await textOf({
      ...content,
      lines,
      document: documentView('SV/26-27/000043', content.buyer.gstin!, lines),
    });
    // The description wraps in its narrowed column; the figures stay whole on the line with the quantity.
    const line = text.split('\n').find((l) => /\b1000000000\s+NOS\b/.test(l))!;
    // Rate, taxable value, CGST and SGST, total: in Indian grouping, each whole.
    for (const amount of [MAX_AMOUNT, huge.taxable, huge.cgst, huge.total]) {
      const figure = formatInr(amount).replace('₹', '');
      expect([figure, line.includes(figure)]).toEqual([figure, true]);
    }
  });

  it('continues a long invoice on further pages under the table header', async () => {
    const content = taxInvoice('27');
    const many = { ...content, lines: Array.from({ length: 120 }, () => content.lines[0]!) };
    const pdf = await renderGstDocument(many);
    const pages = pdfText(pdf)
      .split('\f')
      .filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    for (const page of pages.slice(0, -1)) expect(page).toMatch(/HSN\/SAC/);
    expect(pages.at(-1)).toContain('Authorised signatory');
  });
});

describe('the credit note PDF (CGST Rule 53)', () => {
  it('names itself, the invoice it credits, the value, rate and tax credited, and carries the signature', async () => {
    const invoice = taxInvoice('29');
    const creditLines = [
      { ...gstLine({ ...ordered[0]!, quantity: '0', taxable: '12.80' }, 'INTER'), uqc: null, rate: null },
    ];
    const credit: GstDocumentContent = {
      ...invoice,
      title: 'Credit Note',
      document: documentView('CN/26-27/000007', invoice.buyer.gstin!, creditLines),
      against: { number: 'SV/26-27/000042', issuedOn: '2026-11-20' },
      lines: creditLines,
      payment: null,
      irn: null,
    };
    const text = await textOf(credit);
    expectAll(text, [
      'Credit Note',
      'Credit note number: CN/26-27/000007',
      'Date: 23/11/2026',
      'Against tax invoice SV/26-27/000042 of 20/11/2026',
      'Supplier: Asha Traders',
      `GSTIN: ${SELLER_GSTIN}`,
      'Recipient: Bina Buyer',
      'IGST %',
      'Taxable value: ₹12.80',
      'IGST: ₹2.30',
      'Total: ₹15.10',
      'For Asha Traders',
      'Authorised signatory',
    ]);
    expect(text).not.toContain('Amount due');
  });
});
