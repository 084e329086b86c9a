// The validated body of MakeInvoice.
import { EntityId, MakeInvoiceData } from '@samvida/machines';
import type { z } from 'zod';

export const MakeInvoiceRequest = MakeInvoiceData.omit({ AgreementId: true }).extend({ ContractId: EntityId });
export type MakeInvoiceRequest = z.infer<typeof MakeInvoiceRequest>;
