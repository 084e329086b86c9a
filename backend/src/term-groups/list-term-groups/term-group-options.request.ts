import { TermTypeNameField } from '@samvida/machines';
import { z } from 'zod';

// `GET api/General/UserTermDropDown?typeName=Seller|Buyer&search=`; without typeName, every type;
// `search` finds groups by name.
export const TermGroupOptionsRequest = z.object({
  typeName: TermTypeNameField.optional(),
  search: z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).default(''),
});
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type TermGroupOptionsParams = z.infer<typeof TermGroupOptionsRequest>;
