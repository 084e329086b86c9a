// The validated body of GenerateTxnNote.
import { EntityId } from '@samvida/machines';
import type { z } from 'zod';
import { queryOf } from '../../common/http/request-params.js';

export const GenerateTxnNoteRequest = queryOf({ invId: EntityId }).transform(({ invId }) => ({ InvoiceId: invId }));
export type GenerateTxnNoteRequest = z.infer<typeof GenerateTxnNoteRequest>;
