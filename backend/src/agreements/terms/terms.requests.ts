import { AddAgreementTermData, EntityId } from '@samvida/machines';
import { z } from 'zod';
import { aliased, queryOf } from '../agreement.request.js';

// AddAgreementTerm `{Id, TermTitle, TermTxt, TermTypeId, TermRfpId, Attachments}`: `TermRfpId` (or
// `AgreementId`) is the agreement; an `Id` naming one of its terms edits that term. Whose term it
// is follows from the caller's role, so `TermTypeId` is ignored.
export const AddAgreementTermRequest = aliased(AddAgreementTermData, { AgreementId: ['TermRfpId'] });
export type AddAgreementTermRequest = z.infer<typeof AddAgreementTermRequest>;

// DeleteAgreementTerm?termId=[&agreementId=]: the agreement is looked up from the term when not given.
export const DeleteAgreementTermQuery = queryOf({ termId: EntityId, agreementId: EntityId.optional() });
export type DeleteAgreementTermParams = z.infer<typeof DeleteAgreementTermQuery>;

// AddUserTermToAgreement?agreementId=&grpId=[&termType=Seller]: the caller's saved term group.
export const AddUserTermsQuery = queryOf({
  agreementId: EntityId,
  grpId: z.union([z.string().trim().min(1), z.number()]).transform(String),
  termType: z.string().optional(),
});
export type AddUserTermsParams = z.infer<typeof AddUserTermsQuery>;
