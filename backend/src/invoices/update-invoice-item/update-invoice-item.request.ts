// The validated body of UpdateInvoiceItem.
import { UpdateInvoiceItemData } from '@samvida/machines';
import type { z } from 'zod';

export const UpdateInvoiceItemRequest = UpdateInvoiceItemData.omit({ AgreementId: true });
export type UpdateInvoiceItemRequest = z.infer<typeof UpdateInvoiceItemRequest>;
