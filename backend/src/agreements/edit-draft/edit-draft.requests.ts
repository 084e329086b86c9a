import { AddAgreementItemData, UpdateB2CContractData } from '@samvida/machines';
import type { z } from 'zod';
import { aliased } from '../agreement.request.js';

// AddAgreementItem `{AgItemId, AgId, CreatorId, Rate, Tax, ItemTitle, ItemDescription, ItemCode,
// ItemDeliveredInDays, Qty, CurrencyId, UnitId}`: `AgId` is the agreement; the creator is always
// the caller (`CreatorId` is ignored). Rate and days are the caller's own offer.
export const AddAgreementItemRequest = aliased(AddAgreementItemData, { AgreementId: ['AgId'] });
export type AddAgreementItemRequest = z.infer<typeof AddAgreementItemRequest>;

// UpdateB2CContract `{Id, LDDays, LDPercent, Advance, AgreementDuration}`: the draft's general terms.
export const UpdateB2CContractRequest = aliased(UpdateB2CContractData, { AgreementId: ['Id'] });
export type UpdateB2CContractRequest = z.infer<typeof UpdateB2CContractRequest>;
