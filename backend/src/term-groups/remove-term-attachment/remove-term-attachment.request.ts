import { z } from 'zod';

// `DELETE api/Auth/RemoveUserTermAttachment?termAttachmentId={id}` (an attachment's own id).
export const RemoveTermAttachmentRequest = z.object({
  termAttachmentId: z.guid({ error: 'Please choose an attachment.' }),
});
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type RemoveTermAttachmentParams = z.infer<typeof RemoveTermAttachmentRequest>;
