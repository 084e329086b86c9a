import { EntityId } from '@samvida/machines';
import { z } from 'zod';

// POST api/Business/SendBulkInvite {UploadedFileLink, ProposalId}: the url `api/General/upload` returned.
export const SendBulkInviteRequest = z.object({
  ProposalId: EntityId,
  UploadedFileLink: z
    .string({ error: 'Upload the file of phone numbers first.' })
    .trim()
    .min(1, { error: 'Upload the file of phone numbers first.' }),
});
export type SendBulkInviteRequest = z.output<typeof SendBulkInviteRequest>;
