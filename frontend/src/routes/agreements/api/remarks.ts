import * as z from 'zod/mini';

// Parts of the agreement reads (docs/api.md "Agreements / Reads") that several calls share.

// An attached file: `link` is `/api/General/file/<id>`, readable by both parties with the token.
export const Attachment = z.object({ id: z.string(), link: z.string(), name: z.optional(z.string()) });
export type Attachment = z.output<typeof Attachment>;

const PartyName = z.object({ usrId: z.nullable(z.string()), usrName: z.nullable(z.string()) });

// The spec's Remark: createdBy, description, attachments, remarkDate (and the entity it is on).
export const Remark = z.object({
  id: z.string(),
  parentId: z.nullable(z.string()),
  createdBy: PartyName,
  byRole: z.string(),
  description: z.string(),
  attachments: z.array(Attachment),
  remarkDate: z.string(),
});
export type Remark = z.output<typeof Remark>;
