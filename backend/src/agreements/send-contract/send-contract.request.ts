import { AttachmentIds, MAX_LINES, TOO_MANY_ITEMS, TOO_MANY_TERMS } from '@samvida/machines';
import { z } from 'zod';
import { CustomContractShape, roleFitsTemplate } from '../draft-contract/draft-contract.requests.js';

// Items and terms are checked one by one by the machines, so that a failing one is named.
const BuilderItem = z.record(z.string(), z.unknown());
const BuilderTerm = z.object({
  TermTitle: z.string().default(''),
  TermTxt: z.string().default(''),
  Attachments: AttachmentIds,
});
export type BuilderTerm = z.infer<typeof BuilderTerm>;

// SendContract: the builder's whole contract at once, all or nothing. The CustomContract fields,
// `Items` (AddAgreementItem bodies without the ids), `Terms` (custom terms) and `PaymentTerms`
// (`{TermTitle, TermTxt, Attachments}`; a term with a blank title or text is left out, as the
// builder does), `Publish` (default true; false keeps it a draft, the builder's 'Save porposal') and
// `RequireSignatures` (default false here; the builder and template screens send true): both parties
// sign the contract document before the buyer's start (AA).
export const SendContractRequest = CustomContractShape.extend({
  Items: z.array(BuilderItem).max(MAX_LINES, TOO_MANY_ITEMS).default([]),
  Terms: z.array(BuilderTerm).max(MAX_LINES, TOO_MANY_TERMS).default([]),
  PaymentTerms: z.array(BuilderTerm).max(MAX_LINES, TOO_MANY_TERMS).default([]),
  Publish: z.boolean().default(true),
  RequireSignatures: z.boolean().default(false),
}).superRefine(roleFitsTemplate);
export type SendContractRequest = z.infer<typeof SendContractRequest>;
