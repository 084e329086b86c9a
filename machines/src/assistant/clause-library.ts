// The drafting assistant's clause library: clauses for the twelve templates and for goods and
// services contracts under Indian law, each worded from the deal (parties, States, amounts, LD,
// advance, duration) with a plain-language explanation. Suggestions only: a clause becomes part of
// a contract when a party adds it as an ordinary term, which the other party negotiates.
import type { BuilderTemplate } from '../rules/builder.rules.js';
import { contractRoles } from '../rules/contract-clauses.js';
import { stateName } from '../rules/gst-states.js';
import { formatInr, lenientDecimal, percentOf } from '../rules/money.js';
import { statedPaymentDays } from './payment-days.js';

/** What a contract is about, which decides the clauses it needs. */
export type ContractKind = 'goods' | 'services' | 'premises' | 'loan' | 'confidentiality' | 'consent';

const TEMPLATE_KINDS: Record<BuilderTemplate, ContractKind> = {
  'Rental Agreement': 'premises',
  Subletting: 'premises',
  'Interior Design': 'services',
  Maintenance: 'services',
  'Home Renovation': 'services',
  Consulting: 'services',
  NDA: 'confidentiality',
  'Consent Agreement': 'consent',
  'Loan Agreement': 'loan',
  Freelance: 'services',
  Sales: 'goods',
  Custom: 'goods',
};

/** A term as the assistant reads it: the draft's or the contract's, either party's. */
export interface DraftTerm {
  title: string;
  text: string;
  isPaymentTerm?: boolean;
}

/** The deal a clause is worded from. Blank strings count as not given. */
export interface AssistantDeal {
  contractType: string;
  buyerName?: string | null;
  sellerName?: string | null;
  /** GST State codes ("27") of the parties, from their GSTINs when known. */
  buyerStateCode?: string | null;
  sellerStateCode?: string | null;
  /** Where disputes are heard (a city); default: the buyer's State, else the seller's. */
  seat?: string | null;
  /** The contract value in rupees, tax included. */
  contractValue: string;
  ldPercent: string;
  ldDays: string;
  advancePercent: string;
  durationDays: string;
  deposit: string;
  /** The seller is a micro or small enterprise registered under the MSMED Act (Udyam). */
  sellerIsMsme: boolean;
  /** HSN/SAC codes of the items: all SAC (99…) makes an unnamed contract a services one. */
  itemCodes?: readonly string[];
  terms: readonly DraftTerm[];
}

/** Goods unless the template says otherwise or every item carries a SAC (services) code. */
export function contractKindOf(deal: Pick<AssistantDeal, 'contractType' | 'itemCodes'>): ContractKind {
  const template = TEMPLATE_KINDS[deal.contractType as BuilderTemplate];
  if (template && deal.contractType !== 'Custom') return template;
  const codes = (deal.itemCodes ?? []).filter((code) => code.trim());
  return codes.length > 0 && codes.every((code) => code.trim().startsWith('99')) ? 'services' : 'goods';
}

/** The longest payment period the MSMED Act allows (Section 15): 45 days from acceptance. */
export const MSME_MAX_PAYMENT_DAYS = 45;
/** Payment days a payment clause proposes when the deal states none. */
const DEFAULT_PAYMENT_DAYS = 30;

/** Everything a clause's wording reads from the deal, already written out. */
export interface ClauseVars {
  kind: ContractKind;
  /** "the tenant"; `buyerNamed` is "Asha Rao (the tenant)" when the name is known. */
  buyer: string;
  seller: string;
  buyerNamed: string;
  sellerNamed: string;
  seat: string;
  value: string;
  advancePercent: string;
  advanceAmount: string;
  ldPercent: string;
  ldDays: string;
  durationDays: string;
  deposit: string;
  paymentDays: number;
  sellerIsMsme: boolean;
  /** "IGST", "CGST and SGST", or both named when the States are not known. */
  taxes: string;
}

const given = (value: string | null | undefined) => (value ?? '').trim();
const percent = (value: string) => lenientDecimal(value).toString();
const wholeDays = (value: string, fallback: string) =>
  lenientDecimal(value).greaterThan(0) ? percent(value) : fallback;

function taxesOf(deal: AssistantDeal): string {
  const [buyer, seller] = [given(deal.buyerStateCode), given(deal.sellerStateCode)];
  if (!buyer || !seller) return 'CGST and SGST (or IGST for a supply between States)';
  return buyer === seller ? 'CGST and SGST' : 'IGST';
}

/** The clause variables of a deal; the payment days are the ones its payment terms state. */
export function clauseVars(deal: AssistantDeal, statedPaymentDays: number | null): ClauseVars {
  const roles = contractRoles(deal.contractType);
  const role = (word: string) => `the ${word.replace(/_/g, ' ')}`;
  const named = (name: string | null | undefined, word: string) =>
    given(name) ? `${given(name)} (${role(word)})` : role(word);
  const place = given(deal.seat) || stateName(given(deal.buyerStateCode)) || stateName(given(deal.sellerStateCode));
  const days = statedPaymentDays ?? DEFAULT_PAYMENT_DAYS;
  return {
    kind: contractKindOf(deal),
    buyer: role(roles.buyer),
    seller: role(roles.seller),
    buyerNamed: named(deal.buyerName, roles.buyer),
    sellerNamed: named(deal.sellerName, roles.seller),
    seat: place || '[city]',
    value: formatInr(lenientDecimal(deal.contractValue)),
    advancePercent: percent(deal.advancePercent),
    advanceAmount: formatInr(percentOf(lenientDecimal(deal.contractValue), lenientDecimal(deal.advancePercent))),
    ldPercent: percent(deal.ldPercent),
    ldDays: wholeDays(deal.ldDays, '0'),
    durationDays: wholeDays(deal.durationDays, '[number of]'),
    deposit: formatInr(lenientDecimal(deal.deposit)),
    paymentDays: deal.sellerIsMsme ? Math.min(days, MSME_MAX_PAYMENT_DAYS) : days,
    sellerIsMsme: deal.sellerIsMsme,
    taxes: taxesOf(deal),
  };
}

/** Upper-cases the first letter, for a role that starts a sentence. */
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export type ClauseId =
  | 'delivery-acceptance'
  | 'scope-completion'
  | 'warranty'
  | 'gst-invoicing'
  | 'e-way-bill'
  | 'payment'
  | 'liquidated-damages'
  | 'force-majeure'
  | 'termination'
  | 'confidentiality'
  | 'dispute-resolution'
  | 'governing-law'
  | 'rent-deposit'
  | 'stamp-registration'
  | 'loan-repayment'
  | 'permitted-use'
  | 'scope-of-consent'
  | 'ownership-of-work';

export interface ClauseDefinition {
  id: ClauseId;
  title: string;
  /** The kinds of contract the clause fits. */
  kinds: readonly ContractKind[];
  /** The kinds of contract that are incomplete without it. */
  essentialFor: readonly ContractKind[];
  /** Recognises a term that already covers the clause (title and text). */
  covers: RegExp;
  isPaymentTerm?: boolean;
  /** Only suggested when the deal calls for it (an LD above 0, goods worth an e-way bill). */
  when?: (deal: AssistantDeal) => boolean;
  text: (v: ClauseVars) => string;
  explanation: string;
}

const ALL: readonly ContractKind[] = ['goods', 'services', 'premises', 'loan', 'confidentiality', 'consent'];
const TRADE: readonly ContractKind[] = ['goods', 'services'];
const PAID: readonly ContractKind[] = ['goods', 'services', 'premises'];
/** Goods worth more than this move under an e-way bill (Rule 138 of the CGST Rules, 2017). */
const EWAY_BILL_THRESHOLD = 50_000;

function paymentText(v: ClauseVars): string {
  const advance = lenientDecimal(v.advancePercent).greaterThan(0)
    ? `an advance of ${v.advancePercent}% of the contract value (${v.advanceAmount}) when the contract starts, and `
    : '';
  const late = v.sellerIsMsme
    ? `${cap(v.seller)} is a micro or small enterprise registered under the MSMED Act, 2006: payment is due within ` +
      `its ${MSME_MAX_PAYMENT_DAYS}-day limit from acceptance, and a late payment carries compound interest with monthly ` +
      'rests at three times the bank rate notified by the Reserve Bank of India (Sections 15 and 16 of the Act).'
    : 'A late payment carries simple interest at 12% a year from the due date until it is paid.';
  return (
    `${cap(v.buyerNamed)} shall pay ${advance}each invoice within ${v.paymentDays} days of receiving it and ` +
    `accepting what it bills, by bank transfer or UPI to ${v.sellerNamed}'s account on the invoice. ${late}`
  );
}

/** Every clause of the library, in the order a contract would set them out. */
export const CLAUSE_LIBRARY: readonly ClauseDefinition[] = [
  {
    id: 'delivery-acceptance',
    title: 'Delivery and acceptance',
    kinds: ['goods'],
    essentialFor: ['goods'],
    covers: /deliver|dispatch|acceptance|inspect/i,
    text: (v) =>
      `${cap(v.sellerNamed)} shall deliver the goods within ${v.durationDays} days of the start to the place ` +
      `${v.buyer} names, packed for transit, with the tax invoice. ${cap(v.buyer)} shall inspect them within 7 days ` +
      'of delivery and may reject goods that do not match the agreed description, quantity or quality by written ' +
      `notice with reasons; goods not rejected within that time are accepted. ${cap(v.seller)} replaces or credits ` +
      'rejected goods at its own cost.',
    explanation:
      'Says where and by when the goods arrive, how long the buyer has to check them, and what happens to goods that ' +
      'are not right. Acceptance also starts the payment clock.',
  },
  {
    id: 'scope-completion',
    title: 'Scope and completion',
    kinds: ['services'],
    essentialFor: ['services'],
    covers: /scope|deliverable|completion|milestone/i,
    text: (v) =>
      `${cap(v.sellerNamed)} shall perform the work set out in the items of this Agreement with due skill and care ` +
      `and complete it within ${v.durationDays} days of the start. ${cap(v.buyerNamed)} shall give the access, ` +
      `information and approvals the work needs. The work is accepted when ${v.buyer} confirms completion on ` +
      `Samvida or raises no written defect within 7 days of ${v.seller}'s notice of completion.`,
    explanation:
      'Pins down what is to be done and by when, what the client must provide, and when the work counts as ' +
      'finished, so that payment and any delay penalty have a clear starting point.',
  },
  {
    id: 'warranty',
    title: 'Warranty',
    kinds: TRADE,
    essentialFor: [],
    covers: /warrant|guarantee|defect liability/i,
    text: (v) =>
      v.kind === 'goods'
        ? `${cap(v.seller)} warrants that the goods are new, of merchantable quality, fit for the purpose made known ` +
          'to it and free from defects in material and workmanship for 12 months from delivery; a defective item is ' +
          `repaired or replaced free of charge within 15 days of ${v.buyer}'s notice.`
        : `${cap(v.seller)} warrants that the work is done with due skill and care and as agreed; a defect notified ` +
          `within 90 days of acceptance is put right free of charge within 15 days of ${v.buyer}'s notice.`,
    explanation:
      'Promises that what is supplied works as it should for a stated time, and says how defects are fixed. Without ' +
      'it the buyer relies only on the implied conditions of the Sale of Goods Act, 1930.',
  },
  {
    id: 'gst-invoicing',
    title: 'GST and invoicing',
    kinds: TRADE,
    essentialFor: TRADE,
    covers: /\bGST\b|tax invoice|invoic/i,
    text: (v) =>
      `Prices are exclusive of GST, which ${v.buyer} pays as charged on the invoice. ${cap(v.seller)} shall issue a ` +
      `tax invoice under Section 31 of the CGST Act, 2017 showing its GSTIN, the HSN or SAC codes and ${v.taxes} ` +
      `separately, and shall report it in its GSTR-1 on time so that ${v.buyer} can claim input tax credit. Credit ` +
      `lost through ${v.seller}'s default is made good by ${v.seller}.`,
    explanation:
      'Settles who bears GST and obliges the seller to issue a proper tax invoice and report it, because the ' +
      "buyer's input tax credit depends on the seller's filing.",
  },
  {
    id: 'e-way-bill',
    title: 'E-way bill',
    kinds: ['goods'],
    essentialFor: [],
    covers: /e-?way bill/i,
    when: (deal) => lenientDecimal(deal.contractValue).greaterThan(EWAY_BILL_THRESHOLD),
    text: (v) =>
      `For every consignment worth more than ₹50,000 ${v.seller} shall generate the e-way bill (Rule 138 of the ` +
      'CGST Rules, 2017) before the goods move and give its number to the transporter. Goods detained for want of a ' +
      `valid e-way bill are at ${v.seller}'s risk and cost.`,
    explanation:
      'Goods over ₹50,000 need an e-way bill to move; the clause makes the seller responsible for it and for any ' +
      'detention on the road.',
  },
  {
    id: 'payment',
    title: 'Payment',
    kinds: [...PAID, 'loan'],
    essentialFor: PAID,
    covers: /\bpay(ment|able)?\b|\bpaid\b/i,
    isPaymentTerm: true,
    text: paymentText,
    explanation:
      'When each amount falls due, how it is paid and what a late payment costs. For a micro or small seller the ' +
      'MSMED Act caps the credit period at 45 days and sets the interest on late payment; a contract cannot agree less.',
  },
  {
    id: 'liquidated-damages',
    title: 'Liquidated damages',
    kinds: TRADE,
    essentialFor: [],
    covers: /liquidated damages|\bLD\b|penalt/i,
    when: (deal) => lenientDecimal(deal.ldPercent).greaterThan(0),
    text: (v) =>
      `If ${v.seller} completes more than ${v.ldDays} days after the completion date, the price of the delayed ` +
      `part is reduced by ${v.ldPercent}%, as agreed on Samvida. The parties accept this as a genuine pre-estimate of the loss ` +
      'from delay (Section 74 of the Indian Contract Act, 1872).',
    explanation:
      'Fixes in advance what a late completion costs, at the LD percent the parties agreed, so that no one has to ' +
      'prove the loss later. It must match the agreed LD percent and days.',
  },
  {
    id: 'force-majeure',
    title: 'Force majeure',
    kinds: ['goods', 'services', 'premises', 'loan'],
    essentialFor: [],
    covers: /force majeure|act of god/i,
    text: () =>
      'Neither party is liable for a delay or failure caused by events beyond its reasonable control, such as flood, ' +
      'earthquake, epidemic, war, riot or an order of government, if it informs the other party in writing within 7 ' +
      'days and does what it reasonably can to limit the effect. If the event lasts more than 60 days, either party ' +
      'may end this Agreement by written notice, paying for what was delivered until then.',
    explanation:
      'Excuses delay caused by events nobody controls, requires prompt notice, and lets either side walk away if ' +
      'the event drags on.',
  },
  {
    id: 'termination',
    title: 'Termination',
    kinds: ALL,
    essentialFor: ['services', 'premises'],
    covers: /terminat|end this agreement|notice period/i,
    text: (v) =>
      'Either party may terminate this Agreement by written notice if the other materially breaches it and does ' +
      `not cure the breach within 15 days of being told. On termination ${v.buyer} pays for what was delivered ` +
      `or done until then, and ${v.seller} refunds any advance or deposit not yet earned.`,
    explanation: 'How either side can end the contract early, and how money is settled when it ends.',
  },
  {
    id: 'confidentiality',
    title: 'Confidentiality',
    kinds: ALL,
    essentialFor: ['confidentiality'],
    covers: /confidential|non-disclosure/i,
    text: () =>
      "Each party shall keep confidential the other's business information received under this Agreement, use it " +
      'only for this Agreement and disclose it only to staff and advisers who need it, or where the law requires. ' +
      'This duty lasts for 3 years after the Agreement ends.',
    explanation: "Keeps each side's business information private during the contract and for three years after.",
  },
  {
    id: 'dispute-resolution',
    title: 'Dispute resolution',
    kinds: ALL,
    essentialFor: ALL,
    covers: /arbitrat|dispute/i,
    text: (v) =>
      'The parties shall first try to settle a dispute by discussion for 30 days. A dispute not settled then is ' +
      'referred to a sole arbitrator appointed by both parties under the Arbitration and Conciliation Act, 1996. ' +
      `The seat and venue of arbitration is ${v.seat}, the language is English, and the award is final and binding.`,
    explanation:
      'Sends disputes to a private arbitrator instead of a court case, which is usually faster. The seat decides ' +
      'which courts supervise the arbitration.',
  },
  {
    id: 'governing-law',
    title: 'Governing law and jurisdiction',
    kinds: ALL,
    essentialFor: ALL,
    covers: /governing law|jurisdiction|laws of india/i,
    text: (v) =>
      `This Agreement is governed by the laws of India. Subject to the dispute resolution clause, the courts at ` +
      `${v.seat} have exclusive jurisdiction.`,
    explanation: 'Which law applies and which courts hear any matter that is not arbitrated.',
  },
  {
    id: 'rent-deposit',
    title: 'Rent, deposit and upkeep',
    kinds: ['premises'],
    essentialFor: ['premises'],
    covers: /\brent\b|security deposit/i,
    text: (v) =>
      `${cap(v.buyerNamed)} pays the rent set out in the items by the 5th day of each month. The security deposit ` +
      `of ${v.deposit} is refunded without interest within 30 days of ${v.buyer} handing back vacant possession, ` +
      'less unpaid dues and the cost of repairing damage beyond normal wear and tear. ' +
      `${cap(v.seller)} bears property tax and structural repairs; ${v.buyer} bears electricity, water and ` +
      'day-to-day upkeep.',
    explanation: 'When the rent is due, when and how the deposit comes back, and who pays for what in the premises.',
  },
  {
    id: 'stamp-registration',
    title: 'Stamp duty and registration',
    kinds: ['premises', 'loan'],
    essentialFor: [],
    covers: /stamp|registration act|registered/i,
    text: () =>
      'This Agreement is stamped as the stamp law of the State where it is executed requires. A lease for more ' +
      'than 11 months is registered under the Registration Act, 1908. The parties share the stamp duty and ' +
      'registration charges equally.',
    explanation:
      'An unstamped agreement cannot be relied on in court until the duty and a penalty are paid, and a lease of ' +
      'more than 11 months must be registered.',
  },
  {
    id: 'loan-repayment',
    title: 'Repayment and interest',
    kinds: ['loan'],
    essentialFor: ['loan'],
    covers: /repay|interest|instal?ment|EMI/i,
    text: (v) =>
      `${cap(v.buyerNamed)} shall repay the amount lent, ${v.value}, to ${v.sellerNamed} within ${v.durationDays} ` +
      'days of the start, in the instalments and with the interest set out in the items. An instalment paid late ' +
      'carries interest at 2% a year above the agreed rate for the days of delay. The borrower may prepay at any ' +
      'time without charge.',
    explanation: 'How much is to be repaid, by when, with what interest, and what a late instalment costs.',
  },
  {
    id: 'permitted-use',
    title: 'Permitted use and return of information',
    kinds: ['confidentiality'],
    essentialFor: ['confidentiality'],
    covers: /permitted use|purpose|return or destroy/i,
    text: (v) =>
      `${cap(v.buyerNamed)} shall use the information ${v.sellerNamed} discloses only to evaluate or carry out ` +
      'the business between them, shall not copy it beyond that need, and shall return or destroy it within 15 ' +
      `days of ${v.seller}'s written request. Information already public or independently developed is not covered.`,
    explanation: 'Limits what the receiving party may do with the information and how it is handed back.',
  },
  {
    id: 'scope-of-consent',
    title: 'Scope of consent',
    kinds: ['consent'],
    essentialFor: ['consent'],
    covers: /consent/i,
    text: (v) =>
      `${cap(v.buyerNamed)} gives consent only for the purpose set out in this Agreement and for ` +
      `${v.durationDays} days, and may withdraw it by written notice; withdrawal does not affect what was done ` +
      'before it.',
    explanation: 'What exactly is consented to, for how long, and how the consent can be withdrawn.',
  },
  {
    id: 'ownership-of-work',
    title: 'Ownership of work',
    kinds: ['services'],
    essentialFor: [],
    covers: /intellectual property|ownership|copyright/i,
    text: (v) =>
      `Once paid in full, ${v.buyer} owns the designs, documents and other deliverables made for it under this ` +
      `Agreement. ${cap(v.seller)} keeps its pre-existing tools and know-how and licenses ${v.buyer} to use them ` +
      'as part of the deliverables.',
    explanation:
      'Under the Copyright Act, 1957 the maker owns the work unless the contract says otherwise; this clause ' +
      'passes it to the client on payment.',
  },
];

/** A library clause worded for a deal: shown as a suggestion until a party adds it as a term. */
export interface SuggestedClause {
  id: ClauseId;
  title: string;
  text: string;
  explanation: string;
  isPaymentTerm: boolean;
}

export const fillClause = (clause: ClauseDefinition, vars: ClauseVars): SuggestedClause => ({
  id: clause.id,
  title: clause.title,
  text: clause.text(vars),
  explanation: clause.explanation,
  isPaymentTerm: clause.isPaymentTerm ?? false,
});

/** The library clauses that fit the deal's kind of contract, worded from the deal. */
export function clausesForDeal(deal: AssistantDeal): SuggestedClause[] {
  const vars = clauseVars(deal, statedPaymentDays(deal.terms));
  return CLAUSE_LIBRARY.filter((clause) => clause.kinds.includes(vars.kind) && (clause.when?.(deal) ?? true)).map(
    (clause) => fillClause(clause, vars),
  );
}

/** The clause of the library with this id. */
export const libraryClause = (id: ClauseId): ClauseDefinition => CLAUSE_LIBRARY.find((clause) => clause.id === id)!;
