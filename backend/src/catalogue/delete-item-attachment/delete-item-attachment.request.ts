import { z } from 'zod';

// `DELETE api/Auth/DeleteItemAttachment?attachId={id}&itemId={id}`
export const DeleteItemAttachmentRequest = z.object({
  attachId: z.guid({ error: 'Please choose an attachment.' }),
  itemId: z.guid({ error: 'Please choose an item.' }),
});
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type DeleteItemAttachmentParams = z.infer<typeof DeleteItemAttachmentRequest>;
