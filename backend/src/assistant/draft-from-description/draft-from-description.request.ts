import { BUILDER_TEMPLATES, DealDescription } from '@samvida/machines';
import { z } from 'zod';

// POST api/Assistant/DraftFromDescription {Description, ContractType?}: the user's words, sent to
// the configured AI provider only because they pressed the button that says so.
export const DraftFromDescriptionRequest = z.object({
  Description: DealDescription,
  ContractType: z.enum(BUILDER_TEMPLATES).nullable().optional(),
});
export type DraftFromDescriptionBody = z.infer<typeof DraftFromDescriptionRequest>;
