import { TermTypeNameField } from '@samvida/machines';
import { z } from 'zod';

// `GET api/General/UserTermDropDown?typeName=Seller|Buyer`; without typeName, every group.
export const TermGroupOptionsRequest = z.object({ typeName: TermTypeNameField.optional() });
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type TermGroupOptionsParams = z.infer<typeof TermGroupOptionsRequest>;
