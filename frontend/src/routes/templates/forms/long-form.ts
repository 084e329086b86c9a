// What a fixed-layout template form is made of, and the helpers its answers become a contract with.
import type { BuilderTemplate } from '@samvida/machines';
import type { ContractItemBody, ContractTermBody, SendContractBody } from '@/api/send-contract';

export type FieldKind = 'text' | 'textarea' | 'date' | 'number' | 'amount' | 'percent' | 'checkbox';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required?: boolean;
  description?: string;
  // Default answer ('' or false when not given).
  initial?: string | boolean;
  // Wide fields (addresses, notes) take a whole row.
  wide?: boolean;
}

export interface SectionSpec {
  title: string;
  description?: string;
  fields: FieldSpec[];
}

export type Answers = Record<string, string | boolean>;

// The contract fields a form decides; the parties, template and currency are added by the form screen.
export type ContractParts = Pick<SendContractBody, 'StartDate' | 'NumberOfDays' | 'Items' | 'Terms' | 'PaymentTerms'> &
  Partial<Pick<SendContractBody, 'LDDays' | 'LDPercent' | 'Advance' | 'Deposit'>>;

export interface LongFormSpec {
  // The page heading (as the route list names it).
  title: string;
  // The gallery template whose role pair the form uses.
  template: BuilderTemplate;
  intro: string;
  sections: SectionSpec[];
  toContract: (answers: Answers) => ContractParts;
}

// A trimmed text answer ('' when absent).
export const text = (answers: Answers, name: string): string => {
  const value = answers[name];
  return typeof value === 'string' ? value.trim() : '';
};

// A numeric answer as the exact string typed, '0' when blank.
export const decimal = (answers: Answers, name: string): string => text(answers, name) || '0';

// A whole-number answer (blank is `fallback`).
export const whole = (answers: Answers, name: string, fallback = 0): number => {
  const value = text(answers, name);
  return value === '' ? fallback : Number(value);
};

export const ticked = (answers: Answers, name: string): boolean => answers[name] === true;

// The labels of the ticked checkboxes among `fields`.
export const tickedLabels = (answers: Answers, fields: readonly FieldSpec[]): string[] =>
  fields.filter((field) => field.kind === 'checkbox' && ticked(answers, field.name)).map((field) => field.label);

// Days from a start date to the same date `months` later (30 a month without a start date).
export function daysForMonths(start: string, months: number): number {
  const from = new Date(`${start}T00:00:00Z`);
  if (!start || Number.isNaN(from.getTime())) return Math.max(1, months * 30);
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return Math.max(1, Math.round((to.getTime() - from.getTime()) / 86_400_000));
}

export const item = (
  title: string,
  quantity: string,
  rate: string,
  tax = '0',
  more: Partial<Pick<ContractItemBody, 'ItemCode' | 'ItemDescription' | 'ItemDeliveredInDays' | 'UnitId'>> = {},
): ContractItemBody => ({
  ItemCode: '',
  ItemDescription: '',
  ItemDeliveredInDays: 0,
  UnitId: 1,
  ...more,
  ItemTitle: title,
  Qty: quantity,
  Rate: rate,
  Tax: tax,
  CurrencyId: 2,
});

// A term, or nothing when its text is blank (the server leaves blank terms out as well).
export const term = (title: string, body: string): ContractTermBody[] =>
  body.trim() ? [{ TermTitle: title, TermTxt: body.trim(), Attachments: [] }] : [];
