import { ApplyForProposalForm, EntityId } from '@samvida/machines';
import type { z } from 'zod';
import { queryOf } from '../agreement.request.js';

// SaveAgreement `{ProposalId, Advance, SellerRates[{Id, ItemId, ItemTax, CompletionDays, RateType,
// Amount, Currency, SellingUnit}]}`: the /ApplyRFQ form's rules ('Advance is required. It can be
// 0.', 'You need to provide rate for atleast 1 item'); rows without a rate above 0 are dropped.
export const ApplyForProposalRequest = ApplyForProposalForm;
export type ApplyForProposalRequest = z.infer<typeof ApplyForProposalRequest>;

export const ProposalIdQuery = queryOf({ proposalId: EntityId });
export type ProposalIdParams = z.infer<typeof ProposalIdQuery>;
