// What drafting from a description proposes: items, terms and the general fields, for the user to
// review and edit before anything is added. The built-in parser and an AI provider's answer are
// both checked by this one schema, built from the schemas contract input is checked with.
import { z } from 'zod';
import { AgreementItemInput, AgreementTermInput } from '../commands/agreement.commands.js';
import { BUILDER_TEMPLATES } from '../rules/builder.rules.js';
import { Amount, Days, IsoDate, Percent } from '../rules/fields.js';

/** The longest description the assistant reads (characters). */
export const DESCRIPTION_MAX = 1000;
/** At most this many items and terms in one proposal. */
export const PROPOSAL_MAX_ROWS = 50;

/** A description to draft from: non-blank, at most {@link DESCRIPTION_MAX} characters. */
export const DealDescription = z
  .string({ error: 'Describe the deal in a sentence or two.' })
  .trim()
  .min(1, { error: 'Describe the deal in a sentence or two.' })
  .max(DESCRIPTION_MAX, { error: `Keep the description within ${DESCRIPTION_MAX} characters.` });

export const ProposedItem = AgreementItemInput.pick({
  ItemTitle: true,
  ItemDescription: true,
  Qty: true,
  UnitId: true,
  Rate: true,
  Tax: true,
}).extend({ Rate: Amount.nullable() });
export type ProposedItem = z.output<typeof ProposedItem>;

export const ProposedTerm = AgreementTermInput.pick({ TermTitle: true, TermTxt: true, IsPaymentTerm: true });
export type ProposedTerm = z.output<typeof ProposedTerm>;

/** The general fields the description states; null where it says nothing. */
export const ProposedFields = z.object({
  Advance: Percent.nullable(),
  LDPercent: Percent.nullable(),
  LDDays: Days.nullable(),
  NumberOfDays: Days.min(1).nullable(),
  StartDate: IsoDate.nullable(),
  Deposit: Amount.nullable(),
});
export type ProposedFields = z.output<typeof ProposedFields>;

export const DraftProposal = z.object({
  ContractType: z.enum(BUILDER_TEMPLATES).nullable(),
  Items: z.array(ProposedItem).max(PROPOSAL_MAX_ROWS),
  Terms: z.array(ProposedTerm).max(PROPOSAL_MAX_ROWS),
  Fields: ProposedFields,
  /** What the reader could not work out, said plainly. */
  Notes: z.array(z.string().trim().max(300)).max(20).default([]),
});
export type DraftProposal = z.output<typeof DraftProposal>;

const nullable = (type: string, extra: Record<string, unknown> = {}) => ({ type: [type, 'null'], ...extra });
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

/**
 * The JSON schema an AI provider answers under (OpenAI-compatible `response_format` json_schema,
 * strict): the shape of {@link DraftProposal}, numbers as strings so no amount passes through a
 * float. The answer is still parsed by {@link DraftProposal}, which holds the bounds.
 */
export const DRAFT_PROPOSAL_JSON_SCHEMA = object({
  ContractType: nullable('string', { enum: [...BUILDER_TEMPLATES, null] }),
  Items: {
    type: 'array',
    items: object({
      ItemTitle: { type: 'string' },
      ItemDescription: { type: 'string' },
      Qty: { type: 'string', description: 'decimal quantity, e.g. "500"' },
      UnitId: { type: 'string', description: 'unit name, e.g. "Piece", "Kilogram", "Hour", "Job (lump sum)"' },
      Rate: nullable('string', { description: 'rupees per unit before GST, e.g. "2500.00"; null when not stated' }),
      Tax: { type: 'string', description: 'GST percent, e.g. "18"' },
    }),
  },
  Terms: {
    type: 'array',
    items: object({ TermTitle: { type: 'string' }, TermTxt: { type: 'string' }, IsPaymentTerm: { type: 'boolean' } }),
  },
  Fields: object({
    Advance: nullable('string', { description: 'advance percent' }),
    LDPercent: nullable('string', { description: 'liquidated damages percent' }),
    LDDays: nullable('integer', { description: 'days of delay after which LD applies' }),
    NumberOfDays: nullable('integer', { description: 'contract duration in days' }),
    StartDate: nullable('string', { description: 'YYYY-MM-DD' }),
    Deposit: nullable('string', { description: 'security deposit in rupees' }),
  }),
  Notes: { type: 'array', items: { type: 'string' } },
});
