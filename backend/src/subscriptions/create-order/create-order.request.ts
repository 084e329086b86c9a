import { z } from 'zod';

// `POST api/payment/CreateOrder`: the plan to buy. `Amount` (the rate shown) is only checked, never charged.
export const CreateOrderRequest = z.object({
  SubTypeId: z.coerce.number().int().positive(),
  Amount: z.union([z.number().nonnegative(), z.string().regex(/^\d+(\.\d{1,2})?$/, 'Amount is not valid.')]).optional(),
});
export type CreateOrderRequest = z.infer<typeof CreateOrderRequest>;
