// The validated body of UpdateInvoice.
import { EntityId, UpdateInvoiceData } from '@samvida/machines';
import type { z } from 'zod';

export const UpdateInvoiceRequest = UpdateInvoiceData.omit({ AgreementId: true }).extend({ ContractId: EntityId });
export type UpdateInvoiceRequest = z.infer<typeof UpdateInvoiceRequest>;
