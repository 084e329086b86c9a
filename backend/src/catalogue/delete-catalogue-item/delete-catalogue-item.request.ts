import { z } from 'zod';

// `DELETE api/Auth/DeleteCatalogItem?itemId={id}`
export const DeleteCatalogueItemRequest = z.object({ itemId: z.guid({ error: 'Please choose an item.' }) });
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type DeleteCatalogueItemParams = z.infer<typeof DeleteCatalogueItemRequest>;
