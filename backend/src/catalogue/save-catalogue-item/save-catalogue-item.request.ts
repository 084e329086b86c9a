import { AttachmentIds, CatalogueItemForm } from '@samvida/machines';
import { z } from 'zod';

// A missing AddRequest is checked like an empty one, so the spec's first message leads.
const orEmpty = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

// Body of `POST api/Auth/AddCatalogItem`: {AddRequest, AddAttachmentRequest, OwnerId}. The owner
// is always the caller, so OwnerId is ignored. Attachments are upload ids or urls, in
// AddAttachmentRequest (or AddRequest.AttachmentList; both are taken).
export const AddCatalogueItemRequest = z.object({
  AddRequest: orEmpty(CatalogueItemForm),
  AddAttachmentRequest: AttachmentIds,
});
export type AddCatalogueItemRequest = z.infer<typeof AddCatalogueItemRequest>;

// Body of `POST api/Auth/UpdateCatalogItem`: the same, with AddRequest.Id naming the item.
export const UpdateCatalogueItemRequest = AddCatalogueItemRequest.extend({
  AddRequest: orEmpty(CatalogueItemForm.extend({ Id: z.guid({ error: 'Please choose the item to update.' }) })),
});
export type UpdateCatalogueItemRequest = z.infer<typeof UpdateCatalogueItemRequest>;
