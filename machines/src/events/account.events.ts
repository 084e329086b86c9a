// Every event of an `account-<userId>` stream: facts about a user that other features react to.
import { z } from 'zod';
import { UserId } from '../rules/fields.js';

/** The user proved they hold this phone number (`sms`) or e-mail address (`email`). */
export const ContactVerified = z.object({
  type: z.literal('ContactVerified'),
  data: z.object({
    userId: UserId,
    channel: z.enum(['sms', 'email']),
    contact: z.string().min(3).max(254),
  }),
});
export type ContactVerified = z.infer<typeof ContactVerified>;

export const AccountEvent = z.discriminatedUnion('type', [ContactVerified]);
export type AccountEvent = z.infer<typeof AccountEvent>;
