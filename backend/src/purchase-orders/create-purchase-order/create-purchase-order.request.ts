import { EntityId, PurchaseOrderForm } from '@samvida/machines';
import { z } from 'zod';

// Create Order: the header form (every Po* field and RaisedBy), optionally with the client's id for the order.
export const CreatePurchaseOrderRequest = z.intersection(z.object({ Id: EntityId.optional() }), PurchaseOrderForm);
export type CreatePurchaseOrderRequest = z.infer<typeof CreatePurchaseOrderRequest>;
