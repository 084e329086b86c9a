import { z } from 'zod';

// `DELETE api/Auth/DeleteUserTermGroup?termId={groupId}` (the spec names the group's id termId).
export const DeleteTermGroupRequest = z.object({ termId: z.guid({ error: 'Please choose a term group.' }) });
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type DeleteTermGroupParams = z.infer<typeof DeleteTermGroupRequest>;
