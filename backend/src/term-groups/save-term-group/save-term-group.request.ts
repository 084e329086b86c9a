import { TermGroupForm } from '@samvida/machines';
import { z } from 'zod';

// Body of `POST api/Auth/AddUserTermGroup`; a GroupId sent here is ignored.
export const AddTermGroupRequest = TermGroupForm;
export type AddTermGroupRequest = z.infer<typeof AddTermGroupRequest>;

// Body of `POST api/Auth/UpdateUserTermGroup`: the same fields plus the group's id.
export const UpdateTermGroupRequest = TermGroupForm.extend({
  GroupId: z.guid({ error: 'Please choose the term group to update.' }),
});
export type UpdateTermGroupRequest = z.infer<typeof UpdateTermGroupRequest>;
