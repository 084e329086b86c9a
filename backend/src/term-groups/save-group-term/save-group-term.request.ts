import { TermInGroupForm } from '@samvida/machines';
import { z } from 'zod';

const GroupId = z.guid({ error: 'Please choose a term group.' });

// Body of `POST api/Auth/AddTermInTermGroup`: {GroupId, TermTitle, TermTxt, AttachmentList}, where
// AttachmentList holds upload ids or urls from `POST api/General/upload`.
export const AddGroupTermRequest = TermInGroupForm.extend({ GroupId });
export type AddGroupTermRequest = z.infer<typeof AddGroupTermRequest>;

// Body of `POST api/Auth/UpdateTermInTermGroup`: the same plus the term's Id.
export const UpdateGroupTermRequest = AddGroupTermRequest.extend({ Id: z.guid({ error: 'Please choose a term.' }) });
export type UpdateGroupTermRequest = z.infer<typeof UpdateGroupTermRequest>;
