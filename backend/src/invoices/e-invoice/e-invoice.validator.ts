import { Ajv, type ErrorObject } from 'ajv';
import {
  eInvoiceJson,
  eInvoiceProblems,
  type EInvoiceParty,
  type EInvoiceProblem,
  type InvoiceView,
} from '@samvida/machines';
import { DomainError } from '../../common/errors/domain.error.js';
import { NIC_E_INVOICE_SCHEMA_1_1 } from './nic-e-invoice-schema.js';

// Without the `u` flag the published patterns compile as published (README.md beside this file).
const validateSchema = new Ajv({ allErrors: true, unicodeRegExp: false }).compile(NIC_E_INVOICE_SCHEMA_1_1);

// "/ItemList/3/HsnCd" → "ItemList[3].HsnCd"; a missing property is named under its parent.
function fieldOf(error: ErrorObject): string {
  const path = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? `[${part}]` : `.${part}`))
    .join('')
    .replace(/^\./, '');
  const missing = error.keyword === 'required' ? String(error.params.missingProperty) : '';
  return [path, missing].filter(Boolean).join('.') || 'e-invoice';
}

const NO_DOUBLE_QUOTE = '^([^\\"])*$';

function plainMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'is missing';
    case 'minLength':
      return `needs at least ${String(p.limit)} characters`;
    case 'maxLength':
      return `can have at most ${String(p.limit)} characters`;
    case 'minimum':
      return `must be at least ${String(p.limit)}`;
    case 'maximum':
      return `must be at most ${String(p.limit)}`;
    case 'enum':
      return `must be one of ${(p.allowedValues as unknown[]).join(', ')}`;
    case 'type':
      return `must be a ${String(p.type)}`;
    case 'pattern':
      return p.pattern === NO_DOUBLE_QUOTE
        ? 'cannot contain a double quote (")'
        : 'is not in the form the schema allows';
    default:
      return error.message ?? 'is not valid';
  }
}

/** Where `json` breaks the NIC e-invoice schema 1.1, each field with a plain message; empty when it passes. */
export function eInvoiceSchemaProblems(json: unknown): EInvoiceProblem[] {
  if (validateSchema(json)) return [];
  return (validateSchema.errors ?? []).map((error) => {
    const field = fieldOf(error);
    return { field, message: `${field} ${plainMessage(error)}.` };
  });
}

/**
 * The e-invoice JSON of a document, served only when it passes the NIC schema and the rules the
 * schema leaves out (`eInvoiceProblems`); otherwise a 422 naming each field, never invalid JSON.
 */
export function validEInvoice(
  invoice: InvoiceView,
  type: 'INV' | 'CRN',
  seller: EInvoiceParty,
  buyer: EInvoiceParty,
): Record<string, unknown> {
  const json = eInvoiceJson(invoice, type, seller, buyer);
  const problems = [
    ...eInvoiceProblems(invoice, type, seller, buyer).map((p) => ({ ...p, message: `${p.field}: ${p.message}` })),
    ...eInvoiceSchemaProblems(json),
  ];
  if (problems.length === 0) return json;
  const errors: Record<string, string[]> = {};
  for (const { field, message } of problems) (errors[field] ??= []).push(message);
  const named = problems
    .slice(0, 3)
    .map((p) => p.message)
    .join(' ');
  throw new DomainError(
    'E_INVOICE_INVALID',
    `This e-invoice cannot be exported until its data is fixed: ${named}`,
    'unprocessable',
    errors,
  );
}
