import { CATALOGUE_ITEM_TYPES, TermTypeNameField } from '@samvida/machines';
import { z } from 'zod';
import { queryOf } from '../../common/http/request-params.js';

// `GET api/General/UserItemDropDown?search=&itemType=Seller|Buyer`: both optional; a picker's
// search is short, so a long one is refused rather than cut.
export const CatalogueOptionsRequest = queryOf({
  search: z.string().trim().max(100, { error: 'Search for at most 100 characters.' }).default(''),
  itemType: TermTypeNameField.transform((name) =>
    name === 'Seller' ? CATALOGUE_ITEM_TYPES.toSell : CATALOGUE_ITEM_TYPES.toBuy,
  ).optional(),
});
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type CatalogueOptionsParams = z.infer<typeof CatalogueOptionsRequest>;
