import { EntityId } from '@samvida/machines';
import { z } from 'zod';

// The link page's query: ph the number it was sent to, s who raised the order (Seller/Buyer), pi the order id.
export const CheckPoLinkQuery = z.object({
  ph: z.string().trim().max(13),
  s: z.enum(['Seller', 'Buyer']),
  pi: EntityId,
});
export type CheckPoLinkParams = z.infer<typeof CheckPoLinkQuery>;
