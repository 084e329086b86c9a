import { EntityId } from '@samvida/machines';
import { z } from 'zod';

// Detail?purchaseOrderId= (the order's agreement id).
export const PurchaseOrderIdQuery = z.object({ purchaseOrderId: EntityId });
export type PurchaseOrderIdParams = z.infer<typeof PurchaseOrderIdQuery>;
