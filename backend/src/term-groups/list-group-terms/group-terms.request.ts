import { z } from 'zod';

// `GET api/Auth/GetTermList?groupId={id}`
export const GroupTermsRequest = z.object({ groupId: z.guid({ error: 'Please choose a term group.' }) });
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type GroupTermsParams = z.infer<typeof GroupTermsRequest>;
