// The validated body of PublishInvoice.
import { EntityId } from '@samvida/machines';
import type { z } from 'zod';
import { queryOf } from '../../common/http/request-params.js';

export const PublishInvoiceRequest = queryOf({ invId: EntityId }).transform(({ invId }) => ({ InvoiceId: invId }));
export type PublishInvoiceRequest = z.infer<typeof PublishInvoiceRequest>;
