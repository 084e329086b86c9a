// The e-way bill of a goods invoice (CGST Rule 138: goods worth more than ₹50,000 moving by road)
// in the JSON the e-way bill portal's bulk generation imports (`version`, `billLists`). Amounts
// are the invoice's, by the tax rule: the goods lines as the consignment, any service lines of the
// same invoice as other value, so the bill's total is the invoice's.
import { z } from 'zod';
import type { InvoiceItemView, InvoiceView } from '../deciders/execution.views.js';
import { uqcOfUnit } from './fields.js';
import { gstinStateCode, isServiceCode, pinOfAddress } from './india.js';
import { compareDecimals, divideDecimals, formatInr, subtractAmounts, sumAmounts, type Rupees } from './money.js';

/** The bulk-generation format version the file declares. */
export const EWAY_BILL_VERSION = '1.0.0621';

/** A consignment worth more than this (goods with their tax) needs an e-way bill. */
export const EWAY_BILL_THRESHOLD: Rupees = '50000.00';

/** The longest distance the portal accepts for one e-way bill, in km. */
export const MAX_EWAY_DISTANCE_KM = 4000;

export const EWAY_BILL_MESSAGES = {
  vehicleInvalid:
    'Enter the vehicle registration number, e.g. MH12AB1234 or a Bharat series number such as 22BH1234AA.',
  distanceInvalid: `Enter the distance as a whole number of kilometres from 1 to ${MAX_EWAY_DISTANCE_KM}.`,
  servicesOnly: 'This invoice bills services only; an e-way bill is for moving goods.',
  notNumbered: 'This invoice has no GST tax invoice number yet.',
  buyerUnregistered:
    "The buyer has no GSTIN, so the platform does not know the buyer's state; fill this e-way bill in on the portal.",
  sellerUnregistered: 'An e-way bill is generated under the GSTIN of the seller; add your GSTIN to your profile.',
  sellerPinMissing: 'Add the PIN code to your address in your profile: the e-way bill needs it.',
  buyerPinMissing: "The buyer's address has no PIN code; the buyer adds it to their profile.",
} as const;

/** The goods on an invoice come to `value` (with tax), within the ₹50,000 that needs no e-way bill. */
export const belowEwayThreshold = (value: Rupees): string =>
  `The goods on this invoice come to ${formatInr(value)}, not more than ${formatInr(EWAY_BILL_THRESHOLD)}; no e-way bill is needed.`;

// State letters of Indian registration numbers (Motor Vehicles Act series; OR and UA still run).
const VEHICLE_STATES =
  'AN AP AR AS BR CG CH DD DL DN GA GJ HP HR JH JK KA KL LA LD MH ML MN MP MZ NL OD OR PB PY RJ SK TN TR TS UA UK UP WB'.split(
    ' ',
  );
// State letters, a district number of 1 or 2 digits, up to 3 series letters and 4 digits.
const STATE_SERIES = /^([A-Z]{2})\d{1,2}[A-Z]{0,3}\d{4}$/;
// Bharat series: the year, BH, 4 digits and 1 or 2 letters.
const BHARAT_SERIES = /^\d{2}BH\d{4}[A-Z]{1,2}$/;

/** True for a registration number as the portal takes it (capitals, no spaces): MH12AB1234, 22BH1234AA. */
export function isVehicleNumber(value: string): boolean {
  const state = STATE_SERIES.exec(value)?.[1];
  return (state !== undefined && VEHICLE_STATES.includes(state)) || BHARAT_SERIES.test(value);
}

/** A vehicle number as typed ("mh 12 ab 1234", "MH-12-AB-1234"), written the portal's way ("MH12AB1234"). */
export const VehicleNumber = z
  .string({ error: EWAY_BILL_MESSAGES.vehicleInvalid })
  .max(20, { error: EWAY_BILL_MESSAGES.vehicleInvalid })
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .refine(isVehicleNumber, { error: EWAY_BILL_MESSAGES.vehicleInvalid });

/** The distance of the move, whole km from 1 to 4000, as a number or a string of digits. */
export const TransportDistance = z
  .union(
    [
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,4}$/, { error: EWAY_BILL_MESSAGES.distanceInvalid }),
    ],
    {
      error: EWAY_BILL_MESSAGES.distanceInvalid,
    },
  )
  .transform(Number)
  .refine((km) => Number.isInteger(km) && km >= 1 && km <= MAX_EWAY_DISTANCE_KM, {
    error: EWAY_BILL_MESSAGES.distanceInvalid,
  });

/** A party of the e-way bill: the name and address their profile holds, the GSTIN of the tax invoice. */
export interface EwayBillParty {
  gstin: string | null;
  name: string;
  address: string | null;
}

/** How the goods move: by road, in this vehicle, this far. */
export interface Transport {
  vehicleNo: string;
  distanceKm: number;
}

const goodsLines = (invoice: InvoiceView) => invoice.itemList.filter((l) => !isServiceCode(l.itemHsnCsnUin));
const totalOf = (lines: readonly InvoiceItemView[]) => sumAmounts(lines.map((l) => l.amount));

/** What the goods of an invoice come to with their tax: the consignment value the threshold is about. */
export const goodsValueOf = (invoice: InvoiceView): Rupees => totalOf(goodsLines(invoice));

/** True when the invoice moves goods worth more than ₹50,000: the seller needs an e-way bill. */
export const needsEwayBill = (invoice: InvoiceView): boolean =>
  compareDecimals(goodsValueOf(invoice), EWAY_BILL_THRESHOLD) > 0;

/**
 * Why the invoice gets no e-way bill from the platform, or null: it is not numbered yet, bills
 * services only, its goods come to ₹50,000 or less, or a party lacks what the bill must name.
 */
export function ewayBillRefusal(invoice: InvoiceView, seller: EwayBillParty, buyer: EwayBillParty): string | null {
  if (!invoice.taxInvoice) return EWAY_BILL_MESSAGES.notNumbered;
  if (goodsLines(invoice).length === 0) return EWAY_BILL_MESSAGES.servicesOnly;
  if (!needsEwayBill(invoice)) return belowEwayThreshold(goodsValueOf(invoice));
  if (!seller.gstin) return EWAY_BILL_MESSAGES.sellerUnregistered;
  // A buyer without a GSTIN (URP) is billed to the place of supply recorded at numbering.
  if (!buyer.gstin && !invoice.taxInvoice.placeOfSupply) return EWAY_BILL_MESSAGES.buyerUnregistered;
  if (!pinOfAddress(seller.address)) return EWAY_BILL_MESSAGES.sellerPinMissing;
  if (!pinOfAddress(buyer.address)) return EWAY_BILL_MESSAGES.buyerPinMissing;
  return null;
}

const num = (amount: string): number => Number(amount);
const ddmmyyyy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

// Address lines (120 characters each) and place as the portal's fields take them: the place is the
// last part before the PIN ("12 MG Road, Pune 411001" → "Pune"). A party without a GSTIN is "URP"
// (unregistered person) in `stateCode`, the document's place of supply.
function addressOf(party: EwayBillParty, prefix: 'from' | 'to', placeOfSupply: string | null) {
  const address = (party.address ?? '').replace(/\s+/g, ' ').trim();
  const place =
    address
      .split(',')
      .at(-1)
      ?.replace(/\b[1-9]\d{5}\b/, '')
      .replace(/[-\s]+$/, '')
      .trim() || address.slice(0, 50);
  const stateCode = Number(party.gstin ? gstinStateCode(party.gstin) : placeOfSupply);
  return {
    [`${prefix}Gstin`]: party.gstin ?? 'URP',
    [`${prefix}TrdName`]: party.name.slice(0, 100),
    [`${prefix}Addr1`]: address.slice(0, 120),
    [`${prefix}Addr2`]: address.slice(120, 240),
    [`${prefix}Place`]: place.slice(0, 50),
    [`${prefix}Pincode`]: Number(pinOfAddress(party.address)),
    [`${prefix}StateCode`]: stateCode,
    [prefix === 'from' ? 'actualFromStateCode' : 'actualToStateCode']: stateCode,
  };
}

/**
 * The bulk-generation JSON of one e-way bill (outward supply, regular transaction, by road) for a
 * numbered goods invoice that {@link ewayBillRefusal} lets through.
 */
export function ewayBillJson(
  invoice: InvoiceView,
  seller: EwayBillParty,
  buyer: EwayBillParty,
  transport: Transport,
): Record<string, unknown> {
  const doc = invoice.taxInvoice!;
  const goods = goodsLines(invoice);
  const sum = (pick: (l: InvoiceItemView) => Rupees) => sumAmounts(goods.map(pick));
  const intra = doc.supplyType === 'INTRA';
  const main = goods.reduce((a, b) => (compareDecimals(b.taxableAmount, a.taxableAmount) > 0 ? b : a));
  return {
    version: EWAY_BILL_VERSION,
    billLists: [
      {
        userGstin: seller.gstin,
        supplyType: 'O',
        subSupplyType: 1,
        subSupplyDesc: '',
        docType: 'INV',
        docNo: doc.number,
        docDate: ddmmyyyy(doc.issuedOn),
        transType: 1,
        ...addressOf(seller, 'from', null),
        ...addressOf(buyer, 'to', doc.placeOfSupply),
        totalValue: num(sum((l) => l.taxableAmount)),
        cgstValue: num(sum((l) => l.cgstAmount)),
        sgstValue: num(sum((l) => l.sgstAmount)),
        igstValue: num(sum((l) => l.igstAmount)),
        cessValue: 0,
        TotNonAdvolVal: 0,
        OthValue: num(subtractAmounts(doc.totals.total, goodsValueOf(invoice))),
        totInvValue: num(doc.totals.total),
        transMode: 1,
        transDistance: transport.distanceKm,
        transporterName: '',
        transporterId: '',
        transDocNo: '',
        transDocDate: '',
        vehicleNo: transport.vehicleNo,
        vehicleType: 'R',
        mainHsnCode: Number(main.itemHsnCsnUin),
        itemList: goods.map((line, i) => ({
          itemNo: i + 1,
          productName: line.itemTitle,
          productDesc: line.itemDescription.slice(0, 100) || line.itemTitle,
          hsnCode: Number(line.itemHsnCsnUin),
          quantity: Number(line.itemQuantityDelivered),
          qtyUnit: uqcOfUnit(line.itemUnit),
          taxableAmount: num(line.taxableAmount),
          sgstRate: intra ? Number(divideDecimals(line.itemTax, 2)) : 0,
          cgstRate: intra ? Number(divideDecimals(line.itemTax, 2)) : 0,
          igstRate: intra ? 0 : Number(line.itemTax),
          cessRate: 0,
          cessNonAdvol: 0,
        })),
      },
    ],
  };
}
