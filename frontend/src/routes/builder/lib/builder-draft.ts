// The builder's draft (contracts spec §3 "Builder draft", its field names included, so the
// handoff data a guest leaves behind reads the same), and how it becomes a SendContract body.
import {
  BLANK_LINE_ITEM,
  BUILDER_DEFAULTS,
  builderLineAmount,
  builderLineErrors,
  contractClauses,
  creatorTypeOf,
  isCompleteTerm,
  subtractAmounts,
  sumAmounts,
  type AssistantDeal,
  type BuilderTemplate,
  type ContractClause,
} from '@samvida/machines';
import type { CatalogueOption } from '@/api/pickers';
import type { ContractItemBody, ContractTermBody, SendContractBody } from '@/api/send-contract';
import { contactForApi } from '@/lib/contact';
import { formatMoney } from '@/lib/currency';
import { builderTemplateOf, rolePairOf } from '@/lib/builder-roles';

export interface BuilderLine {
  id: string;
  title: string;
  description: string;
  hsnSac: string;
  quantity: string;
  rate: string;
  timeToComplete: string;
  currency: number;
  tax: string;
  unit: number;
}

export interface BuilderTerm {
  id: string;
  title: string;
  text: string;
  status: 'pending';
  // Upload ids, for a term taken from a saved term group with its files.
  attachments?: string[];
}

export interface BuilderDraft {
  templateName: BuilderTemplate;
  userRole: string;
  firstpartyDetails: string;
  // Five lines: Name, Email, Phone Number, GSTIN, Address.
  counterpartyDetails: string;
  counterpartyContact: string;
  startDate: string;
  contractDuration: string;
  penalityDays: string;
  penalityPercent: string;
  advance: string;
  deposite: string;
  currency: string;
  paymentTerms: BuilderTerm[];
  lineItems: BuilderLine[];
  customTerms: BuilderTerm[];
}

let sequence = 0;
// A key for a row of the form (never sent).
export const rowId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence++).toString(36)}`;

export const blankLine = (): BuilderLine => ({
  id: rowId('item'),
  title: '',
  description: '',
  hsnSac: '',
  quantity: String(BLANK_LINE_ITEM.quantity),
  rate: '',
  timeToComplete: '',
  currency: BLANK_LINE_ITEM.currency,
  tax: String(BLANK_LINE_ITEM.tax),
  unit: BLANK_LINE_ITEM.unit,
});

export const newTerm = (title: string, text: string, attachments: string[] = []): BuilderTerm => ({
  id: rowId('term'),
  title: title.trim(),
  text: text.trim(),
  status: 'pending',
  attachments,
});

// A catalogue item as a line: its title, description, HSN/SAC, unit, rate and tax; quantity 1.
export const lineFromCatalogue = (item: CatalogueOption): Partial<BuilderLine> => ({
  title: item.typeValue,
  description: item.desc,
  hsnSac: item.itemHsnCsnUin,
  quantity: '1',
  rate: item.itemRate,
  tax: item.itemTax,
  unit: item.sellingUnitId,
});

// A fresh draft of the template, the user's usual role chosen (spec §9 defaults).
export function newDraft(templateName: BuilderTemplate, firstpartyDetails = ''): BuilderDraft {
  return {
    templateName,
    userRole: rolePairOf(templateName)[0],
    firstpartyDetails,
    counterpartyDetails: '',
    counterpartyContact: '',
    startDate: '',
    contractDuration: String(BUILDER_DEFAULTS.contractDuration),
    penalityDays: String(BUILDER_DEFAULTS.penalityDays),
    penalityPercent: String(BUILDER_DEFAULTS.penalityPercent),
    advance: String(BUILDER_DEFAULTS.advance),
    deposite: String(BUILDER_DEFAULTS.deposite),
    currency: BUILDER_DEFAULTS.currency,
    paymentTerms: [],
    lineItems: [],
    customTerms: [],
  };
}

// A draft a guest left in the handoff data, when it is one of this template.
export function restoredDraft(
  data: Record<string, unknown> | null,
  templateName: BuilderTemplate,
): BuilderDraft | null {
  if (!data || typeof data.counterpartyDetails !== 'string' || !Array.isArray(data.lineItems)) return null;
  if (builderTemplateOf(data.templateName as string) !== templateName) return null;
  return { ...newDraft(templateName), ...(data as Partial<BuilderDraft>), templateName };
}

// The five-line counterparty details text of spec §3.
export const counterpartyDetailsText = (contact: {
  usrName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
  usrGstin?: string | null;
  usrAddress?: string | null;
}) =>
  [
    `Name: ${contact.usrName ?? ''}`,
    `Email: ${contact.email ?? ''}`,
    `Phone Number: ${contact.phoneNumber ?? ''}`,
    `GSTIN: ${contact.usrGstin ?? ''}`,
    `Address: ${contact.usrAddress ?? ''}`,
  ].join('\n');

// The line amount of the machines (rate × quantity plus tax %; non-numeric counts as 0).
export const lineAmountOf = (line: BuilderLine) => builderLineAmount(line);

export interface DraftTotals {
  net: string;
  tax: string;
  total: string;
}

export function draftTotals(lines: readonly BuilderLine[]): DraftTotals {
  const total = sumAmounts(lines.map(lineAmountOf));
  const net = sumAmounts(lines.map((line) => builderLineAmount({ ...line, tax: 0 })));
  return { net, tax: subtractAmounts(total, net), total };
}

// A row the user added and never filled is left out rather than refused.
const isUntouched = (line: BuilderLine) =>
  !line.title.trim() && !line.description.trim() && !line.hsnSac.trim() && !Number(line.rate) && !Number(line.quantity);

// Rows whose quantity, rate or tax would be refused (their fields show why).
export const linesWithBadNumbers = (draft: BuilderDraft) =>
  draft.lineItems.filter((line) => Object.keys(builderLineErrors(line)).length > 0);

// Rows with something in them but no title: the server would refuse them unnamed.
export const untitledLines = (draft: BuilderDraft) =>
  draft.lineItems.filter((line) => !isUntouched(line) && !line.title.trim());

const orZero = (value: string) => (value.trim() === '' ? '0' : value.trim());
const wholeDays = (value: string, fallback: number) => (value.trim() === '' ? fallback : Number(value));

const itemBody = (line: BuilderLine): ContractItemBody => ({
  ItemCode: line.hsnSac.trim(),
  ItemTitle: line.title.trim(),
  ItemDescription: line.description.trim(),
  Qty: orZero(line.quantity),
  Tax: orZero(line.tax),
  CurrencyId: line.currency,
  UnitId: line.unit,
  Rate: orZero(line.rate),
  ItemDeliveredInDays: wholeDays(line.timeToComplete, 0),
});

// Payment terms come from the payment-term inputs (the spec's index mix-up is not reproduced).
const termBodies = (terms: readonly BuilderTerm[]): ContractTermBody[] =>
  terms
    .filter(isCompleteTerm)
    .map((term) => ({ TermTitle: term.title, TermTxt: term.text, Attachments: term.attachments ?? [] }));

// The contract's numbered clauses as the draft words them: the machines' list, which the contract
// document the parties sign prints the same way for the contract sent from this draft.
export const draftClauses = (draft: BuilderDraft): ContractClause[] =>
  contractClauses({
    contractType: draft.templateName,
    startDate: draft.startDate || null,
    durationDays: draft.contractDuration,
    ldDays: draft.penalityDays,
    ldPercent: draft.penalityPercent,
    advancePercent: draft.advance,
    deposit: draft.deposite,
    paymentTerms: draft.paymentTerms.filter(isCompleteTerm),
    otherTerms: draft.customTerms.filter(isCompleteTerm),
    money: (amount) => formatMoney(amount, draft.currency),
  });

// A "Label: value" line of the five-line party details.
const detailLine = (details: string, label: string) =>
  new RegExp(`^${label}:[ \\t]*(.*)$`, 'im').exec(details)?.[1]?.trim() ?? '';

// The deal the drafting assistant words its clauses from and checks: names and GSTIN States from
// the party details, by which side the user's role is on.
export function draftDeal(draft: BuilderDraft): Omit<AssistantDeal, 'sellerIsMsme'> {
  const mine = creatorTypeOf(draft.userRole) === 'buyer';
  const [buyer, seller] = mine
    ? [draft.firstpartyDetails, draft.counterpartyDetails]
    : [draft.counterpartyDetails, draft.firstpartyDetails];
  const stateOf = (details: string) => detailLine(details, 'GSTIN').slice(0, 2) || null;
  return {
    contractType: draft.templateName,
    buyerName: detailLine(buyer, 'Name'),
    sellerName: detailLine(seller, 'Name'),
    buyerStateCode: stateOf(buyer),
    sellerStateCode: stateOf(seller),
    contractValue: draftTotals(draft.lineItems).total,
    ldPercent: draft.penalityPercent,
    ldDays: draft.penalityDays,
    advancePercent: draft.advance,
    durationDays: draft.contractDuration,
    deposit: draft.deposite,
    itemCodes: draft.lineItems.map((line) => line.hsnSac),
    terms: [
      ...draft.paymentTerms.map((term) => ({ ...term, isPaymentTerm: true })),
      ...draft.customTerms.map((term) => ({ ...term, isPaymentTerm: false })),
    ],
  };
}

// The SendContract body of a draft.
export function sendContractBody(draft: BuilderDraft, publish: boolean): SendContractBody {
  return {
    CreatorType: draft.userRole,
    OtherPartyContactInfo: contactForApi(draft.counterpartyContact),
    ContractType: draft.templateName,
    LDDays: wholeDays(draft.penalityDays, BUILDER_DEFAULTS.penalityDays),
    LDPercent: orZero(draft.penalityPercent),
    Advance: orZero(draft.advance),
    NumberOfDays: wholeDays(draft.contractDuration, BUILDER_DEFAULTS.contractDuration),
    StartDate: draft.startDate || null,
    Deposit: orZero(draft.deposite),
    CurrencyId: draft.currency,
    Items: draft.lineItems.filter((line) => !isUntouched(line)).map(itemBody),
    Terms: termBodies(draft.customTerms),
    PaymentTerms: termBodies(draft.paymentTerms),
    Publish: publish,
  };
}
