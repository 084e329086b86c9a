// The e-way bill of a goods invoice over ₹50,000 in the portal's bulk-generation JSON, with the
// invoice's own values; vehicle numbers and distances checked; refusals in plain words.
import { describe, expect, it } from '@jest/globals';
import {
  EWAY_BILL_MESSAGES,
  TransportDistance,
  VehicleNumber,
  belowEwayThreshold,
  ewayBillJson,
  ewayBillRefusal,
  invoiceView,
  type AgreementState,
  type EwayBillParty,
} from '@samvida/machines';
import {
  AGREEMENT_ID,
  BUYER,
  INVOICE_ID,
  ITEM_ID,
  SELLER,
  SYSTEM,
  act,
  draftLine,
  draftedAgreement,
  uuid,
} from '../support/fixtures.js';

const A = { AgreementId: AGREEMENT_ID };
const SERVICE_ID = uuid(11);
const seller: EwayBillParty = { gstin: '27ABCPV1234K1ZJ', name: 'Sunil Traders', address: '12 MG Road, Pune 411001' };
const buyer: EwayBillParty = {
  gstin: '29AAGCB7383J1Z4',
  name: 'Bina Stores',
  address: 'Indiranagar, Bengaluru 560038',
};
const transport = { vehicleNo: 'MH12AB1234', distanceKm: 840 };

// A numbered invoice of `quantity` laptops at ₹40,000.00 (HSN 8471, unit Count) and `hours` of
// installation at ₹1,000.00 (SAC 998314, unit Hour), both at 18%, to `buyerGstin` (numbered with
// `placeOfSupply`, when given, as the numbering reactor records it now).
function numberedInvoice(
  quantity: number,
  hours: number,
  buyerGstin = buyer.gstin,
  placeOfSupply?: string,
): AgreementState {
  const laptop = draftLine(ITEM_ID, '10', '40000.00', '18');
  const service = {
    ...draftLine(SERVICE_ID, '10', '1000.00', '18'),
    ItemCode: '998314',
    ItemTitle: 'Installation',
    UnitId: 18,
  };
  let state = act(draftedAgreement([laptop, service]), { type: 'StartAgreement', data: A }, SELLER);
  state = act(state, { type: 'AcceptTerm', data: { ...A, TermId: uuid(20) } }, SELLER);
  state = act(state, { type: 'StartContract', data: A }, BUYER);
  const ItemList = [
    ...(quantity ? [{ AgItemId: ITEM_ID, QuantityDelivered: quantity, Rate: 40000 }] : []),
    ...(hours ? [{ AgItemId: SERVICE_ID, QuantityDelivered: hours, Rate: 1000 }] : []),
  ];
  state = act(state, { type: 'MakeInvoice', data: { ...A, Id: INVOICE_ID, ItemList } }, SELLER);
  state = act(state, { type: 'PublishInvoice', data: { ...A, InvoiceId: INVOICE_ID } }, SELLER);
  const number = {
    ...A,
    InvoiceId: INVOICE_ID,
    Number: 'SV/26-27/000012',
    FinancialYear: '26-27',
    IssuedOn: '2026-11-23',
    SellerGstin: seller.gstin,
    BuyerGstin: buyerGstin,
    ...(placeOfSupply && { PlaceOfSupply: placeOfSupply, PlaceOfSupplyReason: 'buyerAddressPin' as const }),
  };
  return act(state, { type: 'NumberInvoice', data: number }, SYSTEM);
}

const viewOf = (state: AgreementState) => invoiceView(state, INVOICE_ID);

describe('vehicle numbers and distances', () => {
  it('takes registration numbers as typed and writes them the portal’s way', () => {
    for (const [typed, written] of [
      ['MH12AB1234', 'MH12AB1234'],
      ['mh 12 ab 1234', 'MH12AB1234'],
      ['KA-01-A-1234', 'KA01A1234'],
      ['DL1CAB1234', 'DL1CAB1234'],
      ['22 BH 1234 AA', '22BH1234AA'],
    ])
      expect(VehicleNumber.parse(typed)).toBe(written);
  });

  it('refuses what is not a registration number, with the plain message', () => {
    for (const bad of ['XX12AB1234', 'MH12AB123', 'MH12ABCD1234', '1234', 'MH12AB1234; drop', '', 42, 'M'.repeat(30)])
      expect(VehicleNumber.safeParse(bad).error?.issues[0]?.message).toBe(EWAY_BILL_MESSAGES.vehicleInvalid);
  });

  it('takes whole kilometres from 1 to 4000', () => {
    expect([1, '250', 4000].map((km) => TransportDistance.parse(km))).toEqual([1, 250, 4000]);
    for (const bad of [0, 4001, 12.5, '-5', '12 km', '', null])
      expect(TransportDistance.safeParse(bad).error?.issues[0]?.message).toBe(EWAY_BILL_MESSAGES.distanceInvalid);
  });
});

describe('which invoices get an e-way bill', () => {
  it('refuses an invoice of services only, or goods of ₹50,000 or less', () => {
    expect(ewayBillRefusal(viewOf(numberedInvoice(0, 8)), seller, buyer)).toBe(EWAY_BILL_MESSAGES.servicesOnly);
    // One laptop: ₹40,000.00 + 18% = ₹47,200.00; the services beside it do not count.
    expect(ewayBillRefusal(viewOf(numberedInvoice(1, 9)), seller, buyer)).toBe(belowEwayThreshold('47200.00'));
    expect(belowEwayThreshold('47200.00')).toBe(
      'The goods on this invoice come to ₹47,200.00, not more than ₹50,000.00; no e-way bill is needed.',
    );
  });

  it('refuses when a party lacks what the bill names: a GSTIN, a PIN code', () => {
    const view = viewOf(numberedInvoice(2, 0));
    // A buyer without a GSTIN on an invoice numbered before its place of supply was recorded.
    const unplaced = viewOf(numberedInvoice(2, 0, null));
    expect(ewayBillRefusal(unplaced, seller, { ...buyer, gstin: null })).toBe(EWAY_BILL_MESSAGES.buyerUnregistered);
    expect(ewayBillRefusal(view, { ...seller, address: '12 MG Road, Pune' }, buyer)).toBe(
      EWAY_BILL_MESSAGES.sellerPinMissing,
    );
    expect(ewayBillRefusal(view, seller, { ...buyer, address: null })).toBe(EWAY_BILL_MESSAGES.buyerPinMissing);
    expect(ewayBillRefusal(view, seller, buyer)).toBeNull();
  });
});

describe('the e-way bill JSON', () => {
  it("carries the invoice's parties, number, date and values, goods as items and services as other value", () => {
    const view = viewOf(numberedInvoice(2, 5));
    const json = ewayBillJson(view, seller, buyer, transport) as {
      version: string;
      billLists: Record<string, unknown>[];
    };
    expect(json.version).toBe('1.0.0621');
    expect(json.billLists).toHaveLength(1);
    // 2 × 40,000.00 = 80,000.00 + IGST 14,400.00; 5 h × 1,000.00 = 5,000.00 + 900.00 of services.
    expect(json.billLists[0]).toEqual({
      userGstin: seller.gstin,
      supplyType: 'O',
      subSupplyType: 1,
      subSupplyDesc: '',
      docType: 'INV',
      docNo: 'SV/26-27/000012',
      docDate: '23/11/2026',
      transType: 1,
      fromGstin: seller.gstin,
      fromTrdName: 'Sunil Traders',
      fromAddr1: '12 MG Road, Pune 411001',
      fromAddr2: '',
      fromPlace: 'Pune',
      fromPincode: 411001,
      fromStateCode: 27,
      actualFromStateCode: 27,
      toGstin: buyer.gstin,
      toTrdName: 'Bina Stores',
      toAddr1: 'Indiranagar, Bengaluru 560038',
      toAddr2: '',
      toPlace: 'Bengaluru',
      toPincode: 560038,
      toStateCode: 29,
      actualToStateCode: 29,
      totalValue: 80000,
      cgstValue: 0,
      sgstValue: 0,
      igstValue: 14400,
      cessValue: 0,
      TotNonAdvolVal: 0,
      OthValue: 5900,
      totInvValue: 100300,
      transMode: 1,
      transDistance: 840,
      transporterName: '',
      transporterId: '',
      transDocNo: '',
      transDocDate: '',
      vehicleNo: 'MH12AB1234',
      vehicleType: 'R',
      mainHsnCode: 8471,
      itemList: [
        {
          itemNo: 1,
          productName: 'Laptop',
          productDesc: 'Laptop',
          hsnCode: 8471,
          quantity: 2,
          qtyUnit: 'NOS',
          taxableAmount: 80000,
          sgstRate: 0,
          cgstRate: 0,
          igstRate: 18,
          cessRate: 0,
          cessNonAdvol: 0,
        },
      ],
    });
    expect(view.taxInvoice!.totals.total).toBe('100300.00');
  });

  it('writes CGST and SGST rates and values within a state', () => {
    const local = { ...buyer, gstin: '27AAGCB7383J1Z8', address: 'Kothrud, Pune 411038' };
    const view = viewOf(numberedInvoice(2, 0, local.gstin));
    const [bill] = (ewayBillJson(view, seller, local, transport) as { billLists: Record<string, unknown>[] }).billLists;
    expect(bill).toMatchObject({ cgstValue: 7200, sgstValue: 7200, igstValue: 0, totInvValue: 94400, toStateCode: 27 });
    expect(bill!.itemList).toEqual([expect.objectContaining({ cgstRate: 9, sgstRate: 9, igstRate: 0 })]);
  });

  it('bills a buyer without a GSTIN as URP, to the State of the place of supply', () => {
    const consumer = { gstin: null, name: 'Asha Rao', address: '4 Church St, Bengaluru 560001' };
    const view = viewOf(numberedInvoice(2, 0, null, '29'));
    expect(ewayBillRefusal(view, seller, consumer)).toBeNull();
    expect(ewayBillRefusal(view, seller, { ...consumer, address: 'Church St, Bengaluru' })).toBe(
      EWAY_BILL_MESSAGES.buyerPinMissing,
    );
    const [bill] = (ewayBillJson(view, seller, consumer, transport) as { billLists: Record<string, unknown>[] })
      .billLists;
    expect(bill).toMatchObject({
      toGstin: 'URP',
      toTrdName: 'Asha Rao',
      toPincode: 560001,
      toStateCode: 29,
      actualToStateCode: 29,
      igstValue: 14400,
      totInvValue: 94400,
    });
  });

  it("writes CGST and SGST for a buyer without a GSTIN within the seller's State", () => {
    const consumer = { gstin: null, name: 'Asha Rao', address: 'Kothrud, Pune 411038' };
    const view = viewOf(numberedInvoice(2, 0, null, '27'));
    const [bill] = (ewayBillJson(view, seller, consumer, transport) as { billLists: Record<string, unknown>[] })
      .billLists;
    expect(bill).toMatchObject({ toGstin: 'URP', toStateCode: 27, cgstValue: 7200, sgstValue: 7200, igstValue: 0 });
  });
});
