import { z } from 'zod';

// `DELETE api/Auth/RemoveUserTermFromGroup?userTermId={id}`
export const RemoveGroupTermRequest = z.object({ userTermId: z.guid({ error: 'Please choose a term.' }) });
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type RemoveGroupTermParams = z.infer<typeof RemoveGroupTermRequest>;
