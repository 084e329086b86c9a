import { z } from 'zod';

export const PAGE_MAX = 50;
const id = z.uuid({ error: 'A notification id is not valid.' });

// Query of `GET api/Notifications`: a page of at most 50, older than `before` (the last id shown).
export const BellPageRequest = z.object({
  before: id.optional(),
  limit: z.coerce
    .number({ error: 'Give the page size as a number.' })
    .int({ error: 'Give the page size as a whole number.' })
    .min(1, { error: `Ask for 1 to ${PAGE_MAX} notifications at a time.` })
    .max(PAGE_MAX, { error: `Ask for 1 to ${PAGE_MAX} notifications at a time.` })
    .default(20),
});
// A name of its own: swagger would read a parameter typed `BellPageRequest` as the zod object.
export type BellPageParams = z.infer<typeof BellPageRequest>;

// Body of `POST api/Notifications/Read`: some notifications, or all of the caller's.
export const MarkReadRequest = z.union(
  [
    z.strictObject({
      ids: z
        .array(id)
        .min(1, { error: 'Name at least one notification.' })
        .max(PAGE_MAX, { error: `Mark at most ${PAGE_MAX} notifications at a time.` }),
    }),
    z.strictObject({ all: z.literal(true) }),
  ],
  { error: 'Name the notifications to mark as read, or send {"all": true}.' },
);
export type MarkReadRequest = z.infer<typeof MarkReadRequest>;
