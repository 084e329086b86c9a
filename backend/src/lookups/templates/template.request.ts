import { z } from 'zod';

// `?agTempType={name}`: a template name of the gallery, in any letter case.
export const TemplateRequest = z.object({
  agTempType: z.string({ error: 'Please choose a template.' }).trim().min(1, { error: 'Please choose a template.' }),
});
// The type is named apart from the schema: the OpenAPI scanner would read a same-named value as a model.
export type TemplateParams = z.infer<typeof TemplateRequest>;
